/**
 * What an order's e-mails list about the order itself (Consumer Protection (E-Commerce) Rules 2020: the buyer gets the
 * order's details): its lines (product name, quantity, line amount), its total with the GST inside it, and how it is
 * paid. Read from the stored order (the record the notifier already holds, written by the checkout:
 * domain/pricing.ts PricedOrder). Pure: no I/O.
 */
import { isPaymentUnchosen, paymentDeadline, paymentOf, type OrderPayment } from './payment';

/** One line of an order as its e-mails list it. */
interface OrderSummaryLine {
  /** The product's name as the catalogue writes it (the same in every language). */
  name: string;
  quantity: number;
  /** Unit price × quantity, GST included, in integer paise. */
  lineTotalPaise: number;
}

/** An order's lines, total and payment, every amount in integer paise. */
export interface OrderSummary {
  lines: OrderSummaryLine[];
  /** What the shopper pays, GST included. */
  totalPaise: number;
  /** The GST contained in `totalPaise` (never added to it: docs/decisions/0021-mrp-includes-gst.md). */
  gstPaise: number;
  /** How it is paid and where the money stands (domain/payment.ts paymentOf); absent for a quote not yet accepted (domain/quote.ts). */
  payment?: OrderPayment;
  /**
   * ISO 8601 instant by which an online order still unpaid must be paid, or the notifier cancels it (domain/payment.ts
   * paymentDeadline); absent for any other order.
   */
  payBy?: string;
}

const wholePaise = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * The summary of a stored order: its `lineItems` (name, quantity, lineTotalPaise), `totalPaise`, `gstPaise`,
 * `payment`, and for an online order not paid yet the time its payment is due by (`payBy`). Nothing else of the record (no address, name or note).
 * @param order the stored order item
 * @returns the summary, or undefined when the record holds no priced lines (an erased order, a record of another kind)
 */
export function orderSummaryOf(order: Record<string, unknown>): OrderSummary | undefined {
  const stored = Array.isArray(order.lineItems) ? (order.lineItems as Record<string, unknown>[]) : [];
  const lines = stored.flatMap((line) =>
    typeof line.name === 'string' && wholePaise(line.quantity) && wholePaise(line.lineTotalPaise)
      ? [{ name: line.name, quantity: line.quantity, lineTotalPaise: line.lineTotalPaise }]
      : [],
  );
  if (lines.length === 0 || !wholePaise(order.totalPaise)) return undefined;
  return {
    lines,
    totalPaise: order.totalPaise,
    gstPaise: wholePaise(order.gstPaise) ? order.gstPaise : 0,
    // A quote's shopper has not chosen how to pay yet: no payment to state.
    ...(isPaymentUnchosen(order) ? {} : { payment: paymentOf(order), ...payByOf(order) }),
  };
}

/** An unpaid online order's deadline as `{ payBy }` (OrderSummary.payBy), or nothing for any other order. */
function payByOf(order: Record<string, unknown>): Pick<OrderSummary, 'payBy'> {
  const payment = paymentOf(order);
  const deadline = payment.method === 'online' && payment.state === 'pending' ? paymentDeadline(order) : undefined;
  return deadline ? { payBy: deadline.toISOString() } : {};
}
