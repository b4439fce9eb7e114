/**
 * The shopper's words of /track, in the page's language. The track answer carries codes and values (contracts/track.ts:
 * the status, the next step, each event's status and reason, the refund's method and amount), and this module words
 * them with the feature's catalog (docs/decisions/0020-codes-not-sentences.md). A code the page does not know yet (a
 * status added on the server first) shows as the code itself rather than a wrong sentence.
 * Transitional: the refusals of /track's own endpoints (erasure code, cancel, return) carry no reason code yet and are
 * still recognised from their English by trackProblemText / knownTrackProblem below.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { intlLocale, type Locale } from '@contracts/locale';
import type { TrackAnswer, TrackEvent, TrackPharmacist, TrackRefund } from '@contracts/track';
import {
  ERASURE_CODE_DIGITS,
  ERASURE_CODE_MAX_TRIES,
  ERASURE_CODE_VALID_SECONDS,
  PRIVACY_CORRECTION_REASON,
  erasureCodeMessages,
  privacyMessages,
} from '@contracts/privacy-requests';
import { MESSAGE_THREAD_FULL_MESSAGE, MESSAGE_THREAD_MAX_ENTRIES } from '@contracts/message-thread';
import { invoiceText } from '@domain/invoice';
import { PRIVACY_RESPONSE_DAYS } from '@contracts/privacy-response';
import { formatShopperDate, kolkataDate } from '@domain/delivery-estimate';
import {
  type cancellationReasons,
  type rejectionReasons,
  type returnDeclineReasons,
  type returnReasons,
  type shopperCancellationReasons,
  shopperStatusLabels,
  type LifecycleStatus,
} from '@domain/lifecycle';
import { formatMoney } from '@domain/money';
import { RETURN_WINDOW_DAYS, orderServiceTexts } from '@domain/order-service';
import type { PaymentMethod, PaymentState } from '@domain/payment';
import { useLocale } from '../../i18n/use-locale';
import type { ApiError } from '../../lib/api-client';

type RejectionCode = keyof typeof rejectionReasons;
type CancellationCode = keyof typeof cancellationReasons;
type ShopperCancellationCode = (typeof shopperCancellationReasons)[number];
type ReturnCode = keyof typeof returnReasons;
type ReturnDeclineCode = keyof typeof returnDeclineReasons;

/** Each status in plain words (domain/lifecycle.ts shopperStatusLabels). */
export const statusTexts: Readonly<Record<LifecycleStatus, MessageDescriptor>> = {
  received: msg`Received: waiting for a pharmacist`,
  in_review: msg`A pharmacist is checking your prescription`,
  verified: msg`Verified by our pharmacist`,
  rejected: msg`Not accepted`,
  erased: msg`Deleted at your request`,
  placed: msg`Order received`,
  awaiting_prescription: msg`Waiting for our pharmacist to check the prescription`,
  confirmed: msg`Confirmed: being prepared`,
  packed: msg`Packed: ready for dispatch`,
  dispatched: msg`On its way: expect it in 2–3 business days`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  return_requested: msg`Return requested: our team will reply within 48 hours`,
  return_approved: msg`Return approved: we will collect it`,
  return_declined: msg`Return declined`,
  returned: msg`Returned and refunded`,
  new: msg`Received: we will reply soon`,
  answered: msg`Answered`,
  awaiting_support: msg`Your reply is with us: we will answer soon`,
  closed: msg`Closed`,
};

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
    nextStep: msg`Please call us or reply to our e-mail; we will tell you what is needed.`,
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

/** One sentence the server may have sent: its English (built with the domain's texts) and the page's words for it. */
interface Known {
  english: string;
  local: () => string;
}

/** The page's words for `english` when it is one of `known`, else `english` itself (an unknown text stays English). */
function translateKnown(english: string, known: readonly Known[]): string {
  return known.find((candidate) => candidate.english === english)?.local() ?? english;
}

/**
 * A calendar date (YYYY-MM-DD, already a date in India) as the shopper reads it: English keeps the domain's
 * 'Fri, 28 Nov'; Hindi writes 'शुक्रवार, 28 नवंबर' (Intl, hi-IN).
 * @param date 'YYYY-MM-DD'
 * @param locale the page's language
 */
