import { Duration, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { notificationAddresses } from '../../domain/notifications';
import { OUTBOX_PENDING, outboxIndex, tableDesign } from '../../contracts/deployment/table-design';
import { PARTITION_PREFIXES } from '../../contracts/deployment/table-design';
import { EMAIL_CODE_SEND_ATTRIBUTES } from '../../contracts/email-code';
import { ApiFunction } from './api-function';

/** Inputs of the {@link Notifier} construct. */
export interface NotifierProps {
  /** The records table, whose items carry the outbox (functions/runtime/outbox.ts) and its sparse index. */
  readonly table: dynamodb.ITable;
  /** Scheme and host of the storefront for the links in the e-mails (Site.url), no trailing slash. */
  readonly siteOrigin: string;
  /**
   * Scheme and host of the staff console's own distribution (StaffConsoleSite.url), no trailing slash: the pharmacy's
   * new-prescription alert links to its /staff (the shop's distribution answers /staff with 404).
   */
  readonly consoleOrigin: string;
  /**
   * The sender address, an SES identity verified in the stack's region (the address itself or its domain).
   * Context `medvika:mailFrom`.
   * @default notificationAddresses.sender (domain/notifications.ts)
   */
  readonly mailFrom?: string;
  /**
   * The pharmacy inbox that gets the new-prescription alerts. Context `medvika:pharmacyInbox`.
   * @default notificationAddresses.pharmacyInbox
   */
  readonly pharmacyInbox?: string;
  /**
   * Minutes between two notifier runs (EventBridge schedule). An e-mail goes out at most this long after its status
   * change, plus its back-off after an SES failure.
   * @default 1
   */
  readonly intervalMinutes?: number;
  /** Reserve one concurrent execution (runs never overlap; they would be safe, only wasteful). @default true */
  readonly reservedConcurrency?: boolean;
  /** Retention of the function's log group. */
  readonly logRetention?: logs.RetentionDays;
}

const EMAIL = /^[^@\s<>]+@([^@\s<>]+\.[^@\s<>]+)$/;

/**
 * The e-mail notifier (docs/architecture/infrastructure.md, docs/architecture/email-and-reminders.md): a Lambda function (functions/notifier/notifier.handler.ts) run by an
 * EventBridge schedule every minute, sending the due outbox e-mails through Amazon SES v2.
 *
 * A schedule rather than DynamoDB Streams: the outbox lives on the record items (no table of its own to stream), a
 * stream would deliver every change of every item (comments, audit entries) to filter, and the back-off of failed
 * sends needs a clock anyway; a scheduled Query of the sparse `outbox-due` index finds exactly the due records.
 *
 * Least privilege: Query on that one index with the partition value 'pending' only; GetItem and UpdateItem on
 * prescription, order and message partitions and refill reminders (REMINDER#) only (`dynamodb:LeadingKeys`), UpdateItem on the per-recipient e-mail
 * counters (MAIL-QUOTA#), GetItem of the unlock codes (TRACK#) and UpdateItem of their outbox and code attributes
 * only, never PutItem or DeleteItem; `ses:SendEmail`
 * on the sender's identity ARNs (the address and its domain, whichever is verified) with `ses:FromAddress` pinned to
 * the sender.
 */
export class Notifier extends Construct {
  /** The notifier function (with its role and log group). */
  readonly fn: ApiFunction;
  /** The schedule. */
  readonly rule: events.Rule;
  /** The sender address the function uses. */
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: NotifierProps) {
    super(scope, id);
    const mailFrom = props.mailFrom ?? notificationAddresses.sender;
    const pharmacyInbox = props.pharmacyInbox ?? notificationAddresses.pharmacyInbox;
    const domain = EMAIL.exec(mailFrom)?.[1];
    if (!domain) throw new Error(`medvika:mailFrom must be an e-mail address, got "${mailFrom}"`);
    if (!EMAIL.test(pharmacyInbox)) throw new Error(`medvika:pharmacyInbox must be an e-mail address, got "${pharmacyInbox}"`);
    const intervalMinutes = props.intervalMinutes ?? 1;
    if (!Number.isInteger(intervalMinutes) || intervalMinutes < 1)
      throw new Error(`The notifier interval must be a whole number of minutes >= 1, got ${intervalMinutes}`);
    this.mailFrom = mailFrom;

    this.fn = new ApiFunction(this, 'Function', {
      entry: 'notifier/notifier.handler',
      description: 'Medvika notifier: sends the outbox e-mails through SES',
      environment: {
        TABLE_NAME: props.table.tableName,
        MAIL_FROM: mailFrom,
        PHARMACY_INBOX: pharmacyInbox,
        SITE_ORIGIN: props.siteOrigin,
        STAFF_CONSOLE_ORIGIN: props.consoleOrigin,
      },
      logRetention: props.logRetention,
      reservedConcurrentExecutions: props.reservedConcurrency === false ? undefined : 1,
      memorySize: 256,
      // Up to 100 records a run, each a few DynamoDB calls and one SES call (~100 ms): well inside a minute.
      timeout: Duration.seconds(60),
    });

    const { table } = props;
    // The records, the items beside them (erasure code, e-mail change) and the refill reminders (REMINDER#…): each may
    // hold an outbox.
    const recordKeys = [
      PARTITION_PREFIXES.prescription,
      PARTITION_PREFIXES.order,
      PARTITION_PREFIXES.message,
      PARTITION_PREFIXES.reminder,
    ].map((prefix) => `${prefix}*`);
    const stack = Stack.of(this);
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${table.tableArn}/index/${outboxIndex.name}`],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [OUTBOX_PENDING] } },
      }),
    );
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': recordKeys } },
      }),
    );
    // The unpaid online orders' cancellation (functions/notifier/unpaid-orders.ts): a Query of the two order queues an
    // unpaid order waits in; and the lapsed quotes' (functions/notifier/expired-quotes.ts): a Query of the quoted
    // orders' queue; then the records read and written by key with the statement above.
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${table.tableArn}/index/${tableDesign.queueIndex.name}`],
        conditions: {
          'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['order#placed', 'order#awaiting_prescription', 'order#quoted'] },
        },
      }),
    );
    // A lapsed unpaid order's units back on the shelf (functions/data/shelf.ts restockOrder): SHELF#… items only.
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PARTITION_PREFIXES.shelf}*`] } },
      }),
    );
    // "Notify me when it is back" (functions/data/back-in-stock.ts): a lapsed order's restock that brings a product
    // back reads the shelf items (BatchGetItem) and queues the subscribers' e-mails (Query, UpdateItem); the notifier
    // sends each from its subscription item (GetItem, UpdateItem) and then deletes it (DeleteItem). BACK_IN_STOCK#… only.
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:BatchGetItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PARTITION_PREFIXES.shelf}*`] } },
      }),
    );
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PARTITION_PREFIXES.backInStock}*`] } },
      }),
    );
    // The per-recipient daily counters (functions/data/recipient-quota.ts): one atomic UpdateItem each, never read.
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PARTITION_PREFIXES.mailQuota}*`] } },
      }),
    );
    // The unlock codes of locked references (functions/data/email-codes.ts, pk TRACK#<reference>): read, and written
    // only in their outbox and armed code attributes, so the notifier can never reset a reference's attempt counter.
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PARTITION_PREFIXES.track}*`] } },
      }),
    );
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PARTITION_PREFIXES.track}*`] },
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...EMAIL_CODE_SEND_ATTRIBUTES],
          },
        },
      }),
    );
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [mailFrom, domain].map((identity) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity })),
        conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
      }),
    );
    // The table may be encrypted with the AWS-managed key (aws/dynamodb): DynamoDB uses it on the caller's behalf, no kms grant needed.

    this.rule = new events.Rule(this, 'Schedule', {
      description: 'Medvika: run the e-mail notifier (outbox → SES)',
      schedule: events.Schedule.rate(Duration.minutes(intervalMinutes)),
      // No retry of a failed run: the next run a minute later does the same work (the outbox keeps every event).
      targets: [new targets.LambdaFunction(this.fn.function, { retryAttempts: 0 })],
    });
    // Nor by Lambda's own retries of asynchronous invocations (2 by default): a run that failed is simply the next run.
    this.fn.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(5) });
  }
}
