import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { statusesByKind, type LifecycleKind } from '../../domain/lifecycle';
import { ORIGIN_VERIFY_ENV } from '../../contracts/deployment/origin-verify';
import { COMMENT_CLIENT_KEY, UNSUBSCRIBE_KEY } from '../../contracts/deployment/function-keys';
import { apiRoutes as sharedApiRoutes, type ApiRoute } from '../../contracts/deployment/api-routes';
import { COMMENT_FEED, HELD_COMMENTS_QUEUE, PARTITION_PREFIXES, tableDesign } from '../../contracts/deployment/table-design';
import { ORDER_SERVICE_WRITE_ATTRIBUTES, RETURN_PHOTOS_PREFIX } from '../../contracts/order-service';
import { MESSAGE_REPLY_WRITE_ATTRIBUTES } from '../../contracts/message-thread';
import {
  REFILL_REMINDER_ATTRIBUTES,
  REMINDER_CANCEL_READ_ATTRIBUTES,
  REMINDER_CANCEL_WRITE_ATTRIBUTES,
} from '../../contracts/refill-reminders';
import { ApiFunction } from './api-function';
import { PRESCRIPTIONS_PREFIX } from './data';
import { SIMULATED_PAYMENTS_ENV } from '../../contracts/deployment/simulated-payments';

/** Steady-state and burst request limits of the API stage (all routes together). */
export interface ApiThrottle {
  /**
   * Average requests per second API Gateway lets through before answering 429.
   * @default 20
   */
  readonly rateLimit?: number;
  /**
   * Requests allowed in a short burst above the rate (token-bucket size).
   * @default 40
   */
  readonly burstLimit?: number;
}

/** Limits of one route: its own throttle on the stage, and the reserved concurrency of its function. */
export interface RouteLimits {
  /** Requests per second API Gateway lets through to this route (capped at the stage's rate). */
  readonly rateLimit: number;
  /** Burst of this route (capped at the stage's burst). */
  readonly burstLimit: number;
  /**
   * Concurrent executions reserved for (and capping) the route's function: a flood of one route can neither
   * run more than this many copies nor starve the other functions.
   */
  readonly reservedConcurrency: number;
}

/**
 * Per-route limits (docs/architecture/security.md "Abuse and cost limits"). Uploads (submit-form: up to 4 MiB each) and the staff
 * API are low; posting a comment is moderate-low; reading comments (cached 10 s at the edge) moderate. Together
 * the API functions reserve 45 executions (46 with the notifier); Lambda requires 10 to stay unreserved, so the account's concurrency
 * quota must be at least 56 (the default is 1,000; a new account may start at 10 — then turn reservation off
 * with `reservedConcurrency: false`, context `medvika:reservedConcurrency=false`).
 */
export const ROUTE_LIMITS: Readonly<Partial<Record<ApiRoute['name'], RouteLimits>>> = {
  'get-comments': { rateLimit: 20, burstLimit: 40, reservedConcurrency: 10 },
  // Live prices and availability (cached 30 s at the edge, so a page view costs at most one call per 30 s per id list).
  catalogue: { rateLimit: 20, burstLimit: 40, reservedConcurrency: 5 },
  'post-comment': { rateLimit: 10, burstLimit: 20, reservedConcurrency: 5 },
  'submit-form': { rateLimit: 5, burstLimit: 10, reservedConcurrency: 5 },
  // The staff API's own throttle pool (see Api, "Throttling"): not capped by the shoppers' stage default.
  'staff-api': { rateLimit: 5, burstLimit: 10, reservedConcurrency: 5 },
  // Self-service lookups: low, as the WAF's stricter /api/track rule; the handler also locks a reference after 5 failures.
  track: { rateLimit: 5, burstLimit: 10, reservedConcurrency: 5 },
  // A refill reminder's one-click unsubscribe: rare (one click per reminder e-mail), a small function.
  reminders: { rateLimit: 5, burstLimit: 10, reservedConcurrency: 2 },
  // Re-upload (4 MiB), erasure and correction from /track: lower still; each also counts toward the reference's lock.
  privacy: { rateLimit: 2, burstLimit: 5, reservedConcurrency: 3 },
  // The console's session (docs/architecture/staff-session.md): a sign-in, a renewal per tab every 14 minutes, a sign-out.
  'staff-session': { rateLimit: 5, burstLimit: 10, reservedConcurrency: 2 },
  // Field-data beacons (docs/architecture/performance.md): sampled page views, one or two small beacons each; a flood is refused
  // here (and by the WAF's vitals rule) long before it could cost anything, and a refused beacon costs a shopper nothing.
  vitals: { rateLimit: 10, burstLimit: 20, reservedConcurrency: 3 },
};

/** Limits of a route missing from {@link ROUTE_LIMITS} (a new route starts low). */
export const FALLBACK_ROUTE_LIMITS: RouteLimits = { rateLimit: 5, burstLimit: 10, reservedConcurrency: 5 };

/** Who may call the `auth: 'staff'` routes: ID tokens of one Cognito user pool, issued to one app client. */
export interface ApiStaffAuth {
  /** Token issuer, `https://cognito-idp.<region>.amazonaws.com/<userPoolId>` (StaffIdentity.issuer). */
  readonly issuer: string;
  /** App client ids accepted as the token audience (`aud` of an ID token is the client id). */
  readonly audience: string[];
  /**
   * The staff user pool, for colleagues' display names in the console (functions/staff-api/staff-directory.ts): the
   * staff API gets its id as STAFF_USER_POOL_ID and `cognito-idp:ListUsers` on this one pool, nothing else of Cognito.
   * @default - no lookups: names come from the record and the caller's token only
   */
  readonly userPool?: cognito.IUserPool;
}

