/**
 * The call clock: by when a pharmacist calls the shopper after a prescription upload (docs/behaviour.md "The
 * pharmacist's call", docs/architecture/lifecycle.md "Call task"). Pure: no I/O, no clock of its own; the upload
 * (functions/submit-form/prescription.ts) sets the first due time, the staff API's call log
 * (functions/staff-api/call-log.ts) reads it.
 *
 * The phone desk's hours: 10:00 to 19:00 in India (IST, UTC+05:30 all year), every day. The stores promise "24 Hour
 * Service" (web/src/content/stores.ts), which is their delivery and counter service; the call is made from the phone
 * desk, whose hours these are. A call is due CALL_WITHIN_MINUTES of desk time after the upload: minutes outside the
 * hours do not count, so an upload at 18:30 has 30 minutes of today and is due at 10:30 the next day.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** India Standard Time's offset from UTC, in ms (+05:30; India has no daylight saving). */
const KOLKATA_OFFSET_MS = 5.5 * HOUR_MS;

/** The phone desk opens at this hour of the day in India (10:00 IST). */
export const CALL_DESK_OPENS_HOUR = 10;
/** The phone desk closes at this hour of the day in India (19:00 IST): a call is never due after it. */
export const CALL_DESK_CLOSES_HOUR = 19;
/** Desk minutes within which the first call after an upload is made: 60. */
export const CALL_WITHIN_MINUTES = 60;

/**
 * The time `minutes` of desk time after `from`, counting only the minutes between CALL_DESK_OPENS_HOUR and
 * CALL_DESK_CLOSES_HOUR IST. A `from` before opening starts at that day's opening; at or after closing, at the next
 * day's opening. A due time that lands exactly at closing stays at closing (19:00), never the next morning.
 * @param from any instant
 * @param minutes desk minutes to add (≥ 0)
 * @returns the due instant (UTC Date)
 * @example callDueAt(2026-11-30T13:00:00Z (18:30 IST), 60) → 2026-12-01T05:00:00Z (10:30 IST next day)
 */
export function callDueAt(from: Date, minutes: number = CALL_WITHIN_MINUTES): Date {
  let remainingMs = Math.max(0, minutes) * MINUTE_MS;
  // Work in "IST wall-clock" milliseconds, then shift back to UTC at the end.
  let local = from.getTime() + KOLKATA_OFFSET_MS;
  for (;;) {
    const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
    const opens = dayStart + CALL_DESK_OPENS_HOUR * HOUR_MS;
    const closes = dayStart + CALL_DESK_CLOSES_HOUR * HOUR_MS;
    if (local < opens) local = opens;
    if (local >= closes) {
      local = dayStart + DAY_MS + CALL_DESK_OPENS_HOUR * HOUR_MS;
      continue;
    }
    if (local + remainingMs <= closes) return new Date(local + remainingMs - KOLKATA_OFFSET_MS);
    remainingMs -= closes - local;
    local = dayStart + DAY_MS + CALL_DESK_OPENS_HOUR * HOUR_MS;
  }
}

/** A call task as the record stores it (functions/data/call-task.ts): when the next call is due and each call made. */
export interface CallState {
  /** ISO 8601 (UTC) time the next call is due; absent once the shopper was reached. */
  dueAt?: string;
  /** ISO 8601 time the shopper was reached: the task is done. */
  reachedAt?: string;
}

/** True while the call task waits for a call (not yet reached, with a due time). */
export function isCallOpen(call: CallState | undefined): call is CallState & { dueAt: string } {
  return call !== undefined && call.reachedAt === undefined && typeof call.dueAt === 'string';
}

/** True when an open call task is due now or overdue at `now` (the queue's "Call due" filter). */
export function isCallDue(call: CallState | undefined, now: Date): boolean {
  return isCallOpen(call) && Date.parse(call.dueAt) <= now.getTime();
}

/** What a call ended in, as the pharmacist logs it (POST /api/staff/records/<RX-reference>/calls). */
export const callOutcomes = ['reached', 'no_answer', 'wrong_number', 'call_back'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** The furthest ahead a "call back at" time may be: 7 days, in ms (a shopper asking for later is asked again). */
export const CALL_BACK_MAX_AHEAD_MS = 7 * DAY_MS;

/**
 * The call task after one logged call (docs/behaviour.md "The pharmacist's call"):
 * - `reached`: done: `reachedAt` is the call's time and nothing is due any more;
 * - `call_back`: due at the time the shopper asked for (`callBackAt`);
 * - `no_answer`: tried again CALL_WITHIN_MINUTES desk minutes after this call (callDueAt), so the queue shows it
 *   again then rather than at once;
 * - `wrong_number`: stays due as it was: the pharmacist reaches the shopper another way (e-mail) and logs the call
 *   that reaches them; the task is not dropped, since the order still needs the shopper's word.
 * Pure; the caller has checked `callBackAt` (a future time within CALL_BACK_MAX_AHEAD_MS) for `call_back`.
 * @param call the task as stored; `at` the call's time; `callBackAt` ISO 8601, for `call_back` only
 * @returns the task to store
 */
export function callStateAfter(call: CallState, outcome: CallOutcome, at: Date, callBackAt?: string): CallState {
  if (outcome === 'reached') return { reachedAt: at.toISOString() };
  if (outcome === 'call_back' && callBackAt) return { dueAt: new Date(callBackAt).toISOString() };
  if (outcome === 'no_answer') return { dueAt: callDueAt(at).toISOString() };
  return { ...(call.dueAt ? { dueAt: call.dueAt } : { dueAt: callDueAt(at).toISOString() }) };
}
