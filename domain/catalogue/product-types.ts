/**
 * Shape of the static catalogues (docs/behaviour.md §3 "Product", §2 "Catalogue pages").
 * Shared by the SPA (listings, search, cart) and by the submit-form handler, which recomputes
 * checkout prices from this data and never trusts prices sent by the browser (docs/architecture/api.md).
 * This module and products.ts must stay free of browser-only or Vite-only imports.
 */

/** The nine category slugs of the route /category/{slug} (docs/behaviour.md §2). */
export type CategorySlug =
  | 'prescription'
  | 'derma-cosmetics'
  | 'feminine-care'
  | 'baby-care'
  | 'health-supplements'
  | 'healthcare-devices'
  | 'herbal-preparations'
  | 'personal-care'
  | 'energy-drinks';

/** A catalogue: the medicines list shown on /products, one per category slug, and the nutrition items. */
export type CatalogueId = 'products' | 'nutrition' | CategorySlug;

/**
 * A medicine's schedule under the Drugs Rules, 1945: 'OTC' (in none), 'G', 'H', 'H1' or 'X'. Which product has which,
 * and what each implies, is domain/catalogue/schedules.ts.
 */
export type DrugSchedule = 'OTC' | 'G' | 'H' | 'H1' | 'X';

export interface Product {
  /** Stable id, unique across all catalogues, e.g. 'med-paracetamol-650-01'. Never reuse or renumber. */
  id: string;
  catalogue: CatalogueId;
  /** Category label used by search (docs/behaviour.md §5: match on name or category), e.g. 'Energy Drinks'. */
  category: string;
  /** Root-relative image URL under web/public, e.g. '/images/products/tablet-strip-blue.svg'. */
  image: string;
  name: string;
  /** Form and pack, e.g. 'Form-Tab' or 'Strip of 15 tablets'; absent where the catalogue has none (docs/behaviour.md §3). */
  details?: string;
  /**
   * Maximum retail price of one pack in integer paise (`CURRENCY` of domain/money.ts), inclusive of all taxes, e.g.
   * 400 for ₹4.00: whole rupees from ₹1 to ₹67 today (docs/behaviour.md §3, §9; docs/decisions/0021-mrp-includes-gst.md).
   * Paise, so every sum, GST and comparison is exact integer arithmetic; shown through the SPA's one `formatMoney()`.
   */
  mrpPaise: number;
  /**
   * Selling price of one pack in integer paise, GST included: what the shopper pays, never above `mrpPaise`
   * (domain/catalogue/mrp.ts). Derived by domain/catalogue/catalogue.ts.
   */
  pricePaise: number;
  /** Its drug schedule under the Drugs Rules, 1945 (domain/catalogue/schedules.ts scheduleOf). Derived by catalogue.ts. */
  schedule: DrugSchedule;
  /**
   * True when a valid prescription is needed to dispense it (checkout then requires a prescription file): derived by
   * domain/catalogue/catalogue.ts from `schedule` (H, H1 or X), never listed on its own.
   */
  requiresPrescription: boolean;
}

/**
 * A product as domain/catalogue/products.ts lists it: one price, its MRP; the selling price, the schedule and the
 * prescription requirement are derived (catalogue.ts).
 */
export type CatalogueEntry = Omit<Product, 'pricePaise' | 'schedule' | 'requiresPrescription'>;
