/**
 * Which lifecycle changes send an e-mail, and the words of each (docs/architecture.md §4, §9.5). Pure data and text:
 * the outbox (functions/runtime/outbox.ts) asks `notificationsFor` which e-mails a change owes, and the notifier
 * (functions/notifier/) renders them. An e-mail names the request by its reference and status only: never the
 * medicine, a diagnosis, the file, the address or a staff note (those may hold health data).
 */
import { invoiceText } from './invoice';
import {
  cancellationReasons,
  rejectionReasons,
  returnDeclineReasons,
  shopperStatusLabels,
  type LifecycleKind,
  type LifecycleStatus,
} from './lifecycle';
import { orderServiceTexts, type OrderServiceFacts } from './order-service';

/** Who an e-mail is for: the shopper (the address they gave) or the pharmacy's own inbox. */
export type NotificationAudience = 'shopper' | 'pharmacy';

/**
 * The outbox event of a correction staff applied from the console (functions/staff-api/privacy-correction.ts): not a
 * status, so its e-mail shows no status line.
 */
export const DETAILS_CORRECTED = 'details_corrected';

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

/** The words of one shopper e-mail: subject (with the reference) and the opening sentence. */
interface ShopperWording {
  subject: (reference: string) => string;
  headline: string;
}

/** What the shopper calls each kind of request in an e-mail. */
const kindNoun: Readonly<Record<LifecycleKind, string>> = { prescription: 'prescription', order: 'order', message: 'message' };

/**
 * The changes a shopper would care about (docs/architecture.md §9.5: received, verified, rejected with the reason, confirmed,
 * dispatched, delivered, erased; plus an order placed, a message received, a message answered and a cancellation). A
 * status not listed here (in_review, packed, awaiting_support, closed) sends nothing. Keyed `<kind>:<status>`.
 */
export const shopperNotifications: Readonly<Record<string, ShopperWording>> = {
  'prescription:received': {
    subject: (ref) => `We received your prescription ${ref}`,
    headline: 'We received your prescription. A pharmacist will check it soon.',
  },
  'prescription:verified': {
    subject: (ref) => `Your prescription ${ref} is verified`,
    headline: 'Our pharmacist has verified your prescription.',
  },
  'prescription:rejected': {
    subject: (ref) => `Your prescription ${ref} was not accepted`,
    headline: 'Our pharmacist could not accept your prescription.',
  },
  'prescription:erased': {
    subject: (ref) => `Your prescription ${ref} is deleted`,
    headline: 'As you asked, we have deleted your prescription and the details you gave with it.',
  },
  'order:placed': { subject: (ref) => `We received your order ${ref}`, headline: 'Thank you: we received your order.' },
  'order:awaiting_prescription': {
    subject: (ref) => `We received your order ${ref}`,
    headline: 'Thank you: we received your order. Our pharmacist will check its prescription before we prepare it.',
  },
  'order:confirmed': { subject: (ref) => `Your order ${ref} is confirmed`, headline: 'Your order is confirmed and being prepared.' },
  'order:dispatched': {
    subject: (ref) => `Your order ${ref} is on its way`,
    headline: 'Your order is on its way. Expect it in 2–3 business days.',
  },
  'order:delivered': {
    subject: (ref) => `Your order ${ref} was delivered`,
    headline: 'Your order was delivered. Thank you for shopping with us.',
  },
  'order:cancelled': { subject: (ref) => `Your order ${ref} was cancelled`, headline: 'Your order was cancelled.' },
  // The order service (domain/order-service.ts): refund steps are events of the refund, not statuses; the others are statuses.
  'order:refund_started': { subject: (ref) => `Refund started for your order ${ref}`, headline: 'We have started your refund.' },
  'order:refunded': { subject: (ref) => `Your order ${ref} is refunded`, headline: 'Your refund is complete.' },
  'order:return_requested': {
    subject: (ref) => `We received your return request for order ${ref}`,
    headline: 'We received your return request.',
  },
  'order:return_approved': { subject: (ref) => `Your return of order ${ref} is approved`, headline: 'Your return is approved.' },
  'order:return_declined': {
    subject: (ref) => `Your return of order ${ref} was declined`,
    headline: 'We could not accept your return.',
  },
  'message:new': { subject: (ref) => `We received your message ${ref}`, headline: 'Thank you for writing to us. We will reply soon.' },
  // The answer's own words travel in the event (NotificationFacts.text); the subject never holds typed text.
  'message:answered': { subject: (ref) => `Our answer to your message ${ref}`, headline: 'We have answered your message. Our answer:' },
  // A correction staff applied at the shopper's request (DPDP Act 2023 §12): an event, not a status. Names no value.
  ...Object.fromEntries(
    (['prescription', 'order', 'message'] as const).map((kind) => [
      `${kind}:${DETAILS_CORRECTED}`,
      {
        subject: (ref: string) => `We corrected your details for ${kindNoun[kind]} ${ref}`,
        headline: `As you asked, we have corrected the details you gave with this ${kindNoun[kind]}. If anything is still wrong, ask again from the tracking page.`,
      },
    ]),
  ),
};

