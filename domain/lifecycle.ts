/**
 * The lifecycle of prescriptions, orders and messages (docs/architecture/lifecycle.md), as one table that the staff API, the staff
 * console, the staff CLI and the shopper's /track page all read. A status change is allowed only when a row of
 * `transitions` names it, the actor belongs to one of its groups, its guard holds and its reason rules are met.
 * Pure: no I/O; the API applies the result with a conditional write on `version` (docs/architecture/staff-api.md).
 */
import type { CallOutcome } from './call-clock';

/** The records that have a lifecycle. */
export type LifecycleKind = 'prescription' | 'order' | 'message';

/** Statuses per kind (docs/architecture/lifecycle.md). */
export const statusesByKind = {
  prescription: ['received', 'in_review', 'verified', 'rejected', 'erased'],
  order: [
    'quoted',
    'placed',
    'awaiting_prescription',
    'confirmed',
    'packed',
    'dispatched',
    'delivered',
    'cancelled',
    'return_requested',
    'return_approved',
    'return_declined',
    'returned',
  ],
  message: ['new', 'answered', 'awaiting_support', 'closed', 'erased'],
} as const satisfies Record<LifecycleKind, readonly string[]>;

export type PrescriptionStatus = (typeof statusesByKind.prescription)[number];
export type OrderStatus = (typeof statusesByKind.order)[number];
export type MessageStatus = (typeof statusesByKind.message)[number];
/** A status of the given kind. */
export type StatusOf<K extends LifecycleKind> = (typeof statusesByKind)[K][number];
export type LifecycleStatus = PrescriptionStatus | OrderStatus | MessageStatus;

/** The status a new record starts in. An order holding prescription-only medicines starts awaiting its check. */
export function initialStatus(kind: 'prescription'): PrescriptionStatus;
export function initialStatus(kind: 'order', options: { needsPrescription: boolean }): OrderStatus;
export function initialStatus(kind: 'message'): MessageStatus;
export function initialStatus(kind: LifecycleKind, options?: { needsPrescription: boolean }): LifecycleStatus {
  if (kind === 'prescription') return 'received';
  if (kind === 'message') return 'new';
  return options?.needsPrescription ? 'awaiting_prescription' : 'placed';
}

/** Staff groups of the Cognito user pool (docs/architecture/staff-api.md). */
export type StaffGroup = 'pharmacist' | 'support';

/** Who asks for a change: a signed-in staff member (by user id, never a name in logs), or the shopper (/track). */
export type Actor = { type: 'staff'; userId: string; groups: readonly StaffGroup[] } | { type: 'shopper' };

/**
 * Why a pharmacist refuses a prescription (docs/architecture/lifecycle.md), with the plain words the shopper reads on /track and in
 * e-mail and what to do next. `other` needs a note.
 */
export const rejectionReasons = {
  too_old: {
    label: 'Older than six months',
    shopperText: 'Your prescription is older than six months.',
    nextStep: 'Please upload one written in the last six months.',
  },
  unreadable: {
    label: 'Unclear or unreadable',
    shopperText: 'We could not read your prescription clearly.',
    nextStep: 'Please upload a sharper photo or scan showing the whole page in good light.',
  },
  doctor_details_missing: {
    label: "Doctor's name, registration number or signature missing",
    shopperText: "Your prescription does not show the doctor's name, registration number or signature.",
    nextStep: 'Please upload the complete prescription, including the part with the doctor’s details and signature.',
  },
  patient_mismatch: {
    label: 'Patient name does not match',
    shopperText: 'The patient name on the prescription does not match the name given with it.',
    nextStep: 'Please upload the prescription written for the patient, or contact us if the name was typed differently.',
  },
  medicine_not_prescribed: {
    label: 'Medicine not on the prescription',
    shopperText: 'The medicine you asked for is not on this prescription.',
    nextStep: 'Please upload the prescription that lists this medicine.',
  },
  other: {
    label: 'Other (explain in the note)',
    shopperText: 'Our pharmacist could not accept this prescription.',
    nextStep: 'Please call us, or write to us from our contact page; we will tell you what is needed.',
  },
} as const;

/**
 * Why an order is cancelled before dispatch (docs/architecture/lifecycle.md). `other` needs a note. The first group is staff's
 * (the console's picker); the shopper picks from shopperCancellationReasons on /track.
 */