/** Inputs of the {@link Api} construct. */
export interface ApiProps {
  /** The records table (docs/architecture/data-model.md). */
  readonly table: dynamodb.ITable;
  /** The private prescriptions bucket; only routes with `usesBucket` get BUCKET_NAME and grants on it. */
  readonly prescriptionsBucket: s3.IBucket;
  /**
   * The JWT authorizer's issuer and audience for the routes with `auth: 'staff'` (synthesis fails when such a
   * route exists without it). Shopper routes never get an authorizer.
   * @default - none
   */
  readonly staffAuth?: ApiStaffAuth;
  /**
   * The staff session function's settings (functions/staff-session/staff-session.handler.ts): the console's origin, the
   * only one its endpoints answer (a token, e.g. Lazy, as the console's distribution is made after the Api), and the
   * cookie key's material (a Secrets Manager dynamic reference, resolved by CloudFormation at deploy time). Its client id
   * is the first `staffAuth.audience`. Required when the routes include 'staff-session'.
   * @default - none
   */
  readonly staffSession?: { readonly consoleOrigin: string; readonly secretValue: string };
  /**
   * Name of the HTTP API stage. `$default` serves the API at the root of its endpoint, which is what the
   * CloudFront `/api/*` behavior forwards to; any other name is added as the CloudFront origin path.
   * @default '$default'
   */
  readonly stageName?: string;
  /**
   * Stage throttling, the first line of defence against a flood of form posts (no WAF by default).
   * Defaults (20 rps, burst 40) are far above a neighbourhood pharmacy's traffic and far below what would
   * run up a noticeable Lambda/DynamoDB bill.
   * @default { rateLimit: 20, burstLimit: 40 }
   */
  readonly throttle?: ApiThrottle;
  /**
   * Reserve concurrency per function ({@link ROUTE_LIMITS}). Turn off in an account whose Lambda concurrency
   * quota is below 35 (Lambda keeps 10 unreserved; deployment fails otherwise).
   * @default true
   */
  readonly reservedConcurrency?: boolean;
  /**
   * The value CloudFront sends in the `x-origin-verify` header; given to every function as ORIGIN_VERIFY_SECRET
   * (functions/runtime/handler-kit.ts refuses requests without it, so the execute-api URL answers 403).
   * @default - no check
   */
  readonly originVerifySecret?: string;
  /**
   * The HMAC keys of one purpose each (contracts/deployment/function-keys.ts), as deploy-time dynamic references to their
   * own secrets: each goes only to the functions its FunctionKey names (unset: the functions' local keys, tests only).
   */
  readonly functionKeys?: { readonly unsubscribe: string; readonly commentClient: string };
  /**
   * CloudWatch Logs retention of the access log and of the functions' logs.
   * @default logs.RetentionDays.ONE_YEAR
   */
  readonly logRetention?: logs.RetentionDays;
  /**
   * The seller block of the tax invoice (GST Rule 46: name, address, GSTIN, state, drug licences), given to the
   * functions that issue invoices (track, staff-api) as INVOICE_SELLER (JSON); what it leaves out keeps the
   * functions' placeholders (contracts/deployment/seller-settings.ts, which checks it at cold start).
   * @default - the placeholders
   */
  readonly invoiceSeller?: Readonly<Record<string, string | string[]>>;
  /**
   * The supplying stores (JSON text), given to the invoice functions as MEDVIKA_STORES; contracts/deployment/seller-settings.ts
   * readStores checks it at cold start.
   * @default - the marked samples of domain/stores.ts
   */
  readonly stores?: string;
  /**
   * Whether the payment page's simulated payment may mark online orders paid (SIMULATED_PAYMENTS=on on the track
   * function, functions/runtime/config.ts): only for a demo deployment, since no money moves. Off, online orders stay
   * unpaid (and lapse after 30 minutes) until a payment provider is connected, and cash on delivery works.
   * @default false
   */
  readonly simulatedPayments?: boolean;
  /**
   * Routes to serve. Every route must have a grant set in {@link Api} (synthesis fails otherwise).
   * @default apiRoutes of contracts/deployment/api-routes.ts
   */
  readonly routes?: readonly ApiRoute[];
  /**
   * Repository root (for the handler entries and esbuild).
   * @default PROJECT_ROOT of ./api-function.ts
   */
  readonly projectRoot?: string;
}

/**
 * Access-log line of the stage: JSON with `$context` variables only (docs/architecture/infrastructure.md, docs/architecture/security.md "Logs").
 * Deliberately absent: the path with its query string (`$context.path`; the route key says which endpoint
 * without any shopper input), request and response bodies (HTTP APIs never log them), the user agent, and
 * `$context.identity.sourceIp` — a client IP address is personal data under India's DPDP Act 2023, and
 * behind CloudFront it is only the edge server's address anyway; CloudFront's own logs hold the viewer IP
 * when an incident needs it.
 */
export const API_ACCESS_LOG_FORMAT: Readonly<Record<string, string>> = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  method: '$context.httpMethod',
  protocol: '$context.protocol',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationErrorMessage: '$context.integrationErrorMessage',
  errorMessage: '$context.error.message',
};

