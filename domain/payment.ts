/**
 * How an order is paid and what happens to the money (docs/architecture/lifecycle.md "Order service"): the one model of
 * an order's `payment` — its method, its state, the events that move it, who may cause them — and the refund a
 * cancellation or a return starts. Refunds only of money received (Consumer Protection (E-Commerce) Rules 2020,
 * rule 4(10)): an order never paid is `not_charged` when cancelled, and can never be marked refunded. Pure: no I/O.
 */

/**
 * How the shopper pays, chosen at checkout: `online` (UPI or card on the payment page, before dispatch) or `cod`
 * (cash on delivery, collected by the courier).
 */
export type PaymentMethod = 'online' | 'cod';

/** Every payment method, in the order the checkout offers them. */
export const paymentMethods = ['online', 'cod'] as const satisfies readonly PaymentMethod[];

/**
 * Where an order's money stands:
 * - `pending`: nothing received yet (online: the payment page not completed; cod: not yet delivered);
 * - `paid`: received (online: the payment page recorded it; cod: support marked the cash collected);
 * - `refund_pending`: received, and a refund was started (a cancellation or an approved return);
 * - `refunded`: paid back;
 * - `not_charged`: the order ended before any money was received: nothing to refund.
 */
export type PaymentState = 'pending' | 'paid' | 'refund_pending' | 'refunded' | 'not_charged';

/** Every payment state, for catalogs and tests. */
export const paymentStates = ['pending', 'paid', 'refund_pending', 'refunded', 'not_charged'] as const satisfies readonly PaymentState[];

/** An order's payment as stored on it (`payment`). */
export interface OrderPayment {
  method: PaymentMethod;
  state: PaymentState;
  /** ISO 8601 time (UTC) the money was received, once `paid`. */
  paidAt?: string;
  /** Cash on delivery, once collected: the amount in integer paise (the order's totalPaise). */
  amountPaise?: number;
  /** Cash on delivery, once collected: the staff member (Cognito `sub`) who marked it collected. */
  collectedBy?: string;
}

/**
 * The most an order paid in cash on delivery may total: ₹5,000, in integer paise. Above it the checkout offers only
 * online payment and the server refuses `cod` (the courier carries cash; the shop's own limit, not a legal one).
 * A deployment may override it with the COD_LIMIT_PAISE environment variable (codLimitPaise).
 */
export const DEFAULT_COD_LIMIT_PAISE = 500_000;

/**
 * The COD limit in force, in integer paise: `override` (a deployment's COD_LIMIT_PAISE) when it is a positive safe
 * integer, else DEFAULT_COD_LIMIT_PAISE.
 */
export function codLimitPaise(override?: string | number): number {
  const value = Number(override);
  return override !== undefined && override !== '' && Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_COD_LIMIT_PAISE;
}

/** Why cash on delivery is refused for a total, or undefined when it is allowed (total ≤ limit, both in paise). */
export function codRefusal(totalPaise: number, limitPaise: number): 'cod_over_limit' | undefined {
  return totalPaise > limitPaise ? 'cod_over_limit' : undefined;
}

/** The payment a new order starts with: `pending` whatever its method (nothing is received at checkout). */
export function initialPayment(method: PaymentMethod): OrderPayment {
  return { method, state: 'pending' };
}

/**
 * True when the order is a quote whose payment the shopper has not chosen yet: it came from a quote (`quotedAt`,
 * domain/quote.ts) and stores no `payment` (set when the shopper accepts it, choosing online or cash on delivery).
 * Nothing can have been received for it, and it has no payment deadline until it is accepted.
 */
export function isPaymentUnchosen(order: Record<string, unknown>): boolean {
  return order.payment === undefined && typeof order.quotedAt === 'string';
}

/**
 * The payment of a stored order. A quote not yet accepted (isPaymentUnchosen) has received nothing: it reads as
 * `online`/`pending` (callers that show a method check isPaymentUnchosen first). Any other order without a payment
 * was stored before payments were recorded: it went through the (simulated) payment page, which then counted every
 * order as paid online, so it reads as `online`/`paid`.
 */
