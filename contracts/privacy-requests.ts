/**
 * Shopper self-service beside /api/track/ (docs/architecture.md §3.1): re-upload of a refused
 * prescription, withdrawal of consent with erasure, and correction requests, each authorised by the same
 * reference + phone pair and the same attempt limit as tracking (5 failures in 15 minutes).
 * Rule sources: DPDP Act 2023 §6(4) (withdrawal of consent), §12 (correction and erasure), §13 (grievance
 * redressal, then the Data Protection Board); DPDP Rules 2025; docs/architecture.md §4 (erasure tombstone, lifecycle).
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { requiredText } from './forms/fields';
import { CONSENT_MESSAGE, CONSENT_VERSION_FIELD, consentVersionField } from './forms/prescription-form';
import { PRIVACY_RESPONSE_DAYS } from './privacy-response';
import { trackRequestSchema, type TrackAnswer } from './track';

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
  consent: z.literal('true', { error: CONSENT_MESSAGE }),
  [CONSENT_VERSION_FIELD]: consentVersionField,
});

/** Body of POST /api/privacy/erase/: the reference and phone, and `confirm: true` (the shopper's explicit "yes, delete"). */
export const eraseRequestSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  confirm: z.literal(true, { error: 'Confirm that you want your data deleted' }),
});

/** Body of POST /api/privacy/correct/: what is wrong and what it should be (free text, control characters stripped). */
export const correctionRequestSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  details: requiredText(CORRECTION_MAX_LENGTH, 'Tell us which detail is wrong and what it should be', 5, { multiline: true }),
});

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

/** 200 of POST /api/privacy/erase/. */
export interface EraseAnswer {
  reference: string;
  /** `deleted`: done now (files and personal fields gone); `recorded`: held for staff, see `message`. */
  outcome: 'deleted' | 'recorded';
  /** What happened, in plain words, for the shopper. */
  message: string;
  /** ISO 8601 time of the erasure (deleted) or of the request (recorded). */
  at: string;
}

/** 200 of POST /api/privacy/correct/. */
export interface CorrectionAnswer {
  reference: string;
  outcome: 'recorded';
  message: string;
  at: string;
}

/** 200 of POST /api/privacy/reupload/: the request as /track now shows it (status `received`). */
export type ReuploadAnswer = TrackAnswer;

/** The shopper-facing texts of the answers (one place, so the page and the tests agree). */
export const privacyMessages = {
  deleted: 'Deleted. Your details and every copy of your file are gone; we keep only the reference number and the date, as a record that we deleted them.',
  recordsLaw:
    'A medicine was dispatched against this prescription, so pharmacy law (the Drugs and Cosmetics Rules, 1945) requires us to keep it for now. We have recorded your request: we will not use your data for anything else, and we will delete it as soon as the legal period ends. ' +
    `Our grievance officer will confirm this by e-mail within ${PRIVACY_RESPONSE_DAYS} days.`,
  orderRecord:
    'An order is a record of sale, so our team handles its deletion. We have recorded your request: if the order has not been dispatched we cancel it and delete your details; if it has, pharmacy law requires us to keep the record for now and we delete it when that period ends. ' +
    `We will answer within ${PRIVACY_RESPONSE_DAYS} days.`,
  correction: `We have received your correction request. Our team will correct your details and confirm within ${PRIVACY_RESPONSE_DAYS} days.`,
} as const;
