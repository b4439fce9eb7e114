import { isDeepStrictEqual } from 'node:util';
import { checkTransition, historyEntry } from '@domain/lifecycle';
import { messageRepliesClosedOn } from '@domain/retention';
import {
  MESSAGE_THREAD_FULL_MESSAGE,
  MESSAGE_THREAD_MAX_ENTRIES,
  conversationOf,
  messageReplySchema,
  type StoredThreadEntry,
} from '@contracts/message-thread';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { parseReference } from '../runtime/reference';
import { validateJsonBody } from '../runtime/validate-fields';
import { THREAD_ATTRIBUTE, appendThreadEntry } from '../data/message-thread';
import { readRecord, writeStatusChange } from '../data/records';
import { isConditionFailure, type ItemKey } from '../data/table';
import type { StoredMessage, StoredRecord } from '../data/record-schemas';
import { authoriseShopper, toTrackAnswer, type TrackContext } from './track-context';

/**
 * Largest body of a reply: 16 KiB (2,000 characters of up to 3 UTF-8 bytes, or 6 bytes JSON-escaped, plus the
 * reference and phone).
 */
const REPLY_MAX_BYTES = 16 * 1024;

/** The words of the reply's refusals (shopper-facing, in one place). */
const replyText = {
  notMessage: 'Only a message (a reference starting MSG-) takes a reply here.',
  erased: 'This message was deleted at your request, so it takes no reply. Please send a new message from the contact page.',
  closing: 'This conversation is about to be deleted, so it takes no reply. Please send a new message from the contact page.',
  changed: 'We added to this conversation while you were writing. Please read the latest messages; your reply is kept: press Send again.',
} as const;

/** Statuses in which a reply only adds to the conversation: the message is already waiting for support. */
const WAITING_FOR_SUPPORT = new Set(['new', 'awaiting_support']);

/** A 409 carrying the conversation as it is now (body.current: the TrackAnswer), so the page can show it and keep the text. */
function changedMeanwhile(item: StoredRecord): HttpError {
  return new HttpError(409, 'CONFLICT', replyText.changed, undefined, {}, { current: toTrackAnswer('message', item) }).because({
    code: 'thread_changed',
  });
}

/** 410 for an erased message (a tombstone: nothing to reply to). */
const erasedMessage = () => new HttpError(410, 'GONE', replyText.erased).because({ code: 'message_erased' });

/**
 * POST /api/track/reply {reference, phone, text, version?} (docs/architecture/self-service-api.md, docs/architecture/data-model.md): the customer replies to
 * their message's conversation from /track. Authorised with authoriseShopper (the same reference + phone check and the
 * same attempt counter as tracking: a wrong phone is a counted 404). A reply to an `answered` or `closed` message moves
 * it to `awaiting_support` (domain/lifecycle.ts; the support queue of that name lists it) through
 * functions/data/records.ts writeStatusChange with the entry appended; a reply while it is `new` or
 * `awaiting_support` only appends (functions/data/message-thread.ts appendThreadEntry). Either is one write
 * conditional on `version`. No e-mail is owed: support sees it in their queue.
 * @returns 200 the TrackAnswer with the updated conversation
 * @throws HttpError 415/413/422/400 for a body that is not a JSON object of messageReplySchema (text 1–2,000 characters
 *   after control characters are stripped and trimming); 400 for an RX-/ORD- reference (not counted as an attempt);
 *   404 NOT_FOUND (unknown reference or wrong phone, counted), 429 THROTTLED; 410 GONE for an erased message; 409
 *   CONFLICT with body.current (the TrackAnswer) when `version` is stale or the conversation changed during the write,
 *   409 when it holds MESSAGE_THREAD_MAX_ENTRIES entries, and 409 `message_reply_closed` with `date` (its deletion day
 *   in India, YYYY-MM-DD) in the last MESSAGE_REPLY_CUTOFF_DAYS before its TTL
 */