export function paymentOf(order: Record<string, unknown>): OrderPayment {
  const stored = order.payment as Partial<OrderPayment> | undefined;
  const method: PaymentMethod = stored?.method === 'cod' ? 'cod' : 'online';
  const received = !stored && !isPaymentUnchosen(order);
  const state = paymentStates.includes(stored?.state as PaymentState) ? (stored!.state as PaymentState) : received ? 'paid' : 'pending';
  return {
    method,
    state,
    ...(stored?.paidAt ? { paidAt: stored.paidAt } : {}),
    ...(Number.isSafeInteger(stored?.amountPaise) ? { amountPaise: stored!.amountPaise } : {}),
    ...(typeof stored?.collectedBy === 'string' ? { collectedBy: stored.collectedBy } : {}),
  };
}

/**
 * The order statuses in which staff may mark a COD order's cash collected: `dispatched` (the courier is at the door
 * and reports the cash before the order is marked delivered), `delivered`, and `return_requested` (the cash was
 * taken at the door, and the shopper asked to return before support recorded it: without the record the return's
 * refund would read as nothing received). Not before dispatch (no cash can have changed hands), and not once a
 * return is decided or the order cancelled (its money is then settled by the refund rules).
 */
export const cashCollectionStatuses = ['dispatched', 'delivered', 'return_requested'] as const;

/**
 * May staff mark an order's cash collected (the `cash_collected` event) now?
 * @param payment the order's payment (paymentOf)
 * @param status the order's lifecycle status
 * @returns undefined when they may; else `payment_method_mismatch` (an online order), `payment_state_conflict` (not
 *   `pending`: collected already, or refunded, or not charged), or `cash_not_at_delivery` (status not in
 *   cashCollectionStatuses)
 */
export function cashCollectionBlock(
  payment: Pick<OrderPayment, 'method' | 'state'>,
  status: string,
): Exclude<PaymentRefusal, 'payment_actor_forbidden' | 'payment_not_received'> | 'cash_not_at_delivery' | undefined {
  const next = paymentTransition(payment, 'cash_collected', 'staff');
  if ('refused' in next) return next.refused === 'payment_method_mismatch' ? 'payment_method_mismatch' : 'payment_state_conflict';
  return (cashCollectionStatuses as readonly string[]).includes(status) ? undefined : 'cash_not_at_delivery';
}

/**
 * What happens to an order's money:
 * - `paid_online`: the payment page completed (the shopper, through POST /api/track/payment);
 * - `cash_collected`: the courier collected the cash at delivery (support, in the console);
 * - `cancelled`: the order was cancelled (shopper, staff, or the system for an unpaid online order);
 * - `return_approved`: support approved a return;
 * - `refund_paid`: support paid the refund back.
 */
export type PaymentEvent = 'paid_online' | 'cash_collected' | 'cancelled' | 'return_approved' | 'refund_paid';

/** Who causes a payment event. */
export type PaymentActor = 'shopper' | 'staff' | 'system';

/** Why a payment event is refused (codes: the API sends them; pages word them). */
export type PaymentRefusal =
  /** The event needs the other method (cash collected on an online order, or the payment page on a COD order). */
  | 'payment_method_mismatch'
  /** The event is not for this actor. */
  | 'payment_actor_forbidden'
  /** A refund of money never received. */
  | 'payment_not_received'
  /** The state does not take this event (already paid, already refunded, …). */
  | 'payment_state_conflict';

/** One row of the transition table: from `from`, `event` by one of `actors` moves to `to`, for the methods listed. */
interface PaymentRow {
  event: PaymentEvent;
  methods: readonly PaymentMethod[];
  from: PaymentState;
  to: PaymentState;
  actors: readonly PaymentActor[];
}

const both = paymentMethods;
const anyone = ['shopper', 'staff', 'system'] as const;

