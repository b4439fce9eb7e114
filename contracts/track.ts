/**
 * Shopper self-service tracking (docs/architecture/self-service-api.md): POST /api/track/ with the reference and the phone number
 * given with it. The answer holds no personal data the caller did not type: only status, dates and the shopper-facing
 * texts of domain/lifecycle.ts.
 */
import type { LifecycleKind } from '../domain/lifecycle';
import type { ThreadEntry } from './message-thread';
import type { TrackRefillReminder } from './refill-reminders';

/**
 * Failed attempts one client (an IPv4 address, or an IPv6 /64 network) may make on one reference before that client is
 * locked out of it for the rest of the window (docs/architecture/self-service-api.md). Per client, so that someone guessing phone
 * numbers locks only themselves out, not the shopper.
 */
export const TRACK_MAX_FAILURES = 5;
/**
 * Failed attempts on one reference from all clients together before every client is locked out of it: five clients'
 * worth, so guessing spread over many addresses stays bounded (a shopper is locked out only by five or more clients).
 */
export const TRACK_MAX_FAILURES_PER_REFERENCE = 5 * TRACK_MAX_FAILURES;
/** The window the failures are counted in, and the longest lock: 15 minutes, in seconds. */
export const TRACK_WINDOW_SECONDS = 15 * 60;

/**
 * The one answer for an unknown reference and for a wrong phone, so neither can be told apart
 * (docs/architecture/self-service-api.md): 404 NOT_FOUND with the reason `track_not_found`; this English `message` is for API clients and logs.
 */
export const TRACK_NOT_FOUND_MESSAGE = 'We could not find a request with these details.';

/** One public event of a request's timeline. */
export interface TrackEvent {
  status: string;
  /** ISO 8601 time (UTC). */
  at: string;
  /** What happened, in plain words, e.g. 'Not accepted: Your prescription is older than six months.' */
  message: string;
}

/** 200 of POST /api/track/. */
export interface TrackAnswer {
  reference: string;
  kind: LifecycleKind;
  status: string;
  /** The status in plain words (shopperStatusLabels). */
  statusLabel: string;
  /** ISO 8601 time of the last change. */
  updatedAt: string;
  /** Oldest first. */
  history: TrackEvent[];
  /** What the shopper can do or expect next, if anything. */
  nextStep?: string;
  /** The privacy requests made on this record (erasure held, correction), oldest first; absent when none. */
  requests?: TrackPrivacyRequest[];
  /** An order's record version: sent back with a cancellation, so it never acts on a status the shopper has not seen. */
  version?: number;
  /** A dispatched order's delivery window, Asia/Kolkata dates YYYY-MM-DD (domain/delivery-estimate.ts); absent once delivered. */
  estimatedDelivery?: { earliest: string; latest: string };
  /** True while the shopper may cancel the order (before dispatch: domain/lifecycle.ts). */
  canCancel?: boolean;
  /** The last day (YYYY-MM-DD, Asia/Kolkata) a return may be requested, while the window is open and none was. */
  canReturnUntil?: string;
  /** The order's refund: state, amount in integer cents of `currency`, times (ISO 8601) and the shopper's words for it. */
  refund?: TrackRefund;
  /** True for a cancelled cash-on-delivery order: nothing was charged, so there is no refund. */
  nothingCharged?: boolean;
  /** The order's return: its state, reason code, pickup date (YYYY-MM-DD) once approved. */
  return?: TrackReturn;
  /** A message's conversation (contracts/message-thread.ts); absent for other kinds and for an erased message. */
  thread?: TrackThread;
  /** Orders only: true once a pharmacist has confirmed the order, so its GST tax invoice can be downloaded (POST /api/track/invoice). */
  invoiceAvailable?: boolean;
  /** Orders only: true while a refill reminder may be asked for (delivered, with an e-mail address: contracts/refill-reminders.ts). */
  canRemind?: boolean;
  /** Orders only: the order's refill reminder, when one was asked for (POST /api/track/reminder). */
  refillReminder?: TrackRefillReminder;
}

/** A message's conversation as /track shows it: the customer's words and each answer with its time, never a staff name or id. */
export interface TrackThread {
  /** Oldest first; the first entry is the original message. */
  entries: ThreadEntry[];
  /** The record's version: sent back with a reply (POST /api/track/reply), so a reply never passes an unseen answer. */
  version: number;
  /** False when no reply is taken any more (the conversation is full). */
  canReply: boolean;
}

/** An order's refund as /track shows it. */
export interface TrackRefund {
  state: 'started' | 'refunded';
  amountCents: number;
  currency: string;
  startedAt: string;
  refundedAt?: string;
  /** The sentence to show, e.g. 'Refund started: $12.00 to your card.' */
  message: string;
}

/** An order's return as /track shows it (never the shopper's note or photo). */
export interface TrackReturn {
  state: 'requested' | 'approved' | 'declined' | 'returned';
  /** returnReasons code (domain/lifecycle.ts). */
  reason: string;
  requestedAt: string;
  pickupDate?: string;
}

/** A privacy request as /track shows it (contracts/privacy-requests.ts): its type, time and state, never its text. */
export interface TrackPrivacyRequest {
  type: 'erasure' | 'correction';
  /** ISO 8601 time (UTC) of the request. */
  at: string;
  state: 'open' | 'done';
}
