/**
 * The GST tax invoice of an order (docs/architecture/self-service-api.md, docs/decisions/0016-invoice-numbering.md): its number
 * series per Indian financial year, the figures it shows and the words around them. Pure: no I/O, no PDF (the
 * renderer is functions/invoice/invoice-pdf.ts). The figures are the order's own stored amounts (domain/pricing.ts,
 * integer paise), checked against the pricing rule, so the invoice, the order and /track can never disagree.
 *
 * GST treatment (CGST Rules 2017, Rule 46; docs/decisions/0021-mrp-includes-gst.md): the prices INCLUDE GST (MRP
 * inclusive of all taxes); each line's GST is extracted from its amount at its HSN rate (domain/gst.ts). The supplier
 * is the store that fulfils the order (domain/stores.ts), with its state's GSTIN. Each line's GST is shown as CGST +
 * SGST, half each, when the delivery state (the place of supply, IGST Act 2017 §10(1)(a)) is the store's (an
 * intra-state supply) and as IGST otherwise (an inter-state supply, e.g. the Noida store delivering to Delhi). Delivery
 * is free (docs/behaviour.md §9).
 */
import { amountInWords } from './amount-in-words';
import { suppliedManufacturer } from './catalogue/supplied-manufacturer';
import { gstIncludedPaise } from './gst';
import type { PricedLine } from './pricing';
import type { HistoryEntry } from './lifecycle';
import { deliveryState, fulfillingStoreFor, isStoreId, type PharmacyStore, type StoreId } from './stores';

/** Prefix of every invoice number: the pharmacy's series. */
export const INVOICE_SERIES_PREFIX = 'MV';

/** Digits of the serial within a financial year: 6, so a year holds 999,999 invoices. */
const SERIAL_DIGITS = 6;

/**
 * Longest invoice number GST Rule 46(b) allows: "a consecutive serial number not exceeding sixteen characters". Ours
 * is 15 ('MV/26-27/000123'), which is why the year is written with two digits each.
 */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

const kolkataDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date of `at` in India (Asia/Kolkata, UTC+5:30 all year), as numbers. */
function indianDate(at: Date): { year: number; month: number; day: number } {
  const part = (type: string) => Number(kolkataDate.formatToParts(at).find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The Indian financial year (1 April – 31 March, Income-tax Act / CGST Act §2(49) "financial year") that `at` falls
 * in, by the date in India: 31 March 23:59 IST is the old year, 1 April 00:00 IST (31 March 18:30 UTC) the new one.
 * @returns e.g. '2026-27' (the first year in full, the second as two digits)
 */
export function financialYear(at: Date): string {
  const { year, month } = indianDate(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The printed invoice number of the `serial`th invoice of `fy`: 'MV/26-27/000123' (15 characters, Rule 46(b): at most
 * 16, consecutive within the year).
 * @param fy a financial year as {@link financialYear} writes it ('2026-27')
 * @param serial 1, 2, 3, … within that year
 * @throws RangeError for a serial outside 1–999,999 or a malformed year (a programming error)
 */
export function formatInvoiceNumber(fy: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial >= 10 ** SERIAL_DIGITS)
    throw new RangeError(`Invoice serial out of range: ${serial}`);
  const match = /^\d{2}(\d{2})-(\d{2})$/.exec(fy);
  if (!match) throw new RangeError(`Not a financial year: ${fy}`);
  return `${INVOICE_SERIES_PREFIX}/${match[1]}-${match[2]}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

/** An order's invoice as stored on it (`invoice`), once allocated: the printed number and the ISO 8601 time of issue. */
export interface IssuedInvoice {
  number: string;
  issuedAt: string;
}

/**
 * True when an order has a tax invoice: it has been dispatched (its history holds the dispatch), whatever came after:
 * delivered, returned, or a cancellation later. A tax invoice for goods is issued no later than their removal (CGST
 * Rules 2017, rule 47; CGST Act 2017 §31(1)(a)), and issuing it at removal rather than earlier means it describes a
 * supply that happened, with the batch and expiry each line was packed with (Drugs and Cosmetics Rules 1945, Rule 65):
 * an order confirmed and then cancelled before dispatch never gets one, and an issued invoice never changes later. An
 * erased record has none. Read from the history, so statuses added after dispatch need no change here.
 * @param status the order's `status`; `history` its lifecycle history (domain/lifecycle.ts)
 */
export function isInvoiceAvailable(status: string, history: readonly Pick<HistoryEntry, 'to'>[]): boolean {
  return status !== 'erased' && history.some((entry) => entry.to === 'dispatched');
}

/**
 * The seller block of Rule 46(a): the registered person's name, address and GSTIN, plus the drug licence numbers a
 * pharmacy prints on its bills (Drugs and Cosmetics Rules 1945, Rule 65: retail sale licences in Forms 20 and 21).
 * `stateName` and `stateCode` (the GST state code, the GSTIN's first two digits) decide intra- or inter-state supply.
 */
export interface SellerDetails {
  name: string;
  /** Postal address lines. */
  address: string[];
  gstin: string;
  stateName: string;
  stateCode: string;
  /** Drug licence numbers, as printed (e.g. 'Form 20: …'). */
  drugLicences: string[];
  /**
   * The registered pharmacist in charge of the business (Drugs Rules 1945, Rule 64(1): retail sale under the
   * personal supervision of a registered pharmacist), with their State Pharmacy Council registration.
   */
  pharmacistInCharge?: InvoicePharmacist;
}

/** The verifying pharmacist of an order holding prescription-only medicines: name, registration number and council. */
export interface InvoicePharmacist {
  name: string;
  registration?: string;
  council?: string;
}

/** One tax line: e.g. 'CGST 2.5%' and its amount in paise (contained in the prices, not added to them). */
export interface InvoiceTax {
  label: string;
  paise: number;
}

/** Everything a tax invoice shows, amounts in integer paise (domain/pricing.ts). */
export interface InvoiceFigures {
  number: string;
  /** ISO 8601 time of issue, and its date in India as printed (e.g. '26 Nov 2026'). */
  issuedAt: string;
  invoiceDate: string;
  /** The order's reference and its date in India. */
  reference: string;
  orderDate: string;
  seller: SellerDetails;
  buyer: { name: string; address: string[] };
  /** The delivery state (Rule 46(n): place of supply), and whether the supply is within the seller's state. */
  placeOfSupply: string;
  intraState: boolean;
  /**
   * Each item (Rule 46(g)–(k)): its HSN code and GST rate in percent, unit price and amount (GST included, MRP
   * inclusive), the taxable value (amount − GST) and the GST in it, split as {@link lineTax} says.
   */
  lines: ({
    name: string;
    hsn: string;
    gstRatePercent: number;
    quantity: number;
    unitPricePaise: number;
    amountPaise: number;
    taxableValuePaise: number;
    gstPaise: number;
    /** The batch number and expiry month ('YYYY-MM') packed (a pharmacy's bill of a drug names its batch and expiry: Drugs Rules 1945, Rule 65), once the order is packed. */
    batch?: string;
    expiry?: string;
    /**
     * The manufacturer: as recorded from the pack at packing, else as the catalogue's composition names it (a pharmacy's
     * bill of a Schedule H drug names it with the batch: Drugs Rules 1945, r.65(3)(1)(f)).
     */
    manufacturer?: string;
  } & LineTax)[];
  /** Sum of the amounts, GST included. */
  subtotalPaise: number;
  taxes: InvoiceTax[];
  gstPaise: number;
  deliveryPaise: number;
  totalPaise: number;
  /** The total in words, Indian numbering (domain/amount-in-words.ts). */
  totalInWords: string;
  pharmacist?: InvoicePharmacist;
  /** The prescriber the verifying pharmacist recorded (name, registration, address), for prescription-only medicines. */
  prescriber?: InvoicePrescriber;
}

/**
 * The doctor who wrote the prescription an order was supplied against: name, council registration and address as
 * written (Drugs Rules, 1945, r.65: the cash memo of a medicine supplied on a prescription names its prescriber).
 */
export interface InvoicePrescriber {
  name: string;
  registration: string;
  /** The clinic or hospital address; '' when the prescriber was recorded before the address was asked. */
  address: string;
}

/** The order fields an invoice reads (functions/submit-form/checkout.ts OrderRecord). */
export interface InvoiceOrder {
  reference: string;
  createdAt: string;
  name: string;
  address: string;
  city: string;
  state: string;
  code: string;
  country: string;
  /** The fulfilling store's id (domain/stores.ts); absent on orders stored before stores: chosen by the delivery state. */
  store?: string;
  lineItems: PricedLine[];
  subtotalPaise: number;
  /** Absent on an order stored without it: free delivery, 0. */
  deliveryPaise?: number;
  gstPaise: number;
  totalPaise: number;
  /** The pharmacist who verified the prescription and confirmed (set by the staff API's confirmation). */
  decidedBy?: { name?: string; registration?: string; council?: string };
  /** Whether the order holds prescription-only medicines (it carries their prescription file). */
  needsPrescription: boolean;
  /** The batch and expiry of each line as packed (functions/staff-api/packing.ts); absent before packing. */
  batches?: readonly { productId: string; batch: string; expiry: string; manufacturer?: string }[];
  /** The prescriber recorded at verification (contracts/prescriber.ts); absent on orders verified before it was. */
  prescriber?: { name?: string; registration?: string; address?: string };
  history: readonly (Pick<HistoryEntry, 'to'> & { byName?: string })[];
}

/** Thrown when an order's stored amounts break the pricing rule: no invoice may show figures the order does not hold. */
export class InvoiceFiguresError extends Error {
  constructor(reference: string) {
    super(`The stored amounts of ${reference} do not add up`);
    this.name = 'InvoiceFiguresError';
  }
}

const printedDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });

/** The GST of one line as charged: CGST + SGST within the store's state, IGST across states (the others 0). */
export interface LineTax {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits one line's GST (IGST Act 2017 §7–8; CGST Act §9 and the SGST Acts): across states all of it is IGST; within
 * the store's state it is CGST + SGST of half the rate each. An odd paisa cannot be halved: CGST takes the lower half
 * (rounded down) and SGST the rest, always, so the two add up to the line's GST exactly and the same line always
 * splits the same way.
 * @param gstPaise the line's GST in paise (domain/gst.ts gstIncludedPaise); `intraState` whether the supply is within the state
 */
export function lineTax(gstPaise: number, intraState: boolean): LineTax {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}

/**
 * The invoice's tax totals, one group per rate (lowest first): CGST + SGST of half the rate each within the store's
 * state, IGST of the whole rate across states. Each total is the sum of the lines' own split ({@link lineTax}), so the
 * table and the totals agree to the paisa. A rate of 0 % has no tax line.
 * @param lines the order's lines: each one's GST rate in percent and its GST in paise
 * @returns the tax lines, e.g. [{ label: 'CGST 2.5%', paise: 20 }, { label: 'SGST 2.5%', paise: 21 }]; their amounts add
 *   up to the lines' GST
 */
export function gstLines(lines: readonly Pick<PricedLine, 'gstRatePercent' | 'gstPaise'>[], intraState: boolean): InvoiceTax[] {
  const byRate = new Map<number, LineTax>();
  for (const { gstRatePercent, gstPaise } of lines) {
    const sum = byRate.get(gstRatePercent) ?? { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    const tax = lineTax(gstPaise, intraState);
    byRate.set(gstRatePercent, {
      cgstPaise: sum.cgstPaise + tax.cgstPaise,
      sgstPaise: sum.sgstPaise + tax.sgstPaise,
      igstPaise: sum.igstPaise + tax.igstPaise,
    });
  }
  return [...byRate]
    .filter(([rate]) => rate > 0)
    .sort(([a], [b]) => a - b)
    .flatMap(([rate, sum]): InvoiceTax[] =>
      intraState
        ? [
            { label: `CGST ${rate / 2}%`, paise: sum.cgstPaise },
            { label: `SGST ${rate / 2}%`, paise: sum.sgstPaise },
          ]
        : [{ label: `IGST ${rate}%`, paise: sum.igstPaise }],
    );
}

/**
 * The id of the store that supplied an order: the one stored on it at checkout, else (an order stored before stores
 * existed) the store its delivery state would get now (domain/stores.ts fulfillingStoreFor).
 */
export function supplyingStoreId(order: Pick<InvoiceOrder, 'store' | 'state' | 'code'>): StoreId {
  return isStoreId(order.store) ? order.store : fulfillingStoreFor(order);
}

/**
 * The seller block of a store's invoice: the legal entity's name with the store's address, GSTIN, state and drug
 * licences (the store is the place of business registered in its state under that name).
 * @param legalName the registered legal name (contracts/deployment/seller-settings.ts); `store` the supplying store
 */
export function storeSeller(legalName: string, store: PharmacyStore): Omit<SellerDetails, 'pharmacistInCharge'> {
  return {
    name: legalName,
    address: store.address,
    gstin: store.gstin,
    stateName: store.stateName,
    stateCode: store.stateCode,
    drugLicences: store.drugLicences,
  };
}

/**
 * The verifying pharmacist: the order's `decidedBy` (name, registration, council, set by the staff API when a
 * pharmacist verifies the prescription and confirms), else the display name kept with that confirmation in the
 * history (orders confirmed before `decidedBy` was recorded on orders). Only for orders with prescription-only items.
 */
function pharmacistOf(order: InvoiceOrder): InvoicePharmacist | undefined {
  if (!order.needsPrescription) return undefined;
  const { decidedBy } = order;
  if (decidedBy?.name) {
    return {
      name: decidedBy.name,
      ...(decidedBy.registration ? { registration: decidedBy.registration } : {}),
      ...(decidedBy.council ? { council: decidedBy.council } : {}),
    };
  }
  const confirmation = order.history.find((entry) => entry.to === 'confirmed');
  return confirmation?.byName ? { name: confirmation.byName } : undefined;
}

/**
 * The figures of an order's tax invoice (GST Rule 46): seller, number and date, buyer and delivery address, place of
 * supply, lines (name, quantity, unit price, amount, and the batch and expiry once packed), subtotal (GST included), the GST contained in it by rate, delivery (free) and total, and the
 * prescriber and verifying pharmacist for prescription-only medicines. Every amount is the order's stored one.
 * @param order the order as stored; `invoice` its allocated number and time of issue; `seller` the supplying store's seller block ({@link storeSeller})
 * @returns the figures, amounts in integer paise
 * @throws InvoiceFiguresError when the stored lines, subtotal, GST, delivery and total do not obey domain/pricing.ts (a
 *   corrupt record: better no invoice than a wrong one)
 */
export function invoiceFigures(order: InvoiceOrder, invoice: IssuedInvoice, seller: SellerDetails): InvoiceFigures {
  // The place of supply is the delivery state, the PIN code's (domain/stores.ts deliveryState): intra-state only when
  // it is the store's state.
  const placeOfSupply = deliveryState(order);
  const intraState = placeOfSupply.stateCode === seller.stateCode;
  const lines = order.lineItems.map((line) => ({
    name: line.name,
    hsn: line.hsn,
    gstRatePercent: line.gstRatePercent,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    amountPaise: line.lineTotalPaise,
    taxableValuePaise: line.lineTotalPaise - line.gstPaise,
    gstPaise: line.gstPaise,
    ...lineTax(line.gstPaise, intraState),
    ...batchOf(order, line.productId),
    ...manufacturerOf(order, line.productId),
  }));
  const subtotalPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const linesGstPaise = lines.reduce((sum, line) => sum + line.gstPaise, 0);
  const deliveryPaise = order.deliveryPaise ?? 0;
  const consistent =
    lines.every(
      (line) =>
        line.unitPricePaise * line.quantity === line.amountPaise &&
        typeof line.hsn === 'string' &&
        gstIncludedPaise(line.amountPaise, line.gstRatePercent) === line.gstPaise,
    ) &&
    subtotalPaise === order.subtotalPaise &&
    linesGstPaise === order.gstPaise &&
    order.subtotalPaise + deliveryPaise === order.totalPaise;
  if (!consistent) throw new InvoiceFiguresError(order.reference);
  const pharmacist = pharmacistOf(order);
  const prescriber = order.needsPrescription && order.prescriber?.name ? order.prescriber : undefined;
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    invoiceDate: printedDate.format(new Date(invoice.issuedAt)),
    reference: order.reference,
    orderDate: printedDate.format(new Date(order.createdAt)),
    seller,
    buyer: {
      name: order.name,
      address: [...order.address.split(/\r?\n/), `${order.city}, ${order.state} ${order.code}`, order.country]
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    },
    placeOfSupply: placeOfSupply.name,
    intraState,
    lines,
    subtotalPaise,
    taxes: gstLines(lines, intraState),
    gstPaise: order.gstPaise,
    deliveryPaise,
    totalPaise: order.totalPaise,
    totalInWords: amountInWords(order.totalPaise),
    ...(pharmacist ? { pharmacist } : {}),
    ...(prescriber
      ? { prescriber: { name: prescriber.name!, registration: prescriber.registration ?? '', address: prescriber.address ?? '' } }
      : {}),
  };
}

/** A line's packed batch and expiry (the order's `batches`), or nothing before packing. */
function batchOf(order: InvoiceOrder, productId: string): { batch?: string; expiry?: string } {
  const packed = order.batches?.find((candidate) => candidate.productId === productId);
  return packed ? { batch: packed.batch, expiry: packed.expiry } : {};
}

/** A line's manufacturer, as recorded at packing or in the catalogue, when either names one (a drug; not a soap). */
function manufacturerOf(order: InvoiceOrder, productId: string): { manufacturer?: string } {
  const manufacturer = suppliedManufacturer(
    productId,
    order.batches?.find((candidate) => candidate.productId === productId),
  );
  return manufacturer ? { manufacturer } : {};
}

/**
 * Every shopper-facing text of the invoice feature, in one place (a later Hindi change moves them into a catalogue):
 * the PDF's wording, the /track button and its messages, the API's refusal, and the dispatch e-mail's line.
 */
export const invoiceText = {
  title: 'Tax Invoice',
  /** The note under the totals: how the prices and GST relate (our documented GST treatment, above). */
  pricesNote: 'Prices are inclusive of all taxes (MRP inclusive of GST); the GST shown is contained in them. Delivery is free.',
  reverseCharge: 'Tax payable on reverse charge: No',
  computerGenerated: 'This is a computer-generated invoice issued electronically; no signature is required.',
  pharmacistHeading: 'Prescription verified by',
  prescriberHeading: 'Prescribed by',
  /** A line's manufacturer under its name, e.g. 'Mfd. by Micro Labs'. */
  manufacturerLine: (manufacturer: string) => `Mfd. by ${manufacturer}`,
  /** A line's batch and expiry under its name, e.g. 'Batch TXO2417A, expiry 01/2028'. */
  batchLine: (batch: string, expiry: string) => `Batch ${batch}, expiry ${expiry.slice(5)}/${expiry.slice(0, 4)}`,
  /** 409 of POST /api/track/invoice for an order not (yet) dispatched, or cancelled before its dispatch. */
  notAvailable: 'A tax invoice is issued when the order is dispatched. Please check again then.',
  /** 400 for an RX-/MSG- reference. */
  ordersOnly: 'Tax invoices are issued for orders only (references starting with ORD-).',
  button: 'Download tax invoice (PDF)',
  busy: 'Preparing your invoice…',
  downloaded: (fileName: string) => `Your invoice ${fileName} was downloaded.`,
  failed: 'We could not prepare your invoice. Please try again in a minute.',
  /** The line of the dispatch e-mail (domain/notifications.ts). */
  emailNote: 'Your tax invoice (PDF) can be downloaded on our tracking page: enter your order reference and the phone number you gave.',
} as const;

/**
 * The file name of an invoice's PDF: its number with the slashes made dashes, e.g. 'Medvika-invoice-MV-26-27-000123.pdf'
 * (a slash cannot be in a file name).
 */
export function invoiceFileName(number: string): string {
  return `Medvika-invoice-${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
