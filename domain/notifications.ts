/**
 * Which lifecycle changes send an e-mail, and the words of each (docs/architecture/lifecycle.md, docs/architecture/email-and-reminders.md). Pure data and text:
 * the outbox (functions/runtime/outbox.ts) asks `notificationsFor` which e-mails a change owes, and the notifier
 * (functions/notifier/) renders them. A subject names the request by its reference and status only, never a medicine
 * (subjects show on lock screens and in mail lists). A body never holds a diagnosis, the file, the address or a staff
 * note (those may hold health data); an order's e-mails list its items, total and payment in the body (the buyer's
 * copy of the order: Consumer Protection (E-Commerce) Rules 2020), a recall the product and batch recalled, and a refill
 * reminder the medicines asked for. Every shopper e-mail ends with how to reach the pharmacy: its phone and its contact
 * page (the sender address takes no mail).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ShipmentView } from './couriers';
import { kolkataDate } from './delivery-estimate';
import {
  type cancellationReasons,
  type LifecycleKind,
  type LifecycleStatus,
  type rejectionReasons,
  type returnDeclineReasons,
} from './lifecycle';
import { emailDate, emailI18n, type EmailLocale } from './locales/email-i18n';
import { formatMoney } from './money';
import { CONTACT_PATH, pharmacyPhone } from './pharmacy-contact';
import type { OrderServiceFacts } from './order-service';
import type { OrderSummary } from './order-summary';
import type { OrderPayment } from './payment';
import { refillItemsParam, splitReminderLines, type ReminderLine } from './refill-reminders';
import { formatShopperDateTime } from './shopper-date-time';
import { shopperStatusLabels, statusLabelMessages } from './status-labels';

/** Who an e-mail is for: the shopper (the address they gave) or the pharmacy's own inbox. */
export type NotificationAudience = 'shopper' | 'pharmacy';

/**
 * The outbox event of a correction staff applied from the console (functions/staff-api/privacy-correction.ts): not a
 * status, so its e-mail shows no status line.
 */
export const DETAILS_CORRECTED = 'details_corrected';

/**
 * The outbox event of a batch recall (functions/staff-api/recalls.ts): not a status, so its e-mail shows no status
 * line. The event carries the product and batch (OutboxEvent.recall), which the e-mail names.
 */
export const BATCH_RECALL = 'batch_recall';

/** Display name of the sender, before the verified address (`Medvika Pharmacy <notifications@…>`). */
export const MAIL_SENDER_NAME = 'Medvika Pharmacy';

/**
 * The e-mail addresses of the notifications, in one place (fictional placeholders, like web/src/content/site.ts,
 * until the business supplies real ones). On AWS the CDK context overrides them (`medvika:mailFrom`,
 * `medvika:pharmacyInbox`); the sender must be an SES-verified identity.
 */
export const notificationAddresses = {
  /** The sender of every notification (SES identity). */
  sender: 'notifications@medvika.in',
  /** The pharmacy's inbox for new-prescription alerts. */
  pharmacyInbox: 'prescriptions@medvika.in',
} as const;

/** The words of one shopper e-mail: subject (with `{reference}`) and the opening sentence, as catalog messages. */
interface ShopperWording {
  subject: MessageDescriptor;
  headline: MessageDescriptor;
}

/** What the pharmacy alert calls each kind of request (the alert stays English: the pharmacy works in English). */
const kindNoun: Readonly<Record<LifecycleKind, string>> = { prescription: 'prescription', order: 'order', message: 'message' };

/**
 * The changes a shopper would care about (docs/architecture/email-and-reminders.md: received, verified, rejected with the reason, confirmed,
 * dispatched, delivered, erased; plus an order placed, a message received, a message answered and a cancellation). A
 * status not listed here (in_review, packed, awaiting_support, closed) sends nothing. Keyed `<kind>:<status>`. Catalog
 * messages (domain/locales), rendered with the values `reference` and `kind` in the record's language.
 */
