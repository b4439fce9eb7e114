/**
 * Requests and answers of the staff API (/api/staff/…, docs/architecture/staff-api.md), shared by the Lambda handler and the /staff
 * console. Records are returned as stored, with their history; personal data never leaves through logs.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { optionalText, requiredText } from './forms/fields';
import { MAX_NOTE_LENGTH, type HistoryEntry, type LifecycleKind } from '../domain/lifecycle';
import type { ServiceClock } from '../domain/service-clocks';
import { EXPIRY_MONTH_PATTERN, MANUFACTURER_MAX_LENGTH } from '../domain/batch-expiry';
import type { PrivacyRequest } from './privacy-requests';
import type { Locale } from './locale';
import type { SubstitutionChoice } from './forms/checkout-form';
import type { Prescriber } from './prescriber';
import type { Shipment } from '../domain/couriers';
import type { CallTask } from './call-log';

/** The kinds a queue lists. */
export const queueKinds = ['prescription', 'order', 'message'] as const satisfies readonly LifecycleKind[];

/** Rows per queue page, and held comments per page of GET /api/staff/comments. */
export const QUEUE_PAGE_SIZE = 25;

/**
 * A pharmacist's claim on a prescription under review (functions/staff-api/record-claim.ts): set by "Start review"
 * (received → in_review) in the same conditional write, taken over only once it has lapsed. `userId` is the Cognito
 * `sub`; `name` the display name colleagues see; `at` when it was claimed, `touchedAt` when the holder last claimed or
 * took it over (ISO 8601 UTC). It lapses CLAIM_IDLE_MINUTES after `touchedAt`.
 */
export interface RecordClaim {
  userId: string;
  name: string;
  at: string;
  touchedAt: string;
}

/** Minutes after its `touchedAt` that a review claim lapses and another pharmacist may take it over. */
export const CLAIM_IDLE_MINUTES = 30;

/** A claim as a queue row shows it: who holds it, since when, and whether it has lapsed (never the user id). */
export interface QueueRowClaim {
  name: string;
  at: string;
  lapsed: boolean;
}

/**
 * One row of a queue: a small view model of the record for the queue table (no phone, e-mail, address or file).
 * `patientName`, `item` (a prescription's medicine, an order's first line item and how many more) and `city` are read
 * from the record by key; each is absent when the record lacks it (an erased record, a message).
 */
export interface QueueRow {
  reference: string;
  kind: LifecycleKind;
  status: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** How long it has waited and its deadline (domain/service-clocks.ts), for an open status with a service rule. */
  clock?: ServiceClock;
  patientName?: string;
  item?: string;
  city?: string;
  /** The review claim of a prescription in review. */
  claim?: QueueRowClaim;
  /** 'hi' when the shopper used the Hindi storefront (their e-mails are Hindi); absent for English. */
  locale?: 'hi';
  /** A prescription's call to the shopper, while it is owed: ISO 8601 time it is due (domain/call-clock.ts). */
  callDueAt?: string;
}

/**
 * The queue's deadline filters (GET /api/staff/queue?…&due=…, with a `status`): `overdue` past its service rule's
 * limit, `due_today` reaching it before midnight in India (domain/service-clocks.ts).
 */
export const queueDueFilters = ['overdue', 'due_today'] as const;
export type QueueDueFilter = (typeof queueDueFilters)[number];

/**
 * 200 of GET /api/staff/queue: a page of rows, the cursor of the next page, if any, and how many rows the filter matches
 * in all. With `search`, the matching records of the kind newest first (any status), `total` the matches found.
 */
export interface QueuePage {
  rows: QueueRow[];
  nextCursor?: string;
  /**
   * Rows the same filter matches across all pages (a COUNT Query), counted up to QUEUE_TOTAL_MAX: with `totalIsAtLeast`
   * the queue holds at least that many ("1000+ waiting").
   */
  total?: number;
  totalIsAtLeast?: boolean;
}

/**
 * The most rows a queue's `total` counts: 1,000. A count reads (and is billed for) every index row it counts, about
 * 40 read units per 1,000 rows, on each page view; past a thousand waiting the exact figure changes nothing a shift does.
 */
export const QUEUE_TOTAL_MAX = 1000;

