import { describe, expect, it } from 'vitest';
import { deliveryAreaOf } from '@domain/delivery-area';
import { servedPinRanges } from '@domain/content/served-pin-codes';
import { prescriptionCities, prescriptionFieldsSchema } from '@contracts/forms/prescription-form';

describe('deliveryAreaOf (domain/content/served-pin-codes.ts)', () => {
  it.each([
    ['110092', 'delhi'],
    ['110001', 'delhi'],
    ['110099', 'delhi'],
    ['201301', 'noida'],
    ['201310', 'greater_noida'],
    ['201014', 'ghaziabad'],
    ['122002', 'gurugram'],
    ['121001', 'faridabad'],
  ] as const)('serves %s in %s', (pin, city) => {
    expect(deliveryAreaOf(pin)).toEqual({ kind: 'served', pin, city });
  });

  it('reads a PIN written with surrounding spaces or one space after the third digit', () => {
    expect(deliveryAreaOf(' 110 024 ')).toEqual({ kind: 'served', pin: '110024', city: 'delhi' });
  });

  it.each([
    ['400001', 'Mumbai'],
    ['110050', 'a gap in the Delhi series'],
    ['110100', 'just past the Delhi series'],
    ['121011', 'a Faridabad number without a delivery office'],
    ['201302', 'a Noida number outside the list'],
    ['999999', 'the highest six digits'],
  ])('does not serve %s (%s)', (pin) => {
    expect(deliveryAreaOf(pin)).toEqual({ kind: 'not_served', pin });
  });

  it.each(['11009', '1100921', '011001', 'abcdef', '', '11 0092', '110-092', '１１００９２'])('calls %j no PIN code', (input) => {
    expect(deliveryAreaOf(input)).toEqual({ kind: 'invalid' });
  });

  it('keeps every range in order, within its city series, and apart from every other range', () => {
    const series = { delhi: '110', ghaziabad: '2010', noida: '2013', greater_noida: '2013', gurugram: '1220', faridabad: '1210' };
    const all = Object.entries(servedPinRanges).flatMap(([city, list]) =>
      list.map(([first, last]) => {
        expect(first).toBeLessThanOrEqual(last);
        expect(String(first).startsWith(series[city as keyof typeof series])).toBe(true);
        expect(String(last).startsWith(series[city as keyof typeof series])).toBe(true);
        return [first, last] as const;
      }),
    );
    all.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < all.length; i += 1) expect(all[i]![0]).toBeGreaterThan(all[i - 1]![1]);
  });
});

describe("the prescription form's city list (contracts/forms/prescription-form.ts)", () => {
  it('names each city we deliver to, once, and no other', () => {
    const asKey = (name: string) => name.toLowerCase().replace(' ', '_');
    expect(prescriptionCities.map(asKey).sort()).toEqual(Object.keys(servedPinRanges).sort());
    expect(prescriptionFieldsSchema.shape.city.safeParse('Mumbai').success).toBe(false);
    expect(prescriptionFieldsSchema.shape.city.safeParse('Greater Noida').success).toBe(true);
  });
});