export const shopperNotifications: Readonly<Record<string, ShopperWording>> = {
  'prescription:received': {
    subject: /*i18n*/ { id: 'email.prescription.received.subject', message: 'We received your prescription {reference}' },
    headline: /*i18n*/ {
      id: 'email.prescription.received.headline',
      message: 'We received your prescription. A pharmacist will check it soon.',
    },
  },
  'prescription:verified': {
    subject: /*i18n*/ { id: 'email.prescription.verified.subject', message: 'Your prescription {reference} is verified' },
    headline: /*i18n*/ { id: 'email.prescription.verified.headline', message: 'Our pharmacist has verified your prescription.' },
  },
  'prescription:rejected': {
    subject: /*i18n*/ { id: 'email.prescription.rejected.subject', message: 'Your prescription {reference} was not accepted' },
    headline: /*i18n*/ { id: 'email.prescription.rejected.headline', message: 'Our pharmacist could not accept your prescription.' },
  },
  'prescription:erased': {
    subject: /*i18n*/ { id: 'email.prescription.erased.subject', message: 'Your prescription {reference} is deleted' },
    headline: /*i18n*/ {
      id: 'email.prescription.erased.headline',
      message: 'As you asked, we have deleted your prescription and the details you gave with it.',
    },
  },
  // A pharmacist's quote from an uploaded prescription (functions/staff-api/quote.ts): the shopper accepts it on /track.
  'order:quoted': {
    subject: /*i18n*/ { id: 'email.order.quoted.subject', message: 'Your order {reference} is ready' },
    headline: /*i18n*/ {
      id: 'email.order.quoted.headline',
      message:
        'Our pharmacist has prepared your order from your prescription. Accept it on the tracking page within 48 hours, with cash on delivery or online payment.',
    },
  },
  'order:placed': {
    subject: /*i18n*/ { id: 'email.order.placed.subject', message: 'We received your order {reference}' },
    headline: /*i18n*/ { id: 'email.order.placed.headline', message: 'Thank you: we received your order.' },
  },
  'order:awaiting_prescription': {
    subject: /*i18n*/ { id: 'email.order.awaiting_prescription.subject', message: 'We received your order {reference}' },
    headline: /*i18n*/ {
      id: 'email.order.awaiting_prescription.headline',
      message: 'Thank you: we received your order. Our pharmacist will check its prescription before we prepare it.',
    },
  },
  'order:confirmed': {
    subject: /*i18n*/ { id: 'email.order.confirmed.subject', message: 'Your order {reference} is confirmed' },
    headline: /*i18n*/ { id: 'email.order.confirmed.headline', message: 'Your order is confirmed and being prepared.' },
  },
  'order:dispatched': {
    subject: /*i18n*/ { id: 'email.order.dispatched.subject', message: 'Your order {reference} is on its way' },
    headline: /*i18n*/ { id: 'email.order.dispatched.headline', message: 'Your order is on its way. Expect it in 2–3 business days.' },
  },
  'order:delivered': {
    subject: /*i18n*/ { id: 'email.order.delivered.subject', message: 'Your order {reference} was delivered' },
    headline: /*i18n*/ { id: 'email.order.delivered.headline', message: 'Your order was delivered. Thank you for shopping with us.' },
  },
  'order:cancelled': {
    subject: /*i18n*/ { id: 'email.order.cancelled.subject', message: 'Your order {reference} was cancelled' },
    headline: /*i18n*/ { id: 'email.order.cancelled.headline', message: 'Your order was cancelled.' },
  },
  // The order service (domain/order-service.ts): refund steps are events of the refund, not statuses; the others are statuses.
  'order:refund_started': {
    subject: /*i18n*/ { id: 'email.order.refund_started.subject', message: 'Refund started for your order {reference}' },
    headline: /*i18n*/ { id: 'email.order.refund_started.headline', message: 'We have started your refund.' },
  },
  'order:refunded': {
    subject: /*i18n*/ { id: 'email.order.refunded.subject', message: 'Your order {reference} is refunded' },
    headline: /*i18n*/ { id: 'email.order.refunded.headline', message: 'Your refund is complete.' },
  },
  'order:return_requested': {
    subject: /*i18n*/ { id: 'email.order.return_requested.subject', message: 'We received your return request for order {reference}' },
    headline: /*i18n*/ { id: 'email.order.return_requested.headline', message: 'We received your return request.' },
  },
  'order:return_approved': {
    subject: /*i18n*/ { id: 'email.order.return_approved.subject', message: 'Your return of order {reference} is approved' },
    headline: /*i18n*/ { id: 'email.order.return_approved.headline', message: 'Your return is approved.' },
  },
  'order:return_declined': {
    subject: /*i18n*/ { id: 'email.order.return_declined.subject', message: 'Your return of order {reference} was declined' },
    headline: /*i18n*/ { id: 'email.order.return_declined.headline', message: 'We could not accept your return.' },
  },
  'message:new': {
    subject: /*i18n*/ { id: 'email.message.new.subject', message: 'We received your message {reference}' },
    headline: /*i18n*/ { id: 'email.message.new.headline', message: 'Thank you for writing to us. We will reply soon.' },
  },
  // The answer's own words travel in the event (NotificationFacts.text); the subject never holds typed text.
  'message:answered': {
    subject: /*i18n*/ { id: 'email.message.answered.subject', message: 'Our answer to your message {reference}' },
    headline: /*i18n*/ { id: 'email.message.answered.headline', message: 'We have answered your message. Our answer:' },
  },
  // A recall of a batch the order shipped: an event, not a status. The product and batch are in the body only.
  [`order:${BATCH_RECALL}`]: {
    subject: /*i18n*/ { id: 'email.order.batch_recall.subject', message: 'Important: a medicine in your order {reference} is recalled' },
    headline: /*i18n*/ {
      id: 'email.order.batch_recall.headline',
      message: 'A batch of a medicine we sent you is being recalled. Please check the pack.',
    },
  },
  // A correction staff applied at the shopper's request (DPDP Act 2023 §12): an event, not a status. Names no value.
  ...Object.fromEntries(
    (['prescription', 'order', 'message'] as const).map((kind) => [
      `${kind}:${DETAILS_CORRECTED}`,
      {
        subject: /*i18n*/ {
          id: 'email.details_corrected.subject',
          message: 'We corrected your details for {kind, select, prescription {prescription} order {order} other {message}} {reference}',
        },
        headline: /*i18n*/ {
          id: 'email.details_corrected.headline',
          message:
            'As you asked, we have corrected the details you gave with this {kind, select, prescription {prescription} order {order} other {message}}. If anything is still wrong, ask again from the tracking page.',
        },
      },
    ]),
  ),
};

/*
 * The catalog messages of the shopper e-mails besides their subjects and headlines (shopperNotifications above) and the
 * status words (domain/status-labels.ts, shared with /track): reasons, the order-service sentences, links, footers, the
 * erasure code's lines and the layout's labels.
 * Message descriptors with explicit ids (`/*i18n*\/`), not Lingui macros: the Lambda bundles are built by esbuild
 * without Lingui's transform. `npx lingui extract domain` collects them into domain/locales/{en,hi}.po (files inside
 * domain/locales are not extracted, so they live here). Their English is the same as the texts /track and the API
 * show (domain/lifecycle.ts, order-service.ts, invoice.ts), which stay plain strings; tests/unit/email-locale.test.ts
 * holds the two equal. Each is rendered with `kind` and `reference` among its values: an ICU select on `kind` lets a
 * translation choose the word for the request, and its grammar, inside the whole sentence.
 */

/** Why a prescription was refused and what to do next (rejectionReasons of domain/lifecycle.ts), per reason code. */
const rejectionMessages: Readonly<Record<keyof typeof rejectionReasons, { shopperText: MessageDescriptor; nextStep: MessageDescriptor }>> =
  {
    too_old: {
      shopperText: /*i18n*/ { id: 'email.rejection.too_old', message: 'Your prescription is older than six months.' },
      nextStep: /*i18n*/ { id: 'email.rejection.too_old.next', message: 'Please upload one written in the last six months.' },
    },
    unreadable: {
      shopperText: /*i18n*/ { id: 'email.rejection.unreadable', message: 'We could not read your prescription clearly.' },
      nextStep: /*i18n*/ {
        id: 'email.rejection.unreadable.next',
        message: 'Please upload a sharper photo or scan showing the whole page in good light.',
      },
    },
    doctor_details_missing: {
      shopperText: /*i18n*/ {
        id: 'email.rejection.doctor_details_missing',
        message: "Your prescription does not show the doctor's name, registration number or signature.",
      },
      nextStep: /*i18n*/ {
        id: 'email.rejection.doctor_details_missing.next',
        message: 'Please upload the complete prescription, including the part with the doctor’s details and signature.',
      },
    },
    patient_mismatch: {
      shopperText: /*i18n*/ {
        id: 'email.rejection.patient_mismatch',
        message: 'The patient name on the prescription does not match the name given with it.',
      },
      nextStep: /*i18n*/ {
        id: 'email.rejection.patient_mismatch.next',
        message: 'Please upload the prescription written for the patient, or contact us if the name was typed differently.',
      },
    },
    medicine_not_prescribed: {
      shopperText: /*i18n*/ {
        id: 'email.rejection.medicine_not_prescribed',
        message: 'The medicine you asked for is not on this prescription.',
      },
      nextStep: /*i18n*/ {
        id: 'email.rejection.medicine_not_prescribed.next',
        message: 'Please upload the prescription that lists this medicine.',
      },
    },
    other: {
      shopperText: /*i18n*/ { id: 'email.rejection.other', message: 'Our pharmacist could not accept this prescription.' },
      nextStep: /*i18n*/ {
        id: 'email.rejection.other.next',
        message: 'Please call us, or write to us from our contact page; we will tell you what is needed.',
      },
    },
  };