/**
 * Length rule of the queue's `search` (GET /api/staff/queue?kind=…&search=…), in characters after trimming: 2 to 100.
 * What it searches (functions/data/record-search.ts parseSearch): an e-mail (with '@'), a reference prefix (RX-/ORD-/MSG-…),
 * a phone (digits in any written form: the whole number, or its last 4 or more digits) or name words ("priya sh").
 */
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;

/**
 * The most matches one search term reads from the search index: 200 (8 pages). A search answer sorts its matches newest
 * first, so it reads them all (about 20 KB of index rows at most); past 200 the total shows "200+" and the pharmacist
 * types more. Bench (bench/handler-latency.ts, 10,000 messages): a cap of 500 nearly doubled p95 at 8 connections, for answers
 * nobody pages through.
 */
export const SEARCH_MATCH_MAX = 200;

/**
 * Body of POST /api/staff/records/<reference>/claim: take over the lapsed review claim of a prescription in review,
 * naming the record `version` seen; `takeover` must be true (the console asks for one confirmation first).
 */
export const claimTakeoverSchema = z.strictObject({
  version: z.int().check(z.gte(1)),
  takeover: z.literal(true, { error: 'Must be true' }),
});
export type ClaimTakeover = z.output<typeof claimTakeoverSchema>;

/**
 * 200 of GET /api/staff/records/<reference>: the stored record (its fields depend on its kind) with its history. A
 * staff history entry without a stored `byName` may carry one resolved for display (functions/staff-api/staff-names.ts).
 */
export type StaffRecord = Record<string, unknown> & {
  reference: string;
  kind: LifecycleKind;
  status: string;
  version: number;
  history: HistoryEntry[];
  /**
   * The language the shopper used on the storefront ('hi' or 'en'), which their e-mails are written in; absent on a
   * record stored before the Hindi storefront (English) and on an erased one.
   */
  locale?: Locale;
  /**
   * An order's answer to "may our pharmacist offer an equivalent if a medicine is out of stock?" (the checkout's
   * substitution field): 'no' (contact the customer first; also an order stored before the question existed) or
   * 'equivalent' (same composition only). Set on orders by GET /api/staff/records/<reference>; absent on other kinds.
   */
  substitution?: SubstitutionChoice;
  /**
   * What the verifying pharmacist recorded from the prescription (contracts/prescriber.ts), on a verified prescription
   * and on an order confirmed after its prescription check; absent before, and on records verified before it existed.
   */
  prescriber?: Prescriber;
  /** An order's prescription lines (product ids) ticked as on the prescription when it was checked. */
  prescriptionLines?: string[];
  /** An order's courier and tracking number, recorded at dispatch (functions/staff-api/fulfilment-step.ts). */
  shipment?: Shipment;
  /** Who received an order, recorded at delivery. */
  receivedBy?: string;
  /** A prescription's call task (contracts/call-log.ts): due, or reached; absent on records stored before it. */
  call?: CallTask;
};

/**
 * With a stale status change's 409 (`lastChange`): the record's last change, so the console can say who decided first.
 * `byName` is the staff member's display name as stored with the change (staff see staff names; shoppers never get
 * this body), absent for a shopper's change or one stored before names were kept.
 */
export interface LastChange extends Partial<Pick<HistoryEntry, 'from' | 'reason' | 'call' | 'callBackAt'>> {
  /** The status it went to. */
  to: string;
  /** ISO 8601 time (UTC) of the change. */
  at: string;
  byName?: string;
  /**
   * For a step that keeps the status (`from` = `to`: a call logged, cash collected, a correction), what it recorded:
   * its reason or call outcome and, for cash, the amount in integer paise, so the 409 names the step itself.
   */
  amountPaise?: number;
}

/**
 * A batch number as printed on a strip: 1 to 30 letters, digits and the separators manufacturers print ('/', '-', '.'),
 * e.g. 'TXO2417A'.
 */
export const BATCH_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/.-]{0,29}$/;

/** The most lines a packing body lists: an order holds at most one line per product, far fewer than this. */
export const MAX_PACKING_LINES = 50;

/**
 * One packed line (domain/batch-expiry.ts): the product (a line of the order), its batch number and its expiry month
 * 'YYYY-MM', and the manufacturer as printed on the pack (control characters stripped, trimmed, at most
 * MANUFACTURER_MAX_LENGTH characters; blank reads as none), which a generic Schedule H line must carry
 * (domain/catalogue/supplied-manufacturer.ts manufacturerRecordedAtPacking).
 */