export async function replyToMessage(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const reply = validateJsonBody(messageReplySchema, request, REPLY_MAX_BYTES);
  // Another kind's reference is a wrong request, not a guess: refused before an attempt is counted.
  const parsed = parseReference(reply.reference);
  if (parsed && parsed.kind !== 'message')
    throw new HttpError(400, 'VALIDATION', replyText.notMessage, { reference: { code: 'not_a_message' } });
  const { key, item } = await authoriseShopper(reply.reference, reply.phone, request.clientIp, context);
  // The reference named a message (checked above), so its record is one: erased, or live.
  if (item.kind !== 'message' || item.status === 'erased') throw erasedMessage();
  if (reply.version !== undefined && reply.version !== item.version) throw changedMeanwhile(item);
  if (conversationOf(item).length >= MESSAGE_THREAD_MAX_ENTRIES) {
    throw new HttpError(409, 'CONFLICT', MESSAGE_THREAD_FULL_MESSAGE).because({
      code: 'message_thread_full',
      maxEntries: MESSAGE_THREAD_MAX_ENTRIES,
    });
  }

  // The track function may not move a TTL (infra/constructs/api.ts), so a reply must leave support time to answer or
  // close the message, which moves it, before it is deleted (domain/retention.ts MESSAGE_REPLY_CUTOFF_DAYS).
  const closedOn = messageRepliesClosedOn(item.expiresAt, context.now);
  if (closedOn) throw new HttpError(409, 'CONFLICT', replyText.closing).because({ code: 'message_reply_closed', date: closedOn });

  const at = context.now.toISOString();
  const entry: StoredThreadEntry = { at, from: 'customer', text: reply.text };
  const { status: from, version } = item;
  const { dynamo, config } = context;
  try {
    // Both writes return nothing (the role's attribute-limited grant allows no returned values): the append reads the
    // record back itself, a reopening is read here.
    let updated: StoredRecord;
    if (WAITING_FOR_SUPPORT.has(from)) updated = await appendThreadEntry(dynamo, config.tableName, { key, version, entry });
    else {
      await reopen(context, { key, from, version, entry }, item);
      updated = (await readRecord(dynamo, config.tableName, key)) ?? item;
    }
    return { status: 200, body: toTrackAnswer('message', updated, context.now) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await readRecord(dynamo, config.tableName, key);
    if (current?.kind !== 'message' || current.status === 'erased') throw erasedMessage();
    // The SDK's retry of our own write whose answer was lost fails its condition on our own entry: that is a success.
    if (current.version === version + 1 && isDeepStrictEqual(current.thread?.at(-1), entry)) {
      return { status: 200, body: toTrackAnswer('message', current, context.now) };
    }
    throw changedMeanwhile(current);
  }
}

/**
 * A reply to an answered or closed message: the change to `awaiting_support` (checked against the lifecycle table as
 * the shopper, with its text), its history entry and the thread entry, in one conditional write.
 * @throws HttpError 400 when the table refuses the change (a status that takes no reply); the SDK's errors
 */
async function reopen(
  { dynamo, config }: TrackContext,
  change: { key: ItemKey; from: string; version: number; entry: StoredThreadEntry },
  item: StoredMessage,
): Promise<void> {
  const request = { kind: 'message' as const, from: change.from, to: 'awaiting_support' };
  const problem = checkTransition(request, { type: 'shopper' }, { hasText: true });
  if (problem) throw new HttpError(problem.status, problem.code, problem.message);
  await writeStatusChange(dynamo, config.tableName, {
    key: change.key,
    kind: 'message',
    from: change.from,
    to: 'awaiting_support',
    version: change.version,
    entry: historyEntry(request, { type: 'shopper' }, new Date(change.entry.at)),
    notify: { email: item.email },
    append: { [THREAD_ATTRIBUTE]: [change.entry] },
    returnNothing: true,
  });
}