/** Why an order was cancelled (cancellationReasons of domain/lifecycle.ts), per reason code. */
const cancellationMessages: Readonly<Record<keyof typeof cancellationReasons, MessageDescriptor>> = {
  shopper_request: /*i18n*/ { id: 'email.cancellation.shopper_request', message: 'The order was cancelled at your request.' },
  prescription_invalid: /*i18n*/ {
    id: 'email.cancellation.prescription_invalid',
    message: 'The order was cancelled because the prescription could not be accepted for these medicines.',
  },
  out_of_stock: /*i18n*/ {
    id: 'email.cancellation.out_of_stock',
    message: 'The order was cancelled because a medicine is out of stock.',
  },
  undeliverable: /*i18n*/ {
    id: 'email.cancellation.undeliverable',
    message: 'The order was cancelled because we cannot deliver to this address.',
  },
  other: /*i18n*/ { id: 'email.cancellation.other', message: 'The order was cancelled. Please contact us for details.' },
  shopper_ordered_by_mistake: /*i18n*/ {
    id: 'email.cancellation.shopper_ordered_by_mistake',
    message: 'You cancelled the order: ordered by mistake.',
  },
  shopper_found_cheaper: /*i18n*/ {
    id: 'email.cancellation.shopper_found_cheaper',
    message: 'You cancelled the order: found it cheaper elsewhere.',
  },
  shopper_delivery_too_slow: /*i18n*/ {
    id: 'email.cancellation.shopper_delivery_too_slow',
    message: 'You cancelled the order: delivery too slow.',
  },
  shopper_other: /*i18n*/ { id: 'email.cancellation.shopper_other', message: 'You cancelled the order.' },
  payment_not_completed: /*i18n*/ {
    id: 'email.cancellation.payment_not_completed',
    message: 'The order was cancelled because the online payment was not completed within 30 minutes.',
  },
  quote_declined_too_expensive: /*i18n*/ {
    id: 'email.cancellation.quote_declined_too_expensive',
    message: 'You declined the order: too expensive.',
  },
  quote_declined_bought_elsewhere: /*i18n*/ {
    id: 'email.cancellation.quote_declined_bought_elsewhere',
    message: 'You declined the order: bought elsewhere.',
  },
  quote_declined_not_needed: /*i18n*/ {
    id: 'email.cancellation.quote_declined_not_needed',
    message: 'You declined the order: no longer needed.',
  },
  quote_declined_other: /*i18n*/ { id: 'email.cancellation.quote_declined_other', message: 'You declined the order.' },
  quote_expired: /*i18n*/ {
    id: 'email.cancellation.quote_expired',
    message: 'The order was cancelled because it was not accepted within 48 hours.',
  },
};

/** Why a return was declined (returnDeclineReasons of domain/lifecycle.ts), per reason code. */
const returnDeclineMessages: Readonly<Record<keyof typeof returnDeclineReasons, MessageDescriptor>> = {
  outside_policy: /*i18n*/ {
    id: 'email.return_declined.outside_policy',
    message: 'Return declined: this item cannot be returned under our return policy.',
  },
  not_as_described: /*i18n*/ {
    id: 'email.return_declined.not_as_described',
    message: 'Return declined: we checked and the item matches your order and is in date.',
  },
  other: /*i18n*/ { id: 'email.return_declined.other', message: 'Return declined. Please contact us for details.' },
};

/**
 * The e-mail sentences of the order service and the invoice (orderServiceTexts of domain/order-service.ts and
 * invoiceText.emailNote of domain/invoice.ts). `{date}` is a date already written in the e-mail's language
 * (email-i18n.ts emailDate), `{amount}` a formatMoney amount (the spec's `$`, Latin digits), `{method}` the refund's
 * PaymentMethod (domain/payment.ts).
 */
