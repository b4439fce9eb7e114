/**
 * The couriers an order is dispatched with, and the rules of what a dispatch and a delivery record
 * (docs/architecture/lifecycle.md "Fulfilment"). Pure: no I/O.
 *
 * Where the list comes from: the courier companies that collect from pharmacies in Delhi NCR and deliver across the
 * region (Delhivery, Blue Dart, DTDC, Ekart, Shadowfax), and the pharmacy's own rider for nearby deliveries. An
 * operator changes it here, in code, and deploys: a courier's id is stored on each order it carried, so an id is never
 * reused for another company; a courier no longer used is left in the list (orders keep naming it) or, once removed,
 * the order still shows the name stored with it (`shipment.courierName`). A tracking template is the courier's public
 * tracking page with `{awb}` where the number goes; a courier without a page that opens on a number has none, and
 * /track then shows the number without a link.
 */

/** One courier: its stored id, the name shown to staff and shoppers, and its public tracking page. */
export interface Courier {
  /** Stored on the order (`shipment.courierId`); never reused. Lower case letters and underscores. */
  id: string;
  /** The name as the company writes it (the same in Hindi: a company's name is not translated). */
  name: string;
  /** The tracking page with `{awb}` where the number goes (https only); absent when no page opens on a number. */
  trackingUrl?: string;
}

/** The couriers, in the order the console offers them. */
export const couriers = [
  { id: 'delhivery', name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' },
  {
    id: 'bluedart',
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  },
  { id: 'dtdc', name: 'DTDC' },
  { id: 'ekart', name: 'Ekart', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{awb}' },
  { id: 'shadowfax', name: 'Shadowfax' },
  { id: 'own_rider', name: 'Medvika rider' },
] as const satisfies readonly Courier[];

/** A courier's id. */
export type CourierId = (typeof couriers)[number]['id'];

/** Every courier id, in list order. */
export const courierIds = couriers.map((courier) => courier.id) as [CourierId, ...CourierId[]];

/** The courier of `id`, or undefined for an id the list no longer (or never) held. */
export function courierById(id: string): Courier | undefined {
  return (couriers as readonly Courier[]).find((courier) => courier.id === id);
}

/**
 * A tracking number (AWB, air waybill number): after trimming, 6 to 30 letters, digits and hyphens. Our own rule, wide
 * enough for every listed courier's numbers (all digits, or letters and digits, some with hyphens) and for the own
 * rider's slip number; it keeps out spaces, URLs and anything that could not be typed into a courier's tracking page.
 */
export const AWB_PATTERN = /^[A-Za-z0-9-]{6,30}$/;

/** Longest receiver's name, in characters (a person's name as the courier writes it down). */
export const MAX_RECEIVER_NAME_LENGTH = 80;

/**
 * The tracking page of a shipment, when its courier has one: the template with the number in place (URL-encoded,
 * though AWB_PATTERN leaves nothing to encode).
 * @returns the https address, or undefined when the courier is unknown or has no tracking page
 */
export function trackingUrlOf(courierId: string, awb: string): string | undefined {
  const template = courierById(courierId)?.trackingUrl;
  return template ? template.replace('{awb}', encodeURIComponent(awb)) : undefined;
}

/** What a dispatch records on the order (`shipment`): the courier's id and name at dispatch, and the tracking number. */
export interface Shipment {
  courierId: string;
  courierName: string;
  awb: string;
}

/** A shipment as the shopper sees it (/track, the dispatch e-mail): the courier's name, the AWB, its tracking page if any. */
export interface ShipmentView {
  courier: string;
  awb: string;
  /** The courier's https tracking page for this number (trackingUrlOf); absent when it has none. */
  trackingUrl?: string;
}

/**
 * The shipment stored on an order (`shipment`, Shipment) as the shopper sees it: the name stored at dispatch (so a
 * courier later removed from the list is still named) and the tracking page from the current list.
 * @param stored the order's `shipment` attribute as read from the table
 * @returns undefined when the order holds no shipment (not dispatched, or dispatched before shipments were recorded)
 */
export function shipmentView(stored: unknown): ShipmentView | undefined {
  const shipment = stored as Partial<Shipment> | undefined;
  if (typeof shipment?.courierId !== 'string' || typeof shipment.awb !== 'string') return undefined;
  const trackingUrl = trackingUrlOf(shipment.courierId, shipment.awb);
  return { courier: String(shipment.courierName ?? shipment.courierId), awb: shipment.awb, ...(trackingUrl ? { trackingUrl } : {}) };
}
