/**
 * The discount on the MRP as shopper-facing pages show it. Its own module, apart from the MRP rule (mrp.ts, which every
 * page's catalogue chunk carries), so it loads only with the components that show a price.
 */

/**
 * The discount on the MRP a shopper sees beside a struck-through MRP ("25 % off"): whole percent, rounded down, so the
 * page never promises more than the shopper saves (₹4.00 → ₹3.01 is 24 % off, not 25 %).
 * @param mrpPaise the MRP in integer paise (a product's `mrpPaise`)
 * @param pricePaise the selling price in integer paise (a product's `pricePaise`), both already checked as whole,
 *   non-negative paise where prices are built (assertSellingPriceWithinMrp of mrp.ts), so nothing is checked again here
 * @returns 0 to 100; 0 when the price is not below the MRP (nothing to strike through)
 */
export function percentOffMrp(mrpPaise: number, pricePaise: number): number {
  // Integer arithmetic: no float can round 24.99 % up to 25 %.
  return pricePaise < mrpPaise ? Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise) : 0;
}
