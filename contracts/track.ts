/**
 * Shopper self-service tracking (docs/architecture/self-service-api.md): POST /api/track/ with the reference and the phone number
 * given with it. The answer holds no personal data the caller did not type: only codes (status, next step, reasons),
 * dates and amounts; the page words them from its catalog (docs/decisions/0020-codes-not-sentences.md).
 */
import type { LifecycleKind } from '../domain/lifecycle';
import type { PaymentMethod, PaymentState } from '../domain/payment';
import type { ShipmentView } from '../domain/couriers';
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

/**
 * The pharmacist who verified a prescription, as the draft e-pharmacy rules (G.S.R. 817(E)) want it shown: name,
 * registration number and council, as recorded.
 */
export interface TrackPharmacist {
  name: string;
  registration?: string;
  council?: string;
}

/** One public event of a request's timeline: its status code and, where the change had one, its reason code. */
export interface TrackEvent {
  status: string;
  /** ISO 8601 time (UTC). */
  at: string;
  /**
   * Why the change happened, when the shopper may know: a rejectionReasons, cancellationReasons, returnReasons or
   * returnDeclineReasons code (domain/lifecycle.ts) for the matching status, `privacy_correction` for a correction
   * made at the shopper's request, or `cash_collected` when their cash-on-delivery payment was received (the status
   * stays). Staff notes never appear.
   */
  reason?: string;
  /** A `verified` event's pharmacist (G.S.R. 817(E)); also an order's `confirmed` after its prescription check. */
  pharmacist?: TrackPharmacist;
  /**
   * On the prescription check's event, when the pharmacist recorded the prescription: the last day it is honoured
   * (YYYY-MM-DD, India; its date plus six months, domain/prescription-validity.ts). Nothing else of the prescription
   * (the doctor, their registration) is ever shown to the shopper.
   */
  validUntil?: string;
}

/**
 * What the shopper can do or expect next, as a code and its values (dates YYYY-MM-DD, Asia/Kolkata):
 * - `pharmacist_checks`: received / in review / awaiting a prescription;
 * - `expect_in_days`: dispatched without a known arrival date; `delivery_email`: dispatched with one;
 * - `reply_by_email`, `answer_below`, `reply_soon`: a message that is new, answered, awaiting support;
 *   `answer_below_no_reply`: an answered message whose conversation takes no reply (full, or about to be deleted);
 * - `upload_again` with the rejection's `reason` (rejectionReasons code): a refused prescription;
 * - `return_until` with `date`: a delivered order whose return window is open;
 * - `return_requested`: a return waits for the team; `return_pickup` with `date`: an approved return's pickup day;
 * - `pharmacist_calls` with `dueAt` (ISO 8601 UTC): a received or in-review prescription whose call is still owed
 *   (domain/call-clock.ts); the page says "Our pharmacist will call you by 11:40" in India's time.
 */
export type TrackNextStep =
  | {
      code:
        | 'pharmacist_checks'
        | 'expect_in_days'
        | 'delivery_email'
        | 'reply_by_email'
        | 'answer_below'
        | 'answer_below_no_reply'
        | 'reply_soon'
        | 'return_requested';
    }
  | { code: 'upload_again'; reason: string }
  | { code: 'return_until' | 'return_pickup'; date: string }
  | { code: 'pharmacist_calls'; dueAt: string }
  /** A verified prescription the pharmacist has made an order (a quote) from: that order's ORD- reference, to track. */
  | { code: 'order_made'; reference: string };

/** Every next-step code, for the catalog test and the page's table. */
export const trackNextStepCodes = [
  'pharmacist_checks',
  'expect_in_days',
  'delivery_email',
  'reply_by_email',
  'answer_below',
  'answer_below_no_reply',
  'reply_soon',
  'return_requested',
  'upload_again',
  'return_until',
  'return_pickup',
  'pharmacist_calls',
  'order_made',
] as const satisfies readonly TrackNextStep['code'][];

