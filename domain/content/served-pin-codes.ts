/**
 * The PIN codes the pharmacy delivers to in Delhi NCR, per city, as data for domain/delivery-area.ts.
 *
 * Source: India Post's All India Pincode Directory (Department of Posts, Ministry of Communications), published on
 * data.gov.in as "All India Pincode Directory": the PIN codes of post offices marked "Delivery" in the districts
 * below. Only the PIN series the pharmacy's couriers serve from the Delhi store are kept:
 * - Delhi (NCT of Delhi, all eleven revenue districts): 110001–110099; the directory has no delivery office for
 *   110050, 110079 or 110098, so those are not PIN codes anyone writes on an address;
 * - Noida and Greater Noida (Gautam Buddha Nagar district, Uttar Pradesh): the 2013xx series;
 * - Ghaziabad (Ghaziabad district, Uttar Pradesh): the 2010xx series;
 * - Gurugram (Gurugram district, Haryana): the 1220xx series;
 * - Faridabad (Faridabad district, Haryana): the 1210xx series (121011 has no delivery office).
 * A PIN code outside these lists is answered "not served", never guessed from its first digits: a new PIN code or a
 * new area is a change to this file.
 */

/** A city the pharmacy delivers to: the key of its PIN list and of the texts naming it. */
export type ServedCity = 'delhi' | 'noida' | 'greater_noida' | 'ghaziabad' | 'gurugram' | 'faridabad';

/**
 * Each served city's name as the shop writes it (the upload form's choices and the value it stores), its state and
 * that state's GST state code (the first two digits of a GSTIN registered there: '07' Delhi, '09' Uttar Pradesh, '06'
 * Haryana). The state is the place of supply of a delivery there: its store supplies it and its GST applies
 * (domain/stores.ts).
 */
export const servedCities = {
  delhi: { name: 'Delhi', state: 'Delhi', stateCode: '07' },
  noida: { name: 'Noida', state: 'Uttar Pradesh', stateCode: '09' },
  greater_noida: { name: 'Greater Noida', state: 'Uttar Pradesh', stateCode: '09' },
  ghaziabad: { name: 'Ghaziabad', state: 'Uttar Pradesh', stateCode: '09' },
  gurugram: { name: 'Gurugram', state: 'Haryana', stateCode: '06' },
  faridabad: { name: 'Faridabad', state: 'Haryana', stateCode: '06' },
} as const satisfies Record<ServedCity, { name: string; state: string; stateCode: string }>;

/** The GST state code of a state the pharmacy delivers to. */
export type ServedStateCode = (typeof servedCities)[ServedCity]['stateCode'];

/** `first`–`last` (inclusive) as 6-digit PIN codes: the delivery PIN codes numbered without a gap between them. */
type PinRange = readonly [first: number, last: number];

/** The delivery PIN codes of each served city, as ranges without gaps, in numeric order. */
export const servedPinRanges: Readonly<Record<ServedCity, readonly PinRange[]>> = {
  delhi: [
    [110001, 110049],
    [110051, 110078],
    [110080, 110097],
    [110099, 110099],
  ],
  ghaziabad: [
    [201001, 201003],
    [201005, 201005],
    [201009, 201010],
    [201012, 201014],
    [201016, 201017],
  ],
  noida: [
    [201301, 201301],
    [201303, 201305],
    [201307, 201307],
    [201309, 201309],
    [201313, 201313],
  ],
  greater_noida: [
    [201306, 201306],
    [201308, 201308],
    [201310, 201310],
    [201315, 201315],
    [201318, 201318],
  ],
  gurugram: [
    [122001, 122012],
    [122015, 122018],
    [122051, 122052],
    [122098, 122098],
  ],
  faridabad: [
    [121001, 121010],
    [121012, 121015],
  ],
};