/** The last paragraph of an answer's e-mail: replies go through /track (the sender address takes no mail). */
const messageReplyHint =
  'To reply, open the tracking page and enter the reference and the phone number you gave: your reply reaches our team there.';

/**
 * The changes that alert the pharmacy inbox: a new prescription to check, whether uploaded on /upload, attached to
 * an order, or uploaded again after a rejection (docs/architecture.md §9.5: every new prescription also alerts the pharmacy inbox).
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
  reference: string;
  /** The status as a shopper reads it on /track (shopperStatusLabels); absent in an e-mail that is not about a status (the erasure code). */
  statusLabel?: string;
  /** Further paragraphs: why, and what to do next (rejections and cancellations). */
  details: string[];
  /** The call to action: its text and absolute URL. */
  link: { text: string; url: string };
  /** The closing line (why this e-mail came). */
  footer: string;
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
   * What support wrote (a message's answer, carried by its outbox event): the only typed text an e-mail ever holds,
   * in the body, never the subject (subjects show on lock screens and in mail lists).
   */
  text?: string;
  /** An order's delivery, refund and return facts (domain/order-service.ts orderServiceFacts), for the order-service e-mails. */
  order?: OrderServiceFacts;
}

/**
 * The paragraphs the order-service facts add to an order's e-mail (docs/architecture.md §4 "Order service"): the
 * refund or "nothing charged" with a cancellation, the amount with a refund step, the pickup date of an approved return,
 * the reason of a declined one, what happens next after a request.
 */
function orderServiceDetails(status: string, reason: string | undefined, order: OrderServiceFacts | undefined): string[] {
  const refund = order?.refund;
  if (status === 'cancelled' && order?.paymentMethod === 'cod') return [orderServiceTexts.nothingCharged];
  if (status === 'refund_started' && refund) return [orderServiceTexts.refundStarted(refund), orderServiceTexts.refundTiming];
  if (status === 'refunded' && refund?.refundedAt) return [orderServiceTexts.refunded(refund, refund.refundedAt)];
  if (status === 'return_requested') return [orderServiceTexts.returnRequestedNext];
  if (status === 'return_approved' && order?.pickupDate) return [orderServiceTexts.returnApproved(order.pickupDate)];
  if (status === 'return_declined')
    return [(returnDeclineReasons[reason as keyof typeof returnDeclineReasons] ?? returnDeclineReasons.other).shopperText];
  return [];
}

/**
 * The words of the e-mail for one outbox event (docs/architecture.md §9.5): the reference, the status in plain words, the reason
 * with what to do next, and a link to /track (the reference never goes in the URL, docs/architecture.md §3.1). The pharmacy alert
 * links to the staff console instead. Never a medicine, diagnosis, file, address or staff note.
 * @throws Error for a shopper event of a change that sends no e-mail (a programming error: see notificationsFor)
 */
