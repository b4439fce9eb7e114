/**
 * Where the pharmacy delivers: a PIN code's served city, or why it is not one (docs/behaviour.md §5 "Checkout form").
 * Pure and small enough for the browser, so the product page's and the cart's "Check delivery" answer without a
 * request, and the checkout's server checks the same table (domain/content/served-pin-codes.ts).
 */
// With its .ts extension: web/vite.config.ts reaches this module (tsconfig.json allowImportingTsExtensions).
import { servedPinRanges, type ServedCity } from './content/served-pin-codes.ts';

/**
 * A PIN code: six digits, the first 1–9 (India Post's numbering: the first digit is the postal region, and none is
 * 0). One space after the third digit is accepted, as people write '110 024'.
 */
const PIN_SHAPE = /^[1-9]\d{2} ?\d{3}$/;

/** What deliveryAreaOf answers: a served city, a well-formed PIN we do not serve, or input that is no PIN code. */
export type DeliveryArea = { kind: 'served'; pin: string; city: ServedCity } | { kind: 'not_served'; pin: string } | { kind: 'invalid' };

/** Every served range with its city, sorted by the first PIN, for a binary search. */
const ranges = (Object.entries(servedPinRanges) as [ServedCity, (typeof servedPinRanges)[ServedCity]][])
  .flatMap(([city, list]) => list.map(([first, last]) => ({ first, last, city })))
  .sort((a, b) => a.first - b.first);

/**
 * The city a PIN code is served in, if any.
 * @param pin six digits, e.g. 110092 (not checked here: deliveryAreaOf checks the shape first)
 */
function servedCityOf(pin: number): ServedCity | undefined {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle]!;
    if (pin < range.first) high = middle - 1;
    else if (pin > range.last) low = middle + 1;
    else return range.city;
  }
  return undefined;
}

/**
 * Whether the pharmacy delivers to a PIN code, and to which city.
 * @param input what the shopper typed; surrounding spaces and one space after the third digit are ignored
 * @returns `served` with the PIN written as six digits and its city; `not_served` for a well-formed PIN outside
 *   domain/content/served-pin-codes.ts (e.g. '400001', Mumbai); `invalid` for anything that is not six digits with a
 *   first digit 1–9 (e.g. '11009', '011001', 'abcdef'). Never throws.
 */
export function deliveryAreaOf(input: string): DeliveryArea {
  const trimmed = input.trim();
  if (!PIN_SHAPE.test(trimmed)) return { kind: 'invalid' };
  const pin = trimmed.replace(' ', '');
  const city = servedCityOf(Number(pin));
  return city ? { kind: 'served', pin, city } : { kind: 'not_served', pin };
}