/** 200 of POST /api/track/. */
export interface TrackAnswer {
  reference: string;
  kind: LifecycleKind;
  /** The status code (domain/lifecycle.ts); the page words it (a dispatched order with `estimatedDelivery` says its date). */
  status: string;
  /** ISO 8601 time of the last change. */
  updatedAt: string;
  /** Oldest first. */
  history: TrackEvent[];
  /** What the shopper can do or expect next, if anything. */
  nextStep?: TrackNextStep;
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
  /** The order's refund: state, method, amount in integer paise and times (ISO 8601). */
  refund?: TrackRefund;
  /** True for a cancelled (or returned) order whose payment was never received: nothing to refund. */
  nothingCharged?: boolean;
  /** Orders only: the items, as priced at checkout (names as the catalogue has them; amounts in integer paise). */
  lines?: TrackLine[];
  /** Orders only: what the shopper pays, GST included, in integer paise. */
  totalPaise?: number;
  /** Orders only: the GST contained in `totalPaise`, in integer paise (never added on top). */
  gstPaise?: number;
  /** Orders only: how it is paid and where the money stands (domain/payment.ts); the page words both codes. */
  payment?: TrackPayment;
  /**
   * Orders only, once dispatched: the courier's name (as domain/couriers.ts writes it; not translated), the tracking
   * number (AWB) and the courier's tracking page for it when the courier has one.
   */
  shipment?: ShipmentView;
  /** Orders only, once delivered: the name of the person who received it, as the courier gave it (the shopper's own data). */
  receivedBy?: string;
  /** The order's return: its state, reason code, pickup date (YYYY-MM-DD) once approved. */
  return?: TrackReturn;
  /** A message's conversation (contracts/message-thread.ts); absent for other kinds and for an erased message. */
  thread?: TrackThread;
  /** Orders only: true once the order has been dispatched, so its GST tax invoice can be downloaded (POST /api/track/invoice). */
  invoiceAvailable?: boolean;
  /** Orders only: true while a refill reminder may be asked for (delivered, with an e-mail address: contracts/refill-reminders.ts). */
  canRemind?: boolean;
  /** Orders only: the order's refill reminder, when one was asked for (POST /api/track/reminder). */
  refillReminder?: TrackRefillReminder;
  /** Orders built by a pharmacist from an uploaded prescription (a quote: contracts/quote.ts). */
  quote?: TrackQuote;
}

/**
 * A pharmacist's quote as /track shows it: when it lapses (ISO 8601), the pharmacist's note to the shopper, and whether
 * it may still be accepted or declined (status `quoted` and not past `expiresAt`); `expired` once it lapsed unanswered.
 */
export interface TrackQuote {
  expiresAt: string;
  note?: string;
  open: boolean;
  expired: boolean;
}

/** A message's conversation as /track shows it: the customer's words and each answer with its time, never a staff name or id. */
export interface TrackThread {
  /** Oldest first; the first entry is the original message. */
  entries: ThreadEntry[];
  /** The record's version: sent back with a reply (POST /api/track/reply), so a reply never passes an unseen answer. */
  version: number;
  /** False when no reply is taken any more: the conversation is full, or it is about to be deleted (repliesClosedOn). */
  canReply: boolean;
  /**
   * When the conversation takes no reply because it is about to be deleted (domain/retention.ts
   * MESSAGE_REPLY_CUTOFF_DAYS): the day it is deleted, in India, YYYY-MM-DD. Absent otherwise.
   */
  repliesClosedOn?: string;
}

/** One line of an order as /track shows it. */
export interface TrackLine {
  name: string;
  quantity: number;
  /** Price of one unit, GST included, integer paise. */
  pricePaise: number;
  /** pricePaise × quantity, integer paise. */
  lineTotalPaise: number;
  /** The batch number and expiry month ('YYYY-MM') packed, shown once the order has been dispatched. */
  batch?: string;
  expiry?: string;
}

/** An order's payment as /track shows it: two codes (domain/payment.ts). */
export interface TrackPayment {
  method: PaymentMethod;
  state: PaymentState;
}

/** An order's refund as /track shows it. */
export interface TrackRefund {
  state: 'started' | 'refunded';
  /** Where the money goes back: `online` to the account paid with; `cod` to the UPI ID the shopper gave. */
  method: PaymentMethod;
  /** Integer paise. */
  amountPaise: number;
  /** ISO 8601 times (UTC). */
  startedAt: string;
  refundedAt?: string;
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