export const packedLineSchema = z.strictObject({
  productId: z.string().check(z.minLength(1), z.maxLength(100)),
  batch: z.string().check(z.regex(BATCH_NUMBER_PATTERN)),
  expiry: z.string().check(z.regex(EXPIRY_MONTH_PATTERN)),
  manufacturer: z.optional(optionalText(MANUFACTURER_MAX_LENGTH)),
});
export type PackedLine = z.output<typeof packedLineSchema>;

/**
 * Body of POST /api/staff/records/<reference>/status: the target status, reason/note if the change needs them, and the
 * version seen. Packing an order (`to: 'packed'`) also lists the batch and expiry of each of its lines (`lines`);
 * functions/staff-api/status-change.ts refuses a missing line or one expiring too soon. A prescription check (a prescription's `verified`, an order's awaiting_prescription → `confirmed`)
 * also carries `prescriber` (contracts/prescriber.ts prescriberSchema, checked field by field by
 * functions/staff-api/prescription-check.ts so each problem names its field) and, for an order, `prescriptionLines`:
 * the product ids of its prescription lines the pharmacist ticked as on the prescription. A dispatch carries `courier`
 * and `awb`, a delivery `receivedBy` (contracts/fulfilment.ts, checked field by field by
 * functions/staff-api/fulfilment-step.ts); no other change takes them.
 */
export const statusChangeSchema = z.strictObject({
  to: z.string().check(z.minLength(1), z.maxLength(40)),
  reason: z.optional(z.string().check(z.maxLength(40))),
  // Control and bidi-override characters stripped (docs/architecture/security.md), line breaks kept; absent or blank reads as no note.
  note: z.optional(optionalText(MAX_NOTE_LENGTH, { multiline: true })),
  version: z.int().check(z.gte(1)),
  prescriber: z.optional(z.unknown()),
  prescriptionLines: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(50))),
  lines: z.optional(z.array(packedLineSchema).check(z.maxLength(MAX_PACKING_LINES))),
  courier: z.optional(z.unknown()),
  awb: z.optional(z.unknown()),
  receivedBy: z.optional(z.unknown()),
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
  note: requiredText(MAX_NOTE_LENGTH, 'done_note_required', 1, { multiline: true }),
});
export type PrivacyRequestDone = z.output<typeof privacyRequestDoneSchema>;

/**
 * Body of POST /api/staff/records/<reference>/privacy-requests/<id>/erase: erase the record now, on the shopper's held
 * erasure request, naming the record `version` the staff member saw (functions/staff-api/privacy-erase.ts).
 */
export const privacyEraseSchema = z.strictObject({ version: z.int().check(z.gte(1)) });
export type PrivacyErase = z.output<typeof privacyEraseSchema>;

/** A privacy request as staff see it on a record: once done, when, by whom (staff user id) and what was done. */
export type StaffPrivacyRequest = PrivacyRequest & {
  /** ISO 8601 time it was marked done. */
  doneAt?: string;
  /** Cognito `sub` of the staff member who closed it (never a name). */
  doneBy?: string;
  /**
   * Their display name, resolved for display by the staff API (functions/staff-api/staff-names.ts: the record's
   * history, the caller's token, the staff user pool); never stored. Absent when no name is known.
   */
  doneByName?: string;
  /** The staff note: what was done. */
  resolution?: string;
  /** A correction applied from the console: the names of the fields it changed (never their values). */
  correctedFields?: string[];
};

/** Audit entries per page of GET /api/staff/records/<reference>/audit (newest first). */
export const AUDIT_PAGE_SIZE = 50;

/**
 * What a staff member did (docs/architecture/staff-api.md): `view` a record (also the record shown with a 409), `presign`
 * open its file (a URL or the bytes), `status` a lifecycle change, `privacy_request_done` close a shopper's privacy
 * request, `moderate` publish or hide a held blog comment, `answer` answer a message (the text is never in the detail), `refund` mark an order's refund paid, `cash_collected` mark a cash-on-delivery order's cash collected, `return_decision` approve or decline a return,
 * `privacy_correction` apply a shopper's correction request (the detail names the fields, never a value),
 * `privacy_erase` erase a record on the shopper's held erasure request, `invoice` download an order's tax invoice (PDF),
 * `claim_takeover` take over a colleague's lapsed review claim (the detail names the previous holder's user id),
 * `shelf_change` change a product's price, MRP, stock or state (reference `SHELF-<productId>`; `before` and `after`
 * hold the values changed, the detail the reason).
 * `h1_register` read or export the Schedule H1 register (reference {@link H1_REGISTER_AUDIT_REFERENCE}, the detail
 * the range and format), `recall` list or notify the orders of a recalled batch (reference `RECALL-<productId>`, the
 * detail the batch and what was done), `call` log a call to a prescription's shopper (the detail the outcome and any
 * call-back time, never the note).
 */
