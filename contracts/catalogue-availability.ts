/**
 * GET /api/catalogue/availability?ids=a,b,c (docs/architecture/api.md "Availability") and the shelf's refusals at
 * checkout: the shapes the browser and the functions share. Money in integer paise. Never a stock count.
 */

/** The most ids one availability request may ask for (a listing page shows at most this many cards). */
export const MAX_AVAILABILITY_IDS = 60;

/** Seconds a browser and CloudFront may keep an availability answer: a price or state change shows within 30 s. */
export const AVAILABILITY_MAX_AGE_SECONDS = 30;

import type { Availability } from '../domain/shelf-availability';

/** A product's availability, as shoppers see it (domain/shelf-availability.ts availabilityOf). */
export type { Availability };

/** One product of the answer: its live selling price and MRP (paise) and its availability. */
export interface AvailabilityItem {
  id: string;
  pricePaise: number;
  mrpPaise: number;
  availability: Availability;
}

/** 200 of GET /api/catalogue/availability: one entry per known id asked for, in the order asked; unknown ids are left out. */
export interface AvailabilityAnswer {
  items: AvailabilityItem[];
}

/**
 * A line of a 409 PRICE_CHANGED: the unit price the cart showed and the shelf's price and MRP now, paise (the MRP, so
 * the browser can show the new price with its MrpNote without asking again).
 */
export interface PriceChangedLine {
  id: string;
  oldPricePaise: number;
  newPricePaise: number;
  newMrpPaise: number;
}

/** A line of a 409 OUT_OF_STOCK: how many units can still be bought (0 to 10; never more is disclosed). */
export interface ShortLine {
  id: string;
  available: number;
}
