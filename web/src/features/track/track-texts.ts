/**
 * The shopper's words of /track, in the page's language. The track answer carries codes and values (contracts/track.ts:
 * the status, the next step, each event's status and reason, the refund's method and amount), and so do the refusals
 * of /track's own endpoints (contracts/track-refusals.ts) and the privacy answers (contracts/privacy-requests.ts
 * privacyAnswerParams); this module words them with the feature's catalog (docs/decisions/0020-codes-not-sentences.md).
 * Nothing English from the API is shown or parsed. A code the page does not know yet (a status added on the server
 * first) shows as the code itself, or a generic sentence, rather than a wrong one.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, intlLocale, isLocale, type Locale } from '@contracts/locale';
import type { TrackAnswer, TrackEvent, TrackPharmacist, TrackRefund } from '@contracts/track';
import type { ErrorReason } from '@contracts/api';
import { PRIVACY_CORRECTION_REASON, type PrivacyAnswerCode, type PrivacyAnswerReason } from '@contracts/privacy-requests';
import { CASH_COLLECTED_REASON } from '@contracts/order-service';
import type { TrackRefusalCode } from '@contracts/track-refusals';
import { formatShopperDate, kolkataDate } from '@domain/delivery-estimate';
import {
  type cancellationReasons,
  type rejectionReasons,
  type returnDeclineReasons,
  type returnReasons,
  type shopperCancellationReasons,
  type LifecycleStatus,
} from '@domain/lifecycle';
import { formatMoney } from '@domain/money';
import { statusLabelMessages } from '@domain/status-labels';
import type { PaymentMethod, PaymentState } from '@domain/payment';
import { useLocale } from '../../i18n/use-locale';
import { callByParts } from '../../lib/dates';
import { ApiError } from '../../lib/api-client';
import { apiErrorText, reasonValues } from '../../lib/api-messages/api-messages';
import { shopperDate } from '../../lib/dates';

type RejectionCode = keyof typeof rejectionReasons;
type CancellationCode = keyof typeof cancellationReasons;
type ShopperCancellationCode = (typeof shopperCancellationReasons)[number];
type ReturnCode = keyof typeof returnReasons;
type ReturnDeclineCode = keyof typeof returnDeclineReasons;

/**
 * Each status in plain words: the catalog messages shared with the shopper e-mails (domain/status-labels.ts), so the page
 * and the e-mail say a status alike in every language.
 */
export const statusTexts: Readonly<Record<LifecycleStatus, MessageDescriptor>> = statusLabelMessages;

/** Why a prescription was refused, and what to do next (domain/lifecycle.ts rejectionReasons). */
export const rejectionTexts: Readonly<Record<RejectionCode, { reason: MessageDescriptor; nextStep: MessageDescriptor }>> = {
  too_old: {
    reason: msg`Your prescription is older than six months.`,
    nextStep: msg`Please upload one written in the last six months.`,
  },
  unreadable: {
    reason: msg`We could not read your prescription clearly.`,
    nextStep: msg`Please upload a sharper photo or scan showing the whole page in good light.`,
  },
  doctor_details_missing: {
    reason: msg`Your prescription does not show the doctor's name, registration number or signature.`,
    nextStep: msg`Please upload the complete prescription, including the part with the doctor’s details and signature.`,
  },
  patient_mismatch: {
    reason: msg`The patient name on the prescription does not match the name given with it.`,
    nextStep: msg`Please upload the prescription written for the patient, or contact us if the name was typed differently.`,
  },
  medicine_not_prescribed: {
    reason: msg`The medicine you asked for is not on this prescription.`,
    nextStep: msg`Please upload the prescription that lists this medicine.`,
  },
  other: {
    reason: msg`Our pharmacist could not accept this prescription.`,
    nextStep: msg`Please call us, or write to us from our contact page; we will tell you what is needed.`,
  },
};