export function shopperDate(date: string, locale: Locale): string {
  if (locale === 'en') return formatShopperDate(date);
  return new Intl.DateTimeFormat(intlLocale[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Time formats of the timeline per language: English '21 Nov 2026, 3:30 pm'; Hindi '21 नवंबर 2026 को दोपहर 3:30 बजे'. */
const dateTimeOptions: Readonly<Record<Locale, Intl.DateTimeFormatOptions>> = {
  en: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' },
  // hi-IN's medium style abbreviates the month ('नव॰'), which shoppers do not read easily, and writes 'am'/'pm' in
  // Latin letters: the month is written out and the time of day said as people say it (सुबह, दोपहर, शाम, रात).
  hi: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'Asia/Kolkata' },
};

/**
 * An instant as the shopper reads it, in Indian time (Asia/Kolkata, the shopper's and the pharmacy's).
 * @param iso an ISO 8601 time
 * @param locale the page's language
 */
export function shopperDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], dateTimeOptions[locale]).format(new Date(iso));
}

/** A day as the acknowledgement of a privacy request says it: '26 December 2026' / '26 दिसंबर 2026' (Asia/Kolkata). */
export function shopperLongDate(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    instant,
  );
}

/** The codes of a table, typed (Object.keys loses them). */
const codesOf = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[];

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
export function nextStepOf(answer: TrackAnswer, i18n: I18n, locale: Locale): string | undefined {
  const step = answer.nextStep;
  if (!step) return undefined;
  switch (step.code) {
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
    case 'return_pickup': {
      const date = shopperDate(step.date, locale);
      return i18n._(msg`We will collect it on ${date}. Keep it in its packaging; the refund follows once we have it.`);
    }
    default:
      return undefined;
  }
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
 * One timeline entry's sentence in the page's language: a correction at the shopper's request, the reason's sentence of
 * a rejection, cancellation or return, the pharmacist who verified it, or else its status.
 * @param event the API's event (status and reason codes, the pharmacist's name and registration)
 * @param i18n the page's Lingui instance
 */
