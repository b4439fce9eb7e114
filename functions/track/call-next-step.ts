import { isCallOpen } from '@domain/call-clock';
import type { TrackNextStep } from '@contracts/track';
import type { StoredRecord } from '../data/record-schemas';

/** The statuses in which /track speaks of the pharmacist's call: before the prescription is decided. */
const CALL_STATUSES: ReadonlySet<string> = new Set(['received', 'in_review']);

/**
 * The /track next step of a prescription whose call is still owed (docs/behaviour.md "The pharmacist's call"): the code
 * `pharmacist_calls` and the due time, never a sentence (the page words it). Pure.
 * @param item the stored record; its `call` task decides
 * @returns the step for a received or in-review prescription with an open call task; undefined otherwise (an order, a
 *   decided prescription, a call already made: then /track says nothing about a call)
 */
export function callNextStep(item: StoredRecord): TrackNextStep | undefined {
  if (item.kind !== 'prescription' || item.status === 'erased' || !CALL_STATUSES.has(item.status)) return undefined;
  return isCallOpen(item.call) ? { code: 'pharmacist_calls', dueAt: item.call.dueAt } : undefined;
}
