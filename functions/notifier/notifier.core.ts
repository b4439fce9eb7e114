/**
 * The notifier: sends the e-mails the outbox holds (functions/runtime/outbox.ts) through Amazon SES v2,
 * with retries and back-off, one e-mail per event id. Run by a scheduled Lambda on AWS (notifier.handler.ts) and
 * by a 2-second timer in `npm start` (dev/local-stack.ts): the same code against SES or aws-ses-v2-local.
 *
 * Delivery guarantee, and why: SES's SendEmail takes no idempotency key, so no sender can be exactly-once; the
 * choice is between at-most-once (mark first, send after: a crash in between loses the e-mail) and at-least-once
 * (send first, mark after: a crash in between sends it again). A lost "not accepted" or "deleted" e-mail hurts a
 * shopper more than a rare repeat, so this is at-least-once, with the repeat window made as small as it can be:
 * 1. claim: a conditional UpdateItem moves the event from `pending` to `sending` with this run's claim id and an
 *    expiry (5 min), and counts the attempt; a second run (or a retried Lambda) fails the condition and skips it;
 * 2. send through SES;
 * 3. mark: `sent` with the SES message id, conditional on still holding the claim (retried 3 times on errors).
 * An SES failure (outage, throttling, rejection) puts the event back to `pending` with the next attempt time
 * (exponential back-off, DEFAULT_RETRY_POLICY) and the error name, and nothing is sent twice: a failed send is not
 * a sent e-mail. Only a crash, or DynamoDB failing for the three marks, between SES accepting and the mark, sends
 * an e-mail again once the claim expires. After maxAttempts the event is `failed` and logged as an error.
 * Recipients are decided at send time, never at queue time (recipientsOf): the record's current address, so a shopper
 * whose address support corrected meanwhile is written to at the new one only; the old address gets one change
 * notice (an e-mail change item, functions/data/email-changes.ts) and, for 24 hours, the erasure codes too.
 * Once sent or failed, an event keeps no address (a fixed `to` is removed). An event of a record erased since it
 * was queued is `cancelled` unsent, except the erasure's own confirmation, before which the erased mailbox's
 * back-in-stock subscriptions are deleted (deleteMailboxSubscriptions). A shopper's e-mail past the recipient's daily
 * quota (settings.mailQuotaPerDay) is `skipped`: final, never retried, its address removed.
 * An event on a code item (an erasure or unlock code, not a record: functions/data/email-codes.ts) is the e-mail of a one-time code: the
 * code is drawn at send time and only its hash is stored, after the claim and before SES (armCode), so the table never
 * holds it in clear; a code e-mail not sent within the code's validity is cancelled.
 * Claiming an order's cancellation e-mail also sets the order's retention (order-retention.ts), whatever becomes of the
 * e-mail: the public track function that takes a shopper's cancellation may not write a TTL.
 */
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  MAIL_SENDER_NAME,
  backInStockContent,
  emailChangeNoticeContent,
  emailCodeContent,
  notificationContent,
  refillReminderContent,
  type NotificationContent,
} from '@domain/notifications';
import { refillReminderPaths } from '@contracts/refill-reminders';
import { RECORD_SK } from '@contracts/deployment/table-design';
import { orderServiceFacts } from '@domain/order-service';
import { orderSummaryOf } from '@domain/order-summary';
import { shipmentView } from '@domain/couriers';
import { ERASURE_CODE_MAX_TRIES, ERASURE_CODE_VALID_SECONDS } from '@contracts/privacy-requests';
import { UNLOCK_CODE_MAX_TRIES, UNLOCK_CODE_VALID_SECONDS } from '@contracts/track-unlock';
import { randomUUID } from 'node:crypto';
import { logger } from '../runtime/logger';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type OutboxEvent, type RetryPolicy } from '../runtime/outbox';
import {
  claimOutboxEvent,
  finishOutboxEvent,
  readDueOutboxKeys,
  readOutboxItem,
  type OutboxItem,
  rescheduleOutboxItem,
  type OutboxOutcome,
} from '../data/outbox';
import { armEmailCode, emailCodePurposeOf, type EmailCodePurpose } from '../data/email-codes';
import { isEmailChangeKey, readEmailChange, recentPreviousEmail } from '../data/email-changes';
import { asRefillReminder, isRefillReminderKey, type StoredRefillReminder } from '../data/refill-reminders';
import {
  asBackInStockSubscription,
  deleteBackInStockSubscription,
  deleteMailboxSubscriptions,
  isBackInStockKey,
} from '../data/back-in-stock';
import { takeRecipientQuota } from '../data/recipient-quota';
import { hashOneTimeCode, newOneTimeCode } from '../runtime/one-time-code';
import { parseReference } from '../runtime/reference';
import { recordLocale } from '../runtime/shopper-locale';
import type { Item, ItemKey } from '../data/table';
import { renderEmail } from './email';
import { productById, products } from '@domain/catalogue/catalogue';
import { readRecordStatus } from '../data/records';
import { keepCancelledOrder } from './order-retention';

