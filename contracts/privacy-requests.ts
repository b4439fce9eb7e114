/**
 * Shopper self-service beside /api/track/ (docs/architecture/self-service-api.md): re-upload of a refused
 * prescription, withdrawal of consent with erasure, and correction requests, each authorised by the same
 * reference + phone pair and the same attempt limit as tracking (5 failures per client in 15 minutes); erasure is then
 * confirmed with a one-time code e-mailed to the address on the record.
 * Rule sources: DPDP Act 2023 §6(4) (withdrawal of consent), §12 (correction and erasure), §13 (grievance
 * redressal, then the Data Protection Board); DPDP Rules 2025; docs/architecture/lifecycle.md (erasure tombstone, lifecycle);
 * NIST SP 800-63B (the one-time code).
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { requiredText } from './forms/fields';
import { EMAIL_CODE_DIGITS, emailCodeField } from './email-code';
import { CONSENT_VERSION_FIELD, consentVersionField } from './forms/prescription-form';
import { PRIVACY_RESPONSE_DAYS } from './privacy-response';
import { isFinal } from '../domain/lifecycle';
import { H1_REGISTER_RETENTION_YEARS } from '../domain/retention';
import type { TrackAnswer } from './track';
import { trackRequestSchema } from './track-request';

/** The paths of the self-service function (functions/privacy), below /api/privacy. */
export const privacyPaths = {
  /** multipart: reference, phone, consent, consent_version and the `prescription` file. */
  reupload: '/api/privacy/reupload/',
  /** JSON EraseRequest. */
  erase: '/api/privacy/erase/',
  /** JSON CorrectionRequest. */
  correct: '/api/privacy/correct/',
} as const;

/** Longest correction request, in characters (after control characters are stripped). */
export const CORRECTION_MAX_LENGTH = 1000;

/** Text fields of POST /api/privacy/reupload/ (multipart, with one `prescription` file checked as on /upload). */
export const reuploadFieldsSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  consent: z.literal('true', { error: 'consent_required' }),
  [CONSENT_VERSION_FIELD]: consentVersionField,
});

/**
 * Erasure is confirmed with a one-time code e-mailed to the address on the record (a second factor beside the
 * reference + phone pair, both of which travel in e-mails and on paper). The code's rules follow NIST SP 800-63B's
 * out-of-band authenticators: random, at least 6 digits, short-lived, a limited number of tries, stored only hashed.
 */
export const ERASURE_CODE_DIGITS = EMAIL_CODE_DIGITS;
/** How long a code is valid after it is sent: 10 minutes, in seconds. */
export const ERASURE_CODE_VALID_SECONDS = 10 * 60;
/** Entries a code takes, right or wrong; after this many wrong ones it no longer works and a new one is needed. */
export const ERASURE_CODE_MAX_TRIES = 3;
/** Seconds before another code may be asked for the same reference (one e-mail a minute at most). */
export const ERASURE_CODE_RESEND_SECONDS = 60;
/** Codes one reference may be sent in 24 hours: bounds the guesses (5 × 3 a day) and the e-mails a shopper can be sent. */
export const ERASURE_CODES_PER_DAY = 5;

/**
 * Body of POST /api/privacy/erase/, first step: the reference and phone, and `confirm: true` (the shopper's explicit
 * "yes, delete"). Answered with `code_sent`: the code goes to the e-mail address on the record.
 */
export const eraseRequestSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  confirm: z.literal(true, { error: 'erase_confirm_required' }),
});

/**
 * Body of POST /api/privacy/erase/, second step: the reference, the phone and the e-mailed code. A right code erases
 * (or records a held erasure) exactly as the first step used to.
 */
export const eraseCodeSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  code: emailCodeField,
});

/** Body of POST /api/privacy/correct/: what is wrong and what it should be (free text, control characters stripped). */
export const correctionRequestSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  details: requiredText(CORRECTION_MAX_LENGTH, 'correction_details_required', 5, { multiline: true }),
});

/** One order a record's prescription was dispensed (or is to be dispensed) against (`dependentOrders`), with its status. */
export interface DependentOrder {
  reference: string;
  /** The order's status ('' when the order is gone). */
  status: string;
}

/**
 * The orders that still hold a held erasure for staff ("Erase now", functions/staff-api/privacy-erase.ts, and the
 * console's button): present and not yet closed. An order is closed once delivered, cancelled or erased, or in any
 * final status of the lifecycle table (a settled return); while a return is asked for or approved it is open again (a
 * refund may still be owed against it). Staff cancel, deliver or settle them first (docs/architecture/lifecycle.md).
 */