/**
 * Memory of the functions that re-encode uploaded photos (submit-form, privacy re-upload, track for a return's photo):
 * 1,769 MiB, the size at which
 * Lambda gives one full vCPU. Pure-JS re-encoding needs ≈ 60 B per pixel (functions/submit-form/reencode-image.ts), so
 * a 12 MP phone photo (≈ 760 MiB peak, ≈ 3 s) is re-encoded rather than only stripped of its metadata, as it would be
 * at 512 MiB (≤ ≈ 5.5 MP). Cost at this size is ≈ $0.0000295 per second of an upload, paid only by uploads.
 */
export const IMAGE_REENCODING_MEMORY_MIB = 1769;
const IMAGE_REENCODING_ROUTES: ReadonlySet<ApiRoute['name']> = new Set(['submit-form', 'privacy', 'track']);
/** Functions that issue tax invoices and get the seller block (INVOICE_SELLER): the shopper's download and the staff's. */
const INVOICE_ROUTES: ReadonlySet<ApiRoute['name']> = new Set(['track', 'staff-api']);
/**
 * The invoice fonts (Noto Sans, Noto Sans Devanagari, OFL.txt), copied into the invoice functions' packages as `fonts/`
 * beside index.mjs: functions/invoice/invoice-pdf.ts reads `new URL('./fonts/…', import.meta.url)`, which is that
 * folder in the bundle and functions/invoice/fonts/ when run from the repository.
 */
export const INVOICE_FONTS_FOLDER = { from: 'functions/invoice/fonts', to: 'fonts' } as const;

/**
 * Memory of the field-data function (functions/vitals): 128 MiB, Lambda's smallest. It parses at most 8 KiB of JSON and
 * writes one log line, with no SDK client; the slower cold start at this size delays only a beacon nobody waits for.
 */
export const VITALS_MEMORY_MIB = 128;

/**
 * The storefront API (docs/architecture/api.md, docs/architecture/infrastructure.md): one HTTP API with a route per endpoint of
 * contracts/deployment/api-routes.ts, each integrated with its own {@link ApiFunction}, a throttled stage with
 * JSON access logs, and per-function least-privilege grants. Routes with `auth: 'staff'` sit behind an HTTP API
 * JWT authorizer on the staff user pool (issuer + app client id, {@link ApiStaffAuth}); a `prefix` route is
 * registered twice, as `/api/staff` and `/api/staff/{proxy+}`, both with the authorizer. Shopper routes have none.
 *
 * Routes use the ANY method: the handlers answer a wrong method with the JSON 405 (and `Allow` header)
 * of docs/architecture/api.md, which a method-specific route would replace with API Gateway's bare 404. The trailing
 * slash the SPA sends (`/api/comments/`) is removed by the CloudFront function on the `/api/*` behavior
 * (infra/cloudfront/api-path.js), because HTTP API route paths cannot end in '/'.
 *
 * Throttling, and the staff API's own pool: an HTTP API throttles at two levels only, the account per Region and the
 * route (Amazon API Gateway developer guide, "Throttling requests to your HTTP API"); the stage's default route
 * settings are the limits of each route without settings of its own, not a budget the routes share. So every route
 * key's `RouteSettings` entry is a token bucket of its own, and shopper traffic, however heavy, cannot spend the staff
 * routes' (`ANY /api/staff`, `ANY /api/staff/{proxy+}`): that is the simplest separate pool HTTP APIs offer. A second
 * API or stage for staff would add a CloudFront origin and nothing else; what all routes still share is the account's
 * Regional limit (10,000 rps by default). Shopper routes are capped at the stage default (`throttle`); the staff routes
 * keep their {@link ROUTE_LIMITS} whatever it is. Requests to /api/staff without a valid token may also spend the staff
 * pool, so the WAF's per-client limits and, with `medvika:staffOfficeCidrs`, its office-only rule keep others out.
 */