/** Settings of the notifier (from the environment in the handler, notifier-settings.ts). */
export interface NotifierSettings {
  tableName: string;
  /** The verified SES sender address (CDK context `medvika:mailFrom`). */
  mailFrom: string;
  /** The pharmacy's inbox for new-prescription alerts. */
  pharmacyInbox: string;
  /** Scheme and host of the storefront for the links, no trailing slash. */
  siteOrigin: string;
  /** Scheme and host of the staff console (its own origin), no trailing slash: the pharmacy's alert links there. */
  consoleOrigin: string;
  /**
   * E-mails one shopper address may get per UTC day (functions/data/recipient-quota.ts); the rest are `skipped`. The
   * handler always sets it (MAIL_QUOTA_PER_RECIPIENT_PER_DAY, default 10: functions/runtime/config.ts readMailQuota);
   * absent, no quota is applied (harnesses that exercise other behaviour).
   */
  mailQuotaPerDay?: number;
}

/** What the notifier needs; injected so tests can point it at the emulators, move the clock and change the policy. */
export interface NotifierContext {
  dynamo: DynamoDBDocumentClient;
  ses: SESv2Client;
  settings: NotifierSettings;
  /** The run's time. */
  now: Date;
  policy?: RetryPolicy;
  /** Most records handled in one run: 100 (the rest wait for the next run, a minute later on AWS). */
  maxRecords?: number;
}

/** What one run did, counted in events (for the log line and the tests). */
export interface NotifierRun {
  /** Records found due in the outbox index. */
  records: number;
  sent: number;
  /** Attempts that failed and were rescheduled. */
  retried: number;
  /** Events given up after maxAttempts (or with no address). */
  failed: number;
  /** Due events another run held. */
  skipped: number;
  /** Records whose processing failed on a DynamoDB error (retried by the next run). */
  errors: number;
  /** Events dropped unsent because their record was erased meanwhile. */
  cancelled: number;
  /** Events not sent because their recipient had had the day's quota of e-mails (state `skipped`, never retried). */
  overQuota?: number;
}

/** True when `event` may be tried at `now`: pending and its back-off over, or sending with an expired claim. */
function isDue(event: OutboxEvent, now: string): boolean {
  if (event.state === 'pending') return event.nextAttemptAt <= now;
  return event.state === 'sending' && (event.claimedUntil ?? '') < now;
}

/**
 * One notifier run: Queries the sparse outbox index for records due at `now` (never a Scan), reads each record
 * consistently, delivers each due event (claim → SES SendEmail → mark, see the module comment), then updates the
 * record's next due time or takes it out of the index when nothing is left to send.
 * @returns the counts of the run
 * @throws DynamoDB errors of the index Query (the run is then retried by the next schedule); errors of one record are
 *   logged and do not stop the others
 */
export async function runNotifier(context: NotifierContext): Promise<NotifierRun> {
  const run: NotifierRun = { records: 0, sent: 0, retried: 0, failed: 0, skipped: 0, errors: 0, cancelled: 0 };
  const keys = await dueRecords(context);
  run.records = keys.length;
  for (const key of keys) {
    try {
      await deliverRecord(key, context, run);
    } catch (error) {
      run.errors += 1;
      logger.error('notifier: record not processed', { errorName: (error as Error)?.name });
    }
  }
  if (run.records > 0) logger.info('notifier run: e-mails sent', { count: run.sent });
  return run;
}

/** Every catalogue product's id: where an erased mailbox's back-in-stock subscriptions can be (deleteMailboxSubscriptions). */
const catalogueProductIds = products.map((product) => product.id);

/** The keys of the records with an event due now (at most maxRecords, default 100). */
async function dueRecords({ dynamo, settings, now, maxRecords = 100 }: NotifierContext): Promise<ItemKey[]> {
  return readDueOutboxKeys(dynamo, settings.tableName, now, maxRecords);
}