export function openDependentOrders(orders: readonly DependentOrder[]): DependentOrder[] {
  const closed = new Set(['delivered', 'cancelled', 'erased']);
  return orders.filter((order) => order.status !== '' && !closed.has(order.status) && !isFinal('order', order.status));
}

/** Why an erasure request is held instead of done at once. */
export type ErasureHoldReason =
  /** A dispatched or delivered order depends on the prescription: pharmacy records law keeps it. */
  | 'records_law'
  /** An order is a record of sale: staff cancel it (before dispatch) or keep it as the law requires, then erase. */
  | 'order_record';

/** A privacy request kept on the record (`privacyRequests`) for the staff console; never logged. */
export interface PrivacyRequest {
  id: string;
  type: 'erasure' | 'correction';
  /** ISO 8601 time (UTC) of the request. */
  at: string;
  state: 'open' | 'done';
  /** Erasure only: why it is held. */
  reason?: ErasureHoldReason;
  /** Correction only: what the shopper wrote (control characters stripped, ≤ CORRECTION_MAX_LENGTH). */
  details?: string;
}

/**
 * Status of the pointer items that put privacy requests in the staff queues: the queue index partition
 * `<kind>#privacy_request` (GET /api/staff/queue?kind=…&status=privacy_request).
 */
export const PRIVACY_QUEUE_STATUS = 'privacy_request';

/** What a pointer row's `status` says, by request. */
export const privacyQueueRowStatus = { erasure: 'erasure_held', correction: 'correction_requested' } as const;

/**
 * What a privacy request's answer tells the shopper, as a code and its values (docs/decisions/0020-codes-not-sentences.md):
 * /track words it from its catalog (web/src/features/track/track-texts.ts privacyAnswerTexts). `digits` and `minutes`
 * are the e-mailed code's length and validity; `days` the days within which the team answers (PRIVACY_RESPONSE_DAYS).
 */
export const privacyAnswerParams = {
  erasure_code_sent: ['digits', 'minutes'], // the code is on its way to the e-mail address on the record
  privacy_deleted: [], // erased now: files and personal fields gone, the reference and date kept as a record
  privacy_kept_by_law: ['days'], // held: a dispatched medicine makes pharmacy law keep the prescription for now
  privacy_order_record: ['days'], // held: an order is a record of sale, staff cancel it or keep it as the law says
  privacy_kept_h1_register: ['days', 'years'], // held, and a Schedule H1 medicine was dispatched: its register entry stays `years`
  privacy_correction_recorded: ['days'], // a correction request for the team to apply
} as const satisfies Record<string, readonly string[]>;

/** A code of privacyAnswerParams. */
export type PrivacyAnswerCode = keyof typeof privacyAnswerParams;

/** Every privacy answer code, in the order of privacyAnswerParams. */
export const privacyAnswerCodes = Object.keys(privacyAnswerParams) as PrivacyAnswerCode[];

/** A privacy answer's code with its values (those privacyAnswerParams lists), e.g. `{ code: 'privacy_kept_by_law', days: 30 }`. */
export interface PrivacyAnswerReason {
  code: PrivacyAnswerCode;
  digits?: number;
  minutes?: number;
  days?: number;
  /** The years a Schedule H1 register entry is kept (H1_REGISTER_RETENTION_YEARS). */
  years?: number;
}

/** The erasure code's validity in whole minutes (ERASURE_CODE_VALID_SECONDS rounded up): 10. */
export const ERASURE_CODE_VALID_MINUTES = Math.ceil(ERASURE_CODE_VALID_SECONDS / 60);

/** The answers' codes with their values, as the server sends them (one place, so the handler and the tests agree). */
export const privacyAnswerReasons = {
  codeSent: { code: 'erasure_code_sent', digits: ERASURE_CODE_DIGITS, minutes: ERASURE_CODE_VALID_MINUTES },
  deleted: { code: 'privacy_deleted' },
  recordsLaw: { code: 'privacy_kept_by_law', days: PRIVACY_RESPONSE_DAYS },
  orderRecord: { code: 'privacy_order_record', days: PRIVACY_RESPONSE_DAYS },
  h1Register: { code: 'privacy_kept_h1_register', days: PRIVACY_RESPONSE_DAYS, years: H1_REGISTER_RETENTION_YEARS },
  correction: { code: 'privacy_correction_recorded', days: PRIVACY_RESPONSE_DAYS },
} as const satisfies Record<string, PrivacyAnswerReason>;