export const cancellationReasons = {
  shopper_request: { label: 'The shopper asked to cancel', shopperText: 'The order was cancelled at your request.' },
  prescription_invalid: {
    label: 'Prescription not valid for these medicines',
    shopperText: 'The order was cancelled because the prescription could not be accepted for these medicines.',
  },
  out_of_stock: { label: 'Out of stock', shopperText: 'The order was cancelled because a medicine is out of stock.' },
  undeliverable: { label: 'Address cannot be served', shopperText: 'The order was cancelled because we cannot deliver to this address.' },
  other: { label: 'Other (explain in the note)', shopperText: 'The order was cancelled. Please contact us for details.' },
  shopper_ordered_by_mistake: { label: 'I ordered by mistake', shopperText: 'You cancelled the order: ordered by mistake.' },
  shopper_found_cheaper: { label: 'I found it cheaper elsewhere', shopperText: 'You cancelled the order: found it cheaper elsewhere.' },
  shopper_delivery_too_slow: { label: 'Delivery is too slow', shopperText: 'You cancelled the order: delivery too slow.' },
  shopper_other: { label: 'Another reason', shopperText: 'You cancelled the order.' },
  payment_not_completed: {
    label: 'Online payment not completed in 30 minutes',
    shopperText: 'The order was cancelled because the online payment was not completed within 30 minutes.',
  },
  // A pharmacist's quote the shopper turned down on /track (shopperQuoteDeclineReasons), or left unanswered (quote_expired).
  quote_declined_too_expensive: { label: 'Quote declined: too expensive', shopperText: 'You declined the order: too expensive.' },
  quote_declined_bought_elsewhere: {
    label: 'Quote declined: bought elsewhere',
    shopperText: 'You declined the order: bought elsewhere.',
  },
  quote_declined_not_needed: { label: 'Quote declined: no longer needed', shopperText: 'You declined the order: no longer needed.' },
  quote_declined_other: { label: 'Quote declined: another reason', shopperText: 'You declined the order.' },
  quote_expired: {
    label: 'Quote not accepted within 48 hours',
    shopperText: 'The order was cancelled because it was not accepted within 48 hours.',
  },
} as const;

/**
 * The cancellation reasons only the system gives: an online order left unpaid for 30 minutes (domain/payment.ts
 * PAYMENT_WINDOW_MS, functions/notifier/unpaid-orders.ts), a quote left unanswered for 48 hours (domain/quote.ts
 * QUOTE_VALIDITY_MS, functions/notifier/expired-quotes.ts). Neither staff nor the shopper pick them.
 */
export const systemCancellationReasons = [
  'payment_not_completed',
  'quote_expired',
] as const satisfies readonly (keyof typeof cancellationReasons)[];

/** The cancellation reasons a shopper picks from on /track (the `shopper_` codes of cancellationReasons), in picker order. */
export const shopperCancellationReasons = [
  'shopper_ordered_by_mistake',
  'shopper_found_cheaper',
  'shopper_delivery_too_slow',
  'shopper_other',
] as const satisfies readonly (keyof typeof cancellationReasons)[];

/** Why a shopper declines a pharmacist's quote on /track (docs/architecture/lifecycle.md), in picker order. */
export const shopperQuoteDeclineReasons = [
  'quote_declined_too_expensive',
  'quote_declined_bought_elsewhere',
  'quote_declined_not_needed',
  'quote_declined_other',
] as const satisfies readonly (keyof typeof cancellationReasons)[];

/**
 * The cancellation reasons staff pick from in the console: every code that is neither the shopper's own (`shopper_request` is
 * staff's; a quote's decline reasons are the shopper's too) nor the system's.
 */
const staffCancellationReasons = Object.keys(cancellationReasons).filter(
  (code) =>
    !(shopperCancellationReasons as readonly string[]).includes(code) &&
    !(shopperQuoteDeclineReasons as readonly string[]).includes(code) &&
    !(systemCancellationReasons as readonly string[]).includes(code),
);

/**
 * Why a shopper asks to return a delivered order (docs/architecture/lifecycle.md, Consumer Protection (E-Commerce) Rules 2020:
 * wrong, damaged or near-expiry goods). `expiring_soon`: expiring within 3 months of delivery.
 */
export const returnReasons = {
  wrong_item: { label: 'Wrong item', shopperText: 'Return requested: wrong item.' },
  damaged: { label: 'Damaged or broken', shopperText: 'Return requested: damaged or broken.' },
  expiring_soon: { label: 'Expires within 3 months', shopperText: 'Return requested: expires within 3 months.' },
} as const;

