/**
 * Formats an amount in dollars the way the spec shows money (§9: a $ sign and 2 decimals), e.g. 12 → '$12.00'.
 * @param amount dollars (may have cents), finite
 */
export function formatMoney(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** Cents → dollars for display, e.g. 1260 → 12.6. Amounts are computed in integer cents to avoid float drift. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
