/**
 * The rows of the staff queue (QueueRow), shared by the queue (queue.ts listQueue) and its search (queue-search.ts
 * searchQueue): both import this module and neither imports the other, so no import runs in a circle.
 */
import type { LifecycleKind } from '@domain/lifecycle';
import { serviceClock, type ClockKind } from '@domain/service-clocks';
import type { QueueRow } from '@contracts/staff-api';
import type { QueueIndexRow, StoredRecord } from '../data/record-schemas';
import { claimView } from './record-claim';
import { isCallOpen } from '@domain/call-clock';
import { callTaskOf } from '../data/call-task';

/**
 * One queue row (QueueRow) from an index row or the record itself (`item`: reference, status, version, dates) and the
 * whole record (rowDetails), with the service clock of `clockKind` at `now`. Pure.
 */
export function queueRow(
  kind: LifecycleKind,
  clockKind: ClockKind,
  item: QueueIndexRow,
  record: StoredRecord | undefined,
  now: Date,
): QueueRow {
  const clock = serviceClock({ kind: clockKind, status: item.status, since: item.createdAt }, now);
  return {
    reference: item.reference,
    kind,
    status: item.status,
    version: item.version,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt ?? item.createdAt,
    ...(clock ? { clock } : {}),
    ...rowDetails(record, now),
  };
}

/** Text fields of a row, trimmed to this many characters: a row stays one or two lines, whatever the shopper typed. */
const ROW_TEXT_MAX = 80;

/** `value` as row text: a non-blank string cut to ROW_TEXT_MAX characters (with '…'), else undefined. */
function rowText(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const text = value.trim();
  return text.length > ROW_TEXT_MAX ? `${text.slice(0, ROW_TEXT_MAX - 1)}…` : text;
}

/**
 * What a row shows of its record beyond the index (QueueRow): the patient's name, the medicine (a prescription) or the
 * first line item and how many more (an order), the city, a prescription's review claim (record-claim.ts
 * claimView), 'hi' when the shopper used the Hindi storefront, and a prescription's open call task's due time
 * (functions/data/call-task.ts). Never a phone, e-mail, address or file. Pure.
 * @param record the whole record, or undefined when it is gone (the row then shows the index's fields only)
 */
export function rowDetails(
  record: StoredRecord | undefined,
  now: Date,
): Pick<QueueRow, 'patientName' | 'item' | 'city' | 'claim' | 'locale' | 'callDueAt'> {
  // A tombstone keeps nothing a row shows.
  if (!record || record.status === 'erased') return {};
  const lines = record.kind === 'order' ? record.lineItems : [];
  const first = lines[0];
  const item =
    rowText(record.kind === 'prescription' ? record.medicineName : undefined) ??
    (first && rowText(first.name)
      ? `${rowText(first.name)}${first.quantity > 1 ? ` ×${first.quantity}` : ''}${lines.length > 1 ? ` +${lines.length - 1} more` : ''}`
      : undefined);
  const patientName = rowText(record.name);
  const city = rowText(record.kind === 'message' ? undefined : record.city);
  const claim = claimView(record, now);
  const call = callTaskOf(record);
  return {
    ...(isCallOpen(call) ? { callDueAt: call.dueAt } : {}),
    ...(patientName ? { patientName } : {}),
    ...(item ? { item } : {}),
    ...(city ? { city } : {}),
    ...(claim ? { claim } : {}),
    ...(record.locale === 'hi' ? { locale: 'hi' as const } : {}),
  };
}
