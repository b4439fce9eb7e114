/**
 * Requests and answers of the staff API (/api/staff/…, docs/architecture.md §3.2), shared by the Lambda handler and the /staff
 * console. Records are returned as stored, with their history; personal data never leaves through logs.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { optionalText, requiredText } from './forms/fields';
import { MAX_NOTE_LENGTH, type HistoryEntry, type LifecycleKind } from '../domain/lifecycle';
import type { PrivacyRequest } from './privacy-requests';

/** The kinds a queue lists. */
export const queueKinds = ['prescription', 'order', 'message'] as const satisfies readonly LifecycleKind[];

/** Rows per queue page. */
export const QUEUE_PAGE_SIZE = 25;

/** One row of a queue: what the queue index projects (no contact details). */
export interface QueueRow {
  reference: string;
  kind: LifecycleKind;
  status: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** 200 of GET /api/staff/queue: a page of rows and the cursor of the next page, if any. */
export interface QueuePage {
  rows: QueueRow[];
  nextCursor?: string;
}

/** 200 of GET /api/staff/records/<reference>: the stored record (its fields depend on its kind) with its history. */
export type StaffRecord = Record<string, unknown> & { reference: string; kind: LifecycleKind; status: string; version: number; history: HistoryEntry[] };

/** Body of POST /api/staff/records/<reference>/status: the target status, reason/note if the change needs them, and the version seen. */
export const statusChangeSchema = z.strictObject({
  to: z.string().check(z.minLength(1), z.maxLength(40)),
  reason: z.optional(z.string().check(z.maxLength(40))),
  // Control and bidi-override characters stripped (docs/architecture.md §11), line breaks kept; absent or blank reads as no note.
  note: z.optional(optionalText(MAX_NOTE_LENGTH, { multiline: true })),
  version: z.int().check(z.gte(1)),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/** 200 of POST /api/staff/records/<reference>/file-url: a presigned GET valid `expiresInSeconds` (≤ 300). */
export interface FileUrlAnswer {
  url: string;
  expiresInSeconds: number;
  contentType: string;
}

/**
 * Body of POST /api/staff/records/<reference>/privacy-requests/<id>: closes one privacy request (DPDP Act 2023
 * §12–13). `note` says what was done: control characters stripped (stripControlCharacters), trimmed, 1 to
 * MAX_NOTE_LENGTH characters, line breaks kept.
 */
export const privacyRequestDoneSchema = z.strictObject({
  state: z.literal('done', { error: 'Must be "done"' }),
  note: requiredText(MAX_NOTE_LENGTH, 'Say what was done', 1, { multiline: true }),
});
export type PrivacyRequestDone = z.output<typeof privacyRequestDoneSchema>;

/** A privacy request as staff see it on a record: once done, when, by whom (staff user id) and what was done. */
export type StaffPrivacyRequest = PrivacyRequest & {
  /** ISO 8601 time it was marked done. */
  doneAt?: string;
  /** Cognito `sub` of the staff member who closed it (never a name). */
  doneBy?: string;
  /** The staff note: what was done. */
  resolution?: string;
};