/** Why support declines a return (docs/architecture/lifecycle.md). `other` needs a note (the shopper sees only the label's text). */
export const returnDeclineReasons = {
  outside_policy: {
    label: 'Not returnable under our policy',
    shopperText: 'Return declined: this item cannot be returned under our return policy.',
  },
  not_as_described: {
    label: 'Item checked and found as ordered',
    shopperText: 'Return declined: we checked and the item matches your order and is in date.',
  },
  other: { label: 'Other (explain in the note)', shopperText: 'Return declined. Please contact us for details.' },
} as const;

/**
 * The order steps that need more than a status (a pickup date, a refund): their rows carry this guard, so the generic
 * status change (and the console's generic buttons) never offers or takes them; only the module that collects the
 * extra data passes its `step` in the TransitionContext (functions/staff-api/order-refund.ts, order-return-decision.ts).
 */
export type OrderServiceStep = 'return_decision' | 'refund';

/** Longest note a staff member may add to a change, in characters. */
export const MAX_NOTE_LENGTH = 1000;

/** What a transition's guard may look at besides the statuses. */
export interface TransitionContext {
  /** True when the order holds prescription-only medicines (orders only). */
  needsPrescription?: boolean;
  /** The order-service step making the change, when it is one (OrderServiceStep); absent for the generic status change. */
  step?: OrderServiceStep;
  /**
   * True when the change carries a written text for the message's conversation (a support answer,
   * functions/staff-api/message-answer.ts; a customer reply, functions/track/message-reply.ts). Absent for the generic
   * status change, so a message never becomes `answered` without an answer the customer can read.
   */
  hasText?: boolean;
}

/** The guard of the message changes that carry a text (TransitionContext.hasText): only the conversation's actions make them. */
const withText = (context: TransitionContext): string | undefined =>
  context.hasText ? undefined : 'This change carries a written answer: send it from the conversation.';

/** A guard that allows the change only from the order-service step that collects its extra data. */
const onlyVia =
  (step: OrderServiceStep, where: string) =>
  (context: TransitionContext): string | undefined =>
    context.step === step ? undefined : `Use ${where} for this step.`;

/** One allowed change. `who` lists the staff groups allowed, or 'shopper' for /track self-service. */
interface TransitionRule<K extends LifecycleKind = LifecycleKind> {
  kind: K;
  from: readonly StatusOf<K>[];
  to: StatusOf<K>;
  who: readonly (StaffGroup | 'shopper')[];
  /** The reasons this change takes; absent means it takes none. */
  reasons?: readonly string[];
  /** Button text in the staff console. */
  action: string;
  /** Returns a problem text when the change may not happen in this context. */
  guard?: (context: TransitionContext) => string | undefined;
}

const rule = <K extends LifecycleKind>(row: TransitionRule<K>): TransitionRule => row as unknown as TransitionRule;
const beforeDispatch = ['placed', 'awaiting_prescription', 'confirmed', 'packed'] as const;

/**
 * Every allowed change (docs/architecture/lifecycle.md, docs/architecture/staff-api.md): pharmacists decide prescriptions and may run every order step;
 * support runs the delivery steps and answers messages; the shopper re-uploads a refused prescription or
 * withdraws consent. Anything not listed is refused.
 */
