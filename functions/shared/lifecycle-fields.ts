import { type LifecycleKind, type HistoryEntry } from '@contracts/lifecycle';

/** The lifecycle attributes every prescription, order and message item carries (DESIGN §4). */
export interface LifecycleFields {
  status: string;
  /** Starts at 1; every status change is a conditional write on it (DESIGN §3.2: a stale one gets 409). */
  version: number;
  /** ISO 8601 time of the last change. */
  updatedAt: string;
  /** Append-only: the first entry is the shopper's submission. */
  history: HistoryEntry[];
  /** Partition key of the queue index: '<kind>#<status>' (functions/shared/table-design.ts). */
  queue: string;
}

/** The queue index key of a record in `status`. */
export function queueKey(kind: LifecycleKind, status: string): string {
  return `${kind}#${status}`;
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