export function notificationContent(facts: NotificationFacts): NotificationContent {
  const { audience, kind, reference, status, reason, siteOrigin } = facts;
  const statusLabel = shopperStatusLabels[status as LifecycleStatus] ?? status;
  if (audience === 'pharmacy') {
    return {
      subject: `New prescription to check: ${reference}`,
      headline: `A new prescription is waiting for a pharmacist (${kindNoun[kind]} ${reference}).`,
      reference,
      statusLabel,
      details: ['Open it in the staff console. This alert holds no patient details by design.'],
      link: { text: 'Open the staff console', url: `${siteOrigin}/staff` },
      footer: 'Sent to the pharmacy inbox for every new prescription.',
    };
  }
  const wording = shopperNotifications[`${kind}:${status}`];
  if (!wording) throw new Error(`No e-mail is defined for a ${kind} in status ${status}`);
  const details: string[] = [];
  if (kind === 'prescription' && status === 'rejected') {
    const why = rejectionReasons[reason as keyof typeof rejectionReasons] ?? rejectionReasons.other;
    details.push(why.shopperText, why.nextStep);
  }
  if (kind === 'order' && status === 'cancelled') {
    details.push((cancellationReasons[reason as keyof typeof cancellationReasons] ?? cancellationReasons.other).shopperText);
  }
  if (kind === 'order') details.push(...orderServiceDetails(status, reason, facts.order));
  // The tax invoice is downloaded on /track with the reference and phone (never attached: the e-mail holds no documents).
  if (kind === 'order' && status === 'dispatched') details.push(invoiceText.emailNote);
  if (kind === 'message' && status === 'answered') details.push(...(facts.text ? [facts.text] : []), messageReplyHint);
  // The actual date once known (domain/delivery-estimate.ts), instead of the "2–3 business days" of the wording.
  const arrival = kind === 'order' && status === 'dispatched' ? facts.order?.estimatedDelivery : undefined;
  return {
    subject: wording.subject(reference),
    headline: arrival ? orderServiceTexts.dispatchedHeadline(arrival.latest) : wording.headline,
    reference,
    // A refund step is not a status: its e-mail shows no status line.
    ...(status === 'refund_started' || status === 'refunded' || status === DETAILS_CORRECTED
      ? {}
      : { statusLabel: arrival ? orderServiceTexts.onItsWay(arrival.latest) : statusLabel }),
    details,
    link: {
      text: status === 'erased' ? 'See the status on the tracking page' : `Track your ${kindNoun[kind]}`,
      url: `${siteOrigin}/track`,
    },
    footer: `You get this e-mail because this address was given with ${kindNoun[kind]} ${reference} on our website. On the tracking page, enter the reference and the phone number you gave. Please do not reply with medical details.`,
  };
}

/** Inputs of {@link erasureCodeContent}. */
export interface ErasureCodeFacts {
  kind: LifecycleKind;
  reference: string;
  /** The one-time code, as drawn by the notifier at send time (never stored in clear). */
  code: string;
  /** How long the code works, in whole minutes, and how many entries it takes (the API's rules, contracts/privacy-requests.ts). */
  validMinutes: number;
  tries: number;
  /** Scheme and host of the storefront, no trailing slash. */
  siteOrigin: string;
}

/**
 * The words of the one e-mail that is not about a status change: the one-time code that confirms an erasure asked for
 * on /track (DPDP Act 2023 §12(3): erasure on request; NIST SP 800-63B §5.1.3: an out-of-band code, short-lived, with
 * few tries). The code is in the body only, not the subject (subjects
 * show on lock screens and in mail lists). Says what the code does, how long it works, and what to do if the shopper
 * did not ask. Never a medicine, name or address.
 */
export function erasureCodeContent({ kind, reference, code, validMinutes, tries, siteOrigin }: ErasureCodeFacts): NotificationContent {
  return {
    subject: `Your code to delete your ${kindNoun[kind]} ${reference}`,
    headline: `Your code is ${code}.`,
    reference,
    details: [
      `Enter it on the tracking page to confirm that we should delete your ${kindNoun[kind]} and the details you gave with it. The code works for ${validMinutes} minutes and can be tried ${tries} times.`,
      'If you did not ask to delete your data, you can ignore this e-mail: nothing is deleted without this code. Do not share the code with anyone; we never ask for it by phone.',
    ],
    link: { text: 'Open the tracking page', url: `${siteOrigin}/track` },
    footer: `You get this e-mail because someone asked on our tracking page to delete ${kindNoun[kind]} ${reference}, which was given with this address.`,
  };
}
