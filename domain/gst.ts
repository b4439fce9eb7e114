/**
 * GST included in a price (docs/decisions/0021-mrp-includes-gst.md): Indian shelf prices are MRP-inclusive of all taxes
 * (Legal Metrology (Packaged Commodities) Rules 2011, r.2(m) and r.6), so the GST of a line is extracted from its
 * amount, never added on top: the amount is taxable value × (100 + rate) / 100, hence GST = amount × rate / (100 + rate)
 * (CGST Act 2017 §15: the value of supply excludes the tax itself).
 */

/** The hundredths of a percent in one percent: rates are computed in basis points, so 0.25 % or 1.5 % stay exact. */
const BASIS_POINTS_PER_PERCENT = 100;

/**
 * The GST contained in a tax-inclusive amount: amount × rate / (100 + rate), rounded half-up to the paisa, in integer
 * arithmetic only (no floating point): 105 at 5 % → 5, 118 at 18 % → 18, 1 at 5 % → 0, 14 at 12 % → 2 (1.5 rounds up).
 * @param amountPaise a whole, non-negative number of paise that already includes the GST (a line total)
 * @param ratePercent the total GST rate in percent (CGST + SGST, or IGST): 0, 5, 18, 40 …; a whole number of hundredths
 * @returns the GST part of `amountPaise`, in whole paise (0 ≤ result ≤ amountPaise)
 * @throws RangeError for a negative or fractional amount, or a rate that is negative or finer than a hundredth of a percent
 */
export function gstIncludedPaise(amountPaise: number, ratePercent: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`gstIncludedPaise expects whole, non-negative paise, got ${amountPaise}`);
  const rate = Math.round(ratePercent * BASIS_POINTS_PER_PERCENT);
  if (!(ratePercent >= 0) || Math.abs(rate - ratePercent * BASIS_POINTS_PER_PERCENT) > 1e-9)
    throw new RangeError(`gstIncludedPaise expects a rate in hundredths of a percent, got ${ratePercent}`);
  const whole = 100 * BASIS_POINTS_PER_PERCENT + rate;
  const numerator = 2 * amountPaise * rate + whole;
  if (!Number.isSafeInteger(numerator)) throw new RangeError(`gstIncludedPaise: ${amountPaise} paise is too large to compute exactly`);
  // amount × rate / whole, half-up: floor((2 × amount × rate + whole) / (2 × whole)); the remainder is taken off
  // first so the division is exact (a float quotient just below a whole number could round up to it).
  const divisor = 2 * whole;
  return (numerator - (numerator % divisor)) / divisor;
}
