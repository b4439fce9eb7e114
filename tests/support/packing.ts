/**
 * The fulfilment bodies of an order's status changes in tests: packing's batch and expiry of each of its lines
 * (contracts/staff-api.ts statusChangeSchema `lines`), expiring a year after `now` so the 3-month rule
 * (domain/batch-expiry.ts) never refuses it; dispatch's courier and AWB, delivery's receiver (contracts/fulfilment.ts).
 */
import { kolkataDate } from '@domain/delivery-estimate';
import { manufacturerRecordedAtPacking } from '@domain/catalogue/supplied-manufacturer';

/** One packed line: the product, its batch and expiry month, and the maker where packing records one. */
export interface TestPackedLine {
  productId: string;
  batch: string;
  expiry: string;
  manufacturer?: string;
}

/** The manufacturer tests record for a generic prescription medicine at packing. */
export const TEST_MANUFACTURER = 'Medlabs Generics Ltd';

/** An expiry month `months` after now's month in India, 'YYYY-MM'. */
export function expiryMonthsAhead(months: number, now = new Date()): string {
  const [year, month] = kolkataDate(now).split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The lines of a stored order as packed: batch `batch` for each (default 'TEST-B1'), expiring 12 months ahead, and
 * TEST_MANUFACTURER for a generic prescription medicine (domain/catalogue/supplied-manufacturer.ts).
 * @param order the order as stored (its `lineItems`)
 */
export function packingLines(order: Record<string, unknown> | undefined, batch = 'TEST-B1'): TestPackedLine[] {
  const lines = Array.isArray(order?.lineItems) ? (order.lineItems as { productId: string }[]) : [];
  return lines.map(({ productId }) => ({
    productId,
    batch,
    expiry: expiryMonthsAhead(12),
    ...(manufacturerRecordedAtPacking(productId) ? { manufacturer: TEST_MANUFACTURER } : {}),
  }));
}

/** The courier and tracking number tests dispatch with (a listed courier with a tracking page: domain/couriers.ts). */
export const testShipment = { courier: 'delhivery', awb: 'DLV-90817263' } as const;

/** The receiver's name tests deliver to. */
export const TEST_RECEIVER = 'Asha Verma';

/**
 * The extra body members of a status change to `to`: the packed lines when packing, the courier and AWB when
 * dispatching (testShipment), the receiver when delivering (TEST_RECEIVER), nothing otherwise.
 */
export function stepBody(
  to: string,
  order: Record<string, unknown> | undefined,
): { lines?: TestPackedLine[]; courier?: string; awb?: string; receivedBy?: string } {
  if (to === 'packed') return { lines: packingLines(order) };
  if (to === 'dispatched') return { ...testShipment };
  if (to === 'delivered') return { receivedBy: TEST_RECEIVER };
  return {};
}
