/**
 * The checks of a staff shelf change (functions/staff-api/catalogue.ts planShelfChange) and the console's rupee input
 * (web/src/features/staff/CataloguePage.tsx rupeesToPaise): pure, no table.
 */
import { describe, expect, it } from 'vitest';
import type { ShelfItem } from '../../functions/data/shelf';
import { planShelfChange } from '../../functions/staff-api/catalogue';
import { rupeesToPaise } from '../../web/src/features/staff/CataloguePage';

const item: ShelfItem = {
  productId: 'products-dolo-650-tab-15',
  pricePaise: 360,
  mrpPaise: 400,
  stock: 4,
  state: 'available',
  version: 3,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const at = '2026-11-29T10:00:00.000Z';

/** The reason code of the 400 planShelfChange throws for `change`. */
function refusal(change: Parameters<typeof planShelfChange>[1]): unknown {
  try {
    planShelfChange(item, change, at, 'Dr Ritu Sharma');
  } catch (error) {
    return (error as { status: number; reason?: unknown; fields?: unknown }).reason;
  }
  return 'accepted';
}

describe('planShelfChange', () => {
  it('sends only what changes, with the values before and after', () => {
    const plan = planShelfChange(
      item,
      { version: 3, reason: 'price list', pricePaise: 350, mrpPaise: 400, state: 'available' },
      at,
      'Dr Ritu Sharma',
    );
    expect(plan).toEqual({
      write: { version: 3, set: { pricePaise: 350 }, at, byName: 'Dr Ritu Sharma' },
      before: { pricePaise: 360 },
      after: { pricePaise: 350 },
    });
  });
  it('turns receive and write-off into a signed delta, and keeps a write-off within the stock', () => {
    expect(planShelfChange(item, { version: 3, reason: 'delivery', stockChange: { receive: 6 } }, at, 'R').write.stockDelta).toBe(6);
    const writeOff = planShelfChange(item, { version: 3, reason: 'broken', stockChange: { writeOff: 4 } }, at, 'R');
    expect([writeOff.write.stockDelta, writeOff.after]).toEqual([-4, { stock: 0 }]);
    expect(refusal({ version: 3, reason: 'broken', stockChange: { writeOff: 5 } })).toEqual({ code: 'write_off_above_stock', count: 4 });
  });
  it('refuses a price above the MRP, whichever of the two moves', () => {
    expect(refusal({ version: 3, reason: 'price list', pricePaise: 401 })).toEqual({ code: 'price_above_mrp' });
    expect(refusal({ version: 3, reason: 'price list', mrpPaise: 359 })).toEqual({ code: 'price_above_mrp' });
    expect(refusal({ version: 3, reason: 'price list', pricePaise: 500, mrpPaise: 500 })).toBe('accepted');
  });
  it('refuses a change that changes nothing, and a count set together with a delta', () => {
    expect(refusal({ version: 3, reason: 'nothing', pricePaise: 360, stock: 4 })).toEqual({ code: 'shelf_change_empty' });
    expect(refusal({ version: 3, reason: 'both', stock: 9, stockChange: { receive: 1 } })).toEqual({ code: 'shelf_change_empty' });
  });
});

describe('rupeesToPaise', () => {
  it('reads whole rupees and up to two decimals as integer paise', () => {
    expect(['45', '45.5', '45.50', ' 0.05 ', '100000'].map(rupeesToPaise)).toEqual([4500, 4550, 4550, 5, 10_000_000]);
  });
  it('refuses signs, commas, three decimals and words', () => {
    expect(['-4', '4.505', '1,000', 'four', '', '.5'].map(rupeesToPaise)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
