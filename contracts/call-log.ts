/**
 * The pharmacist's call after a prescription upload (docs/architecture/staff-api.md "Call log", docs/behaviour.md "The
 * pharmacist's call"): the body of POST /api/staff/records/<RX-reference>/calls and the call task as the staff API
 * answers it. The rules of the task (when it is due, what each outcome does) are domain/call-clock.ts.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { optionalText } from './forms/fields';
import { callOutcomes } from '../domain/call-clock';

/** Longest note a pharmacist may add to a logged call, in characters (a line or two: what was agreed). */
export const CALL_NOTE_MAX_LENGTH = 500;

/**
 * Body of POST /api/staff/records/<RX-reference>/calls: the record `version` seen, the call's `outcome`
 * (domain/call-clock.ts callOutcomes), `callBackAt` (ISO 8601 with an offset; required for `call_back`, a future time
 * within CALL_BACK_MAX_AHEAD_MS, refused otherwise: functions/staff-api/call-log.ts) and an optional `note`
 * (control characters stripped, at most CALL_NOTE_MAX_LENGTH characters; blank reads as none).
 */
export const callLogSchema = z.strictObject({
  version: z.int().check(z.gte(1)),
  outcome: z.enum(callOutcomes),
  callBackAt: z.optional(z.string().check(z.maxLength(40))),
  note: z.optional(optionalText(CALL_NOTE_MAX_LENGTH, { multiline: true })),
});
export type CallLog = z.output<typeof callLogSchema>;

/**
 * A record's call task as stored and answered (StaffRecord `call`): `dueAt` while a call is owed, `reachedAt` once the
 * shopper was reached (ISO 8601 UTC). Each call made is a history entry (domain/lifecycle.ts HistoryEntry `call`).
 */
export const callTaskSchema = z.object({
  dueAt: z.optional(z.string()),
  reachedAt: z.optional(z.string()),
});
export type CallTask = z.output<typeof callTaskSchema>;