/** What the timeline says about a cancellation, by reason (domain/lifecycle.ts cancellationReasons). */
export const cancellationTexts: Readonly<Record<CancellationCode, MessageDescriptor>> = {
  shopper_request: msg`The order was cancelled at your request.`,
  prescription_invalid: msg`The order was cancelled because the prescription could not be accepted for these medicines.`,
  out_of_stock: msg`The order was cancelled because a medicine is out of stock.`,
  undeliverable: msg`The order was cancelled because we cannot deliver to this address.`,
  other: msg`The order was cancelled. Please contact us for details.`,
  shopper_ordered_by_mistake: msg`You cancelled the order: ordered by mistake.`,
  shopper_found_cheaper: msg`You cancelled the order: found it cheaper elsewhere.`,
  shopper_delivery_too_slow: msg`You cancelled the order: delivery too slow.`,
  shopper_other: msg`You cancelled the order.`,
  payment_not_completed: msg`The order was cancelled because the online payment was not completed within 30 minutes.`,
  quote_declined_too_expensive: msg`You declined the order: too expensive.`,
  quote_declined_bought_elsewhere: msg`You declined the order: bought elsewhere.`,
  quote_declined_not_needed: msg`You declined the order: no longer needed.`,
  quote_declined_other: msg`You declined the order.`,
  quote_expired: msg`The order was cancelled because it was not accepted within 48 hours.`,
};

/** The shopper's choices when cancelling on /track (domain/lifecycle.ts shopperCancellationReasons' labels). */
export const shopperCancellationLabels: Readonly<Record<ShopperCancellationCode, MessageDescriptor>> = {
  shopper_ordered_by_mistake: msg`I ordered by mistake`,
  shopper_found_cheaper: msg`I found it cheaper elsewhere`,
  shopper_delivery_too_slow: msg`Delivery is too slow`,
  shopper_other: msg`Another reason`,
};

/** A return's reasons: the picker's label and the timeline's sentence (domain/lifecycle.ts returnReasons). */
export const returnReasonTexts: Readonly<Record<ReturnCode, { label: MessageDescriptor; shopperText: MessageDescriptor }>> = {
  wrong_item: { label: msg`Wrong item`, shopperText: msg`Return requested: wrong item.` },
  damaged: { label: msg`Damaged or broken`, shopperText: msg`Return requested: damaged or broken.` },
  expiring_soon: { label: msg`Expires within 3 months`, shopperText: msg`Return requested: expires within 3 months.` },
};

/** Why a return was declined, as the timeline says it (domain/lifecycle.ts returnDeclineReasons). */
export const returnDeclineTexts: Readonly<Record<ReturnDeclineCode, MessageDescriptor>> = {
  outside_policy: msg`Return declined: this item cannot be returned under our return policy.`,
  not_as_described: msg`Return declined: we checked and the item matches your order and is in date.`,
  other: msg`Return declined. Please contact us for details.`,
};

/** Where a refund goes, by payment method (domain/order-service.ts refundDestination). */
const refundDestinationTexts: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  online: msg`the card or UPI account you paid with`,
  cod: msg`the UPI ID you gave us`,
};

/** How an order is paid, as /track says it (contracts/track.ts TrackPayment.method). */
export const paymentMethodTexts: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  online: msg`UPI or card`,
  cod: msg`Cash on delivery`,
};

/** Where an order's money stands, as /track says it (contracts/track.ts TrackPayment.state; domain/payment.ts). */
export const paymentStateTexts: Readonly<Record<PaymentMethod, Readonly<Record<PaymentState, MessageDescriptor>>>> = {
  online: {
    pending: msg`Payment not completed yet`,
    paid: msg`Paid`,
    refund_pending: msg`Refund started`,
    refunded: msg`Refunded`,
    not_charged: msg`Nothing was charged`,
  },
  cod: {
    pending: msg`Pay in cash when it is delivered`,
    paid: msg`Paid in cash on delivery`,
    refund_pending: msg`Refund started`,
    refunded: msg`Refunded`,
    not_charged: msg`Nothing was charged`,
  },
};

/** A day as the acknowledgement of a privacy request says it: '26 December 2026' / '26 दिसंबर 2026' (Asia/Kolkata). */
export function shopperLongDate(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    instant,
  );
}

/** A code of `table`, or undefined: narrows a code the answer carries as a plain string. */
const codeIn = <T extends object>(table: T, code: string | undefined): (keyof T & string) | undefined =>
  code !== undefined && Object.hasOwn(table, code) ? (code as keyof T & string) : undefined;

/** The words of a status code (statusTexts), or the code itself for a status this page does not know yet. */
function statusText(status: string, i18n: I18n): string {
  const code = codeIn(statusTexts, status);
  return code ? i18n._(statusTexts[code]) : status;
}