export const transitions: readonly TransitionRule[] = [
  rule({ kind: 'prescription', from: ['received'], to: 'in_review', who: ['pharmacist'], action: 'Start review' }),
  rule({ kind: 'prescription', from: ['in_review'], to: 'verified', who: ['pharmacist'], action: 'Verify' }),
  rule({
    kind: 'prescription',
    from: ['in_review'],
    to: 'rejected',
    who: ['pharmacist'],
    action: 'Reject',
    reasons: Object.keys(rejectionReasons),
  }),
  rule({ kind: 'prescription', from: ['rejected'], to: 'received', who: ['shopper'], action: 'Upload a new prescription' }),
  rule({
    kind: 'prescription',
    from: ['received', 'in_review', 'verified', 'rejected'],
    to: 'erased',
    who: ['shopper'],
    action: 'Withdraw consent and erase',
  }),
  rule({
    kind: 'order',
    from: ['placed'],
    to: 'confirmed',
    who: ['pharmacist'],
    action: 'Confirm',
    guard: ({ needsPrescription }) => (needsPrescription ? 'This order needs its prescription verified first.' : undefined),
  }),
  rule({
    kind: 'order',
    from: ['placed'],
    to: 'awaiting_prescription',
    who: ['pharmacist'],
    action: 'Hold for prescription check',
    guard: ({ needsPrescription }) => (needsPrescription ? undefined : 'This order holds no prescription-only medicine.'),
  }),
  rule({ kind: 'order', from: ['awaiting_prescription'], to: 'confirmed', who: ['pharmacist'], action: 'Verify prescription and confirm' }),
  rule({ kind: 'order', from: ['confirmed'], to: 'packed', who: ['pharmacist', 'support'], action: 'Mark packed' }),
  rule({ kind: 'order', from: ['packed'], to: 'dispatched', who: ['pharmacist', 'support'], action: 'Mark dispatched' }),
  rule({ kind: 'order', from: ['dispatched'], to: 'delivered', who: ['pharmacist', 'support'], action: 'Mark delivered' }),
  // A pharmacist's quote (functions/staff-api/quote.ts) waits for the shopper: accepting it on /track places it as any
  // order with its prescription already verified (functions/track/quote-accept.ts takes its stock as checkout does);
  // declining cancels it with a decline reason; 48 hours unanswered, the notifier cancels it with `quote_expired`.
  rule({ kind: 'order', from: ['quoted'], to: 'placed', who: ['shopper'], action: 'Accept the quote' }),
  rule({
    kind: 'order',
    from: ['quoted'],
    to: 'cancelled',
    who: ['shopper'],
    action: 'Decline the quote',
    reasons: shopperQuoteDeclineReasons,
  }),
  rule({
    kind: 'order',
    from: ['quoted', ...beforeDispatch],
    to: 'cancelled',
    who: ['pharmacist'],
    action: 'Cancel',
    reasons: staffCancellationReasons,
  }),
  // The shopper cancels from /track until dispatch (functions/track/order-cancel.ts).
  rule({
    kind: 'order',
    from: beforeDispatch,
    to: 'cancelled',
    who: ['shopper'],
    action: 'Cancel my order',
    reasons: shopperCancellationReasons,
  }),
  // Returns (Consumer Protection (E-Commerce) Rules 2020): the shopper asks within the return window of delivery
  // (domain/order-service.ts), support decides in the console's order service panel; an approved return ends in a refund.
  rule({
    kind: 'order',
    from: ['delivered'],
    to: 'return_requested',
    who: ['shopper'],
    action: 'Request a return',
    reasons: Object.keys(returnReasons),
  }),
  rule({
    kind: 'order',
    from: ['return_requested'],
    to: 'return_approved',
    who: ['support', 'pharmacist'],
    action: 'Approve return',
    guard: onlyVia('return_decision', 'the return decision with a pickup date'),
  }),
  rule({
    kind: 'order',
    from: ['return_requested'],
    to: 'return_declined',
    who: ['support', 'pharmacist'],
    action: 'Decline return',
    reasons: Object.keys(returnDeclineReasons),
    guard: onlyVia('return_decision', 'the return decision'),
  }),
  rule({
    kind: 'order',
    from: ['return_approved'],
    to: 'returned',
    who: ['support', 'pharmacist'],
    action: 'Mark refunded',
    guard: onlyVia('refund', 'the refund step'),
  }),
  // A message is a conversation (docs/architecture/lifecycle.md): support answers with a text; the customer's reply from /track
  // reopens an answered or closed one for support (a reply while it waits for support only adds to the thread).
  rule({ kind: 'message', from: ['new', 'awaiting_support'], to: 'answered', who: ['support'], action: 'Send answer', guard: withText }),
  rule({ kind: 'message', from: ['answered', 'closed'], to: 'awaiting_support', who: ['shopper'], action: 'Reply', guard: withText }),
  rule({ kind: 'message', from: ['answered', 'awaiting_support'], to: 'closed', who: ['support'], action: 'Close' }),
  // DPDP Act 2023 §6(4), §12: a shopper may withdraw consent and have a message erased from /track (a tombstone stays).
  rule({
    kind: 'message',
    from: ['new', 'answered', 'awaiting_support', 'closed'],
    to: 'erased',
    who: ['shopper'],
    action: 'Withdraw consent and erase',
  }),
];

/** A requested change, as the staff API or /track receives it. */
export interface TransitionRequest {
  kind: LifecycleKind;
  from: string;
  to: string;
  reason?: string;
  note?: string;
}

/**
 * Why a change was refused; `status` is the HTTP status the API answers with (docs/architecture/api.md), `message` its
 * English message for API clients and logs, and `field` with `fieldCode` (and `max`, a length in characters) the field
 * problem the API sends for it (contracts/field-problems.ts).
 */
export interface TransitionProblem {
  status: 400 | 403;
  code: 'VALIDATION' | 'FORBIDDEN';
  message: string;
  field?: 'to' | 'reason' | 'note';
  fieldCode?: 'too_long' | 'status_change_refused' | 'reason_required' | 'invalid' | 'note_required' | 'reason_not_taken';
  max?: number;
}