async function readRecord({ dynamo, settings }: NotifierContext, key: ItemKey): Promise<OutboxItem | undefined> {
  return readOutboxItem(dynamo, settings.tableName, key);
}

async function deliverRecord(key: ItemKey, context: NotifierContext, run: NotifierRun): Promise<void> {
  const item = await readRecord(context, key);
  if (!item) return; // expired (TTL) meanwhile: its index entry goes with it
  const { outbox } = item;
  const now = context.now.toISOString();
  for (const [index, event] of outbox.entries()) {
    if (isDue(event, now)) await deliverEvent(key, item, index, event, context, run);
  }
  await reschedule(key, context);
}

/** Claims, sends and marks one event (see the module comment). */
async function deliverEvent(
  key: ItemKey,
  item: OutboxItem,
  index: number,
  event: OutboxEvent,
  context: NotifierContext,
  run: NotifierRun,
): Promise<void> {
  const { dynamo, ses, settings, now } = context;
  const policy = context.policy ?? DEFAULT_RETRY_POLICY;
  const reference = item.reference ?? '';
  const claimId = randomUUID();
  const attempts = event.attempts + 1;
  const claimedUntil = new Date(now.getTime() + policy.claimMs).toISOString();
  if (
    !(await claimOutboxEvent(
      dynamo,
      settings.tableName,
      key,
      { index, eventId: event.id, seenAttempts: event.attempts, claimId, claimedUntil },
      now,
    ))
  ) {
    run.skipped += 1; // another run holds or finished it
    return;
  }

  const reminder = isRefillReminderKey(key) ? asRefillReminder(item) : undefined;
  const backInStock = isBackInStockKey(key) ? asBackInStockSubscription(item) : undefined;
  const unsubscribeToken = reminder?.unsubscribeToken ?? backInStock?.unsubscribeToken;
  const reminderVoid = reminder ? await reminderCancelledOrOrphaned(reminder, context) : undefined;
  if (reminderVoid) {
    // Unsubscribed after this run read the item (the cancel's own write normally wins the race for a pending event),
    // or its order is erased or gone: nothing about it goes out.
    await finish(key, index, claimId, context, { state: 'cancelled', lastError: reminderVoid });
    run.cancelled += 1;
    return;
  }
  if (item.status === 'erased' && event.status !== 'erased') {
    // Erased since the event was queued (DPDP withdrawal): only the erasure's confirmation may still go out.
    await finish(key, index, claimId, context, { state: 'cancelled', lastError: 'RecordErased' });
    run.cancelled += 1;
    return;
  }
  // A cancelled order's retention is set here, on every cancellation path, whatever becomes of its e-mail.
  if (event.status === 'cancelled') await keepCancelledOrder(dynamo, settings.tableName, key, item.record, now);
  // The addresses are decided now, from the record the event names (recipientsOf): a correction made after the event
  // was queued is obeyed.
  const found = await recipientsOf(key, item, event, context);
  if (found.length === 0) {
    await finish(key, index, claimId, context, { state: 'failed', lastError: 'NoRecipient' });
    run.failed += 1;
    logger.error('notification has no recipient', { reference });
    return;
  }
  if (event.status === 'erased' && item.status === 'erased') {
    // The erased record's owner asked for their data to go (DPDP Act 2023 §12(3)): the "notify me when it is back"
    // requests of the same mailbox go too, before the confirmation says so. The record no longer holds the address;
    // this event is the one place it is kept until sent. A failure leaves the event to be retried (idempotent deletes).
    for (const address of found) await deleteMailboxSubscriptions(dynamo, settings.tableName, address, catalogueProductIds);
  }
  const recipients: string[] = [];
  for (const address of found) if (await withinQuota(event, address, context)) recipients.push(address);
  if (recipients.length === 0) {
    await finish(key, index, claimId, context, { state: 'skipped', lastError: 'RecipientQuotaReached' });
    run.overQuota = (run.overQuota ?? 0) + 1;
    logger.warn('notification skipped: recipient quota reached', { reference });
    return;
  }
  let content: NotificationContent;
  const codePurpose = emailCodePurposeOf(key);
  if (codePurpose) {
    const rules = CODE_RULES[codePurpose];
    const code = await armCode(key, index, claimId, event, rules.validSeconds, context);
    if (code.state !== 'armed') {
      if (code.state === 'late') {
        await finish(key, index, claimId, context, { state: 'cancelled', lastError: 'CodeRequestExpired' });
        run.cancelled += 1;
      } else run.skipped += 1; // replaced by a newer request, or the claim was taken over: that one decides
      return;
    }
    content = emailCodeContent({
      purpose: codePurpose,
      kind: parseReference(reference)?.kind ?? 'prescription',
      reference,
      code: code.code,
      validMinutes: rules.validSeconds / 60,
      tries: rules.maxTries,
      siteOrigin: settings.siteOrigin,
      locale: recordLocale(event.locale),
    });
  } else if (isEmailChangeKey(key)) {
    content = emailChangeNoticeContent({
      kind: parseReference(reference)?.kind ?? 'prescription',
      reference,
      changedOn: (item.changedAt ?? '').slice(0, 10),
      siteOrigin: settings.siteOrigin,
      locale: recordLocale(event.locale),
    });
  } else if (backInStock) {
    // A back-in-stock notice: the product as the catalogue names it, and the subscription's own unsubscribe token.
    content = backInStockContent({
      productId: backInStock.productId,
      product: productById(backInStock.productId)?.name ?? backInStock.productId,
      unsubscribeToken: backInStock.unsubscribeToken,
      siteOrigin: settings.siteOrigin,
      locale: recordLocale(event.locale ?? backInStock.locale),
    });
  } else if (reminder) {
    // A refill reminder: its medicines judged at the sending time (a prescription past its 180 days is left out).
    content = refillReminderContent({
      reference,
      lines: reminder.lines,
      prescriptionUploadedAt: reminder.prescriptionUploadedAt,
      at: now,
      unsubscribeToken: reminder.unsubscribeToken,
      siteOrigin: settings.siteOrigin,
      locale: recordLocale(event.locale ?? reminder.locale),
    });
  } else {
    // Every other holder is a record (the lifecycle e-mails): its own fields, parsed with it (outbox.ts readOutboxItem).
    const { record } = item;
    if (!record) throw new Error('an outbox item that is no record has no e-mail of its own');
    const order = record.kind === 'order' ? record : undefined;
    content = notificationContent({
      audience: event.audience,
      kind: record.kind,
      reference,
      status: event.status,
      reason: event.reason,
      siteOrigin: settings.siteOrigin,
      consoleOrigin: settings.consoleOrigin,
      // A message's answer: the words stored with the event, so every retry sends the same answer.
      ...(event.text ? { text: event.text } : {}),
      // A recall names the product as the catalogue writes it, and the batch the event carries.
      ...(event.recall
        ? { recall: { product: productById(event.recall.productId)?.name ?? event.recall.productId, batch: event.recall.batch } }
        : {}),
      // An order's e-mails name its arrival date, refund and pickup date (read from the record at send time).
      ...(order ? { order: orderServiceFacts(order) } : {}),
      // An order's e-mails list its items, total and payment: the lines the checkout stored on this very record.
      ...(order && event.audience === 'shopper' ? { orderSummary: orderSummaryOf(order) } : {}),
      // The dispatch e-mail names the courier and the tracking number stored at dispatch.
      ...(order?.shipment ? { shipment: shipmentView(order.shipment) } : {}),
      // The shopper's language: the event's own (an erasure's e-mail), else the record's; English for older records.
      locale: recordLocale(event.locale ?? (record.status === 'erased' ? undefined : record.locale)),
    });
  }
  const email = renderEmail(content);
  let messageId: string;
  try {
    // One e-mail per address (an erasure code may go to two): neither address sees the other.
    const ids: string[] = [];
    for (const to of recipients) {
      const sent = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: `${MAIL_SENDER_NAME} <${settings.mailFrom}>`,
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: {
              Subject: { Data: email.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
              ...(unsubscribeToken ? { Headers: unsubscribeHeaders(settings.siteOrigin, unsubscribeToken) } : {}),
            },
          },
          EmailTags: [{ Name: 'event', Value: event.id }],
        }),
      );
      ids.push(sent.MessageId ?? '');
    }
    messageId = ids.join(' ');
  } catch (error) {
    const errorName = (error as Error)?.name ?? 'Error';
    if (attempts >= policy.maxAttempts) {
      await finish(key, index, claimId, context, { state: 'failed', lastError: errorName });
      run.failed += 1;
      logger.error('notification given up', { reference, errorName, count: attempts });
    } else {
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts, policy)).toISOString();
      await finish(key, index, claimId, context, { state: 'pending', lastError: errorName, nextAttemptAt });
      run.retried += 1;
      logger.warn('notification not sent, will retry', { reference, errorName, count: attempts });
    }
    return;
  }
  // SES accepted it: mark it sent, retrying the mark, since a lost mark means a repeat once the claim expires.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await finish(key, index, claimId, context, { state: 'sent', sentAt: now.toISOString(), messageId });
      break;
    } catch (error) {
      if (attempt >= 3) {
        logger.error('notification sent but not marked; it may be sent again', { reference, errorName: (error as Error)?.name });
        throw error;
      }
    }
  }
  run.sent += 1;
}