/**
 * The status line of a lookup in the page's language, by status code; a dispatched order with a known arrival date says
 * that date (functions/track/order-track-view.ts estimatedDelivery).
 * @param answer the API's view; `i18n` the page's Lingui instance; `locale` its language
 */
export function statusLabelOf(answer: TrackAnswer, i18n: I18n, locale: Locale): string {
  const latest = answer.estimatedDelivery?.latest;
  if (answer.status === 'dispatched' && latest) {
    const date = shopperDate(latest, locale);
    return i18n._(msg`On its way: arrives by ${date}`);
  }
  return statusText(answer.status, i18n);
}

/**
 * What the shopper can do or expect next (contracts/track.ts TrackNextStep), in the page's language; undefined when the
 * answer has no next step or its code is unknown to this page.
 * @param answer the API's view; `i18n` the page's Lingui instance; `locale` its language
 */
export function nextStepOf(answer: TrackAnswer, i18n: I18n, locale: Locale, now: Date = new Date()): string | undefined {
  const step = answer.nextStep;
  if (!step) return undefined;
  switch (step.code) {
    case 'pharmacist_calls':
      return callByText(step.dueAt, i18n, locale, now);
    case 'pharmacist_checks':
      return i18n._(
        msg`A pharmacist checks every prescription before anything is sent. This page shows the result as soon as there is one.`,
      );
    case 'expect_in_days':
      return i18n._(msg`Expect your order within 2–3 business days from dispatch.`);
    case 'delivery_email':
      return i18n._(msg`We will e-mail you when it is delivered.`);
    case 'reply_by_email':
      return i18n._(msg`We will reply to the e-mail address you gave.`);
    case 'answer_below':
      return i18n._(msg`Our answer is below. You can reply to it here.`);
    case 'answer_below_no_reply':
      return i18n._(msg`Our answer is below.`);
    case 'reply_soon':
      return i18n._(msg`We will answer your reply soon, here and by e-mail.`);
    case 'return_requested':
      return i18n._(msg`Our team will reply within 48 hours. Keep the item in its packaging until then.`);
    case 'upload_again': {
      const reason = codeIn(rejectionTexts, step.reason);
      return reason ? i18n._(rejectionTexts[reason].nextStep) : undefined;
    }
    case 'return_until':
      return returnUntilText(step.date, i18n, locale);
    case 'order_made': {
      const order = step.reference;
      return i18n._(
        msg`Our pharmacist has made your order ${order} from this prescription. Track ${order} with the same phone number to see the items and the total, and to accept it.`,
      );
    }
    case 'return_pickup': {
      const date = shopperDate(step.date, locale);
      return i18n._(msg`We will collect it on ${date}. Keep it in its packaging; the refund follows once we have it.`);
    }
    default:
      return undefined;
  }
}

/**
 * "Our pharmacist will call you by 11:40 am today" (contracts/track.ts `pharmacist_calls`), in the page's language:
 * today or tomorrow by India's calendar, else the date and time; a due time already past says "shortly", never a
 * time gone by.
 * @param dueAt ISO 8601 time the call is due; `now` the page's clock
 */
export function callByText(dueAt: string, i18n: I18n, locale: Locale, now: Date): string {
  const due = callByParts(dueAt, locale, now);
  if (due.kind === 'shortly') return i18n._(msg`Our pharmacist will call you shortly.`);
  const { time } = due;
  if (due.kind === 'today') return i18n._(msg`Our pharmacist will call you by ${time} today.`);
  if (due.kind === 'tomorrow') return i18n._(msg`Our pharmacist will call you by ${time} tomorrow.`);
  const when = time;
  return i18n._(msg`Our pharmacist will call you by ${when}.`);
}

/** "You can request a return until …" in the page's language. */
export function returnUntilText(lastDay: string, i18n: I18n, locale: Locale): string {
  const date = shopperDate(lastDay, locale);
  return i18n._(msg`You can request a return until ${date}.`);
}

/** "Arrives by …" in the page's language. */
export function arrivesByText(latest: string, i18n: I18n, locale: Locale): string {
  const date = shopperDate(latest, locale);
  return i18n._(msg`Arrives by ${date}`);
}