export function eventMessageOf(event: TrackEvent, i18n: I18n): string {
  if (event.reason === PRIVACY_CORRECTION_REASON) return i18n._(msg`Your details were corrected at your request`);
  const reasoned = event.reason ? reasonedEventText(event.status, event.reason, i18n) : undefined;
  if (reasoned) return reasoned;
  if (event.status === 'verified' && event.pharmacist) return verifiedByText(event.pharmacist, i18n);
  return statusText(event.status, i18n);
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

/**
 * The sentence of a privacy request's answer (contracts/privacy-requests.ts privacyMessages, erasureCodeMessages.sent)
 * in the page's language; any other sentence stays as the server wrote it.
 * @param message the answer's `message`; `i18n` the page's Lingui instance; `locale` its language
 */
export function privacyAnswerText(message: string, i18n: I18n, locale: Locale): string {
  if (locale === 'en') return message;
  const days = PRIVACY_RESPONSE_DAYS;
  const digits = ERASURE_CODE_DIGITS;
  const minutes = Math.ceil(ERASURE_CODE_VALID_SECONDS / 60);
  return translateKnown(message, [
    {
      english: erasureCodeMessages.sent,
      local: () =>
        i18n._(
          msg`We have e-mailed a ${digits}-digit code to the address you gave with this request. Enter it here within ${minutes} minutes to confirm the deletion. Nothing is deleted until you do.`,
        ),
    },
    {
      english: privacyMessages.deleted,
      local: () =>
        i18n._(
          msg`Deleted. Your details and every copy of your file are gone; we keep only the reference number and the date, as a record that we deleted them.`,
        ),
    },
    {
      english: privacyMessages.recordsLaw,
      local: () =>
        i18n._(
          msg`A medicine was dispatched against this prescription, so pharmacy law (the Drugs and Cosmetics Rules, 1945) requires us to keep it for now. We have recorded your request: we will not use your data for anything else, and we will delete it as soon as the legal period ends. Our grievance officer will confirm this by e-mail within ${days} days.`,
        ),
    },
    {
      english: privacyMessages.orderRecord,
      local: () =>
        i18n._(
          msg`An order is a record of sale, so our team handles its deletion. We have recorded your request: if the order has not been dispatched we cancel it and delete your details; if it has, pharmacy law requires us to keep the record for now and we delete it when that period ends. We will answer within ${days} days.`,
        ),
    },
    {
      english: privacyMessages.correction,
      local: () =>
        i18n._(msg`We have received your correction request. Our team will correct your details and confirm within ${days} days.`),
    },
  ]);
}

/** The fixed refusals and field errors of /track's own endpoints and schemas (contracts/, domain/), by their English. */
function trackProblems(i18n: I18n): Known[] {
  const digits = ERASURE_CODE_DIGITS;
  const tries = ERASURE_CODE_MAX_TRIES;
  const minutes = Math.ceil(ERASURE_CODE_VALID_SECONDS / 60);
  const maxEntries = MESSAGE_THREAD_MAX_ENTRIES;
  const pairs: [string, MessageDescriptor][] = [
    ['Enter the reference number, e.g. RX-20261121-7K3F9QAZ', msg`Enter the reference number, e.g. RX-20261121-7K3F9QAZ`],
    ['Confirm that you want your data deleted', msg`Confirm that you want your data deleted`],
    [`Enter the ${digits}-digit code from the e-mail`, msg`Enter the ${digits}-digit code from the e-mail`],
    ['Tell us which detail is wrong and what it should be', msg`Tell us which detail is wrong and what it should be`],
    ['Write your message', msg`Write your message`],
    [
      erasureCodeMessages.noEmail,
      msg`We have no e-mail address for this request, so we cannot send you a code. Please contact our grievance officer (named on the tracking page): we will check it is you and delete your data.`,
    ],
    [erasureCodeMessages.wrongField, msg`That is not the code we sent.`],
    [erasureCodeMessages.usedUp, msg`That code was entered wrongly ${tries} times and no longer works. Please ask for a new code.`],
    [erasureCodeMessages.expired, msg`That code has expired: a code works for ${minutes} minutes. Please ask for a new code.`],
    [
      erasureCodeMessages.none,
      msg`There is no code waiting for this request: it was already used, replaced by a newer one, or not sent yet. Please use the newest code we e-mailed you, or ask for a new one.`,
    ],
    [orderServiceTexts.cancelAfterDispatch, msg`Your order is already on its way: you can return it after delivery.`],
    [orderServiceTexts.returnNotDelivered, msg`A return can be requested once the order is delivered.`],
    [orderServiceTexts.returnAlreadyRequested, msg`A return has already been requested for this order.`],
    [
      orderServiceTexts.returnPhotosPaused,
      msg`Photos cannot be received just now because of unusually heavy use. Please send the request without the photo, or call the pharmacy.`,
    ],
    [invoiceText.notAvailable, msg`A tax invoice is available once a pharmacist has confirmed the order. Please check again later.`],
    [invoiceText.ordersOnly, msg`Tax invoices are issued for orders only (references starting with ORD-).`],
    [
      MESSAGE_THREAD_FULL_MESSAGE,
      msg`This conversation has reached its limit of ${maxEntries} messages. Please send a new message from the contact page.`,
    ],
  ];
  return pairs.map(([english, descriptor]) => ({ english, local: () => i18n._(descriptor) }));
}

/** A refusal with a number or date in it: its pattern (built from the domain's wording) and the page's words. */
interface ProblemPattern {
  pattern: RegExp;
  local: (captured: readonly string[]) => string;
}

/** The refusals of /track's endpoints that carry a number, a date or a status (contracts/privacy-requests.ts, domain/order-service.ts). */
function trackProblemPatterns(i18n: I18n): ProblemPattern[] {
  const windowDays = RETURN_WINDOW_DAYS;
  return [
    {
      pattern: /^We sent you a code a moment ago\. Please check your inbox and spam folder, or ask for a new code in (\d+) seconds\.$/,
      local: ([seconds = '']) =>
        i18n._(msg`We sent you a code a moment ago. Please check your inbox and spam folder, or ask for a new code in ${seconds} seconds.`),
    },
    {
      pattern:
        /^We have sent (\d+) codes for this request today\. Please try again in (\d+) (hours|minutes?), or contact our grievance officer\.$/,
      local: ([count = '', amount = '', unit]) =>
        unit === 'hours'
          ? i18n._(
              msg`We have sent ${count} codes for this request today. Please try again in ${amount} hours, or contact our grievance officer.`,
            )
          : i18n._(
              msg`We have sent ${count} codes for this request today. Please try again in ${amount} minutes, or contact our grievance officer.`,
            ),
    },
    {
      pattern: /^That code is not right\. You have (\d+) tr(?:y|ies) left\.$/,
      local: ([left = '']) => {
        const count = Number(left);
        return i18n._(
          msg`${plural(count, { one: 'That code is not right. You have # try left.', other: 'That code is not right. You have # tries left.' })}`,
        );
      },
    },
    {
      pattern: /^This order can no longer be cancelled \((.+)\)\.$/,
      local: ([label = '']) => {
        const code = codesOf(shopperStatusLabels).find((status) => shopperStatusLabels[status] === label);
        const status = code ? i18n._(statusTexts[code]) : label;
        return i18n._(msg`This order can no longer be cancelled (${status}).`);
      },
    },
    {
      pattern: new RegExp(
        `^Returns for this order closed on (.+), ${windowDays} days after delivery\\. Please call us if something is wrong with it\\.$`,
      ),
      local: ([day = '']) =>
        i18n._(
          msg`Returns for this order closed on ${day}, ${windowDays} days after delivery. Please call us if something is wrong with it.`,
        ),
    },
  ];
}

/**
 * A refusal or field error shown on /track (the API's `error.message` and `error.fields`, the schemas' messages) in the
 * page's language: /track's own messages (this module); any other text is returned as it is (the form kit's errors
 * are already worded from their codes, lib/api-messages). English pages get `message` back unchanged.
 * @param message the English text; `i18n` the page's Lingui instance; `locale` its language
 */
export function trackProblemText(message: string, i18n: I18n, locale: Locale): string {
  if (locale === 'en') return message;
  const translated = translateKnown(message, trackProblems(i18n));
  if (translated !== message) return translated;
  for (const { pattern, local } of trackProblemPatterns(i18n)) {
    const match = pattern.exec(message);
    if (match) return local(match.slice(1));
  }
  return message;
}

/**
 * /track's wording of a refusal whose English `message` is one of /track's own (the erasure code's tries, a late
 * cancellation, a closed return window…), for the form kit (FailureTexts.serverText), or undefined for any other, which
 * the form kit words from the answer's codes. Transitional: these refusals carry no reason code yet.
 * @param message the API's English `error.message`
 */
export function knownTrackProblem(message: string, i18n: I18n, locale: Locale): string | undefined {
  const known = trackProblems(i18n).find((candidate) => candidate.english === message);
  if (known) return locale === 'en' ? message : known.local();
  for (const { pattern, local } of trackProblemPatterns(i18n)) {
    const match = pattern.exec(message);
    if (match) return locale === 'en' ? message : local(match.slice(1));
  }
  return undefined;
}

/** knownTrackProblem bound to the page's language, for the /track forms' FailureTexts.serverText. */
export function useKnownTrackProblem(): (error: ApiError) => string | undefined {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (error) => knownTrackProblem(error.message, i18n, locale);
}

/**
 * trackProblemText bound to the page's language, for components: takes a message (or undefined, as the form kit's
 * `error()` and `failure` are) and returns it in the page's language.
 */
export function useTrackProblem(): <M extends string | undefined>(message: M) => M {
  const { i18n } = useLingui();
  const locale = useLocale();
  return <M extends string | undefined>(message: M) => (message === undefined ? message : (trackProblemText(message, i18n, locale) as M));
}
