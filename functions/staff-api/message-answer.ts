import { checkTransition, type Actor } from '@domain/lifecycle';
import { messageExpiry } from '@domain/retention';
import {
  MESSAGE_THREAD_FULL_MESSAGE,
  MESSAGE_THREAD_MAX_ENTRIES,
  conversationOf,
  messageAnswerSchema,
  type StoredThreadEntry,
} from '@contracts/message-thread';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { transitionError } from '../runtime/transition-error';
import { validateJsonBody } from '../runtime/validate-fields';
import { THREAD_ATTRIBUTE } from '../data/message-thread';
import { auditAction, loadRecord, staffRecordView, type RouteParams, type StaffApiContext } from './staff-context';
import { commitStatusChange, refuseStaleVersion, staffHistoryEntry } from './status-change';
import type { StaffUser } from './staff-user';

/**
 * Largest body of an answer: 16 KiB. MESSAGE_THREAD_TEXT_MAX_LENGTH (2,000) characters of up to 3 UTF-8 bytes (Hindi,
 * Devanagari), or JSON-escaped as \uXXXX (6 bytes), plus the envelope, fit; the staff API's 4 KiB default does not.
 */
const ANSWER_MAX_BYTES = 16 * 1024;

/**
 * POST /api/staff/records/<reference>/answer {text, version}: support answers a message (docs/architecture/staff-api.md, docs/architecture/data-model.md).
 * The answer is appended to the record's conversation (`thread`, with the staff member's display name kept staff-only
 * as `byName`), the message moves to `answered` (from `new` or `awaiting_support`: domain/lifecycle.ts, the row's
 * guard wants TransitionContext.hasText, so the generic status change cannot do it) and the `message:answered` e-mail,
 * carrying the answer's text, is queued, all in ONE write conditional on `version` (functions/data/records.ts
 * writeStatusChange with `append`), so the customer is e-mailed exactly the answer stored, and only if it is stored.
 * The same write moves the message's TTL to MESSAGE_RETENTION_DAYS from the answer (domain/retention.ts).
 *
 * Audit (action 'answer', detail 'from→answered'; never the text): as status-change.ts: a stale version `conflict`, a
 * change the table refuses or a full conversation `refused`, otherwise `attempted` before the write and settled after.
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 for a body that is not a JSON object of messageAnswerSchema (text 1–2,000
 *   characters after control characters are stripped and it is trimmed); 404 for an unknown reference; 403 for a group
 *   other than support; 400 for a record that is not a message or a status that takes no answer (closed, erased);
 *   409 CONFLICT with the current record and its last change (body.current, body.lastChange) when `version` is stale,
 *   checked first as in status-change.ts; 409 CONFLICT when the conversation holds MESSAGE_THREAD_MAX_ENTRIES entries
 */
export async function answerMessage(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  const answer = validateJsonBody(messageAnswerSchema, request, ANSWER_MAX_BYTES);
  const { kind, key, item } = await loadRecord(reference, user, context);
  const from = item.status;
  const entry = staffHistoryEntry({ kind, from, to: 'answered' }, user, context.now);
  const audit = { at: entry.at, action: 'answer', reference, detail: `${from}→answered` } as const;
  await refuseStaleVersion(context, user, audit, item, answer.version);
  if (kind !== 'message') {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw new HttpError(400, 'VALIDATION', 'Only a message takes an answer.').because({ code: 'answer_messages_only' });
  }
  const actor: Actor = { type: 'staff', userId: user.userId, groups: user.groups };
  const problem = checkTransition({ kind, from, to: 'answered' }, actor, { hasText: true });
  if (problem) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw transitionError(problem);
  }
  if (conversationOf(item).length >= MESSAGE_THREAD_MAX_ENTRIES) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw new HttpError(409, 'CONFLICT', MESSAGE_THREAD_FULL_MESSAGE).because({
      code: 'message_thread_full',
      maxEntries: MESSAGE_THREAD_MAX_ENTRIES,
    });
  }

  const threadEntry: StoredThreadEntry = { at: entry.at, from: 'support', text: answer.text, ...(user.name ? { byName: user.name } : {}) };
  const updated = await commitStatusChange(context, user, audit, {
    key,
    kind,
    from,
    to: 'answered',
    version: answer.version,
    entry,
    notify: { email: typeof item.email === 'string' ? item.email : undefined, text: answer.text },
    append: { [THREAD_ATTRIBUTE]: [threadEntry] },
    // Kept a year from this answer (domain/retention.ts MESSAGE_RETENTION_DAYS): the conversation's purpose runs on.
    set: { expiresAt: messageExpiry(context.now) },
  });
  return { status: 200, body: await staffRecordView(updated, user) };
}