/** "Verified by our pharmacist: <name>, registration <number> (<council>)" (G.S.R. 817(E)) from the event's values. */
function verifiedByText({ name, registration, council }: TrackPharmacist, i18n: I18n): string {
  const registrationText = registration ? i18n._(msg`registration ${registration}`) : '';
  const who = [name, registrationText].filter(Boolean).join(', ') + (council ? ` (${council})` : '');
  return i18n._(msg`Verified by our pharmacist: ${who}`);
}

/** The sentence of an event whose reason the shopper may know (contracts/track.ts TrackEvent.reason), or undefined. */
function reasonedEventText(status: string, reasonCode: string, i18n: I18n): string | undefined {
  if (status === 'rejected') {
    const code = codeIn(rejectionTexts, reasonCode);
    if (!code) return undefined;
    const reason = i18n._(rejectionTexts[code].reason);
    return i18n._(msg`Not accepted: ${reason}`);
  }
  if (status === 'cancelled') {
    const code = codeIn(cancellationTexts, reasonCode);
    return code && i18n._(cancellationTexts[code]);
  }
  if (status === 'return_requested') {
    const code = codeIn(returnReasonTexts, reasonCode);
    return code && i18n._(returnReasonTexts[code].shopperText);
  }
  if (status === 'return_declined') {
    const code = codeIn(returnDeclineTexts, reasonCode);
    return code && i18n._(returnDeclineTexts[code]);
  }
  return undefined;
}

/**
 * One timeline entry's sentence in the page's language: a correction at the shopper's request, the cash of a
 * cash-on-delivery order received (the status stays, so the entry is worded by its reason alone), the reason's sentence of
 * a rejection, cancellation or return, the pharmacist who verified it, or else its status; then, on the prescription
 * check's entry, the last day the prescription is valid (`validUntil`).
 * @param event the API's event (status and reason codes, the pharmacist's name and registration)
 * @param i18n the page's Lingui instance
 */