function allowedFor(actor: Actor, who: TransitionRule['who']): boolean {
  return actor.type === 'shopper' ? who.includes('shopper') : actor.groups.some((group) => who.includes(group));
}

/**
 * The changes `actor` may make from `from` now, in table order (the console's buttons).
 * @returns the matching rules (empty for a final status or an actor without rights)
 */
export function availableTransitions(
  kind: LifecycleKind,
  from: string,
  actor: Actor,
  context: TransitionContext = {},
): readonly TransitionRule[] {
  return transitions.filter(
    (row) => row.kind === kind && (row.from as readonly string[]).includes(from) && allowedFor(actor, row.who) && !row.guard?.(context),
  );
}

/**
 * Checks one requested change against the table.
 * @returns undefined when allowed, else the problem: 400 for a change the table does not allow from this status,
 *   a failed guard, a missing/unknown/unwanted reason, a missing note for reason `other` or a note over
 *   MAX_NOTE_LENGTH characters; 403 when the change exists but the actor's groups may not make it.
 */
export function checkTransition(request: TransitionRequest, actor: Actor, context: TransitionContext = {}): TransitionProblem | undefined {
  const note = request.note?.trim() ?? '';
  if (note.length > MAX_NOTE_LENGTH) {
    return {
      status: 400,
      code: 'VALIDATION',
      field: 'note',
      fieldCode: 'too_long',
      max: MAX_NOTE_LENGTH,
      message: `The note may be at most ${MAX_NOTE_LENGTH} characters.`,
    };
  }
  const candidates = transitions.filter(
    (row) => row.kind === request.kind && row.to === request.to && (row.from as readonly string[]).includes(request.from),
  );
  if (candidates.length === 0) {
    return {
      status: 400,
      code: 'VALIDATION',
      field: 'to',
      fieldCode: 'status_change_refused',
      message: `A ${request.kind} cannot go from "${request.from}" to "${request.to}".`,
    };
  }
  const permitted = candidates.find((row) => allowedFor(actor, row.who));
  if (!permitted) return { status: 403, code: 'FORBIDDEN', message: 'Your role may not make this change.' };
  const guardProblem = permitted.guard?.(context);
  if (guardProblem) return { status: 400, code: 'VALIDATION', field: 'to', fieldCode: 'status_change_refused', message: guardProblem };
  if (permitted.reasons) {
    if (!request.reason)
      return { status: 400, code: 'VALIDATION', field: 'reason', fieldCode: 'reason_required', message: 'Choose a reason.' };
    if (!permitted.reasons.includes(request.reason))
      return { status: 400, code: 'VALIDATION', field: 'reason', fieldCode: 'invalid', message: 'Unknown reason.' };
    if (request.reason === 'other' && note === '')
      return { status: 400, code: 'VALIDATION', field: 'note', fieldCode: 'note_required', message: 'Explain the reason in the note.' };
  } else if (request.reason) {
    return { status: 400, code: 'VALIDATION', field: 'reason', fieldCode: 'reason_not_taken', message: 'This change takes no reason.' };
  }
  return undefined;
}

/** One entry of a record's append-only history (docs/architecture/data-model.md). `by` is a staff user id or 'shopper', never a name. */
export interface HistoryEntry {
  /** ISO 8601 time (UTC). */
  at: string;
  by: string;
  from: string | null;
  to: string;
  reason?: string;
  note?: string;
  /**
   * A logged call (domain/call-clock.ts): the entry keeps the status (`from` = `to`) and says how the call ended;
   * `callBackAt` (ISO 8601) the time the shopper asked to be called back. /track leaves call entries out.
   */
  call?: CallOutcome;
  callBackAt?: string;
}

/**
 * The history entry a checked change appends; call only after checkTransition returned undefined.
 * @param now the change's time; the entry's `at` is its ISO 8601 form
 */
export function historyEntry(request: TransitionRequest, actor: Actor, now: Date): HistoryEntry {
  const note = request.note?.trim();
  return {
    at: now.toISOString(),
    by: actor.type === 'staff' ? actor.userId : 'shopper',
    from: request.from,
    to: request.to,
    ...(request.reason ? { reason: request.reason } : {}),
    ...(note ? { note } : {}),
  };
}

/** True when no further change is possible from `status` by anyone (the record's final state). */
export function isFinal(kind: LifecycleKind, status: string): boolean {
  return !transitions.some((row) => row.kind === kind && (row.from as readonly string[]).includes(status));
}
