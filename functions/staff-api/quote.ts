import { productById } from '@domain/catalogue/catalogue';
import { CURRENCY } from '@domain/money';
import { priceOrder, ScheduleXNotSoldError, shelfPricedLookup, type PricedOrder } from '@domain/pricing';
import { overStockLines, quoteDestination } from '@domain/quote';
import { fulfillingStoreFor } from '@domain/stores';
import type { FieldErrors } from '@contracts/api';
import { quoteRequestSchema, type QuoteAnswer, type QuoteRequest } from '@contracts/quote';
import { DEFAULT_LOCALE } from '@contracts/locale';
import { HttpError, validationError } from '../runtime/http';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { newLifecycleFieldsWithOutbox } from '../runtime/lifecycle-fields';
import { newReference } from '../runtime/reference';
import { recordKey } from '../data/records';
import { putSearchItems } from '../data/record-search';
import { putQuoteWithLink, type PrescriptionQuoteLink } from '../data/quotes';
import { readShelfItems, type ShelfItem } from '../data/shelf';
import type { StoredPrescription } from '../data/record-schemas';
import { authoriseAction } from './authorise';
import {
  auditAction,
  auditAttempt,
  auditedConflict,
  loadRecord,
  staffJsonBody,
  type RouteParams,
  type StaffApiContext,
} from './staff-context';
import { refuseStaleVersion } from './status-change';
import type { StaffUser } from './staff-user';

/** Where a quote's lines stand against the catalogue: the field problems of lines the catalogue refuses. */
function lineProblems(request: QuoteRequest): FieldErrors {
  const problems: FieldErrors = {};
  request.lines.forEach((line, index) => {
    const product = productById(line.productId);
    if (!product) problems[`lines.${index}.productId`] = { code: 'unknown_product', product: line.productId };
    // The no-brand-swap rule (docs/behaviour.md "Verification records the prescription"): a prescription-only
    // medicine is supplied only as the prescription names it, so every such line must be ticked as on it.
    else if (product.requiresPrescription && line.onPrescription !== true)
      problems[`lines.${index}.onPrescription`] = { code: 'prescription_lines_missing', fields: line.productId };
  });
  return problems;
}

/**
 * Prices the quote from the shelf, never the content (domain/pricing.ts: each unit price at most its MRP), once the
 * shelf can fill every line: a quote the shelf cannot fill could never be accepted (domain/quote.ts overStockLines).
 * @throws HttpError 400 VALIDATION `schedule_x_not_sold` naming the line; 409 CONFLICT `quote_products_unavailable`
 *   with `productIds` for products without a shelf item or not `available` (discontinued, held out of stock); 409
 *   CONFLICT `quote_over_stock` with `productIds` and, per line over its stock, `fields['lines.<i>.quantity']`
 *   `{code: 'above_stock', max: <units on the shelf>}`
 */
function priceQuote(request: QuoteRequest, shelf: ReadonlyMap<string, ShelfItem>): PricedOrder {
  const unavailable = request.lines.filter((line) => shelf.get(line.productId)?.state !== 'available').map((line) => line.productId);
  if (unavailable.length > 0) {
    throw new HttpError(409, 'CONFLICT', 'Some products cannot be sold now.').because({
      code: 'quote_products_unavailable',
      productIds: unavailable,
    });
  }
  // Read from the same shelf items the shopper's accept takes stock from (functions/track/quote-accept.ts).
  const over = overStockLines(request.lines, (productId) => shelf.get(productId)?.stock);
  if (over.length > 0) {
    const fields: FieldErrors = Object.fromEntries(
      over.map((line) => [`lines.${line.index}.quantity`, { code: 'above_stock', max: line.available }]),
    );
    throw new HttpError(409, 'CONFLICT', 'Some lines ask for more than the shelf holds.', fields).because({
      code: 'quote_over_stock',
      productIds: over.map((line) => line.productId),
    });
  }
  try {
    return priceOrder(request.lines, shelfPricedLookup(productById, shelf));
  } catch (error) {
    if (!(error instanceof ScheduleXNotSoldError)) throw error;
    const index = request.lines.findIndex((line) => line.productId === error.productId);
    throw validationError({ [`lines.${index}.productId`]: { code: 'schedule_x_not_sold', product: error.productId } });
  }
}

/**
 * The new order of a quote: the prescription's contact and address (its PIN code's state picks the store), the priced
 * lines, the ticked prescription lines and the prescriber recorded at verification, in status `quoted` with its
 * "Your order is ready" e-mail queued (the outbox) and a first history entry by the pharmacist. No `payment` (the shopper
 * chooses on accepting: domain/payment.ts isPaymentUnchosen) and no `stockTakenAt` (a quote reserves no stock).
 */
