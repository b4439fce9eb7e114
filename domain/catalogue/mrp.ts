/**
 * The MRP rule (docs/decisions/0021-mrp-includes-gst.md): the maximum retail price printed on a pack includes every tax,
 * and selling above it is an offence (Legal Metrology (Packaged Commodities) Rules 2011, r.2(m) and r.6). So a product's
 * selling price may equal or undercut its MRP, never exceed it.
 */

/** Thrown when a selling price would exceed the MRP (a catalogue or pricing error: never shown, never charged). */
export class SellingPriceAboveMrpError extends Error {
  constructor(
    readonly productId: string,
    readonly pricePaise: number,
    readonly mrpPaise: number,
  ) {
    super(`Selling price ${pricePaise} paise of ${productId} exceeds its MRP ${mrpPaise} paise`);
    this.name = 'SellingPriceAboveMrpError';
  }
}

/**
 * Checks a product's prices before anything sells at them: both whole, non-negative paise and the selling price at
 * most the MRP. Used where prices are built (domain/catalogue/catalogue.ts for every product, domain/pricing.ts for
 * every order line), so an impossible price stops the build or the order instead of reaching a shopper.
 * @param product its `id`, `pricePaise` (selling price) and `mrpPaise`, in integer paise
 * @throws SellingPriceAboveMrpError when `pricePaise` > `mrpPaise`
 * @throws RangeError when either amount is not a whole, non-negative number of paise
 */
export function assertSellingPriceWithinMrp(product: { id: string; pricePaise: number; mrpPaise: number }): void {
  const { id, pricePaise, mrpPaise } = product;
  for (const amount of [pricePaise, mrpPaise])
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new RangeError(`Prices of ${id} must be whole, non-negative paise, got ${amount}`);
  if (pricePaise > mrpPaise) throw new SellingPriceAboveMrpError(id, pricePaise, mrpPaise);
}
