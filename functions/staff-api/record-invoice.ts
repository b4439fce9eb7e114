import { invoiceText, isInvoiceAvailable } from '@domain/invoice';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { ensureOrderInvoice, invoiceDownload } from '../invoice/issue-invoice';
import type { ItemKey } from '../data/table';
import { logger } from '../runtime/logger';
import { readSellerDetails, readStores } from '@contracts/deployment/seller-settings';
import { auditAction, loadRecord, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';
import type { StoredOrder } from '../data/record-schemas';

/** The seller block (INVOICE_SELLER over the placeholders), read once per execution environment on first use. */
let seller: ReturnType<typeof readSellerDetails> | undefined;
/** The stores (MEDVIKA_STORES over the samples), read once per execution environment on first use. */
let stores: ReturnType<typeof readStores> | undefined;

/**
 * GET /api/staff/records/<reference>/invoice (docs/architecture/staff-api.md): an order's GST tax invoice as a PDF, for
 * pharmacists and support (the groups that see orders: authorise.ts authoriseKind). Issues the number if the shopper
 * has not downloaded it yet (functions/invoice/issue-invoice.ts), so staff and shopper always get the same invoice.
 * Audited (action `invoice`) before the PDF is made: `allowed`, or `refused` for an order without an invoice yet.
 * @returns 200 application/pdf, Content-Disposition attachment named after the invoice number
 * @throws HttpError 403 for a role that does not see orders; 404 for an unknown reference, or one that names no order;
 *   409 CONFLICT (invoiceText.notAvailable) for an order not dispatched, or cancelled before its dispatch
 */
export async function recordInvoice(
  _request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  params: RouteParams,
): Promise<RouteResult> {
  const { key, item } = await loadRecord(params.reference, user, context);
  const { reference } = item;
  if (item.kind !== 'order') throw new HttpError(404, 'NOT_FOUND', invoiceText.ordersOnly).because({ code: 'invoice_orders_only' });
  const audit = { action: 'invoice', reference, detail: 'tax invoice PDF' } as const;
  if (!isInvoiceAvailable(item.status, item.history)) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw new HttpError(409, 'CONFLICT', invoiceText.notAvailable).because({ code: 'invoice_not_available' });
  }
  await auditAction(context, user, { ...audit, outcome: 'allowed' });
  seller ??= readSellerDetails();
  stores ??= readStores();
  return invoiceDownload(reference, key, item, {
    dynamo: context.clients.dynamo,
    tableName: context.config.tableName,
    seller,
    stores,
    now: context.now,
  });
}

/**
 * Issues a dispatched order's invoice number now, if the shopper or staff have not asked for the invoice yet: CGST Rules
 * 2017 rule 47 wants a tax invoice issued by the time goods leave, so the dispatch date, not a later first download,
 * is the invoice date. Called after the status change to `dispatched` has been written; that change stands whatever
 * happens here: on failure (logged without personal data) the number is issued on the first request instead
 * (functions/invoice/issue-invoice.ts ensureOrderInvoice is idempotent per order).
 * @param item the order as written by the status change
 */
export async function issueInvoiceAtDispatch(reference: string, key: ItemKey, item: StoredOrder, context: StaffApiContext): Promise<void> {
  seller ??= readSellerDetails();
  stores ??= readStores();
  try {
    await ensureOrderInvoice(reference, key, item, {
      dynamo: context.clients.dynamo,
      tableName: context.config.tableName,
      seller,
      stores,
      now: context.now,
    });
  } catch (error) {
    logger.warn('invoice not issued at dispatch', { code: 'INVOICE_AT_DISPATCH_FAILED', reference, errorName: (error as Error).name });
  }
}
