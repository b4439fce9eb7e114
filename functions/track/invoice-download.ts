import { invoiceText } from '@domain/invoice';
import { trackRequestSchema } from '@contracts/track-request';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { validateJsonBody } from '../runtime/validate-fields';
import { invoiceDownload } from '../invoice/issue-invoice';
import { readSellerDetails, readStores } from '@contracts/deployment/seller-settings';
import { authoriseShopper, type TrackContext } from './track-context';

/** Largest body POST /api/track/invoice reads: 2 KiB, as POST /api/track/ (a reference and a phone). */
const MAX_BODY_BYTES = 2048;

/** The seller block (INVOICE_SELLER over the placeholders), read once per execution environment on first use. */
let seller: ReturnType<typeof readSellerDetails> | undefined;
/** The stores (MEDVIKA_STORES over the samples), read once per execution environment on first use. */
let stores: ReturnType<typeof readStores> | undefined;

/**
 * POST /api/track/invoice (docs/architecture/self-service-api.md): JSON `{reference, phone}` → the order's GST tax invoice as a PDF
 * download. Authorised as every /track action (authoriseShopper: the same 404 for an unknown reference and a wrong
 * phone, the same attempt counter and 429). The number is allocated on the first download and kept
 * (functions/invoice/issue-invoice.ts). The PDF holds personal data: `Cache-Control: no-store` (http.ts apiHeaders).
 * @returns 200 application/pdf, Content-Disposition attachment; filename="Medvika-invoice-MV-26-27-000123.pdf"
 * @throws HttpError 415/413/422/400 as POST /api/track/; 400 VALIDATION for an RX-/MSG- reference (invoiceText.ordersOnly);
 *   404 NOT_FOUND; 409 CONFLICT for an order not confirmed, or cancelled before confirmation (invoiceText.notAvailable); 429 THROTTLED
 */
export async function invoiceRequest(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const { reference, phone } = validateJsonBody(trackRequestSchema, request, MAX_BODY_BYTES);
  const record = await authoriseShopper(reference, phone, request.clientIp, context);
  if (record.item.kind !== 'order') {
    throw new HttpError(400, 'VALIDATION', invoiceText.ordersOnly, { reference: { code: 'not_an_order' } }).because({
      code: 'invoice_orders_only',
    });
  }
  seller ??= readSellerDetails();
  stores ??= readStores();
  return invoiceDownload(record.reference, record.key, record.item, {
    dynamo: context.dynamo,
    tableName: context.config.tableName,
    seller,
    stores,
    now: context.now,
  });
}
