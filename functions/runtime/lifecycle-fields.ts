import type { HistoryEntry, LifecycleKind } from '@domain/lifecycle';
import { queueKey } from '../data/records';
import { newOutboxAttributes, outboxEventsFor, type NotifyOptions } from './outbox';

/** The lifecycle attributes every prescription, order and message item carries (docs/architecture/data-model.md). */
export interface LifecycleFields {
  status: string;
  /** Starts at 1; every status change is a conditional write on it (docs/architecture/staff-api.md: a stale one gets 409). */
  version: number;
  /** ISO 8601 time of the last change. */
  updatedAt: string;
  /** Append-only: the first entry is the shopper's submission. */
  history: HistoryEntry[];
  /** Partition key of the queue index: '<kind>#<status>' (contracts/deployment/table-design.ts). */
  queue: string;
}

/**
 * The lifecycle attributes of a new record: version 1 and one history entry by the shopper into `status`.
 * @param createdAt the record's creation time (ISO 8601), also its first history time
 */
export function newLifecycleFields(kind: LifecycleKind, status: string, createdAt: string): LifecycleFields {
  return {
    status,
    version: 1,
    updatedAt: createdAt,
    history: [{ at: createdAt, by: 'shopper', from: null, to: status }],
    queue: queueKey(kind, status),
  };
}

/**
 * The lifecycle attributes of a new record with its outbox (functions/runtime/outbox.ts): newLifecycleFields plus the
 * e-mails entering `status` owes ("received", "order placed", the pharmacy's new-prescription alert: the transactional
 * outbox), written by the same PutItem as the record, so a stored record always has its e-mails queued.
 * Status changes of stored records go through functions/data/records.ts writeStatusChange.
 * @param createdAt the record's creation time (ISO 8601)
 * @returns the attributes to spread into the item: lifecycle fields, `outbox`, and the outbox index keys when due
 */
export function newLifecycleFieldsWithOutbox(
  kind: LifecycleKind,
  status: string,
  createdAt: string,
  notify: NotifyOptions,
): LifecycleFields & ReturnType<typeof newOutboxAttributes> {
  const now = new Date(createdAt);
  return {
    ...newLifecycleFields(kind, status, createdAt),
    ...newOutboxAttributes(outboxEventsFor(kind, status, { to: notify.email, reason: notify.reason }, now), now),
  };
}
