/**
 * Erasing a record (docs/architecture/lifecycle.md "Erasure and correction"; DPDP Act 2023 §6(4), §12(3)): the one implementation the
 * shopper's self-service (privacy.core.ts, after the e-mailed code) and the staff console's "Erase now"
 * (functions/staff-api/privacy-erase.ts, a held erasure once nothing holds it) both run, and the reading of the orders
 * a record's prescription was dispensed against, which decides whether an erasure is held.
 */
import { checkTransition, historyEntry, type Actor, type HistoryEntry, type LifecycleKind } from '@domain/lifecycle';
import { isScheduleH1 } from '@domain/catalogue/schedule-h1';
import type { DependentOrder } from '@contracts/privacy-requests';
import type { AwsClients } from '../runtime/aws-clients';
import type { RuntimeConfig } from '../runtime/config';
import { parseReference } from '../runtime/reference';
import { recordLocale } from '../runtime/shopper-locale';
import { dequeuePrivacyPointer } from '../data/privacy-requests';
import { readRecord, replaceHistory, writeStatusChange } from '../data/records';
import { clearSearchItems } from '../data/record-search';
import type { StoredFileRef } from '@domain/prescription-file-checks';
import type { StoredRecord } from '../data/record-schemas';
import type { ItemKey } from '../data/table';
import { eraseFolders, fileFolder } from './erase-files';
import { cancelRefillReminder } from '../data/refill-reminders';

/** A stored record about to be erased: its reference, kind, table key and record as read. */
export interface ErasureTarget {
  reference: string;
  kind: LifecycleKind;
  key: ItemKey;
  item: StoredRecord;
}

/** What an erasure needs: the clients, the table and bucket names, and the time of the erasure. */
export interface ErasureContext {
  clients: AwsClients;
  config: RuntimeConfig;
  now: Date;
}

/**
 * Attributes an erased record keeps: the tombstone of docs/architecture/lifecycle.md (reference, kind, erasedAt, status
 * erased: no personal data), the lifecycle fields (history without notes) and the e-mail outbox
 * (functions/runtime/outbox.ts: an unsent event holds the address only until the 'erased' e-mail is sent).
 */
const TOMBSTONE_ATTRIBUTES = new Set([
  'pk',
  'sk',
  'reference',
  'kind',
  'status',
  'version',
  'updatedAt',
  'createdAt',
  'queue',
  'history',
  'erasedAt',
  'expiresAt',
  'outbox',
  'outboxState',
  'outboxDueAt',
]);

/** The erasure is asked for by the shopper: the lifecycle table's `erased` rows are theirs (domain/lifecycle.ts). */
const shopper: Actor = { type: 'shopper' };

/**
 * The file step of an erasure: deletes every version and delete marker of every file the record holds (fileRefs: its
 * prescription files and an order's return photo), folder by folder (erase-files.ts eraseFolders). Safe to run again.
 * @returns the number of versions and delete markers removed
 * @throws Error when a file key lies outside the record's folders or bucket (a bug, never a half-done erasure);
 *   HttpError 503 from eraseFolders; the SDK's errors
 */
export async function eraseRecordFiles(target: Pick<ErasureTarget, 'reference' | 'item'>, context: ErasureContext): Promise<number> {
  const { bucketName } = context.config;
  const folders = fileRefs(target.item).map((file) => {
    const folder = fileFolder(file.key, target.reference);
    // Every key is made by prescriptionObjectKey or returnPhotoObjectKey in this bucket; anything else is a bug.
    if (!folder || (file.bucket && file.bucket !== bucketName)) throw new Error('prescription file outside its record folder');
    return folder;
  });
  return folders.length > 0 ? eraseFolders(context.clients.s3, bucketName, folders) : 0;
}

/** True when the lifecycle table lets a record of `kind` in `status` be erased (orders have no `erased` status). */
export function isErasable(kind: LifecycleKind, status: string): boolean {
  return checkTransition({ kind, from: status, to: 'erased' }, shopper) === undefined;
}

/**
 * The files a record holds: every prescription file ever uploaded (`files`), the current one (`file`) and an order's
 * return photo (`return.photo`, under prescriptions/returns/<reference>/).
 */
function fileRefs(item: StoredRecord): StoredFileRef[] {
  if (item.status === 'erased' || item.kind === 'message') return [];
  const returnPhoto = item.kind === 'order' ? item.return?.photo : undefined;
  const all = [...(item.files ?? []), ...(item.file ? [item.file] : []), ...(returnPhoto ? [returnPhoto] : [])];
  return all.filter((file, index) => all.findIndex((other) => other.key === file.key) === index);
}

/** A history without free text: staff notes may hold personal data, so an erased record keeps only codes and times. */
function scrubbedHistory(history: HistoryEntry[]): HistoryEntry[] {
  // A logged call keeps its outcome and call-back time (a code and a time); its note goes with the other free text.
  return history.map(({ at, by, from, to, reason, call, callBackAt }) => ({
    at,
    by,
    from,
    to,
    ...(reason ? { reason } : {}),
    ...(call ? { call } : {}),
    ...(callBackAt ? { callBackAt } : {}),
  }));
}

