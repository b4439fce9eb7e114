/**
 * The conversation of a contact message (docs/architecture/data-model.md "Message conversations"): the customer's original
 * message, then support's answers and the customer's replies, oldest first. Shared by the staff API (the answer,
 * functions/staff-api/message-answer.ts), the shopper's reply (functions/track/message-reply.ts), /track and the console.
 * Stored on the message record as `thread` (append-only, every write conditional on `version`); the first entry is
 * not stored twice: it is the record's own `message` field, read by {@link conversationOf}.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { requiredText } from './forms/fields';
import { trackRequestSchema } from './track-request';

/** Longest text of one entry (an answer or a reply), in characters after control characters are stripped and trimmed. */
export const MESSAGE_THREAD_TEXT_MAX_LENGTH = 2000;

/**
 * Most entries a conversation holds, the original message included. Bounds the record item (50 × 2,000 characters of
 * up to 3 UTF-8 bytes ≈ 300 KB, under DynamoDB's 400 KB item limit); a longer exchange is better a new message.
 */
export const MESSAGE_THREAD_MAX_ENTRIES = 50;

/** The words when a conversation is full (409), for staff and shoppers alike. */
export const MESSAGE_THREAD_FULL_MESSAGE = `This conversation has reached its limit of ${MESSAGE_THREAD_MAX_ENTRIES} messages. Please send a new message from the contact page.`;

/** Who wrote an entry: the customer (contact form, /track) or Medvika's support team (staff console). */
export type ThreadAuthor = 'customer' | 'support';

/** One entry of a conversation as the customer may see it: never a staff name or id. */
export interface ThreadEntry {
  /** ISO 8601 time (UTC) it was written. */
  at: string;
  from: ThreadAuthor;
  /** Plain text, control characters stripped, line breaks kept, at most MESSAGE_THREAD_TEXT_MAX_LENGTH characters. */
  text: string;
}

/** An entry as stored: a support answer keeps the staff member's display name (staff-only, like history's `byName`). */
export interface StoredThreadEntry extends ThreadEntry {
  byName?: string;
}

/**
 * The whole conversation of a message record: its original `message` (at `createdAt`, by the customer), then the
 * stored `thread`. Tolerates records written before threads (no `thread`) and erased tombstones (neither field: empty).
 * @param record the stored record (or the staff API's copy of it)
 * @returns the entries, oldest first
 */
export function conversationOf(record: Readonly<Record<string, unknown>>): StoredThreadEntry[] {
  const original =
    typeof record.message === 'string' && record.message !== ''
      ? [{ at: String(record.createdAt ?? ''), from: 'customer' as const, text: record.message }]
      : [];
  const thread = Array.isArray(record.thread) ? (record.thread as StoredThreadEntry[]) : [];
  return [...original, ...thread];
}

/** The text of an answer or a reply: control characters stripped, line breaks kept, trimmed, 1–2,000 characters. */
const threadText = requiredText(MESSAGE_THREAD_TEXT_MAX_LENGTH, 'answer_required', 1, { multiline: true });

/** Body of POST /api/staff/records/<reference>/answer: support's answer and the record version it was written against. */
export const messageAnswerSchema = z.strictObject({
  text: threadText,
  version: z.int().check(z.gte(1)),
});
export type MessageAnswer = z.output<typeof messageAnswerSchema>;

/**
 * Body of POST /api/track/reply: the customer's reply, authorised like tracking (reference + phone). `version` is the
 * conversation's version the page showed (TrackThread.version): when given and stale, the reply is refused with 409
 * and the current conversation, so a reply is never written blind past an answer the customer has not seen.
 */
export const messageReplySchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  text: threadText,
  version: z.optional(z.int().check(z.gte(1))),
});

/** The path of the reply below the track API (functions/track/track.core.ts route table). */
export const MESSAGE_REPLY_PATH = '/api/track/reply';

/**
 * The attributes a customer's reply writes on a message record, besides its key (functions/track/message-reply.ts:
 * the thread, the version and time, and the status change that reopens an answered message with its history entry
 * and outbox events): the track role's UpdateItem on MESSAGE#… is limited to these, returning nothing
 * (infra/constructs/api.ts), so a reply can never rewrite a message's name, phone, e-mail or text.
 */
export const MESSAGE_REPLY_WRITE_ATTRIBUTES = [
  'thread',
  'version',
  'updatedAt',
  'status',
  'queue',
  'history',
  'outbox',
  'outboxState',
  'outboxDueAt',
] as const;