/** 200 of POST /api/privacy/erase/. */
export interface EraseAnswer {
  reference: string;
  /**
   * `code_sent` (first step): a code is on its way to the e-mail address on the record; `deleted` (second step): done
   * now (files and personal fields gone); `recorded` (second step): held for staff, `reason` says why.
   */
  outcome: 'code_sent' | 'deleted' | 'recorded';
  /** What happened, as a code and its values: what the page shows, in its language. */
  reason: PrivacyAnswerReason;
  /** The same in English, for API clients and logs; no page shows it. */
  message: string;
  /** ISO 8601 time of the code request (code_sent), of the erasure (deleted) or of the request (recorded). */
  at: string;
}

/** 200 of POST /api/privacy/correct/. */
export interface CorrectionAnswer {
  reference: string;
  outcome: 'recorded';
  /** `privacy_correction_recorded` with the days to answer: what the page shows. */
  reason: PrivacyAnswerReason;
  /** The same in English, for API clients and logs. */
  message: string;
  at: string;
}

/** 200 of POST /api/privacy/reupload/: the request as /track now shows it (status `received`). */
export type ReuploadAnswer = TrackAnswer;

/** The English of the answers' `message`, for API clients and logs (pages word `reason`). */
export const privacyMessages = {
  deleted:
    'Deleted. Your details and every copy of your file are gone; we keep only the reference number and the date, as a record that we deleted them.',
  recordsLaw:
    'A medicine was dispatched against this prescription, so pharmacy law (the Drugs and Cosmetics Rules, 1945) requires us to keep it for now. We have recorded your request: we will not use your data for anything else, and we will delete it as soon as the legal period ends. ' +
    `Our grievance officer will confirm this by e-mail within ${PRIVACY_RESPONSE_DAYS} days.`,
  orderRecord:
    'An order is a record of sale, so our team handles its deletion. We have recorded your request: if the order has not been dispatched we cancel it and delete your details; if it has, pharmacy law requires us to keep the record for now and we delete it when that period ends. ' +
    `We will answer within ${PRIVACY_RESPONSE_DAYS} days.`,
  h1Register:
    'A Schedule H1 medicine was dispatched to you with this request, so the Drugs Rules, 1945 (Rule 65) require us to keep its entry in our Schedule H1 register for ' +
    `${H1_REGISTER_RETENTION_YEARS} years from the date we supplied it: your name and address, the doctor's name and registration number, the medicine, the quantity, the batch number and the date of supply. ` +
    `We have recorded your request: we will not use these details for anything else, and we delete the entry when those ${H1_REGISTER_RETENTION_YEARS} years end. ` +
    `Our grievance officer will confirm this by e-mail within ${PRIVACY_RESPONSE_DAYS} days.`,
  correction: `We have received your correction request. Our team will correct your details and confirm within ${PRIVACY_RESPONSE_DAYS} days.`,
  /** /track's history line of a correction staff applied (the entry's reason PRIVACY_CORRECTION_REASON). */
  corrected: 'Your details were corrected at your request',
} as const;

/**
 * The `reason` of the history entry a correction appends (functions/staff-api/privacy-correction.ts): the record keeps
 * its status (from = to), and /track shows privacyMessages.corrected for it.
 */
export const PRIVACY_CORRECTION_REASON = 'privacy_correction';

/** Whole minutes, in words: '1 minute', '10 minutes'. */
function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/**
 * The English `message` of the erasure code's answers and refusals, for API clients and logs (pages word the answer's
 * reason: contracts/track-refusals.ts, privacyAnswerParams above).
 */
export const erasureCodeMessages = {
  sent: `We have e-mailed a ${ERASURE_CODE_DIGITS}-digit code to the address you gave with this request. Enter it here within ${minutes(ERASURE_CODE_VALID_SECONDS)} to confirm the deletion. Nothing is deleted until you do.`,
  /** 409 NO_EMAIL: nothing to send a code to. */
  noEmail:
    'We have no e-mail address for this request, so we cannot send you a code. Please contact our grievance officer (named on the tracking page): we will check it is you and delete your data.',
  /** 429 THROTTLED: a code was sent less than ERASURE_CODE_RESEND_SECONDS ago. */
  tooSoon: (retryAfterSeconds: number) =>
    `We sent you a code a moment ago. Please check your inbox and spam folder, or ask for a new code in ${retryAfterSeconds} seconds.`,
  /** 429 THROTTLED: ERASURE_CODES_PER_DAY codes in 24 hours. */
  dailyLimit: (retryAfterSeconds: number) =>
    `We have sent ${ERASURE_CODES_PER_DAY} codes for this request today. Please try again in ${retryAfterSeconds >= 3600 ? `${Math.ceil(retryAfterSeconds / 3600)} hours` : minutes(retryAfterSeconds)}, or contact our grievance officer.`,
} as const;