const orderServiceMessages = {
  onItsWay: /*i18n*/ { id: 'email.order.on_its_way', message: 'On its way: arrives by {date}' },
  dispatchedHeadline: /*i18n*/ { id: 'email.order.dispatched.headline_dated', message: 'Your order is on its way. It arrives by {date}.' },
  refundStarted: /*i18n*/ {
    id: 'email.order.refund_started.detail',
    message: 'Refund started: {amount} to {method, select, cod {the UPI ID you gave us} other {the card or UPI account you paid with}}.',
  },
  refundTiming: /*i18n*/ { id: 'email.order.refund_timing', message: 'Your bank may take a few working days to show it.' },
  refunded: /*i18n*/ {
    id: 'email.order.refunded.detail',
    message:
      'Refunded on {date}: {amount} to {method, select, cod {the UPI ID you gave us} other {the card or UPI account you paid with}}.',
  },
  nothingCharged: /*i18n*/ {
    id: 'email.order.nothing_charged',
    message: 'Nothing was charged for this order, so there is nothing to refund.',
  },
  returnRequestedNext: /*i18n*/ {
    id: 'email.order.return_requested.next',
    message: 'Our team will reply within 48 hours. Keep the item in its packaging until then.',
  },
  returnApproved: /*i18n*/ {
    id: 'email.order.return_approved.detail',
    message: 'We will collect it on {date}. Keep it in its packaging; the refund follows once we have it.',
  },
  invoiceNote: /*i18n*/ {
    id: 'email.order.invoice_note',
    message: 'Your tax invoice (PDF) can be downloaded on our tracking page: enter your order reference and the phone number you gave.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The body of a recall's e-mail: which product and batch, and what to do (stop, keep it, call us: we collect and
 * refund). `{phone}` is the pharmacy's (domain/pharmacy-contact.ts): the sender address takes no mail, so the e-mail
 * asks for a call, not a reply.
 */
const recallMessages = {
  which: /*i18n*/ {
    id: 'email.recall.which',
    message: 'Recalled: {product}, batch {batch}. The batch number is printed on the strip or box, next to the expiry date.',
  },
  whatToDo: /*i18n*/ {
    id: 'email.recall.what_to_do',
    message:
      'If your pack has this batch number, stop taking it and keep the pack. Call us on {phone}: we will collect it and replace it or refund you. If you feel unwell, talk to your doctor.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * How to reach the pharmacy, at the foot of every shopper e-mail (EmailContact): `{phone}` the pharmacy's number as
 * shown to people (domain/pharmacy-contact.ts), and the name of the link to the contact page.
 */
const contactMessages = {
  call: /*i18n*/ { id: 'email.contact.call', message: 'Questions? Call us on {phone}.' },
  page: /*i18n*/ { id: 'email.contact.page', message: 'Contact us' },
} as const satisfies Record<string, MessageDescriptor>;

/** The other words of a shopper e-mail: the answer's reply hint, the links, the footers and the erasure code's lines. */

const emailMessages = {
  /** The last paragraph of an answer's e-mail: replies go through /track (the sender address takes no mail). */
  messageReplyHint: /*i18n*/ {
    id: 'email.message.reply_hint',
    message: 'To reply, open the tracking page and enter the reference and the phone number you gave: your reply reaches our team there.',
  },
  seeStatus: /*i18n*/ { id: 'email.link.see_status', message: 'See the status on the tracking page' },
  track: /*i18n*/ {
    id: 'email.link.track',
    message: 'Track your {kind, select, prescription {prescription} order {order} other {message}}',
  },
  footer: /*i18n*/ {
    id: 'email.footer',
    message:
      'You get this e-mail because this address was given with {kind, select, prescription {prescription} order {order} other {message}} {reference} on our website. On the tracking page, enter the reference and the phone number you gave. Replies to this address are not read: to reach us, call us or write from our contact page.',
  },
  codeSubject: /*i18n*/ {
    id: 'email.erasure_code.subject',
    message: 'Your code to delete your {kind, select, prescription {prescription} order {order} other {message}} {reference}',
  },
  codeHeadline: /*i18n*/ { id: 'email.erasure_code.headline', message: 'Your code is {code}.' },
  codeUse: /*i18n*/ {
    id: 'email.erasure_code.use',
    message:
      'Enter it on the tracking page to confirm that we should delete your {kind, select, prescription {prescription} order {order} other {message}} and the details you gave with it. The code works for {validMinutes, plural, one {# minute} other {# minutes}} and can be tried {tries, plural, one {# time} other {# times}}.',
  },
  codeIgnore: /*i18n*/ {
    id: 'email.erasure_code.ignore',
    message:
      'If you did not ask to delete your data, you can ignore this e-mail: nothing is deleted without this code. Do not share the code with anyone; we never ask for it by phone.',
  },
  openTracking: /*i18n*/ { id: 'email.link.open_tracking', message: 'Open the tracking page' },
  codeFooter: /*i18n*/ {
    id: 'email.erasure_code.footer',
    message:
      'You get this e-mail because someone asked on our tracking page to delete {kind, select, prescription {prescription} order {order} other {message}} {reference}, which was given with this address.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The words of the one notice sent to the address a privacy correction replaced (functions/data/email-changes.ts): that
 * the reference's address changed and on what day, and whom to call if the shopper did not ask for it. Deliberately
 * nothing else: no status, no medicine, no name and not the new address (the old address may no longer be the
 * shopper's).
 */
const emailChangeMessages = {
  subject: /*i18n*/ {
    id: 'email.email_changed.subject',
    message: 'The e-mail address of your Medvika {kind, select, prescription {prescription} order {order} other {message}} was changed',
  },
  headline: /*i18n*/ {
    id: 'email.email_changed.headline',
    message:
      'On {date}, the e-mail address given with {kind, select, prescription {prescription} order {order} other {message}} {reference} was changed. We will not write to this address about it again.',
  },
  notYou: /*i18n*/ {
    id: 'email.email_changed.not_you',
    message: 'If this was not you, please call us right away. Our phone number is on our contact page.',
  },
  contact: /*i18n*/ { id: 'email.email_changed.contact', message: 'Contact us' },
  footer: /*i18n*/ {
    id: 'email.email_changed.footer',
    message:
      'You get this one e-mail because this address was given with {kind, select, prescription {prescription} order {order} other {message}} {reference} until it was changed.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The words of the code that opens a reference locked by wrong attempts from many people (emailCodeContent, purpose
 * `unlock`): what happened, what the code does, and that nobody can open the record without it.
 */
const unlockCodeMessages = {
  subject: /*i18n*/ {
    id: 'email.unlock_code.subject',
    message: 'Your code to open your {kind, select, prescription {prescription} order {order} other {message}} {reference}',
  },
  use: /*i18n*/ {
    id: 'email.unlock_code.use',
    message:
      'Someone entered wrong phone numbers for this reference many times, so we locked it for a while. Enter this code on the tracking page, instead of your phone number, to see your {kind, select, prescription {prescription} order {order} other {message}}. The code works for {validMinutes, plural, one {# minute} other {# minutes}} and can be tried {tries, plural, one {# time} other {# times}}.',
  },
  ignore: /*i18n*/ {
    id: 'email.unlock_code.ignore',
    message:
      'If you did not ask for this code, you can ignore this e-mail: nobody can open your details without it. Do not share the code with anyone; we never ask for it by phone.',
  },
  footer: /*i18n*/ {
    id: 'email.unlock_code.footer',
    message:
      'You get this e-mail because someone asked on our tracking page for a code to open {kind, select, prescription {prescription} order {order} other {message}} {reference}, which was given with this address.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The words of an order's summary in its e-mails (orderSummaryContent): the heading, one line per item (the product's
 * name as the catalogue writes it), the total with the GST inside it (docs/hindi-glossary.md "Total (incl. GST ₹x.xx)")
 * and how it is paid. `{amount}`, `{total}` and `{gst}` are formatMoney amounts.
 */
const orderSummaryMessages = {
  heading: /*i18n*/ { id: 'email.order.summary.heading', message: 'Your order' },
  line: /*i18n*/ { id: 'email.order.summary.line', message: '{name} × {quantity}' },
  total: /*i18n*/ { id: 'email.order.summary.total', message: 'Total (incl. GST {gst})' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The payment sentence of an order's summary, by method and by where the money stands (paymentSentence): still to pay,
 * paid (also once a refund started: the money was received), or nothing charged (cancelled before any money came in).
 */
const orderPaymentMessages = {
  cod_due: /*i18n*/ { id: 'email.order.payment.cod_due', message: 'Pay {amount} in cash on delivery.' },
  cod_paid: /*i18n*/ { id: 'email.order.payment.cod_paid', message: 'Paid {amount} in cash on delivery.' },
  cod_none: /*i18n*/ { id: 'email.order.payment.cod_none', message: 'Payment method: cash on delivery.' },
  online_due: /*i18n*/ { id: 'email.order.payment.online_due', message: 'Pay {amount} online by UPI or card.' },
  // An online order is cancelled when unpaid at its deadline (domain/payment.ts paymentDeadline), worded as /track's
  // "Pay now" words it; `{deadline}` is a date and time in India in the e-mail's language (formatShopperDateTime).
  online_due_by: /*i18n*/ {
    id: 'email.order.payment.online_due_by',
    message: 'Pay {amount} online by UPI or card by {deadline} to keep this order. An order not paid by then is cancelled.',
  },
  online_paid: /*i18n*/ { id: 'email.order.payment.online_paid', message: 'Paid {amount} online by UPI or card.' },
  online_none: /*i18n*/ { id: 'email.order.payment.online_none', message: 'Payment method: online by UPI or card.' },
  // A quote (domain/quote.ts): the shopper chooses how to pay when accepting it.
  choose: /*i18n*/ { id: 'email.order.payment.choose', message: 'Pay {amount} in cash on delivery or online: you choose when you accept.' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Which payment sentence an order's summary shows (orderPaymentMessages): `<method>_due` while nothing is received,
 * `<method>_none` when the order ended before any money came in (`not_charged`), else `<method>_paid`.
 */
export function paymentSentence(payment: Pick<OrderPayment, 'method' | 'state'>): keyof typeof orderPaymentMessages {
  const stage = payment.state === 'pending' ? 'due' : payment.state === 'not_charged' ? 'none' : 'paid';
  return `${payment.method}_${stage}`;
}

/**
 * The dispatch e-mail's courier and tracking number (NotificationFacts.shipment): `{courier}` the courier's name as
 * domain/couriers.ts writes it (not translated), `{awb}` the tracking number, `{url}` the courier's tracking page.
 */
const shipmentMessages = {
  sentWith: /*i18n*/ { id: 'email.order.dispatched.courier', message: 'Sent with {courier}. Tracking number (AWB): {awb}.' },
  trackAt: /*i18n*/ { id: 'email.order.dispatched.tracking_page', message: "Follow it on the courier's page: {url}" },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The words of a back-in-stock notice (docs/architecture/email-and-reminders.md "Back-in-stock notices"): the one e-mail
 * a shopper asked for on an out-of-stock product's page. Names the product as the catalogue writes it (in every
 * language), links to its page, and offers the one-click unsubscribe. No reference: it is about no record.
 */
export const backInStockMessages = {
  subject: /*i18n*/ { id: 'email.back_in_stock.subject', message: '{product} is back in stock' },
  headline: /*i18n*/ {
    id: 'email.back_in_stock.headline',
    message: 'Good news: {product} is back in stock at Medvika Pharmacy. Stock can run out again, so order soon if you need it.',
  },
  link: /*i18n*/ { id: 'email.back_in_stock.link', message: 'See the product' },
  unsubscribe: /*i18n*/ { id: 'email.back_in_stock.unsubscribe', message: 'I no longer want this e-mail' },
  footer: /*i18n*/ {
    id: 'email.back_in_stock.footer',
    message:
      'You get this e-mail because you asked on our website to be told when this product is back, and agreed that we use this address for it. We send it once, and then forget your address.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The labels of an e-mail's layout (functions/notifier/email.ts renderEmail). */
const layoutMessages = {
  sender: /*i18n*/ { id: 'email.layout.sender', message: 'Medvika Pharmacy' },
  reference: /*i18n*/ { id: 'email.layout.reference', message: 'Reference' },
  status: /*i18n*/ { id: 'email.layout.status', message: 'Status' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Every catalog message of the shopper e-mails, by table: what the tests iterate to check that each has its Hindi and
 * that the English equals the texts /track and the API show (domain/lifecycle.ts, order-service.ts, invoice.ts).
 */
export const emailMessageTables = {
  statusLabelMessages,
  rejectionMessages,
  cancellationMessages,
  returnDeclineMessages,
  orderServiceMessages,
  orderSummaryMessages,
  orderPaymentMessages,
  shipmentMessages,
  recallMessages,
  contactMessages,
  emailMessages,
  emailChangeMessages,
  unlockCodeMessages,
  layoutMessages,
  backInStockMessages,
} as const;

/**
 * The changes that alert the pharmacy inbox: a new prescription to check, whether uploaded on /upload, attached to
 * an order, or uploaded again after a rejection (docs/architecture/email-and-reminders.md: every new prescription also alerts the pharmacy inbox).
 */
const pharmacyAlerts: ReadonlySet<string> = new Set(['prescription:received', 'order:awaiting_prescription']);

/**
 * The e-mails a record owes when it enters `status` (on creation or by a status change).
 * @returns the audiences, shopper first; empty when the change is not worth an e-mail
 */
export function notificationsFor(kind: LifecycleKind, status: string): NotificationAudience[] {
  const key = `${kind}:${status}`;
  return [...(key in shopperNotifications ? (['shopper'] as const) : []), ...(pharmacyAlerts.has(key) ? (['pharmacy'] as const) : [])];
}

/** The words of one e-mail, before layout (plain text: the notifier escapes them for the HTML part). */
export interface NotificationContent {
  subject: string;
  /** The first paragraph. */
  headline: string;
  /** The record's reference; absent in an e-mail about no record (a back-in-stock notice). */
  reference?: string;
  /** The status as a shopper reads it on /track (domain/status-labels.ts); absent in an e-mail that is not about a status (the erasure code). */
  statusLabel?: string;
  /** Further paragraphs: why, and what to do next (rejections and cancellations). */
  details: string[];
  /** The call to action: its text and absolute URL. */
  link: { text: string; url: string };
  /** The closing line (why this e-mail came). */
  footer: string;
  /** The language the e-mail is written in (`<html lang>` of its HTML part); English when absent. */
  locale?: EmailLocale;
  /** The layout's own words in that language (functions/notifier/email.ts); English when absent. */
  labels?: EmailLabels;
  /** A second, quieter link under the call to action: a refill reminder's unsubscribe page. */
  unsubscribe?: { text: string; url: string };
  /** An order e-mail's list of what was ordered, its total and its payment (orderSummaryContent). */
  orderSummary?: EmailOrderSummary;
  /** How to reach the pharmacy, under the footer of every shopper e-mail; absent in the pharmacy's own alert. */
  contact?: EmailContact;
}

/**
 * How to reach the pharmacy, in an e-mail's words (contactMessages): a sentence giving the phone (the HTML part makes
 * the number a tel: link), and a link to the contact page in the e-mail's language (/contact, /hi/contact).
 */
export interface EmailContact {
  /** "Questions? Call us on +91 98110 42367.": holds `phone.display` once. */
  call: string;
  phone: { display: string; tel: string };
  page: { text: string; url: string };
}

/** An order's summary in an e-mail's words: each row a label and a formatMoney amount (₹, 2 decimals). */
export interface EmailOrderSummary {
  heading: string;
  /** One row per item: "<name> × <quantity>" and the line amount. */
  rows: { label: string; amount: string }[];
  /** "Total (incl. GST ₹x.xx)" and the total. */
  total: { label: string; amount: string };
  /** How it is paid: "Pay ₹x in cash on delivery.", "Paid ₹x online by UPI or card.", with an unpaid online order's deadline… */
  payment: string;
}

/** The words of an e-mail's layout: the sender line above the headline and the row names of the reference and status. */
export interface EmailLabels {
  sender: string;
  reference: string;
  status: string;
}

/** Inputs of {@link notificationContent}: only what the outbox event and the record's keys hold, no personal data. */
export interface NotificationFacts {
  audience: NotificationAudience;
  kind: LifecycleKind;
  reference: string;
  status: string;
  /** The rejection or cancellation reason code (rejectionReasons / cancellationReasons), if any. */
  reason?: string;
  /** Scheme and host of the storefront, no trailing slash, e.g. 'https://www.medvika.in'. */
  siteOrigin: string;
  /**
   * Scheme and host of the staff console, its own origin (its own CloudFront distribution on AWS, where the shop's
   * address answers /staff with 404), no trailing slash: the pharmacy's alert links to it. Required for that alert.
   */
  consoleOrigin?: string;
  /**
   * What support wrote (a message's answer, carried by its outbox event): the only typed text an e-mail ever holds,
   * in the body, never the subject (subjects show on lock screens and in mail lists).
   */
  text?: string;
  /** An order's delivery, refund and return facts (domain/order-service.ts orderServiceFacts), for the order-service e-mails. */
  order?: OrderServiceFacts;
  /** The recalled product's name as the catalogue writes it, and the batch number, for a recall's e-mail (BATCH_RECALL). */
  recall?: { product: string; batch: string };
  /**
   * An order's lines, total and payment (domain/order-summary.ts orderSummaryOf), listed in every e-mail to the shopper
   * about the order; never in a subject nor in the pharmacy's alert.
   */
  orderSummary?: OrderSummary;
  /**
   * An order's courier and tracking number as stored at dispatch (domain/couriers.ts shipmentView: the name, the AWB,
   * the tracking page when the courier has one), named in the dispatch e-mail's body.
   */
  shipment?: ShipmentView;
  /**
   * The language of the record (its stored `locale`; 'en' when it names none): a shopper e-mail is written in it, with
   * links to that language's pages. The pharmacy alert is always English.
   */
  locale?: EmailLocale;
}

/** One shopper e-mail's renderer: its catalog in the record's language and the values every message may use. */
interface EmailWriter {
  /** Renders a catalog message with `kind`, `reference` and any further values. */
  say: (message: MessageDescriptor, values?: Record<string, string | number>) => string;
  /** A YYYY-MM-DD date in the e-mail's language (emailDate). */
  date: (date: string) => string;
  /** An ISO 8601 instant as a date and time in India, in the e-mail's language (formatShopperDateTime). */
  dateTime: (iso: string) => string;
  /** The storefront's URL of `path` in the e-mail's language ('/track' → '/hi/track' for Hindi). */
  url: (path: string) => string;
  locale: EmailLocale;
  labels: EmailLabels;
  /** The pharmacy's phone and contact page, in the e-mail's language. */
  contact: EmailContact;
}

/**
 * The renderer of one shopper e-mail (a fresh Lingui instance per e-mail: a notifier run mixes languages).
 * @param siteOrigin scheme and host of the storefront, no trailing slash
 */
function emailWriter(locale: EmailLocale, kind: LifecycleKind, reference: string, siteOrigin: string): EmailWriter {
  // Not named `i18n`: the extractor would read `i18n._(…)` with a spread descriptor as a message of its own.
  const catalog = emailI18n(locale);
  const say = (message: MessageDescriptor, values: Record<string, string | number> = {}) =>
    catalog._({ ...message, values: { kind, reference, ...values } });
  // The Hindi twin of every shopper page is under /hi (contracts/locale.ts localizedPath).
  const url = (path: string) => `${siteOrigin}${locale === 'hi' ? '/hi' : ''}${path}`;
  return {
    say,
    date: (date) => emailDate(date, locale),
    dateTime: (iso) => formatShopperDateTime(iso, locale),
    url,
    locale,
    labels: { sender: say(layoutMessages.sender), reference: say(layoutMessages.reference), status: say(layoutMessages.status) },
    contact: {
      call: say(contactMessages.call, { phone: pharmacyPhone.display }),
      phone: { display: pharmacyPhone.display, tel: `tel:${pharmacyPhone.e164}` },
      page: { text: say(contactMessages.page), url: url(CONTACT_PATH) },
    },
  };
}

/**
 * The paragraphs the order-service facts add to an order's e-mail (docs/architecture/lifecycle.md "Order service"): the
 * refund or "nothing charged" with a cancellation, the amount with a refund step, the pickup date of an approved return,
 * the reason of a declined one, what happens next after a request.
 */
function orderServiceDetails(
  write: EmailWriter,
  status: string,
  reason: string | undefined,
  order: OrderServiceFacts | undefined,
): string[] {
  const refund = order?.refund;
  const { say } = write;
  if (status === 'cancelled' && order?.payment.state === 'not_charged') return [say(orderServiceMessages.nothingCharged)];
  if (status === 'refund_started' && refund)
    return [
      say(orderServiceMessages.refundStarted, { amount: formatMoney(refund.amountPaise), method: refund.method }),
      say(orderServiceMessages.refundTiming),
    ];
  if (status === 'refunded' && refund?.refundedAt) {
    const date = write.date(kolkataDate(new Date(refund.refundedAt)));
    return [say(orderServiceMessages.refunded, { date, amount: formatMoney(refund.amountPaise), method: refund.method })];
  }
  if (status === 'return_requested') return [say(orderServiceMessages.returnRequestedNext)];
  if (status === 'return_approved' && order?.pickupDate)
    return [say(orderServiceMessages.returnApproved, { date: write.date(order.pickupDate) })];
  if (status === 'return_declined')
    return [say(returnDeclineMessages[reason as keyof typeof returnDeclineMessages] ?? returnDeclineMessages.other)];
  return [];
}

/**
 * An order's summary in the e-mail's language: one row per line (name × quantity, line amount), the total with its
 * GST (docs/hindi-glossary.md), and the payment sentence (paymentSentence; the amount is the order's total; an unpaid
 * online order's also says by when it must be paid, or it is cancelled: `summary.payBy`). Amounts through
 * formatMoney; product names as the catalogue writes them, in every language.
 */
function orderSummaryContent({ say, locale, dateTime }: EmailWriter, summary: OrderSummary): EmailOrderSummary {
  const money = (paise: number) => formatMoney(paise, locale);
  const total = money(summary.totalPaise);
  const sentence = summary.payment ? paymentSentence(summary.payment) : 'choose';
  return {
    heading: say(orderSummaryMessages.heading),
    rows: summary.lines.map(({ name, quantity, lineTotalPaise }) => ({
      label: say(orderSummaryMessages.line, { name, quantity }),
      amount: money(lineTotalPaise),
    })),
    total: { label: say(orderSummaryMessages.total, { gst: money(summary.gstPaise) }), amount: total },
    payment:
      sentence === 'online_due' && summary.payBy
        ? say(orderPaymentMessages.online_due_by, { amount: total, deadline: dateTime(summary.payBy) })
        : say(orderPaymentMessages[sentence], { amount: total }),
  };
}

/**
 * The paragraphs after the status: the reason of a rejection with what to do next, the reason of a cancellation, the
 * order-service facts, the courier, tracking number and invoice note of a dispatch, and a message's answer with how to reply.
 */
function shopperDetails(write: EmailWriter, facts: NotificationFacts): string[] {
  const { kind, status, reason } = facts;
  const { say } = write;
  const details: string[] = [];
  if (kind === 'prescription' && status === 'rejected') {
    const why = rejectionMessages[reason as keyof typeof rejectionMessages] ?? rejectionMessages.other;
    details.push(say(why.shopperText), say(why.nextStep));
  }
  if (kind === 'order' && status === 'cancelled') {
    details.push(say(cancellationMessages[reason as keyof typeof cancellationMessages] ?? cancellationMessages.other));
  }
  if (kind === 'order') details.push(...orderServiceDetails(write, status, reason, facts.order));
  // The tax invoice is downloaded on /track with the reference and phone (never attached: the e-mail holds no documents).
  if (kind === 'order' && status === 'dispatched' && facts.shipment) {
    const { courier, awb, trackingUrl } = facts.shipment;
    details.push(
      say(shipmentMessages.sentWith, { courier, awb }),
      ...(trackingUrl ? [say(shipmentMessages.trackAt, { url: trackingUrl })] : []),
    );
  }
  if (kind === 'order' && status === 'dispatched') details.push(say(orderServiceMessages.invoiceNote));
  if (kind === 'message' && status === 'answered') details.push(...(facts.text ? [facts.text] : []), say(emailMessages.messageReplyHint));
  if (kind === 'order' && status === BATCH_RECALL && facts.recall)
    details.push(
      say(recallMessages.which, { product: facts.recall.product, batch: facts.recall.batch }),
      say(recallMessages.whatToDo, { phone: pharmacyPhone.display }),
    );
  return details;
}

/**
 * The pharmacy's alert of a new prescription: English (the pharmacy works in English), linking to the staff console
 * on its own origin; no patient details.
 * @throws Error when the facts carry no consoleOrigin (the notifier always sets it from STAFF_CONSOLE_ORIGIN)
 */
function pharmacyAlertContent({ kind, reference, status, consoleOrigin }: NotificationFacts): NotificationContent {
  if (!consoleOrigin) throw new Error("The pharmacy's alert links to the staff console: its origin is missing");
  return {
    subject: `New prescription to check: ${reference}`,
    headline: `A new prescription is waiting for a pharmacist (${kindNoun[kind]} ${reference}).`,
    reference,
    statusLabel: shopperStatusLabels[status as LifecycleStatus] ?? status,
    details: ['Open it in the staff console. This alert holds no patient details by design.'],
    link: { text: 'Open the staff console', url: `${consoleOrigin}/staff` },
    footer: 'Sent to the pharmacy inbox for every new prescription.',
  };
}

/**
 * The words of the e-mail for one outbox event (docs/architecture/email-and-reminders.md): the reference, the status in plain words, the reason
 * with what to do next, and a link to /track (the reference never goes in the URL, docs/architecture/self-service-api.md). A
 * shopper's e-mail is written in the record's language (`facts.locale`: Hindi words, Hindi dates, /hi/track); the
 * pharmacy alert is English and links to the staff console instead. An order's shopper e-mail also lists its items,
 * total and payment (`facts.orderSummary`, orderSummaryContent), in the body only. Never a diagnosis, file, address or
 * staff note; never a medicine in a subject or in the pharmacy alert.
 * @throws Error for a shopper event of a change that sends no e-mail (a programming error: see notificationsFor)
 */
export function notificationContent(facts: NotificationFacts): NotificationContent {
  const { audience, kind, reference, status, siteOrigin } = facts;
  if (audience === 'pharmacy') return pharmacyAlertContent(facts);
  const wording = shopperNotifications[`${kind}:${status}`];
  if (!wording) throw new Error(`No e-mail is defined for a ${kind} in status ${status}`);
  const write = emailWriter(facts.locale ?? 'en', kind, reference, siteOrigin);
  const { say } = write;
  // The actual date once known (domain/delivery-estimate.ts), instead of the "2–3 business days" of the wording.
  const arrival = kind === 'order' && status === 'dispatched' ? facts.order?.estimatedDelivery : undefined;
  const statusMessage = statusLabelMessages[status as LifecycleStatus];
  return {
    subject: say(wording.subject),
    headline: arrival ? say(orderServiceMessages.dispatchedHeadline, { date: write.date(arrival.latest) }) : say(wording.headline),
    reference,
    // A refund step is not a status: its e-mail shows no status line.
    ...(status === 'refund_started' || status === 'refunded' || status === DETAILS_CORRECTED || status === BATCH_RECALL
      ? {}
      : {
          statusLabel: arrival
            ? say(orderServiceMessages.onItsWay, { date: write.date(arrival.latest) })
            : statusMessage
              ? say(statusMessage)
              : status,
        }),
    details: shopperDetails(write, facts),
    // What was ordered, for what, and how it is paid: in every order e-mail's body, never its subject.
    ...(kind === 'order' && facts.orderSummary ? { orderSummary: orderSummaryContent(write, facts.orderSummary) } : {}),
    link: { text: say(status === 'erased' ? emailMessages.seeStatus : emailMessages.track), url: write.url('/track') },
    footer: say(emailMessages.footer),
    locale: write.locale,
    labels: write.labels,
    contact: write.contact,
  };
}

/** What an e-mailed one-time code is for: confirming an erasure, or opening a reference locked by wrong attempts. */
export type CodeEmailPurpose = 'erasure' | 'unlock';

/** Inputs of {@link emailCodeContent}. */
export interface EmailCodeFacts {
  purpose: CodeEmailPurpose;
  kind: LifecycleKind;
  reference: string;
  /** The one-time code, as drawn by the notifier at send time (never stored in clear). */
  code: string;
  /** How long the code works, in whole minutes, and how many entries it takes (contracts/privacy-requests.ts, contracts/track-unlock.ts). */
  validMinutes: number;
  tries: number;
  /** Scheme and host of the storefront, no trailing slash. */
  siteOrigin: string;
  /** The language of the record the code is for ('en' when it names none). */
  locale?: EmailLocale;
}

/** Each purpose's words; the headline ("Your code is …") and the link are shared. */
const codeWords: Readonly<
  Record<CodeEmailPurpose, { subject: MessageDescriptor; use: MessageDescriptor; ignore: MessageDescriptor; footer: MessageDescriptor }>
> = {
  erasure: {
    subject: emailMessages.codeSubject,
    use: emailMessages.codeUse,
    ignore: emailMessages.codeIgnore,
    footer: emailMessages.codeFooter,
  },
  unlock: unlockCodeMessages,
};

/**
 * The words of the e-mails that are not about a status change: a one-time code asked for on /track, either to confirm
 * an erasure (DPDP Act 2023 §12(3): erasure on request) or to open a reference that wrong attempts from many people
 * locked (its owner is never locked out). NIST SP 800-63B §5.1.3: an out-of-band code, short-lived, with few tries.
 * The code is in the body only, not the subject (subjects show on lock screens and in mail lists). Says what the code
 * does, how long it works, and what to do if the shopper did not ask. Never a medicine, name or address. Written in the
 * record's language.
 */
export function emailCodeContent({
  purpose,
  kind,
  reference,
  code,
  validMinutes,
  tries,
  siteOrigin,
  locale = 'en',
}: EmailCodeFacts): NotificationContent {
  const write = emailWriter(locale, kind, reference, siteOrigin);
  const { say } = write;
  const words = codeWords[purpose];
  return {
    subject: say(words.subject),
    headline: say(emailMessages.codeHeadline, { code }),
    reference,
    details: [say(words.use, { validMinutes, tries }), say(words.ignore)],
    link: { text: say(emailMessages.openTracking), url: write.url('/track') },
    footer: say(words.footer),
    locale: write.locale,
    labels: write.labels,
    contact: write.contact,
  };
}

/** Inputs of {@link emailChangeNoticeContent}. */
export interface EmailChangeNoticeFacts {
  kind: LifecycleKind;
  reference: string;
  /** The correction's day, YYYY-MM-DD (UTC). */
  changedOn: string;
  /** Scheme and host of the storefront, no trailing slash. */
  siteOrigin: string;
  /** The record's language ('en' when it names none). */
  locale?: EmailLocale;
}

/**
 * The words of the change notice to the address a correction replaced (emailChangeMessages): the reference, the day
 * of the change, whom to call if it was not the shopper, and a link to the contact page. No status line, no health
 * details, not the new address.
 */
export function emailChangeNoticeContent({
  kind,
  reference,
  changedOn,
  siteOrigin,
  locale = 'en',
}: EmailChangeNoticeFacts): NotificationContent {
  const write = emailWriter(locale, kind, reference, siteOrigin);
  const { say } = write;
  return {
    subject: say(emailChangeMessages.subject),
    headline: say(emailChangeMessages.headline, { date: write.date(changedOn) }),
    reference,
    details: [say(emailChangeMessages.notYou)],
    link: { text: say(emailChangeMessages.contact), url: write.url(CONTACT_PATH) },
    footer: say(emailChangeMessages.footer),
    locale: write.locale,
    labels: write.labels,
    contact: write.contact,
  };
}

/**
 * The words of a refill reminder's e-mail (domain/refill-reminders.ts; docs/architecture/email-and-reminders.md "Refill reminders").
 * Unlike the status e-mails it names the medicines: the shopper asked for exactly this, with a separate consent, on
 * /track. Product names stay as written in every language.
 */
export const refillReminderMessages = {
  subject: /*i18n*/ { id: 'email.refill.subject', message: 'Time to reorder the medicines of order {reference}' },
  headline: /*i18n*/ {
    id: 'email.refill.headline',
    message: 'As you asked, here is your reminder to reorder these medicines:',
  },
  headlineNoneLeft: /*i18n*/ {
    id: 'email.refill.headline_none_left',
    message: 'As you asked, here is your reminder about the medicines of this order. They need a new prescription now.',
  },
  line: /*i18n*/ { id: 'email.refill.line', message: '{name} × {quantity}' },
  needsNewPrescription: /*i18n*/ {
    id: 'email.refill.needs_new_prescription',
    message:
      'Not included, because they need a prescription and yours is more than 180 days old: {names}. To order them again, upload a new prescription with your order.',
  },
  allNeedNewPrescription: /*i18n*/ {
    id: 'email.refill.all_need_new_prescription',
    message:
      'Your prescription is more than 180 days old, so we cannot dispense these medicines against it: {names}. To order them again, add them to your cart and upload a new prescription at checkout.',
  },
  refillLink: /*i18n*/ { id: 'email.refill.link', message: 'Refill my cart' },
  newPrescriptionLink: /*i18n*/ { id: 'email.refill.link_new_prescription', message: 'Order again with a new prescription' },
  unsubscribe: /*i18n*/ { id: 'email.refill.unsubscribe', message: 'Stop this reminder' },
  footer: /*i18n*/ {
    id: 'email.refill.footer',
    message:
      'You get this e-mail because you asked on our tracking page for a reminder about order {reference} and agreed that we use this address for it. We send it once. Replies to this address are not read: to reach us, call us or write from our contact page.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** Inputs of {@link refillReminderContent}. */
export interface RefillReminderFacts {
  reference: string;
  lines: readonly ReminderLine[];
  /** ISO 8601 upload time of the order's prescription, if it carries one. */
  prescriptionUploadedAt?: string;
  /** The sending time: a prescription's validity is judged at it. */
  at: Date;
  /** The signed unsubscribe token (functions/reminders/unsubscribe-token.ts). */
  unsubscribeToken: string;
  /** Scheme and host of the storefront, no trailing slash. */
  siteOrigin: string;
  locale?: EmailLocale;
}

/**
 * The words of a refill reminder: the medicines still valid to refill and a link that puts them in the cart
 * (/refill?items=<id>:<qty>,…, /hi/refill for Hindi), the prescription-only ones whose prescription is past its 180 days
 * (left out, "a new prescription is needed"), or, when nothing is left, the "needs a new prescription" version whose link
 * puts them in the cart for a checkout with a new prescription; and the unsubscribe page's link.
 */
export function refillReminderContent(facts: RefillReminderFacts): NotificationContent {
  const write = emailWriter(facts.locale ?? 'en', 'order', facts.reference, facts.siteOrigin);
  const { say } = write;
  const { remind, needsNewPrescription } = splitReminderLines(facts.lines, facts.prescriptionUploadedAt, facts.at);
  const names = needsNewPrescription.map((line) => line.name).join(', ');
  const noneLeft = remind.length === 0;
  const shown = noneLeft ? needsNewPrescription : remind;
  const listed = shown.map(({ name, quantity }) => say(refillReminderMessages.line, { name, quantity }));
  const note =
    needsNewPrescription.length === 0
      ? []
      : [say(noneLeft ? refillReminderMessages.allNeedNewPrescription : refillReminderMessages.needsNewPrescription, { names })];
  return {
    subject: say(refillReminderMessages.subject),
    headline: say(noneLeft ? refillReminderMessages.headlineNoneLeft : refillReminderMessages.headline),
    reference: facts.reference,
    details: [listed.join('\n'), ...note],
    link: {
      text: say(noneLeft ? refillReminderMessages.newPrescriptionLink : refillReminderMessages.refillLink),
      url: write.url(`/refill?items=${refillItemsParam(shown)}`),
    },
    unsubscribe: {
      text: say(refillReminderMessages.unsubscribe),
      url: write.url(`/unsubscribe?token=${encodeURIComponent(facts.unsubscribeToken)}`),
    },
    footer: say(refillReminderMessages.footer),
    locale: write.locale,
    labels: write.labels,
    contact: write.contact,
  };
}

/** Inputs of {@link backInStockContent}. */
export interface BackInStockFacts {
  /** The catalogue id (for the link) and name (as written) of the product. */
  productId: string;
  product: string;
  /** The signed unsubscribe token (functions/reminders/unsubscribe-token.ts, purpose back_in_stock). */
  unsubscribeToken: string;
  /** Scheme and host of the storefront, no trailing slash. */
  siteOrigin: string;
  locale?: EmailLocale;
}

/** The words of a back-in-stock notice in the subscriber's language, with the product page's link in it. */
export function backInStockContent(facts: BackInStockFacts): NotificationContent {
  const write = emailWriter(facts.locale ?? 'en', 'order', '', facts.siteOrigin);
  const { say } = write;
  const product = facts.product;
  return {
    subject: say(backInStockMessages.subject, { product }),
    headline: say(backInStockMessages.headline, { product }),
    details: [],
    link: { text: say(backInStockMessages.link), url: write.url(`/product/${encodeURIComponent(facts.productId)}`) },
    unsubscribe: {
      text: say(backInStockMessages.unsubscribe),
      url: write.url(`/unsubscribe?token=${encodeURIComponent(facts.unsubscribeToken)}`),
    },
    footer: say(backInStockMessages.footer),
    locale: write.locale,
    labels: write.labels,
    contact: write.contact,
  };
}
