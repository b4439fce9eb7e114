/**
 * "Notify me when it is back" subscriptions (pk BACK_IN_STOCK#<productId>, sk the SHA-256 of the normalised mailbox:
 * contracts/deployment/table-design.ts): the one module that builds their keys and the commands on them. Flow:
 * docs/architecture/email-and-reminders.md "Back-in-stock notices".
 *
 * An item's life:
 * 1. a shopper subscribes on an out-of-stock product's page ({@link putBackInStockSubscription}): one item per product
 *    and mailbox, so subscribing again only refreshes it. It holds the address (for sending only), the language, the
 *    consent time, the signed unsubscribe token and `expiresAt` (TTL, BACK_IN_STOCK_RETENTION_DAYS);
 * 2. when the product's stock comes back ({@link queueBackInStockNotices}), each subscription gets ONE outbox event in
 *    a conditional write (`notifiedAt` absent), so two restocks racing never queue two e-mails;
 * 3. the notifier sends it (functions/notifier/notifier.core.ts), then deletes the item: the subscription has ended and
 *    the address is gone. The unsubscribe link deletes it too ({@link deleteBackInStockSubscription}).
 */
import { createHash, randomUUID } from 'node:crypto';
import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { BACK_IN_STOCK_RETENTION_DAYS, PARTITION_PREFIXES, expiryEpochSeconds } from '@contracts/deployment/table-design';
import { locales, type Locale } from '@contracts/locale';
import type { OutboxEvent } from '../runtime/outbox';
import { logger } from '../runtime/logger';
import { outboxAppendActions } from './outbox';
import { parseStored } from './parse-item';
import { quotaMailbox } from './recipient-quota';
import { queryUpTo, updateIf, type Item, type ItemKey } from './table';
import { set } from './update-expression';

/** The outbox event status of a back-in-stock e-mail (not a lifecycle status: domain/notifications.ts backInStockContent). */
export const BACK_IN_STOCK_EVENT = 'back_in_stock';

/** The most subscriptions one restock notifies: far above a pharmacy's demand for one product, a bound on the Query. */
const MAX_NOTICES_PER_RESTOCK = 5000;

/**
 * The SHA-256 (hex) of the mailbox an address reaches (recipient-quota.ts quotaMailbox: case, `+tag` and Gmail's dots
 * ignored), so every spelling of one mailbox is one subscription, and the key never holds the address in clear.
 * @param address an e-mail address as the shopper typed it
 * @returns 64 hex digits
 */
export function mailboxHash(address: string): string {
  return createHash('sha256').update(quotaMailbox(address)).digest('hex');
}

/**
 * The table key of one mailbox's subscription to one product.
 * @param productId the catalogue id (domain/catalogue/products.ts)
 * @param hash {@link mailboxHash} of the address
 * @returns pk 'BACK_IN_STOCK#<productId>', sk the hash
 */
