import { isCallOpen } from '@domain/call-clock';
import type { LifecycleKind } from '@domain/lifecycle';
import type { TrackNextStep } from '@contracts/track';
import { callTaskOf } from '../data/call-task';

/** The statuses in which /track speaks of the pharmacist's call: before the prescription is decided. */
const CALL_STATUSES: ReadonlySet<string> = new Set(['received', 'in_review']);

/**
 * The /track next step of a prescription whose call is still owed (docs/behaviour.md "The pharmacist's call"): the code
 * `pharmacist_calls` and the due time, never a sentence (the page words it). Pure.
 * @param item the stored record; its `call` task is read with callTaskOf
 * @returns the step for a received or in-review prescription with an open call task; undefined otherwise (an order, a
 *   decided prescription, a call already made: then /track says nothing about a call)
 */
export function callNextStep(kind: LifecycleKind, item: Record<string, unknown>): TrackNextStep | undefined {
  if (kind !== 'prescription' || !CALL_STATUSES.has(String(item.status))) return undefined;
  const call = callTaskOf(item);
  return isCallOpen(call) ? { code: 'pharmacist_calls', dueAt: call.dueAt } : undefined;
}
