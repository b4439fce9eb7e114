/**
 * Issuing an order's tax invoice (docs/architecture/flows.md "Tax invoice", docs/decisions/0016-invoice-numbering.md): the number is
 * allocated on the first request for the invoice (the shopper's download on /track or a staff download), stored on the
 * order once, and every later request renders the same number. Shared by POST /api/track/invoice and the staff API.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  financialYear,
  formatInvoiceNumber,
  invoiceFigures,
  invoiceFileName,
  InvoiceFiguresError,
  invoiceText,
  isInvoiceAvailable,
  storeSeller,
  supplyingStoreId,
  type InvoiceOrder,
  type IssuedInvoice,
  type SellerDetails,
} from '@domain/invoice';
import type { PharmacyStore } from '@domain/stores';
import type { RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { logger } from '../runtime/logger';
import { readOrder } from '../data/records';
import type { StoredOrder } from '../data/record-schemas';
import type { ItemKey } from '../data/table';
import { renderInvoicePdf } from './invoice-pdf';
import { allocateInvoiceSerial, recordVoidedInvoiceNumber, releaseInvoiceSerial, storeOrderInvoice } from '../data/invoice-numbers';

/** What issuing needs: the table, the seller (its legal `name` heads every invoice), the stores and the clock. */
export interface InvoiceContext {
  dynamo: DynamoDBDocumentClient;
  tableName: string;
  seller: SellerDetails;
  /** The supplying stores (contracts/deployment/seller-settings.ts readStores): one per id of domain/stores.ts. */
  stores: readonly PharmacyStore[];
  now: Date;
}

/** The stored `invoice` of an order, if it holds one: its number and time of issue only. */
function storedInvoice(item: StoredOrder): IssuedInvoice | undefined {
  return item.invoice ? { number: item.invoice.number, issuedAt: item.invoice.issuedAt } : undefined;
}

/**
 * The order's invoice number, allocating it on first need: an atomic ADD on the financial year's counter, then one
 * write putting it on the order only if the order holds none (functions/data/invoice-numbers.ts). When that write
 * finds a number already there (a concurrent first request won), the order's number is used and ours is given back
 * if it is still the year's last, else recorded as voided on the counter, so every gap in the series is explained.
 * @param reference the order's reference (for the voided entry); `key` its table key; `item` the order as read
 * @returns the number on the order and its time of issue
 * @throws the SDK's errors (→ 503): after an unknown outcome nothing is released (releasing a number that did land
 *   would hand it out twice; a gap is the lesser harm)
 */
export async function ensureOrderInvoice(
  reference: string,
  key: ItemKey,
  item: StoredOrder,
  context: InvoiceContext,
): Promise<IssuedInvoice> {
  const existing = storedInvoice(item);
  if (existing) return existing;
  const { dynamo, tableName, now } = context;
  const fy = financialYear(now);
  const serial = await allocateInvoiceSerial(dynamo, tableName, fy);
  const invoice: IssuedInvoice = { number: formatInvoiceNumber(fy, serial), issuedAt: now.toISOString() };
  if (await storeOrderInvoice(dynamo, tableName, key, invoice)) return invoice;

  const current = await readOrder(dynamo, tableName, key);
  const winner = current ? storedInvoice(current) : undefined;
  // The SDK's retry of our own write whose first answer was lost fails its condition on our own number: that is ours.
  if (winner?.number === invoice.number) return winner;
  if (!(await releaseInvoiceSerial(dynamo, tableName, fy, serial))) {
    await recordVoidedInvoiceNumber(dynamo, tableName, fy, { number: invoice.number, at: invoice.issuedAt, reference });
    logger.warn('invoice number voided', { code: 'INVOICE_NUMBER_VOIDED', count: serial });
  }
  if (!winner) throw new Error('The order holds no invoice after a refused invoice write');
  return winner;
}

/**
 * The fields of a stored order an invoice reads (functions/submit-form/checkout.ts OrderRecord).
 * @throws InvoiceFiguresError for an order without its amounts: no invoice may show figures the order does not hold
 */
function invoiceOrderOf(item: StoredOrder): InvoiceOrder {
  const { subtotalPaise, gstPaise, totalPaise } = item;
  if (subtotalPaise === undefined || gstPaise === undefined || totalPaise === undefined) throw new InvoiceFiguresError(item.reference);
  return {
    reference: item.reference,
    createdAt: item.createdAt,
    name: item.name ?? '',
    address: item.address ?? '',
    city: item.city ?? '',
    state: item.state ?? '',
    code: item.code ?? '',
    country: item.country ?? '',
    ...(item.store !== undefined ? { store: item.store } : {}),
    lineItems: item.lineItems,
    subtotalPaise,
    deliveryPaise: item.deliveryPaise ?? 0,
    gstPaise,
    totalPaise,
    ...(item.decidedBy ? { decidedBy: item.decidedBy } : {}),
    // A checkout's prescription-only order carries the shopper's file; a pharmacist's quote carries none but lists the
    // lines checked against the verified upload it was built from (functions/staff-api/quote.ts): both print the
    // prescriber and the verifying pharmacist (Drugs Rules, 1945, r.65).
    needsPrescription: item.file !== undefined || (item.prescriptionReference !== undefined && (item.prescriptionLines ?? []).length > 0),
    ...(item.batches ? { batches: item.batches } : {}),
    ...(item.prescriber ? { prescriber: item.prescriber } : {}),
    history: item.history,
  };
}

/**
 * The tax invoice of an order as a PDF download: checks it may have one, issues its number if needed, renders it.
 * @param item the order as read (consistently) by the caller, who has authorised the request
 * @returns a file answer (RouteResult.file): application/pdf, attachment named after the invoice number (domain/invoice.ts invoiceFileName)
 * @throws HttpError 409 CONFLICT (invoiceText.notAvailable) for an order not dispatched, or cancelled before its
 *   dispatch; the SDK's errors; InvoiceFiguresError for a record whose amounts do not add up (→ 500)
 */
export async function invoiceDownload(reference: string, key: ItemKey, item: StoredOrder, context: InvoiceContext): Promise<RouteResult> {
  if (!isInvoiceAvailable(item.status, item.history)) {
    throw new HttpError(409, 'CONFLICT', invoiceText.notAvailable).because({ code: 'invoice_not_available' });
  }
  const invoice = await ensureOrderInvoice(reference, key, item, context);
  // pdf-lib is loaded only now (invoice-pdf.ts imports it lazily): the function's other answers never load it.
  const order = invoiceOrderOf(item);
  const storeId = supplyingStoreId(order);
  const store = context.stores.find((candidate) => candidate.id === storeId);
  if (!store) throw new Error(`No store ${storeId} configured`);
  const bytes = await renderInvoicePdf(invoiceFigures(order, invoice, storeSeller(context.seller.name, store)));
  return { status: 200, body: { reference }, file: { bytes, contentType: 'application/pdf', fileName: invoiceFileName(invoice.number) } };
}