/**
 * Erases a record: deletes every version of every file first (eraseRecordFiles, with an order's return photo; a
 * failure there leaves the record untouched), then scrubs staff notes from the history (conditional on `version`) and in one conditional
 * UpdateItem moves the status to `erased` (history entry by `actor`), queues the existing 'erased' e-mail to the address
 * on the record (the outbox, same write) and removes every other attribute (name, phone, e-mail, address, medicine,
 * notes, file references, consent, privacy requests); its staff search items leave the search index just before that
 * write (record-search.ts clearSearchItems). Finally the record's privacy request pointers leave the staff queue. A retry after a failed item write finds no files left and finishes the update.
 * @param actor who carries it out: the shopper (self-service) or the staff member acting on the shopper's request
 * @returns the erasure time (ISO 8601) and the tombstone as stored
 * @throws Error when the lifecycle table does not allow the erasure (callers check isErasable first) or a file key lies
 *   outside the record's folder (a bug, never a half-done erasure); HttpError 503 from eraseFolders; the SDK's
 *   ConditionalCheckFailedException when the record changed since it was read (nothing personal is left in S3 then;
 *   callers answer 409); other SDK errors. The pointers' dequeue errors (503/500) come after the erasure is complete.
 */
export async function eraseRecord(
  target: ErasureTarget,
  context: ErasureContext,
  actor: Actor,
): Promise<{ erasedAt: string; record: StoredRecord }> {
  const { kind, key, item } = target;
  const from = item.status;
  if (!isErasable(kind, from)) throw new Error(`a ${kind} in status ${from} cannot be erased`);
  const { dynamo } = context.clients;
  const { tableName } = context.config;

  await eraseRecordFiles(target, context);

  // Its staff search terms (personal data: name words, phone, e-mail) leave the search index before the record is
  // marked erased, so a retry after any failure below clears them again (the erased status admits no retry).
  await clearSearchItems(dynamo, tableName, key, context.now);
  // An order's refill reminder holds its e-mail address and medicines: cancelled (address dropped) with the order.
  if (kind === 'order') await cancelRefillReminder(dynamo, tableName, key, undefined, context.now);
  const entry = historyEntry({ kind, from, to: 'erased' }, actor, context.now);
  // Staff notes are free text that may name the shopper: the history keeps codes and times only. Not a status
  // change (version unchanged), so the erasure below still applies to the version read.
  await replaceHistory(dynamo, tableName, key, scrubbedHistory(item.history), item.version);
  const record = await writeStatusChange(dynamo, tableName, {
    key,
    kind,
    from,
    to: 'erased',
    version: item.version,
    entry,
    // The 'erased' e-mail goes to the address given, kept on the event (`keepAddress`: this very write removes the
    // record's); it waits in the outbox only until it is sent (outbox.ts). It
    // names the record's language itself: the erasure removes the record's `locale` with everything else.
    notify: item.status === 'erased' ? { keepAddress: true } : { email: item.email, keepAddress: true, locale: recordLocale(item.locale) },
    set: { erasedAt: entry.at },
    // privacyRequests too when it was not there when read: a correction appended meanwhile does not change `version`.
    remove: [...new Set([...Object.keys(item), 'privacyRequests'])].filter((name) => !TOMBSTONE_ATTRIBUTES.has(name)),
  });
  // The record's requests are gone with it: their pointer rows leave the staff queue too (no personal data in them,
  // and neither role may DeleteItem).
  await Promise.all(
    (item.status === 'erased' ? [] : (item.privacyRequests ?? [])).map((request) => dequeuePrivacyPointer(dynamo, tableName, key, request)),
  );
  return { erasedAt: entry.at, record };
}

/** Order statuses after which a medicine has left the pharmacy against the prescription (pharmacy records law). */
export const DISPENSED_ORDER_STATUSES: ReadonlySet<string> = new Set(['dispatched', 'delivered']);

/** Order statuses that close an order without a medicine leaving against it: nothing holds its prescription then. */
export const CLOSED_UNDISPENSED_ORDER_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'erased']);

/**
 * True when `order` (an order as stored) left the pharmacy with a Schedule H1 medicine: its history holds a dispatch
 * and one of its lines is on Schedule H1 (domain/catalogue/schedule-h1.ts). The dispatch wrote that line into the H1
 * register (functions/staff-api/dispatch-trace.ts), which keeps it 3 years whatever an erasure does (Drugs Rules, 1945,
 * Rule 65(3)(b); functions/data/h1-register.ts), so an erasure request must say so.
 */
export function suppliedScheduleH1(order: StoredRecord | undefined): boolean {
  if (order?.kind !== 'order') return false;
  return order.history.some((entry) => entry.to === 'dispatched') && order.lineItems.some((line) => isScheduleH1(line.productId));
}

/**
 * The orders listed in a record's `dependentOrders` (ORD- references, written with every order that carries a
 * prescription file: functions/submit-form/checkout.ts; an order carrying one lists itself), as stored (`item`
 * undefined for an order that is gone). An order's own item is the record itself; any other order is read by key (at
 * most 50).
 * @throws SDK errors of the order reads (→ 503/500)
 */
export async function readDependentOrderItems(
  target: Pick<ErasureTarget, 'reference' | 'item'>,
  context: ErasureContext,
): Promise<Array<{ reference: string; item?: StoredRecord }>> {
  const { item: record } = target;
  const references = (record.status === 'erased' || record.kind === 'message' ? [] : (record.dependentOrders ?? [])).slice(0, 50);
  const found: Array<{ reference: string; item?: StoredRecord }> = [];
  for (const reference of references) {
    const order = parseReference(reference);
    if (order?.kind !== 'order') continue;
    const item =
      reference === target.reference ? target.item : await readRecord(context.clients.dynamo, context.config.tableName, order.key);
    found.push({ reference, item });
  }
  return found;
}

/**
 * The orders listed in a record's `dependentOrders` with their statuses (readDependentOrderItems; '' for one gone).
 * @throws SDK errors of the order reads (→ 503/500)
 */
export async function readDependentOrders(
  target: Pick<ErasureTarget, 'reference' | 'item'>,
  context: ErasureContext,
): Promise<DependentOrder[]> {
  return (await readDependentOrderItems(target, context)).map(({ reference, item }) => ({ reference, status: item?.status ?? '' }));
}