export function backInStockKey(productId: string, hash: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES.backInStock}${productId}`, sk: hash };
}

/** True for the key of a back-in-stock subscription (the notifier sends its notice, then deletes it). */
export function isBackInStockKey(key: ItemKey): boolean {
  return key.pk.startsWith(PARTITION_PREFIXES.backInStock);
}

/** A stored subscription. */
const subscriptionSchema = z.looseObject({
  productId: z.string(),
  /** The address as the shopper typed it (trimmed): read only to send the notice. */
  email: z.string(),
  locale: z.enum(locales),
  /** ISO 8601 time the shopper ticked the consent box. */
  consentAt: z.string(),
  /** The signed unsubscribe token of the notice (functions/reminders/unsubscribe-token.ts, purpose back_in_stock). */
  unsubscribeToken: z.string(),
  /** ISO 8601 time the notice was queued; absent while the subscription waits. */
  notifiedAt: z.optional(z.string()),
});
export type BackInStockSubscription = z.output<typeof subscriptionSchema>;

/**
 * Parses a stored subscription (the notifier reads it through the outbox).
 * @throws StoredRecordInvalid when it lacks the shape above
 */
export function asBackInStockSubscription(item: Item): BackInStockSubscription {
  return parseStored(subscriptionSchema, item, { kind: 'back-in-stock', key: { pk: String(item.pk), sk: String(item.sk) } });
}

/** What a new subscription holds. */
export interface NewBackInStockSubscription {
  productId: string;
  email: string;
  locale: Locale;
  unsubscribeToken: string;
}

/**
 * Stores (or refreshes) one mailbox's subscription to a product: one UpdateItem on the key of the product and mailbox,
 * so subscribing twice stores one item (its address, language, token, consent time and expiry the latest). A
 * subscription whose notice is already queued is left as it is (its e-mail is on its way).
 * @param now the consent time; the item expires BACK_IN_STOCK_RETENTION_DAYS after it (TTL)
 * @returns the item's key
 * @throws the SDK's errors other than the refused overwrite of a queued notice
 */
export async function putBackInStockSubscription(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  subscription: NewBackInStockSubscription,
  now: Date,
): Promise<ItemKey> {
  const key = backInStockKey(subscription.productId, mailboxHash(subscription.email));
  await updateIf(
    dynamo,
    tableName,
    key,
    [
      set('productId', ':productId', subscription.productId),
      set('email', ':email', subscription.email),
      set('locale', ':locale', subscription.locale),
      set('unsubscribeToken', ':token', subscription.unsubscribeToken),
      set('consentAt', ':consentAt', now.toISOString()),
      set('expiresAt', ':expiresAt', expiryEpochSeconds(now, BACK_IN_STOCK_RETENTION_DAYS)),
    ],
    { expression: 'attribute_not_exists(#notifiedAt)' },
  );
  return key;
}

/**
 * Queues the notice of every waiting subscription to a product that is back in stock: Queries its partition (never a
 * Scan), then per subscription ONE conditional UpdateItem (`notifiedAt` absent) setting `notifiedAt` and appending one
 * outbox event in the subscriber's language, due at once (functions/data/outbox.ts outboxAppendActions). A second
 * restock, or two racing, find `notifiedAt` set and queue nothing more.
 * @param newId event id source (tests); random UUIDs by default
 * @returns how many notices were queued now
 * @throws StoredRecordInvalid for a stored item of the wrong shape; the SDK's errors
 */
export async function queueBackInStockNotices(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  productId: string,
  now: Date,
  newId: () => string = randomUUID,
): Promise<number> {
  const items = await queryUpTo(
    dynamo,
    tableName,
    { partition: { name: 'pk', value: `${PARTITION_PREFIXES.backInStock}${productId}` } },
    { ascending: true, max: MAX_NOTICES_PER_RESTOCK, pageSize: 100 },
  );
  let queued = 0;
  for (const item of items) {
    const subscription = asBackInStockSubscription(item);
    if (subscription.notifiedAt) continue;
    const at = now.toISOString();
    const event: OutboxEvent = {
      id: newId(),
      audience: 'shopper',
      status: BACK_IN_STOCK_EVENT,
      locale: subscription.locale,
      createdAt: at,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: at,
    };
    const written = await updateIf(
      dynamo,
      tableName,
      { pk: String(item.pk), sk: String(item.sk) },
      [set('notifiedAt', ':notifiedAt', at), ...outboxAppendActions([event], now)],
      { expression: 'attribute_exists(pk) AND attribute_not_exists(#notifiedAt)' },
    );
    if (written) queued += 1;
  }
  return queued;
}

/**
 * Queues the notices of a product that just came back (queueBackInStockNotices), after the shelf write that brought it
 * back. That write stands whatever happens here: a failure is logged (no address: the product's key and the error's
 * name only) and the subscriptions stay, so the product's next return notices them.
 * @returns how many notices were queued (0 after a failure)
 */
export async function noticeBackInStock(dynamo: DynamoDBDocumentClient, tableName: string, productId: string, now: Date): Promise<number> {
  try {
    const queued = await queueBackInStockNotices(dynamo, tableName, productId, now);
    if (queued > 0) logger.info('back-in-stock notices queued', { pk: `${PARTITION_PREFIXES.backInStock}${productId}`, count: queued });
    return queued;
  } catch (error) {
    logger.error('back-in-stock notices not queued', {
      pk: `${PARTITION_PREFIXES.backInStock}${productId}`,
      errorName: (error as Error)?.name,
    });
    return 0;
  }
}

/**
 * Deletes one subscription (an unsubscribe, or its notice done). Idempotent: deleting one that is gone changes nothing.
 * @throws the SDK's errors
 */
export async function deleteBackInStockSubscription(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName, Key: { pk: key.pk, sk: key.sk } }));
}

/** How many DeleteItem calls {@link deleteMailboxSubscriptions} keeps in flight: well inside the SDK's socket pool. */
const MAILBOX_DELETE_CONCURRENCY = 8;

/**
 * Deletes every subscription of the mailbox `address` reaches, across `productIds` (the catalogue): one DeleteItem per
 * product on the key of that product and the mailbox's hash (never a Scan, and no index on the hash is needed). Run when
 * the mailbox's owner has a record erased (DPDP Act 2023 §12(3): their personal data is erased on request), so their
 * address does not stay behind in a "notify me" request. Idempotent: a product without a subscription costs one write
 * unit and changes nothing, and a retry after a failure deletes the rest.
 * @param address the e-mail address as the record held it (any spelling of the mailbox: mailboxHash)
 * @param productIds the catalogue's product ids (a product dropped from the catalogue is not reached; its subscriptions
 *   end by their TTL, BACK_IN_STOCK_RETENTION_DAYS)
 * @returns how many DeleteItem calls were made
 * @throws the SDK's errors (some subscriptions may be deleted by then; the caller retries)
 */
export async function deleteMailboxSubscriptions(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  address: string,
  productIds: readonly string[],
): Promise<number> {
  const hash = mailboxHash(address);
  const keys = [...new Set(productIds)].map((productId) => backInStockKey(productId, hash));
  for (let start = 0; start < keys.length; start += MAILBOX_DELETE_CONCURRENCY)
    await Promise.all(
      keys.slice(start, start + MAILBOX_DELETE_CONCURRENCY).map((key) => deleteBackInStockSubscription(dynamo, tableName, key)),
    );
  return keys.length;
}