export type AuditAction =
  | 'view'
  | 'presign'
  | 'status'
  | 'privacy_request_done'
  | 'moderate'
  | 'answer'
  | 'refund'
  | 'cash_collected'
  | 'return_decision'
  | 'privacy_correction'
  | 'privacy_erase'
  | 'invoice'
  | 'claim_takeover'
  | 'shelf_change'
  | 'h1_register'
  | 'recall'
  | 'call'
  | 'quote';

/**
 * How an audited action ended. `allowed`: it was done; `refused`: the rules refused it (a lifecycle rule, the malware
 * scan gate); `conflict`: someone else changed the item first, so nothing was written (409); `attempted`: the entry
 * was written before a change whose outcome was then never recorded (the write failed or its answer was lost), so it
 * may or may not have happened — never read it as a change; the record's history says whether it did.
 */
export type AuditOutcome = 'attempted' | 'allowed' | 'refused' | 'conflict';

/** The audit reference of every reading or export of the Schedule H1 register: its trail is one partition. */
export const H1_REGISTER_AUDIT_REFERENCE = 'H1-REGISTER';

/** One audit entry: who (Cognito `sub`, never a name), what, on which reference, when, and how it ended. */
export interface AuditEntry {
  /** ISO 8601 time of the action. */
  at: string;
  userId: string;
  action: AuditAction;
  /**
   * A record's reference (RX-/ORD-/MSG-…), `COMMENT-<id>` for a blog comment, `H1-REGISTER` for the H1 register,
   * `RECALL-<productId>` for a recall.
   */
  reference: string;
  /** For `status` and `moderate` the change ('in_review→rejected (unreadable)'), for `presign` the link's lifetime or what was opened. */
  detail?: string;
  outcome: AuditOutcome;
  /** For `shelf_change`: the values it changes as they were and as they are set (paise, packs, state codes). */
  before?: Record<string, number | string>;
  after?: Record<string, number | string>;
}

/**
 * 200 of GET /api/staff/records/<reference>/audit: a page of entries, newest first, and the next page's cursor. Each
 * entry may carry `userName`, the staff member's display name resolved for display (functions/staff-api/staff-names.ts);
 * the stored entry keeps only the id.
 */
export interface AuditPage {
  entries: Array<AuditEntry & { userName?: string }>;
  nextCursor?: string;
}

/**
 * Why a new comment waits for review (functions/comments/comment-moderation.ts): `link` it contains a web address,
 * `rate` its sender posted more comments this hour than the limit.
 */
export type HoldReason = 'link' | 'rate';

/** Where a held comment is: waiting (`held`), then `published` (listed on its article) or `hidden` (never listed). */
export type ModerationState = 'held' | 'published' | 'hidden';

/** A comment held for review, as support see it in the console's "Comments" queue. */
export interface HeldComment {
  id: string;
  /** The article slug (contracts/articles.ts). */
  post: string;
  name: string;
  comment: string;
  /** ISO 8601 time it was posted. */
  createdAt: string;
  heldFor: HoldReason[];
  status: ModerationState;
  /** Starts at 1, +1 on each moderation; a moderation must name the version it saw. */
  version: number;
  /** Once moderated: when (ISO 8601) and by whom (Cognito `sub`). */
  moderatedAt?: string;
  moderatedBy?: string;
}

/** 200 of GET /api/staff/comments: held comments newest first, and the next page's cursor. */
export interface HeldCommentsPage {
  comments: HeldComment[];
  nextCursor?: string;
}

/** Body of POST /api/staff/comments/<id>: publish or hide a held comment, naming the version seen. */
export const commentModerationSchema = z.strictObject({
  to: z.enum(['published', 'hidden'], { error: 'Must be "published" or "hidden"' }),
  version: z.int().check(z.gte(1)),
});
export type CommentModeration = z.output<typeof commentModerationSchema>;