function quoteOrder(
  reference: string,
  prescription: StoredPrescription,
  request: QuoteRequest,
  priced: PricedOrder,
  user: StaffUser,
  now: Date,
): Record<string, unknown> {
  const createdAt = now.toISOString();
  const { city, state, code } = quoteDestination(prescription.city ?? '', prescription.code);
  const lifecycle = newLifecycleFieldsWithOutbox('order', 'quoted', createdAt, { email: prescription.email ?? '' });
  const note = request.note?.trim();
  return {
    ...recordKey('order', reference),
    kind: 'order',
    reference,
    createdAt,
    email: prescription.email,
    phone: prescription.phone,
    name: prescription.name,
    address: prescription.address,
    country: 'India',
    state,
    city,
    code,
    store: fulfillingStoreFor({ state, code }),
    lineItems: priced.lineItems,
    subtotalPaise: priced.subtotalPaise,
    deliveryPaise: priced.deliveryPaise,
    gstPaise: priced.gstPaise,
    totalPaise: priced.totalPaise,
    currency: CURRENCY,
    // Built line by line by the pharmacist: nothing is swapped afterwards.
    substitution: 'no',
    locale: prescription.locale ?? DEFAULT_LOCALE,
    ...lifecycle,
    // The order's first entry is the pharmacist's, not the shopper's (newLifecycleFields): they built it.
    history: [{ at: createdAt, by: user.userId, from: null, to: 'quoted', ...(user.name ? { byName: user.name } : {}) }],
    prescriptionReference: prescription.reference,
    prescriptionLines: request.lines.filter((line) => line.onPrescription === true).map((line) => line.productId),
    ...(prescription.prescriber ? { prescriber: prescription.prescriber } : {}),
    ...(prescription.decidedBy ? { decidedBy: prescription.decidedBy } : {}),
    quotedAt: createdAt,
    ...(note ? { quoteNote: note } : {}),
  };
}

/**
 * POST /api/staff/records/<RX-…>/quote {version, lines: [{productId, quantity, onPrescription?}], note?}
 * (docs/architecture/staff-api.md, docs/architecture/lifecycle.md "Quotes"): a pharmacist builds the order of a verified
 * uploaded prescription. The order (ORD-…, status `quoted`) is priced from the shelf, takes the prescription's contact
 * and address, lists as its prescription lines those ticked `onPrescription`, and queues the shopper's "Your order is
 * ready" e-mail; it reserves no stock (accepting on /track does: functions/track/quote-accept.ts). The prescription
 * lists it (`quotes`, and `dependentOrders` so an erasure holds) in the same transaction (functions/data/quotes.ts),
 * conditional on the prescription's version and status.
 *
 * Audit (action 'quote', detail '<ORD-…>: <n> lines'): refused and stale attempts are recorded; otherwise `attempted`
 * before the write, settled `allowed` or `conflict` after it.
 * @returns 201 QuoteAnswer `{ reference, status: 'quoted' }`
 * @throws HttpError 403 for support (pharmacists only); 415/413/422/400 for a body that is not a small JSON object of
 *   the schema (contracts/quote.ts); 400 `quote_prescriptions_only` for an ORD-/MSG- reference; 404 unknown reference;
 *   409 CONFLICT with the current record when `version` is stale; 409 `quote_needs_verified` with `status` when the
 *   prescription is not verified; 400 VALIDATION naming `lines.<i>.productId` (`unknown_product`, `schedule_x_not_sold`)
 *   or `lines.<i>.onPrescription` (`prescription_lines_missing`: a prescription-only line not ticked); 409
 *   `quote_products_unavailable` with `productIds`; 409 `quote_over_stock` with `productIds` and
 *   `lines.<i>.quantity` `above_stock` (`max`: the units on the shelf) for lines asking for more than the shelf holds
 */
export async function sendQuote(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'send_quote');
  const body = staffJsonBody(quoteRequestSchema, request);
  const { key, item } = await loadRecord(reference, user, context);
  if (item.kind !== 'prescription') {
    throw new HttpError(400, 'VALIDATION', 'Only an uploaded prescription takes a quote.', {
      reference: { code: 'not_a_prescription' },
    }).because({ code: 'quote_prescriptions_only' });
  }
  const orderReference = newReference('ORD', context.now);
  const audit = {
    at: context.now.toISOString(),
    action: 'quote',
    reference,
    detail: `${orderReference}: ${body.lines.length} line${body.lines.length === 1 ? '' : 's'}`,
  } as const;
  await refuseStaleVersion(context, user, audit, item, body.version);
  const refuse = async (error: HttpError): Promise<never> => {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw error;
  };
  if (item.status !== 'verified') {
    return refuse(
      new HttpError(409, 'CONFLICT', 'Verify the prescription before sending a quote.').because({
        code: 'quote_needs_verified',
        status: item.status,
      }),
    );
  }
  const problems = lineProblems(body);
  if (Object.keys(problems).length > 0) await refuse(validationError(problems, `Please check: ${Object.keys(problems).join(', ')}.`));
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  const shelf = await readShelfItems(
    dynamo,
    tableName,
    body.lines.map((line) => line.productId),
  );
  let priced: PricedOrder;
  try {
    priced = priceQuote(body, shelf);
  } catch (error) {
    if (error instanceof HttpError) await refuse(error);
    throw error;
  }
  const order = quoteOrder(orderReference, item, body, priced, user, context.now);
  const quotes: PrescriptionQuoteLink[] = [
    ...(item.quotes ?? []),
    { reference: orderReference, at: audit.at, ...(user.name ? { byName: user.name } : {}) },
  ];
  const dependentOrders = [...(item.dependentOrders ?? []), orderReference];
  const settle = await auditAttempt(context, user, audit);
  // The staff search finds the order by its contact at once (a search answer is checked against the record).
  await putSearchItems(dynamo, tableName, order);
  const written = await putQuoteWithLink(dynamo, tableName, {
    order,
    prescriptionKey: key,
    prescriptionVersion: body.version,
    quotes,
    dependentOrders,
    at: audit.at,
  });
  if (!written) {
    await settle('conflict');
    const { item: current } = await loadRecord(reference, user, context);
    throw await auditedConflict(context, user, reference, 'Someone else changed this record. Here is the current version.', current);
  }
  await settle('allowed');
  const answer: QuoteAnswer = { reference: orderReference, status: 'quoted' };
  return { status: 201, body: answer };
}