export function eventMessageOf(event: TrackEvent, i18n: I18n): string {
  if (event.reason === PRIVACY_CORRECTION_REASON) return i18n._(msg`Your details were corrected at your request`);
  if (event.reason === CASH_COLLECTED_REASON) return i18n._(msg`Cash payment received`);
  const reasoned = event.reason ? reasonedEventText(event.status, event.reason, i18n) : undefined;
  if (reasoned) return reasoned;
  const checked = event.status === 'verified' && event.pharmacist ? verifiedByText(event.pharmacist, i18n) : statusText(event.status, i18n);
  if (!event.validUntil) return checked;
  // The day is a date in India: noon IST of it formats as that day in any time zone's browser.
  const until = shopperLongDate(new Date(`${event.validUntil}T12:00:00+05:30`), isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
  return `${checked}. ${i18n._(msg`Prescription valid until ${until}`)}`;
}

/**
 * The refund sentence in the page's language, from its state, method and amount (paise, shown through formatMoney).
 * @param refund the API's refund; `i18n` the page's Lingui instance; `locale` its language
 */
export function refundMessageOf(refund: TrackRefund, i18n: I18n, locale: Locale): string {
  const amount = formatMoney(refund.amountPaise);
  const to = i18n._(refundDestinationTexts[refund.method]);
  if (!refund.refundedAt) return i18n._(msg`Refund started: ${amount} to ${to}.`);
  // English keeps the e-mails' short date ('Fri, 28 Nov'); Hindi writes the day out ('28 नवंबर 2026').
  const refundedAt = new Date(refund.refundedAt);
  const date = locale === 'en' ? formatShopperDate(kolkataDate(refundedAt)) : shopperLongDate(refundedAt, locale);
  return i18n._(msg`Refunded on ${date}: ${amount} to ${to}.`);
}

/** A privacy answer's values as its sentence reads them (all present: a missing one reads as 0). */
type PrivacyAnswerValues = Required<Omit<PrivacyAnswerReason, 'code'>>;

/** The sentence of each privacy answer (contracts/privacy-requests.ts privacyAnswerParams), by code. */
export const privacyAnswerTexts: Readonly<Record<PrivacyAnswerCode, (values: PrivacyAnswerValues) => MessageDescriptor>> = {
  erasure_code_sent: ({ digits, minutes }) =>
    msg`We have e-mailed a ${digits}-digit code to the address you gave with this request. Enter it here within ${minutes} minutes to confirm the deletion. Nothing is deleted until you do.`,
  privacy_deleted: () =>
    msg`Deleted. Your details and every copy of your file are gone; we keep only the reference number and the date, as a record that we deleted them.`,
  privacy_kept_by_law: ({ days }) =>
    msg`A medicine was dispatched against this prescription, so pharmacy law (the Drugs and Cosmetics Rules, 1945) requires us to keep it for now. We have recorded your request: we will not use your data for anything else, and we will delete it as soon as the legal period ends. Our grievance officer will confirm this by e-mail within ${days} days.`,
  privacy_order_record: ({ days }) =>
    msg`An order is a record of sale, so our team handles its deletion. We have recorded your request: if the order has not been dispatched we cancel it and delete your details; if it has, pharmacy law requires us to keep the record for now and we delete it when that period ends. We will answer within ${days} days.`,
  privacy_kept_h1_register: ({ days, years }) =>
    msg`A Schedule H1 medicine was dispatched to you with this request, so the Drugs Rules, 1945 (Rule 65) require us to keep its entry in our Schedule H1 register for ${years} years from the date we supplied it: your name and address, the doctor's name and registration number, the medicine, the quantity, the batch number and the date of supply. We have recorded your request: we will not use these details for anything else, and we delete the entry when those ${years} years end. Our grievance officer will confirm this by e-mail within ${days} days.`,
  privacy_correction_recorded: ({ days }) =>
    msg`We have received your correction request. Our team will correct your details and confirm within ${days} days.`,
};

/**
 * The sentence of a privacy request's answer in the page's language, from its code and values; a code this page does
 * not know yet (added on the server first) gets a plain "request received" rather than the server's English.
 * @param reason the answer's `reason` (contracts/privacy-requests.ts PrivacyAnswerReason); `i18n` the page's Lingui instance
 */
export function privacyAnswerText(reason: PrivacyAnswerReason | undefined, i18n: I18n): string {
  const code = codeIn(privacyAnswerTexts, reason?.code);
  if (!code) return i18n._(msg`We have received your request.`);
  return i18n._(privacyAnswerTexts[code]({ digits: 0, minutes: 0, days: 0, years: 0, ...reason }));
}

/**
 * The sentence of each refusal of /track's own endpoints (contracts/track-refusals.ts), by reason code, from its values
 * (reasonValues of lib/api-messages: every value present). A status is worded with statusTexts, a date as the page
 * writes dates; so these live in /track's catalog rather than in the catalog of the API's codes.
 */
export const trackRefusalTexts: Readonly<Record<TrackRefusalCode, (reason: Required<ErrorReason>, i18n: I18n, locale: Locale) => string>> =
  {
    email_code_wrong: ({ triesLeft }, i18n) =>
      i18n._(
        msg`${plural(triesLeft, { one: 'That code is not right. You have # try left.', other: 'That code is not right. You have # tries left.' })}`,
      ),
    email_code_used_up: ({ tries }, i18n) =>
      i18n._(msg`That code was entered wrongly ${tries} times and no longer works. Please ask for a new code.`),
    email_code_expired: ({ minutes }, i18n) =>
      i18n._(msg`That code has expired: a code works for ${minutes} minutes. Please ask for a new code.`),
    email_code_none: (_, i18n) =>
      i18n._(
        msg`There is no code waiting for this request: it was already used, replaced by a newer one, or not sent yet. Please use the newest code we e-mailed you, or ask for a new one.`,
      ),
    reference_locked: ({ minutes }, i18n) =>
      i18n._(
        msg`This reference is locked for ${minutes} minutes because someone entered wrong phone numbers for it many times. If it is yours, we can e-mail you a code to open it now.`,
      ),
    erasure_code_no_email: (_, i18n) =>
      i18n._(
        msg`We have no e-mail address for this request, so we cannot send you a code. Please contact our grievance officer (named on the tracking page): we will check it is you and delete your data.`,
      ),
    erasure_code_sent_recently: ({ seconds }, i18n) =>
      i18n._(msg`We sent you a code a moment ago. Please check your inbox and spam folder, or ask for a new code in ${seconds} seconds.`),
    erasure_code_daily_limit: ({ count, retryAfterMinutes }, i18n) => {
      // A wait of an hour or more is said in whole hours, rounded up, as people say it.
      if (retryAfterMinutes >= 60) {
        const hours = Math.ceil(retryAfterMinutes / 60);
        return i18n._(
          msg`We have sent ${count} codes for this request today. Please try again in ${hours} hours, or contact our grievance officer.`,
        );
      }
      return i18n._(
        msg`We have sent ${count} codes for this request today. Please try again in ${retryAfterMinutes} minutes, or contact our grievance officer.`,
      );
    },
    erasure_not_here: (_, i18n) => i18n._(msg`This request cannot be deleted from here. Please contact our grievance officer.`),
    corrections_open: (_, i18n) =>
      i18n._(msg`You already have several correction requests open. We will answer those first; please wait for our e-mail.`),
    reupload_not_refused: (_, i18n) => i18n._(msg`Only a prescription that was not accepted takes a new file.`),
    cancel_after_dispatch: (_, i18n) => i18n._(msg`Your order is already on its way: you can return it after delivery.`),
    cancel_not_possible: ({ status: code }, i18n) => {
      const status = statusText(code, i18n);
      return i18n._(msg`This order can no longer be cancelled (${status}).`);
    },
    order_changed: (_, i18n) => i18n._(msg`Your order changed while you were looking at it. Here is its current status.`),
    return_not_delivered: (_, i18n) => i18n._(msg`A return can be requested once the order is delivered.`),
    return_already_requested: (_, i18n) => i18n._(msg`A return has already been requested for this order.`),
    return_window_closed: ({ date, days }, i18n, locale) => {
      const day = shopperDate(date, locale);
      return i18n._(
        msg`Returns for this order closed on ${day}, ${days} days after delivery. Please call us if something is wrong with it.`,
      );
    },
    return_photos_paused: (_, i18n) =>
      i18n._(
        msg`Photos cannot be received just now because of unusually heavy use. Please send the request without the photo, or call the pharmacy.`,
      ),
    thread_changed: (_, i18n) =>
      i18n._(
        msg`We added to this conversation while you were writing. Please read the latest messages; your reply is kept: press Send again.`,
      ),
    message_erased: (_, i18n) =>
      i18n._(msg`This message was deleted at your request, so it takes no reply. Please send a new message from the contact page.`),
    message_reply_closed: ({ date }, i18n, locale) => {
      const day = shopperDate(date, locale);
      return i18n._(
        msg`This conversation will be deleted on ${day}, a year after our last answer, so it takes no more replies. Please send a new message from the contact page.`,
      );
    },
    quote_expired: (_, i18n) =>
      i18n._(msg`This order was not accepted within 48 hours, so it has expired. Please call us or upload your prescription again.`),
    quote_not_open: ({ status: code }, i18n) => {
      const status = statusText(code, i18n);
      return i18n._(msg`This order is no longer waiting for your answer (${status}).`);
    },
  };

/**
 * /track's sentence for a refusal of its own endpoints (trackRefusalTexts, by `error.reason.code`), or undefined for
 * any other answer, which the catalog of the API's codes words (lib/api-messages apiErrorText): the form kit's
 * FailureTexts.serverText.
 * @param error the failed request; `i18n` the page's Lingui instance; `locale` its language
 */
export function trackRefusalText(error: ApiError, i18n: I18n, locale: Locale): string | undefined {
  const code = codeIn(trackRefusalTexts, error.reason?.code);
  return code && error.reason ? trackRefusalTexts[code](reasonValues(error.reason), i18n, locale) : undefined;
}

/** trackRefusalText bound to the page's language, for the /track forms' FailureTexts.serverText. */
export function useTrackRefusal(): (error: ApiError) => string | undefined {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (error) => trackRefusalText(error, i18n, locale);
}

/**
 * What a failed /track request says, in the page's language: /track's own refusals (trackRefusalText), any other
 * answer from its codes (lib/api-messages apiErrorText), and `fallback` for what is not an answer of the API (a bug).
 * Never the server's English `message`.
 * @returns a function of the caught error and the fallback text
 */
export function useTrackFailure(): (caught: unknown, fallback: string) => string {
  const refusal = useTrackRefusal();
  return (caught, fallback) => (caught instanceof ApiError ? (refusal(caught) ?? apiErrorText(caught.code, caught.reason)) : fallback);
}