/** The transitions of an order's payment: anything not listed is refused (paymentTransition). */
export const paymentTransitions: readonly PaymentRow[] = [
  { event: 'paid_online', methods: ['online'], from: 'pending', to: 'paid', actors: ['shopper'] },
  { event: 'cash_collected', methods: ['cod'], from: 'pending', to: 'paid', actors: ['staff'] },
  // Cancelled before any money came in: nothing to refund.
  { event: 'cancelled', methods: both, from: 'pending', to: 'not_charged', actors: anyone },
  { event: 'cancelled', methods: both, from: 'paid', to: 'refund_pending', actors: anyone },
  { event: 'return_approved', methods: both, from: 'paid', to: 'refund_pending', actors: ['staff'] },
  // A delivered order whose money never came in (cash not marked collected) has nothing to pay back.
  { event: 'return_approved', methods: both, from: 'pending', to: 'not_charged', actors: ['staff'] },
  { event: 'refund_paid', methods: both, from: 'refund_pending', to: 'refunded', actors: ['staff'] },
];

/**
 * The state `event` by `actor` moves `payment` to, or why it is refused: the method's mismatch first, then the actor,
 * then `payment_not_received` for a refund of an order never paid, else `payment_state_conflict`.
 */
export function paymentTransition(
  payment: Pick<OrderPayment, 'method' | 'state'>,
  event: PaymentEvent,
  actor: PaymentActor,
): { to: PaymentState } | { refused: PaymentRefusal } {
  const rows = paymentTransitions.filter((row) => row.event === event);
  const forMethod = rows.filter((row) => row.methods.includes(payment.method));
  if (forMethod.length === 0) return { refused: 'payment_method_mismatch' };
  const row = forMethod.find((candidate) => candidate.from === payment.state);
  if (row && !row.actors.includes(actor)) return { refused: 'payment_actor_forbidden' };
  if (row) return { to: row.to };
  if (event === 'refund_paid' && (payment.state === 'pending' || payment.state === 'not_charged'))
    return { refused: 'payment_not_received' };
  return { refused: 'payment_state_conflict' };
}

/**
 * May staff confirm or pack an order (move it on from placed)? Not an online order whose payment is still `pending`;
 * a COD order proceeds without payment.
 * @returns undefined when it may, else the refusal code `payment_pending`
 */
export function fulfilmentBlock(payment: Pick<OrderPayment, 'method' | 'state'>): 'payment_pending' | undefined {
  return payment.method === 'online' && payment.state === 'pending' ? 'payment_pending' : undefined;
}

/** How long an online order may stay unpaid before it is cancelled with `payment_not_completed`: 30 minutes, in ms. */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

/**
 * When an order's online payment window closes: PAYMENT_WINDOW_MS after it was placed, at its creation (createdAt,
 * ISO 8601) or, for a quote, when the shopper accepted it (acceptedAt: domain/quote.ts), which may be up to two days
 * after the quote was created. The order e-mail names it (domain/order-summary.ts payBy) and the notifier cancels an
 * online order still unpaid then (isPaymentOverdue).
 * @param order the stored order item
 * @returns the instant, or undefined for an order without a valid time of placing
 */
export function paymentDeadline(order: Record<string, unknown>): Date | undefined {
  const placedAt = Date.parse(String(order.acceptedAt ?? order.createdAt));
  return Number.isFinite(placedAt) ? new Date(placedAt + PAYMENT_WINDOW_MS) : undefined;
}

/**
 * Is this order due to be cancelled for an unfinished online payment at `now`? An online order still `pending` whose
 * payment window has closed (paymentDeadline).
 */
export function isPaymentOverdue(order: Record<string, unknown>, now: Date): boolean {
  // A quote not yet accepted has no payment to finish: its own 48-hour validity applies (domain/quote.ts).
  if (isPaymentUnchosen(order)) return false;
  const payment = paymentOf(order);
  const deadline = paymentDeadline(order);
  return payment.method === 'online' && payment.state === 'pending' && deadline !== undefined && now.getTime() >= deadline.getTime();
}
