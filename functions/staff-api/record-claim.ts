/**
 * Review claims (docs/architecture/staff-api.md "Claims"): "Start review" (prescription received → in_review) records the
 * pharmacist as the claim's holder in the same conditional write as the status, so two pharmacists never review the
 * same prescription: a colleague's start loses the `version` race (409), and a colleague's Verify/Reject or start is
 * refused with a 409 naming the holder while the claim is live. A claim lapses CLAIM_IDLE_MINUTES after its
 * `touchedAt` (set when it is claimed or taken over; views do not refresh it, so a lapse is predictable from the row:
 * "since 17:02" → free at 17:32); a colleague may then take it over (POST …/claim, audited `claim_takeover`).
 */
import { CLAIM_IDLE_MINUTES, claimTakeoverSchema, type QueueRowClaim, type RecordClaim } from '@contracts/staff-api';
import type { ErrorReason } from '@contracts/api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { writeRecordFields } from '../data/records';
import {
  auditAction,
  auditedConflict,
  loadRecord,
  staffJsonBody,
  staffRecordView,
  type AuditInput,
  type RouteParams,
  type StaffApiContext,
  auditedWrite,
} from './staff-context';
import { authoriseAction } from './authorise';
import type { StaffUser } from './staff-user';
import type { StoredRecord } from '../data/record-schemas';

const IDLE_MS = CLAIM_IDLE_MINUTES * 60_000;

/** A claim's time as staff read it in a 409 message: hours and minutes in India (Asia/Kolkata, IST), e.g. '17:02'. */
const clockTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The 409 message of a claimed record: 'In review by <name> since <HH:MM IST>.' */
function heldMessage(claim: RecordClaim): string {
  return `In review by ${claim.name || 'another pharmacist'} since ${clockTime.format(new Date(claim.at))} IST.`;
}

/** The claim stored on a record, or undefined when it has none (or a malformed one). */
export function claimOf(item: StoredRecord): RecordClaim | undefined {
  return item.kind === 'prescription' && item.status !== 'erased' ? item.claim : undefined;
}

/** True while `claim` binds a prescription in review: it is in `in_review` and less than CLAIM_IDLE_MINUTES passed since `touchedAt`. */
export function isLiveClaim(item: StoredRecord, claim: RecordClaim | undefined, now: Date): claim is RecordClaim {
  return claim !== undefined && item.status === 'in_review' && now.getTime() - Date.parse(claim.touchedAt) < IDLE_MS;
}

/** A claim as a queue row or a 409 shows it (name, time, lapsed), without the holder's user id; undefined outside review. */
export function claimView(item: StoredRecord, now: Date): QueueRowClaim | undefined {
  const claim = claimOf(item);
  if (!claim || item.status !== 'in_review') return undefined;
  return { name: claim.name || 'another pharmacist', at: claim.at, lapsed: !isLiveClaim(item, claim, now) };
}

/** A new claim of `user` at `now` (stored as `claim` by "Start review" and by a takeover). */
export function newClaim(user: StaffUser, now: Date): RecordClaim {
  const at = now.toISOString();
  return { userId: user.userId, name: user.name ?? '', at, touchedAt: at };
}

/**
 * Refuses a change of a prescription another pharmacist holds a live claim on (their review: Verify, Reject, a
 * takeover), with a 409 naming the holder and the record as it is (a view, audited by auditedConflict). Returns
 * quietly when there is no live claim or `user` holds it.
 * @param audit the refused change's audit entry (action, reference, detail, `at`); written with outcome `conflict`
 * @throws HttpError 409 CONFLICT, body.claim {name, at, lapsed: false} and body.current
 */
export async function refuseOthersClaim(
  context: StaffApiContext,
  user: StaffUser,
  item: StoredRecord,
  audit: Omit<AuditInput, 'outcome'> & { at: string },
): Promise<void> {
  const claim = claimOf(item);
  if (!isLiveClaim(item, claim, context.now) || claim.userId === user.userId) return;
  await auditAction(context, user, { ...audit, outcome: 'conflict' });
  throw await auditedConflict(
    context,
    user,
    audit.reference,
    heldMessage(claim),
    item,
    { claim: claimView(item, context.now) },
    {
      code: 'claim_held',
    },
  );
}

/**
 * POST /api/staff/records/<reference>/claim {version, takeover: true}: takes over the lapsed review claim of a
 * prescription in review for the calling pharmacist (claim {userId, name, at, touchedAt} = now), in one write
 * conditional on `version` (records.ts writeRecordFields; version + 1). Audited `claim_takeover` (detail: the previous
 * holder's user id), `attempted` before the write and settled after it.
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 for a body not of the schema; 403 for a non-pharmacist; 404 for an unknown
 *   reference; 409 CONFLICT (body.current) when `version` is stale, the record is not in review, the caller already
 *   holds the claim, or another pharmacist's claim is still live (body.claim names them)
 */
export async function takeOverClaim(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'take_over_claim');
  const body = staffJsonBody(claimTakeoverSchema, request);
  const { kind, key, item } = await loadRecord(reference, user, context);
  const previous = claimOf(item);
  const refuse = (message: string, reason?: ErrorReason) =>
    auditedConflict(context, user, reference, message, item, { claim: claimView(item, context.now) }, reason);
  if (kind !== 'prescription' || item.status !== 'in_review')
    throw await refuse('This prescription is not in review.', { code: 'claim_not_in_review' });
  if (item.version !== body.version) throw await refuse('Someone else changed this record. Here is the current version.');
  if (previous?.userId === user.userId) throw await refuse('You already hold this review.', { code: 'claim_already_yours' });
  const at = context.now.toISOString();
  const audit = { at, action: 'claim_takeover', reference, detail: `from ${previous?.userId ?? 'nobody'}` } as const;
  await refuseOthersClaim(context, user, item, audit);
  const updated = await auditedWrite(
    context,
    user,
    audit,
    () =>
      writeRecordFields(context.clients.dynamo, context.config.tableName, {
        key,
        kind,
        version: body.version,
        at,
        set: { claim: newClaim(user, context.now) },
        notify: { statuses: [] },
      }),
    {
      message: 'Someone else changed this record. Here is the current version.',
      extra: (current) => ({ claim: claimView(current, context.now) }),
    },
  );
  return { status: 200, body: await staffRecordView(updated, user) };
}
