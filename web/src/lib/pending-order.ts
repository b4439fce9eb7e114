/**
 * The order waiting for payment, handed from /checkout to /checkout/payment (docs/architecture/frontend.md: the payment page
 * shows the order reference when one is pending). Passed in router state and kept in sessionStorage so a
 * refresh of the payment page keeps it; cleared once the (simulated) payment is done. Holds no card data: the
 * reference, its time, the total in paise, how it is paid, and the phone given with it (this tab only, cleared after
 * payment), which the payment page sends with the reference to record the payment (POST /api/track/payment).
 */

/** An order the server stored (201 from /api/submit-form/) that is not paid yet. */
export interface PendingOrder {
  /** ORD- reference, e.g. 'ORD-20260115-7K3F9QAZ'. */
  reference: string;
  /** ISO-8601 time the server stored it. */
  createdAt: string;
  /** Total to pay in integer paise (all taxes included), as priced by domain/pricing.ts. */
  totalPaise: number;
  /** How it is paid (domain/payment.ts); absent in an older tab's entry, read as 'online'. */
  payment?: 'online' | 'cod';
  /** The phone number given at checkout: with the reference, it authorises POST /api/track/payment. */
  phone?: string;
}

/** sessionStorage key (one browser tab). */
export const PENDING_ORDER_KEY = 'medvika:pending-order';

const REFERENCE = /^ORD-\d{8}-[0-9A-Z]{8}$/;

/** True for a well-formed PendingOrder (router state and storage are untrusted input). */
export function isPendingOrder(value: unknown): value is PendingOrder {
  const candidate = value as Partial<PendingOrder> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.reference === 'string' &&
    REFERENCE.test(candidate.reference) &&
    typeof candidate.createdAt === 'string' &&
    typeof candidate.totalPaise === 'number' &&
    Number.isInteger(candidate.totalPaise) &&
    candidate.totalPaise >= 0 &&
    (candidate.payment === undefined || candidate.payment === 'online' || candidate.payment === 'cod') &&
    (candidate.phone === undefined || typeof candidate.phone === 'string')
  );
}

/** Remembers the pending order for this tab (ignored when storage is unavailable). */
export function savePendingOrder(order: PendingOrder): void {
  try {
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Private mode or full storage: router state still carries it for this navigation.
  }
}

/** The pending order of this tab, or undefined. */
export function readPendingOrder(): PendingOrder | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PENDING_ORDER_KEY) ?? 'null');
    return isPendingOrder(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the pending order (after payment). */
export function clearPendingOrder(): void {
  try {
    sessionStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // nothing stored
  }
}