/**
 * Why a refill reminder must not be sent, if it must not: cancelled (`Unsubscribed`), or its order erased at the
 * shopper's request or expired (`RecordErased`: the order's RECORD item, read consistently, is gone or `erased`).
 * @returns the reason, or undefined when it may go out
 */
async function reminderCancelledOrOrphaned(reminder: StoredRefillReminder, context: NotifierContext): Promise<string | undefined> {
  if (reminder.reminderState === 'cancelled') return 'Unsubscribed';
  const order = parseReference(reminder.reference);
  const status = order ? await readRecordStatus(context.dynamo, context.settings.tableName, order.key) : undefined;
  return status === undefined || status === 'erased' ? 'RecordErased' : undefined;
}

/**
 * The one-click unsubscribe headers of a refill reminder or a back-in-stock notice (RFC 8058 §3.1, RFC 2369): `List-Unsubscribe` names the API URL a
 * mail client POSTs `List-Unsubscribe=One-Click` to (a GET of it changes nothing), and `List-Unsubscribe-Post` says so.
 * Sent as SES v2 Simple content `Headers`.
 */
export function unsubscribeHeaders(siteOrigin: string, token: string): { Name: string; Value: string }[] {
  const url = `${siteOrigin}${refillReminderPaths.unsubscribe}?token=${encodeURIComponent(token)}`;
  return [
    { Name: 'List-Unsubscribe', Value: `<${url}>` },
    { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
  ];
}

/** The e-mail address a record holds now, if any. */
function addressOf(record: Item | undefined): string | undefined {
  const email = record?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

/**
 * Who an event goes to, decided at send time (functions/runtime/outbox.ts OutboxEvent): the pharmacy inbox for its
 * alerts; an event's fixed `to` (only an erasure's confirmation on an erased record, which keeps no address: any other
 * `to` is ignored); the replaced address
 * for an e-mail change notice (functions/data/email-changes.ts); otherwise the CURRENT address of the record the item
 * names: the item itself when it is a record, else the record of its `reference` (an erasure or unlock code's, a
 * refill reminder's order), read consistently. An erasure code also goes to the address a correction replaced less than 24
 * hours ago (recentPreviousEmail), so the reference's real owner hears of it.
 * @returns the addresses, none when the record holds none (or is gone)
 * @throws the SDK's errors
 */
async function recipientsOf(key: ItemKey, item: OutboxItem, event: OutboxEvent, context: NotifierContext): Promise<string[]> {
  if (event.audience === 'pharmacy') return [context.settings.pharmacyInbox];
  // A fixed address counts only on the erasure's own confirmation of an erased record (its write removed the record's
  // address). Any other `to` is ignored: a role that may append to an outbox (the track function's order service)
  // can queue an e-mail, never choose where it goes.
  if (event.to && event.status === 'erased' && item.status === 'erased') return [event.to];
  if (isEmailChangeKey(key)) return typeof item.previousEmail === 'string' ? [item.previousEmail] : [];
  // A back-in-stock subscription holds its own address (it is about no record).
  if (isBackInStockKey(key)) return [addressOf(item)].filter((address): address is string => address !== undefined);
  const named = key.sk === RECORD_SK ? undefined : parseReference(item.reference ?? '');
  const record = named ? await readRecord(context, named.key) : item;
  const current = addressOf(record);
  const previous =
    emailCodePurposeOf(key) === 'erasure'
      ? recentPreviousEmail(await readEmailChange(context.dynamo, context.settings.tableName, keyOfRecord(key)), current, context.now)
      : undefined;
  return [current, previous].filter((address): address is string => address !== undefined);
}

/** The key of the RECORD item in the partition of `key`. */
function keyOfRecord(key: ItemKey): ItemKey {
  return { pk: key.pk, sk: RECORD_SK };
}

/**
 * Whether a shopper's e-mail may go out under the per-recipient daily quota (takeRecipientQuota: one atomic count per
 * e-mail, keyed by a hash of the address and the UTC day). Counted on an event's first attempt only, so retries after
 * an SES failure do not spend a shopper's quota twice; the pharmacy's own inbox is never limited.
 */
async function withinQuota(event: OutboxEvent, to: string, { dynamo, settings, now }: NotifierContext): Promise<boolean> {
  if (event.audience === 'pharmacy' || settings.mailQuotaPerDay === undefined || event.attempts > 0) return true;
  return takeRecipientQuota(dynamo, settings.tableName, { address: to, perDay: settings.mailQuotaPerDay, now });
}

/** Each code's validity (seconds) and tries, by purpose (contracts/privacy-requests.ts, contracts/track-unlock.ts). */
const CODE_RULES: Readonly<Record<EmailCodePurpose, { validSeconds: number; maxTries: number }>> = {
  erasure: { validSeconds: ERASURE_CODE_VALID_SECONDS, maxTries: ERASURE_CODE_MAX_TRIES },
  unlock: { validSeconds: UNLOCK_CODE_VALID_SECONDS, maxTries: UNLOCK_CODE_MAX_TRIES },
};

/** What {@link armCode} did: stored a new code's hash (send `code`), found the request too old, or lost the claim. */
type CodeArmingResult = { state: 'armed'; code: string } | { state: 'late' } | { state: 'lost' };

/**
 * The one-time code of a code e-mail (functions/runtime/one-time-code.ts explains the design): drawn here, at send time,
 * and only its salted hash stored (armEmailCode, conditional on this run still holding the e-mail's claim), valid
 * `validSeconds` from now. A request older than that validity is `late`: its e-mail is cancelled unsent (the shopper
 * asks again) rather than arriving after they gave up.
 */
async function armCode(
  key: ItemKey,
  index: number,
  claimId: string,
  event: OutboxEvent,
  validSeconds: number,
  { dynamo, settings, now }: NotifierContext,
): Promise<CodeArmingResult> {
  const validMs = validSeconds * 1000;
  if (Date.parse(event.createdAt) + validMs <= now.getTime()) return { state: 'late' };
  const code = newOneTimeCode();
  const { salt, hash } = await hashOneTimeCode(code);
  const armed = await armEmailCode(dynamo, settings.tableName, key, {
    index,
    claimId,
    salt,
    hash,
    sentAt: now.toISOString(),
    validUntil: new Date(now.getTime() + validMs).toISOString(),
  });
  return armed ? { state: 'armed', code } : { state: 'lost' };
}

/**
 * Ends this run's claim of an event: `sent`/`failed`/`cancelled` (final: the address is removed) or back to `pending` with its
 * next attempt time. Conditional on the claim still being this run's; a lost claim changes nothing (finishOutboxEvent).
 */
async function finish(
  key: ItemKey,
  index: number,
  claimId: string,
  { dynamo, settings }: NotifierContext,
  outcome: OutboxOutcome,
): Promise<void> {
  await finishOutboxEvent(dynamo, settings.tableName, key, index, claimId, outcome);
}

/**
 * After a record's deliveries: its next due time is the earliest back-off or claim expiry of its unsent events; with
 * none left, it leaves the outbox index. Conditional on the outbox not having grown since it was read (a status change
 * meanwhile appended an event and made the record due now, which must stay). A back-in-stock subscription with nothing
 * left to send is deleted instead: its one e-mail is done (functions/data/back-in-stock.ts).
 */
async function reschedule(key: ItemKey, context: NotifierContext): Promise<void> {
  const item = await readRecord(context, key);
  if (!item) return;
  const { outbox } = item;
  const times = outbox.flatMap((event) =>
    event.state === 'pending' ? [event.nextAttemptAt] : event.state === 'sending' ? [event.claimedUntil ?? ''] : [],
  );
  const next = times.sort()[0];
  // A back-in-stock subscription whose notice is done (sent, or given up) has ended: the item, and its address, go.
  if (next === undefined && isBackInStockKey(key)) {
    await deleteBackInStockSubscription(context.dynamo, context.settings.tableName, key);
    return;
  }
  await rescheduleOutboxItem(context.dynamo, context.settings.tableName, key, outbox.length, next);
}
