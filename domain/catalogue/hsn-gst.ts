import type { CatalogueId } from './product-types';

/** One GST class: the HSN code printed on the invoice and the total GST rate in percent (CGST+SGST or IGST). */
export interface GstClass {
  hsn: string;
  ratePercent: number;
}

/** The GST class of a catalogue product (by id, falling back to its catalogue). */
export function gstClassOf(product: { id: string; catalogue: CatalogueId }): GstClass {
  // Placeholder until the HSN table: every product as a medicament in measured doses (HSN 3004) at 5 %.
  void product;
  return { hsn: '3004', ratePercent: 5 };
}