export class Api extends Construct {
  /** The HTTP API. */
  readonly httpApi: apigwv2.HttpApi;
  /** The stage serving the routes. */
  readonly stage: apigwv2.HttpStage;
  /** The access log group of the stage. */
  readonly accessLogGroup: logs.LogGroup;
  /** One function per route, by route name. */
  readonly functions: Readonly<Record<string, ApiFunction>>;
  /** Host name of the API's execute-api endpoint (the CloudFront origin). */
  readonly endpointDomainName: string;
  /** CloudFront origin path: '' for the `$default` stage, `/<stage>` otherwise. */
  readonly originPath: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stageName = props.stageName ?? '$default';
    if (stageName !== '$default' && !/^[A-Za-z0-9_-]{1,128}$/.test(stageName)) {
      throw new Error(`stageName must be '$default' or 1-128 letters, digits, '-' or '_', got "${stageName}"`);
    }
    const rateLimit = props.throttle?.rateLimit ?? 20;
    const burstLimit = props.throttle?.burstLimit ?? 40;
    if (!(rateLimit > 0) || !Number.isInteger(burstLimit) || burstLimit < 1) {
      throw new Error(`throttle needs rateLimit > 0 and a whole burstLimit >= 1, got ${rateLimit}/${burstLimit}`);
    }
    const logRetention = props.logRetention ?? logs.RetentionDays.ONE_YEAR;
    const { table, prescriptionsBucket } = props;

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `${Stack.of(this).stackName}-api`,
      description: 'Medvika storefront API (comments, prescription/checkout/contact forms; staff console behind Cognito)',
      createDefaultStage: false,
    });

    this.accessLogGroup = new logs.LogGroup(this, 'AccessLogs', {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.httpApi.addStage('Stage', {
      stageName,
      autoDeploy: true,
      throttle: { rateLimit, burstLimit },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogGroup),
        format: AccessLogFormat.custom(JSON.stringify(API_ACCESS_LOG_FORMAT)),
      },
    });

    const indexArn = `${table.tableArn}/index/${tableDesign.kindIndex.name}`;
    const queueIndexArn = `${table.tableArn}/index/${tableDesign.queueIndex.name}`;
    const commentsIndexArn = `${table.tableArn}/index/${tableDesign.commentsIndex.name}`;
    const prescriptionObjects = prescriptionsBucket.arnForObjects(`${PRESCRIPTIONS_PREFIX}*`);
    // Return photos (prescriptions/returns/<ORD-…>/<uuid>.<ext>): inside prescriptions/, so the bucket policy's scan
    // guard and GuardDuty cover them, and the only objects the track function may write.
    const returnPhotoObjects = prescriptionsBucket.arnForObjects(`${RETURN_PHOTOS_PREFIX}*`);
    const { comment, idempotency, audit, track } = PARTITION_PREFIXES;
    // The day's upload-byte counter (UPLOADS#<day>, functions/data/upload-budget.ts): one conditional UpdateItem (ADD)
    // per stored file and nothing else, so no role that uploads can read, reset or delete the budget it is held to.
    const uploadBudgetStatement = () =>
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: leadingKeys([`${PARTITION_PREFIXES.uploads}*`]),
      });
    // The per-IPv6-/64 request counters of the strict paths (NETWORK-RATE#…, functions/data/network-rate.ts): one
    // conditional UpdateItem (ADD) per request and nothing else, so no role can read or reset the count it is held to.
    const networkRateStatement = () =>
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: leadingKeys([`${PARTITION_PREFIXES.networkRate}*`]),
      });
    // Tax invoices (functions/invoice/issue-invoice.ts): the financial year's number counter (UpdateItem of
    // INVOICE-NUMBERS#… only: ADD, give back, record a voided number) and, on an order, the one `invoice` attribute
    // (UpdateItem limited to that attribute and the key, no values returned), so issuing an invoice can change nothing
    // else of a record.
    const invoiceCounterStatement = () =>
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: leadingKeys([`${PARTITION_PREFIXES.invoiceNumbers}*`]),
      });
    const orderInvoiceStatement = new iam.PolicyStatement({
      actions: ['dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: {
        ...leadingKeys([`${PARTITION_PREFIXES.order}*`]),
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, 'invoice'] },
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    });
    // One conditional UpdateItem of an ORDER#… partition limited to `attributes` and returning nothing (DynamoDB refuses
    // ALL_NEW with an attribute limit), so the function can never touch an order's personal fields: the shopper's
    // cancellation and return request (functions/track/order-cancel.ts, order-return.ts) and the payment page's
    // confirmation (order-payment.ts): its lifecycle, outbox, `refund`, `return` and `payment` attributes.
    const orderUpdateLimitedTo = (attributes: readonly string[]) =>
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: {
          ...leadingKeys([`${PARTITION_PREFIXES.order}*`]),
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...attributes] },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
        },
      });
    // Refill reminders live in their own partition (REMINDER#<order reference>, functions/data/refill-reminders.ts), so
    // no reminder grant reaches an order: none can set an order's `expiresAt` (its TTL would delete a record of sale)
    // or queue e-mails on it. UpdateItem only (no PutItem), limited to `attributes`, returning nothing.
    const reminderUpdateLimitedTo = (attributes: readonly string[]) =>
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: {
          ...leadingKeys([`${PARTITION_PREFIXES.reminder}*`]),
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...attributes] },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
        },
      });
    // Cancelling a reminder (the one-click unsubscribe, and an order's erasure): a projected GetItem of its id, state
    // and e-mail state only (no medicine, token or consent), and an UpdateItem of the cancellation's attributes only.
    const reminderCancelStatements = () => [
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [table.tableArn],
        conditions: {
          ...leadingKeys([`${PARTITION_PREFIXES.reminder}*`]),
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...REMINDER_CANCEL_READ_ATTRIBUTES],
          },
          StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
        },
      }),
      reminderUpdateLimitedTo(REMINDER_CANCEL_WRITE_ATTRIBUTES),
    ];
    // Units put back on the shelf (SET stock = stock + :q on SHELF#… items), nothing else there.
    const shelfRestockStatement = () =>
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: leadingKeys([`${PARTITION_PREFIXES.shelf}*`]),
      });
    // A restock that brings a product back (functions/data/shelf.ts restockOrder, functions/staff-api/catalogue.ts):
    // the shelf items read back by key, then the product's "notify me" subscriptions Queried in their own partition
    // (BACK_IN_STOCK#<productId>) and each given its one e-mail by a conditional UpdateItem. Nothing else there.
    const backInStockNoticeStatements = () => [
      new iam.PolicyStatement({
        actions: ['dynamodb:BatchGetItem'],
        resources: [table.tableArn],
        conditions: leadingKeys([`${PARTITION_PREFIXES.shelf}*`]),
      }),
      new iam.PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: leadingKeys([`${PARTITION_PREFIXES.backInStock}*`]),
      }),
    ];
    /**
     * What each function may do, and nothing more (docs/architecture/infrastructure.md), down to the key (docs/architecture/security.md): every DynamoDB statement
     * names the partition keys it may touch (`dynamodb:LeadingKeys`, {@link leadingKeys}). No function may delete a
     * record or an object version.
     */
    const grants: Record<ApiRoute['name'], iam.PolicyStatement[]> = {
      // listComments: Query one post's partition (POST#…), or the comments-only index for the newest comments.
      'get-comments': [
        new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: [table.tableArn], conditions: leadingKeys([`${comment}*`]) }),
        new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: [commentsIndexArn], conditions: leadingKeys([COMMENT_FEED]) }),
      ],
      // answerAvailability: BatchGetItem of SHELF#… items (functions/catalogue/availability.core.ts); the back-in-stock
      // subscription (back-in-stock.core.ts): its product's shelf item read (GetItem), the IPv6 network counter, and one
      // UpdateItem of the subscription in BACK_IN_STOCK#… (no read, no delete, no other partition).
      catalogue: [
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.shelf}*`]),
        }),
        networkRateStatement(),
        new iam.PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.backInStock}*`]),
        }),
      ],
      // postComment: one conditional PutItem (attribute_not_exists) of a POST#… item, or of a held comment
      // (MODERATION#…) when it waits for review; and the client's hourly counter (UpdateItem ADD of COMMENT-RATE#…).
      'post-comment': [
        new iam.PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${comment}*`, `${PARTITION_PREFIXES.heldComment}*`]),
        }),
        new iam.PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.commentRate}*`]),
        }),
      ],
      'submit-form': [
        networkRateStatement(),
        // The record (conditional PutItem of PRESCRIPTION#/ORDER#/MESSAGE#…) and the idempotency claim (IDEMPOTENCY#…).
        new iam.PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([...RECORD_PREFIXES, idempotency].map((prefix) => `${prefix}*`)),
        }),
        // The claim's life: read, mark pending/done, release. Only IDEMPOTENCY#… items.
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${idempotency}*`]),
        }),
        uploadBudgetStatement(),
        // Whether the record a stale claim was creating exists (functions/data/idempotency.ts itemExists): the key attributes only, never the contents.
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem'],
          resources: [table.tableArn],
          conditions: {
            ...leadingKeys(RECORD_PREFIXES.map((prefix) => `${prefix}*`)),
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey] },
            StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
          },
        }),
        // The shelf at checkout (functions/data/shelf.ts): its prices read (BatchGetItem), and each line's stock taken
        // by the order's TransactWriteItems (its Update actions need UpdateItem). Only SHELF#… items.
        new iam.PolicyStatement({
          actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.shelf}*`]),
        }),
        // The prescription file, and its removal when the record write fails (a delete marker: never DeleteObjectVersion).
        new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [prescriptionObjects] }),
      ],
      track: [
        networkRateStatement(),
        // The record looked up by reference (GetItem of PRESCRIPTION#/ORDER#/MESSAGE#…), and the reference's attempt
        // counter (TRACK#<reference>): the function may write those counters, and of the records only a message (below).
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([...RECORD_PREFIXES, track].map((prefix) => `${prefix}*`)),
        }),
        new iam.PolicyStatement({
          actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${track}*`]),
        }),
        // A customer's reply to their message (functions/track/message-reply.ts): one conditional UpdateItem of the
        // MESSAGE#… record limited to the thread's attributes (its thread, version and the status change that reopens
        // it), returning nothing: never the message's contact fields or text, never a prescription.
        new iam.PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: {
            ...leadingKeys([`${PARTITION_PREFIXES.message}*`]),
            'ForAllValues:StringEquals': {
              'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...MESSAGE_REPLY_WRITE_ATTRIBUTES],
            },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
          },
        }),
        invoiceCounterStatement(),
        orderInvoiceStatement,
        // The shopper's cancellation, return request and payment: its order's lifecycle and payment attributes only (orderUpdateLimitedTo).
        orderUpdateLimitedTo(ORDER_SERVICE_WRITE_ATTRIBUTES),
        // A return's photo (order-return.ts): its bytes counted against the day's upload budget, then PutObject under
        // prescriptions/returns/ only, and DeleteObject there when the order write fails (a delete marker: never
        // DeleteObjectVersion, never a prescription file).
        uploadBudgetStatement(),
        new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [returnPhotoObjects] }),
        // A cancelled order's units back on the shelf (functions/data/shelf.ts restockOrder), in one transaction with
        // the order's `restockedAt` (an ORDER_SERVICE_WRITE_ATTRIBUTES attribute); and an accepted quote's units taken
        // (functions/track/quote-accept.ts), in one transaction with its status change.
        shelfRestockStatement(),
        // An accepted quote priced again from the shelf (functions/submit-form/order-placement.ts priceFromShelf).
        new iam.PolicyStatement({
          actions: ['dynamodb:BatchGetItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.shelf}*`]),
        }),
        ...backInStockNoticeStatements(),
        // A refill reminder asked for or cancelled on /track (functions/track/refill-reminder.ts): read whole (GetItem
        // of REMINDER#…, to show it), written with its own attributes only.
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.reminder}*`]),
        }),
        reminderUpdateLimitedTo(REFILL_REMINDER_ATTRIBUTES),
      ],
      // The one-click unsubscribe of a refill reminder (functions/reminders): the reminder's cancellation attributes read
      // and written in its REMINDER#… partition; no order, nothing else of the table, no bucket.
      // And a back-in-stock subscription's deletion (DeleteItem in BACK_IN_STOCK#… only).
      reminders: [
        ...reminderCancelStatements(),
        new iam.PolicyStatement({
          actions: ['dynamodb:DeleteItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.backInStock}*`]),
        }),
      ],
      privacy: [
        networkRateStatement(),
        // Shopper self-service beside /track (functions/privacy): the record and the attempt counter read by
        // reference (GetItem), the counter (TRACK#…), and on the record's own partition only: the status change of a
        // re-upload or an erasure, the privacy request, and its pointer item in the staff queue (UpdateItem, PutItem).
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PRESCRIPTION#*', 'ORDER#*', 'MESSAGE#*', 'TRACK#*'] } },
        }),
        uploadBudgetStatement(),
        // An order's erasure cancels its refill reminder (functions/privacy/record-erasure.ts), in REMINDER#… only.
        ...reminderCancelStatements(),
        // The re-uploaded file (PutObject; a failed record write deletes it again), and erasure: every version of a
        // record's files (DeleteObjectVersion). With the staff API's "Erase now" of a held erasure, the only functions
        // holding DeleteObjectVersion (docs/architecture/security.md).
        new iam.PolicyStatement({
          actions: ['s3:PutObject', 's3:DeleteObject', 's3:DeleteObjectVersion'],
          resources: [prescriptionObjects],
        }),
        // Erasure lists the versions of one record's folder (ListObjectVersions), under prescriptions/ only.
        new iam.PolicyStatement({
          actions: ['s3:ListBucketVersions'],
          resources: [prescriptionsBucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${PRESCRIPTIONS_PREFIX}*`] } },
        }),
      ],
      // Field data: nothing beyond writing its own log group (ApiFunction's role); its metrics travel in log lines (EMF).
      vitals: [],
      // The console's session: nothing beyond its log group. Cognito's InitiateAuth and RevokeToken are unauthenticated
      // user pool API operations, authorized by the app client and the token and never by IAM (Amazon Cognito developer
      // guide, the user pool API operations grouped by authorization model), and the cookie key reaches the
      // function as a deploy-time dynamic reference, so the role reads no secret at run time.
      'staff-session': [],
      'staff-api': [
        // One record or held comment (GetItem) and an audit trail (Query AUDIT#<reference>).
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([...RECORD_PREFIXES, PARTITION_PREFIXES.heldComment].map((prefix) => `${prefix}*`)),
        }),
        new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: [table.tableArn], conditions: leadingKeys([`${audit}*`]) }),
        // Queues: the kind index (partition = a record kind) and the queue index (partition = '<kind>#<status>', and
        // the held comments waiting for review).
        new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: [indexArn], conditions: leadingKeys([...RECORD_KINDS]) }),
        new iam.PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [queueIndexArn],
          conditions: leadingKeys([...RECORD_KINDS.map((kind) => `${kind}#*`), HELD_COMMENTS_QUEUE]),
        }),
        // The staff search (functions/data/record-search.ts): the search index, partition '<kind>#<field>#<prefix>';
        // it projects only createdAt, the record itself is read by key above.
        new iam.PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [`${table.tableArn}/index/${tableDesign.searchIndex.name}`],
          conditions: leadingKeys(RECORD_KINDS.map((kind) => `${kind}#*`)),
        }),
        // A pharmacist's quote (functions/staff-api/quote.ts): the new ORD-… order and its staff search items (same
        // partition), put only where no item holds the key (attribute_not_exists), in one transaction with the
        // prescription's link (the record UpdateItem below).
        new iam.PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.order}*`]),
        }),
        // Audit entries (PutItem of AUDIT#…) and a published comment's public copy (PutItem of POST#…); status changes,
        // answers and comment decisions (conditional UpdateItem on `version`). Never DeleteItem.
        new iam.PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${audit}*`, `${comment}*`]),
        }),
        new iam.PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([...RECORD_PREFIXES, PARTITION_PREFIXES.heldComment].map((prefix) => `${prefix}*`)),
        }),
        // An audit entry's outcome, set once after the action it records (functions/data/audit.ts settleAudit): only
        // the `outcome` attribute, and no old values returned, so the role can rewrite nothing else of the trail.
        new iam.PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: {
            ...leadingKeys([`${audit}*`]),
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, 'outcome'] },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
          },
        }),
        // The tax invoice's number (its `invoice` on the order is covered by the record UpdateItem above).
        invoiceCounterStatement(),
        // The shelf (functions/staff-api/catalogue.ts): the catalogue's shelf items read by key (GetItem, and
        // BatchGetItem for the list page: the only batch read the role has, on SHELF# keys alone), and a staff change
        // (one conditional UpdateItem on `version`). Never PutItem or DeleteItem: the seed creates the items.
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.shelf}*`]),
        }),
        // A staff change that brings a product back queues its subscribers' e-mails (backInStockNoticeStatements).
        ...backInStockNoticeStatements(),
        // The pharmacist's registers (functions/data/batches.ts, h1-register.ts): batches packed per product and the
        // orders that shipped each (BATCH#<productId>), the Schedule H1 register by day (H1-REGISTER#<date>). Read by
        // Query of their own partitions, written by a conditional PutItem of a new entry and an UpdateItem (a batch's
        // last packing, an entry voided when its dispatch lost); never DeleteItem: a register entry is kept 3 years.
        new iam.PolicyStatement({
          actions: ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
          resources: [table.tableArn],
          conditions: leadingKeys([`${PARTITION_PREFIXES.batch}*`, `${PARTITION_PREFIXES.h1Register}*`]),
        }),
        // Presigned GET URLs of prescription files carry the signer's permissions: read only, prescriptions/ only.
        new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:GetObjectVersion'], resources: [prescriptionObjects] }),
        // The scan gate (functions/staff-api/file-scan-gate.ts) reads GuardDuty's GuardDutyMalwareScanStatus tag first.
        new iam.PolicyStatement({ actions: ['s3:GetObjectTagging', 's3:GetObjectVersionTagging'], resources: [prescriptionObjects] }),
        // "Erase now" of a shopper's held erasure (functions/staff-api/privacy-erase.ts): the same erasure as the privacy
        // function's, every version of one record's files by VersionId (DeleteObjectVersion only: no PutObject, no
        // DeleteObject, so no file is written or hidden behind a delete marker), listed under prescriptions/ only.
        new iam.PolicyStatement({ actions: ['s3:DeleteObjectVersion'], resources: [prescriptionObjects] }),
        new iam.PolicyStatement({
          actions: ['s3:ListBucketVersions'],
          resources: [prescriptionsBucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${PRESCRIPTIONS_PREFIX}*`] } },
        }),
        // Colleagues' display names (functions/staff-api/staff-directory.ts): ListUsers filtered on one `sub`, on the
        // staff pool only; no Admin* action, so the role can read no password state, groups or tokens and change nothing.
        ...(props.staffAuth?.userPool
          ? [new iam.PolicyStatement({ actions: ['cognito-idp:ListUsers'], resources: [props.staffAuth.userPool.userPoolArn] })]
          : []),
      ],
    };
    /** Why each bucket-using function's grant ends in prescriptions/* or prescriptions/returns/* (cdk-nag AwsSolutions-IAM5). */
    const objectGrantReasons: Partial<Record<ApiRoute['name'], string>> = {
      track:
        "A return's photo gets a generated key (prescriptions/returns/<ORD-reference>/<uuid>.<ext>), so the grant is scoped to the prescriptions/returns/ prefix of the one bucket, which holds no prescription; the actions are only PutObject and DeleteObject (a delete marker when the order write fails: no DeleteObjectVersion, so no version can be destroyed).",
      'submit-form':
        'Object keys are generated per upload (prescriptions/YYYY/MM/DD/<reference>/<uuid>.<ext>), so the grant is scoped to the prescriptions/ prefix of the one bucket; the actions are only PutObject and DeleteObject (a delete marker: no DeleteObjectVersion, so no version can be destroyed).',
      privacy:
        "A re-uploaded prescription gets a generated key (prescriptions/YYYY/MM/DD/<reference>/<uuid>.<ext>), and erasure removes every version of one record's files, whose keys are only known at run time; the grant is limited to the prescriptions/ prefix of the one bucket (PutObject, DeleteObject, DeleteObjectVersion), and the function deletes only folders of the record the shopper proved to own (reference + phone).",
      'staff-api':
        "Pharmacists open any prescription file by its generated key (prescriptions/YYYY/MM/DD/<reference>/<uuid>.<ext>) through a presigned GET URL signed by this function, after reading the malware-scan tag of the file (GetObject, GetObjectVersion, GetObjectTagging, GetObjectVersionTagging); and a held erasure, once no order holds it, removes every version of that one record's files, whose keys are only known at run time (DeleteObjectVersion only). The grant is limited to the prescriptions/ prefix of the one bucket; no PutObject or DeleteObject.",
    };
    const staffAuthorizer = props.staffAuth
      ? new HttpJwtAuthorizer('StaffAuthorizer', props.staffAuth.issuer, {
          authorizerName: 'staff-cognito-jwt',
          jwtAudience: props.staffAuth.audience,
        })
      : undefined;

    const functions: Record<string, ApiFunction> = {};
    // RouteSettings is a JSON map in CloudFormation (route key → settings), so its keys are written as CloudFormation spells them.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of props.routes ?? sharedApiRoutes) {
      const statements = grants[route.name];
      if (!statements) throw new Error(`No IAM grants defined for API route "${route.name}"`);
      if (route.auth === 'staff' && !staffAuthorizer) {
        throw new Error(
          `API route "${route.name}" is for staff (auth: 'staff') but the Api has no staffAuth (Cognito issuer and client id)`,
        );
      }
      if (route.name === 'staff-session' && (!props.staffSession || !props.staffAuth?.audience[0])) {
        throw new Error('API route "staff-session" needs staffSession (console origin, cookie key) and staffAuth (the console client id)');
      }
      const limits = ROUTE_LIMITS[route.name] ?? FALLBACK_ROUTE_LIMITS;
      const fn = new ApiFunction(this, toPascalCase(route.name), {
        entry: route.entry,
        description: `Medvika API: ${route.method} ${route.path}/`,
        environment: {
          TABLE_NAME: table.tableName,
          ...(route.usesBucket ? { BUCKET_NAME: prescriptionsBucket.bucketName } : {}),
          ...(props.originVerifySecret ? { [ORIGIN_VERIFY_ENV]: props.originVerifySecret } : {}),
          ...(props.functionKeys && UNSUBSCRIBE_KEY.routes.includes(route.name)
            ? { [UNSUBSCRIBE_KEY.env]: props.functionKeys.unsubscribe }
            : {}),
          ...(props.functionKeys && COMMENT_CLIENT_KEY.routes.includes(route.name)
            ? { [COMMENT_CLIENT_KEY.env]: props.functionKeys.commentClient }
            : {}),
          ...(INVOICE_ROUTES.has(route.name) && props.invoiceSeller && Object.keys(props.invoiceSeller).length > 0
            ? { INVOICE_SELLER: JSON.stringify(props.invoiceSeller) }
            : {}),
          ...(INVOICE_ROUTES.has(route.name) && props.stores ? { MEDVIKA_STORES: props.stores } : {}),
          ...(route.name === 'track' && props.simulatedPayments ? { [SIMULATED_PAYMENTS_ENV]: 'on' } : {}),
          ...(route.name === 'staff-api' && props.staffAuth?.userPool ? { STAFF_USER_POOL_ID: props.staffAuth.userPool.userPoolId } : {}),
          ...(route.name === 'staff-session' && props.staffSession && props.staffAuth
            ? {
                STAFF_CONSOLE_ORIGIN: props.staffSession.consoleOrigin,
                STAFF_CLIENT_ID: props.staffAuth.audience[0]!,
                STAFF_SESSION_SECRET: props.staffSession.secretValue,
              }
            : {}),
        },
        reservedConcurrentExecutions: props.reservedConcurrency === false ? undefined : limits.reservedConcurrency,
        ...(IMAGE_REENCODING_ROUTES.has(route.name) ? { memorySize: IMAGE_REENCODING_MEMORY_MIB } : {}),
        ...(route.name === 'vitals' ? { memorySize: VITALS_MEMORY_MIB } : {}),
        // The invoice PDF's fonts and their licence (functions/invoice/invoice-pdf.ts reads them from `fonts/` beside itself).
        ...(INVOICE_ROUTES.has(route.name) ? { packagedFolders: [INVOICE_FONTS_FOLDER] } : {}),
        logRetention,
        projectRoot: props.projectRoot,
      });
      for (const statement of statements) fn.role.addToPolicy(statement);
      const objectGrantReason = objectGrantReasons[route.name];
      for (const [prefix, objects] of [
        [PRESCRIPTIONS_PREFIX, prescriptionObjects],
        [RETURN_PHOTOS_PREFIX, returnPhotoObjects],
      ] as const) {
        if (!statements.some((s) => s.resources.includes(objects))) continue;
        if (!objectGrantReason) throw new Error(`No reason given for the ${prefix}* grant of API route "${route.name}"`);
        Validations.of(fn.role).acknowledge({
          id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(prescriptionsBucket.node.defaultChild as s3.CfnBucket)}.Arn>/${prefix}*]`,
          reason: objectGrantReason,
        });
      }
      const integration = new HttpLambdaIntegration(`${toPascalCase(route.name)}Integration`, fn.function);
      // A prefix route serves its own path and every path below it.
      // Shopper routes are capped at the stage default; the staff routes keep their own pool (see Api, "Throttling").
      const ownPool = route.auth === 'staff';
      for (const path of route.prefix ? [route.path, `${route.path}/{proxy+}`] : [route.path]) {
        routeSettings[`ANY ${path}`] = {
          ThrottlingRateLimit: ownPool ? limits.rateLimit : Math.min(limits.rateLimit, rateLimit),
          ThrottlingBurstLimit: ownPool ? limits.burstLimit : Math.min(limits.burstLimit, burstLimit),
        };
        const [httpRoute] = this.httpApi.addRoutes({
          path,
          methods: [apigwv2.HttpMethod.ANY],
          integration,
          ...(route.auth === 'staff' ? { authorizer: staffAuthorizer } : {}),
        });
        // Route settings name the route by its key: the stage must be created after the route.
        this.stage.node.addDependency(httpRoute!);
        if (route.name === 'staff-session') {
          Validations.of(httpRoute!).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason:
              "The staff console's session endpoints (the token-handler pattern): their credential is the encrypted HttpOnly session cookie, which the function checks along with the console's Origin and custom header; a JWT authorizer cannot apply, as these endpoints are what hands out the JWTs.",
          });
        } else if (route.auth !== 'staff') {
          Validations.of(httpRoute!).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason:
              'A shopper route of a public storefront: anonymous shoppers read and post comments and send prescriptions, orders and contact messages without an account (spec). Abuse is limited by stage throttling, strict server-side validation, a comment honeypot and idempotency keys. The staff routes (/api/staff, /api/staff/{proxy+}) are not acknowledged: they sit behind the Cognito JWT authorizer.',
          });
        }
      }
      functions[route.name] = fn;
    }
    this.functions = functions;
    // Per-route throttles (the stage default still covers any route without settings).
    (this.stage.node.defaultChild as apigwv2.CfnStage).routeSettings = routeSettings;

    const stack = Stack.of(this);
    this.endpointDomainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.originPath = stageName === '$default' ? '' : `/${stageName}`;
  }
}

/** The partition-key prefixes of the lifecycle records (prescriptions, orders, messages), docs/architecture/lifecycle.md. */
export const RECORD_PREFIXES = [PARTITION_PREFIXES.prescription, PARTITION_PREFIXES.order, PARTITION_PREFIXES.message] as const;

/** The record kinds: the partition values of the kind index, and the first part of the queue index's. */
export const RECORD_KINDS = Object.keys(statusesByKind) as LifecycleKind[];

/**
 * The IAM condition limiting a DynamoDB statement to items (or index partitions) whose partition key matches one of
 * `patterns` (`*` wildcards): `ForAllValues:StringLike` on `dynamodb:LeadingKeys`. Source: Amazon DynamoDB developer
 * guide, "Using IAM policy conditions for fine-grained access control".
 */
export function leadingKeys(patterns: readonly string[]): Record<string, Record<string, string[]>> {
  return { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...patterns] } };
}

function toPascalCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}
