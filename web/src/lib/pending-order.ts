import { paymentDeadline } from '@domain/payment';
import { DRAFT_KEYS } from './form-kit/use-session-draft';
import { fingerprintOf } from './form-kit/fingerprint';

/**
 * The order waiting for payment, handed from /checkout to /checkout/payment (docs/architecture/frontend.md: the payment page
 * shows the order reference when one is pending). Passed in router state and kept in sessionStorage so a
 * refresh of the payment page, and Back to /checkout, keep it; cleared once the (simulated) payment is done, or the
 * cash-on-delivery order is placed, together with the checkout's draft. Holds no card data: the
 * reference, its time, the total in paise, how it is paid, the phone given with it (this tab only, cleared after
 * payment), which the payment page sends with the reference to record the payment (POST /api/track/payment), and how
 * the checkout placed it (`placement`), so that Next pressed again for the same cart and details opens this order
 * rather than placing another.
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
  /**
   * How /checkout placed it (absent for an order placed elsewhere, such as an accepted quote): the request's
   * Idempotency-Key and a SHA-256 digest (hex) of everything the request carried. Sending the same request again with
   * this key makes the server answer with this order instead of storing a second one (docs/architecture/api.md).
   */
  placement?: Placement;
}

/** The Idempotency-Key a checkout request was sent with and the digest of what it carried (PendingOrder.placement). */
export interface Placement {
  key: string;
  digest: string;
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
    (candidate.phone === undefined || typeof candidate.phone === 'string') &&
    (candidate.placement === undefined ||
      (typeof candidate.placement === 'object' &&
        candidate.placement !== null &&
        typeof candidate.placement.key === 'string' &&
        typeof candidate.placement.digest === 'string'))
  );
}

/**
 * True while an online order can still be paid: the server cancels one left unpaid for PAYMENT_WINDOW_MS (30 minutes,
 * domain/payment.ts) after it was placed, so after that it is no longer offered for payment from /checkout, and Next
 * places a new order. The server remains the judge (it refuses to record the payment of a cancelled order).
 * @param order the pending order; `now` the time to judge at (the browser's clock)
 */
export function isAwaitingPayment(order: PendingOrder, now: Date): boolean {
  const deadline = paymentDeadline({ createdAt: order.createdAt });
  return order.payment !== 'cod' && deadline !== undefined && now.getTime() < deadline.getTime();
}

/**
 * The SHA-256 digest (hex) of a checkout request's content (fingerprintOf: files by name, size and type), kept in
 * PendingOrder.placement instead of the content itself, which holds the shopper's details.
 * @param request what the checkout request carries
 * @returns the digest, or undefined where the browser offers no Web Crypto (a page not served over HTTPS): the order
 *   then has no placement, and Next places another
 */
export async function placementDigest(request: unknown): Promise<string | undefined> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(fingerprintOf(request)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key to send a checkout request with: the key of the order this tab is waiting to pay when `digest` is that of
 * the request which placed it (same cart, details and choices) and it can still be paid (isAwaitingPayment), so the
 * server answers with that order instead of storing a second (docs/architecture/api.md); else `fresh`.
 * @param digest placementDigest of the request about to be sent (undefined: no reuse)
 * @param fresh the form kit's key for this submit
 * @param now the time to judge the payment window at
 */
export function placementKey(digest: string | undefined, fresh: string, now: Date): string {
  const placed = readPendingOrder();
  return digest !== undefined && placed?.placement?.digest === digest && isAwaitingPayment(placed, now) ? placed.placement.key : fresh;
}

/**
 * The order this tab placed and has not paid yet, while it can still be paid (isAwaitingPayment), or undefined: what
 * /checkout offers to pay for after Back from the payment page.
 * @param now the time to judge the payment window at
 */
export function orderAwaitingPayment(now: Date): PendingOrder | undefined {
  const placed = readPendingOrder();
  return placed && isAwaitingPayment(placed, now) ? placed : undefined;
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

/**
 * Forgets the pending order once it is done with (paid, or placed for cash on delivery), and, when /checkout placed it,
 * the checkout's draft with it: the draft is kept after the order is placed so that Back from the payment page finds
 * the shopper's details, and the next order starts blank. (A quote's order leaves a checkout draft alone.)
 */
export function clearPendingOrder(): void {
  const placedAtCheckout = readPendingOrder()?.placement !== undefined;
  try {
    sessionStorage.removeItem(PENDING_ORDER_KEY);
    if (placedAtCheckout) sessionStorage.removeItem(DRAFT_KEYS.checkout);
  } catch {
    // nothing stored
  }
}
