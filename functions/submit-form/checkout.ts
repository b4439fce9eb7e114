import { productById } from '@domain/catalogue/catalogue';
import { priceOrder, ScheduleXNotSoldError, type PricedLine, type PricedOrder } from '@domain/pricing';
import { initialPayment, type OrderPayment } from '@domain/payment';
import { CURRENCY } from '@domain/money';
import { fulfillingStoreFor, type StoreId } from '@domain/stores';
import { checkoutFormSchema, type CheckoutRequest, type SubstitutionChoice } from '@contracts/forms/checkout-form';
import { PRESCRIPTION_FILE_FIELD, prescriptionFileRules, type StoredFileRef } from '@domain/prescription-file-checks';
import { HttpError } from '../runtime/http';
import { logger } from '../runtime/logger';
import type { ParsedMultipart } from '../runtime/multipart';
import { newReference } from '../runtime/reference';
import { recordKey } from '../data/records';
import { putSearchItems } from '../data/record-search';
import { newOrderPut, type ShelfItem } from '../data/shelf';
import { priceFromShelf, takeStockWithOrder } from './order-placement';
import { PRESCRIPTION_RETENTION_DAYS, expiryEpochSeconds } from '@contracts/deployment/table-design';
import { validateFields } from '../runtime/validate-fields';
import type { SubmitAnswer } from '@contracts/api';
import { DEFAULT_LOCALE, type Locale } from '@contracts/locale';
import type { FormContext, FormProcessor } from './form-context';
import {
  checkPrescriptionFile,
  fileHelpProblem,
  prescriptionSentAsText,
  putItemWithPrescriptionFile,
  type CheckedPrescriptionFile,
} from './prescription-upload';
import { initialStatus } from '@domain/lifecycle';
import { newLifecycleFieldsWithOutbox, type LifecycleFields } from '../runtime/lifecycle-fields';

/** A validated order: the form fields and lines, and the prescription file when an item needs one. */
export interface CheckoutInput {
  request: CheckoutRequest;
  prescription?: CheckedPrescriptionFile;
}

/** Stored item of an order (docs/architecture/data-model.md: pk ORDER#ORD-…, kind 'order'). Amounts in integer paise, recomputed here. */
export interface OrderRecord extends LifecycleFields {
  pk: string;
  sk: string;
  kind: 'order';
  reference: string;
  createdAt: string;
  email: string;
  phone: string;
  name: string;
  address: string;
  country: string;
  state: string;
  city: string;
  code: string;
  /** The store that supplies the order (domain/stores.ts fulfillingStoreFor): its GSTIN is on the invoice. */
  store: StoreId;
  /** Priced lines, each with its MRP, HSN code, GST rate and the GST contained in its total. */
  lineItems: PricedLine[];
  /** Sum of the line totals, GST included. */
  subtotalPaise: number;
  /** Delivery charge: 0 (free delivery, docs/behaviour.md §9). */
  deliveryPaise: number;
  /** The GST contained in the subtotal (sum of the lines'), never added on top. */
  gstPaise: number;
  /** subtotalPaise + deliveryPaise: what the shopper pays. */
  totalPaise: number;
  currency: typeof CURRENCY;
  /**
   * If a medicine is out of stock: 'no' — the pharmacist contacts the shopper first (the default, also for orders sent
   * without the field) — or 'equivalent' — a product of the same composition may be offered, for its OTC lines only (a
   * prescription line is supplied as prescribed, unless the verified prescription names the composition:
   * `prescriber.namesComposition`). Never applied on its own.
   */
  substitution: SubstitutionChoice;
  /** When the order's units were taken off the shelf (its creation): a cancellation or return puts them back once (`restockedAt`). */
  stockTakenAt: string;
  /** How it is paid and where the money stands (domain/payment.ts): `pending` when placed. */
  payment: OrderPayment;
  /** The language of the page the shopper sent it from ('hi' or 'en'): its e-mails are written in it. */
  locale: Locale;
  /** The prescription file, when the order holds a prescription-only medicine. */
  file?: StoredFileRef;
  /** Epoch seconds when DynamoDB TTL deletes the order, with `file` only: 180 days, as its file (S3 lifecycle). */
  expiresAt?: number;
  /** When the shopper consented to the prescription's processing (DPDP Act 2023); set with `file`. */
  consentAt?: string;
  /** The consent notice version the shopper saw (CONSENT_NOTICE_VERSIONS), with `consentAt` when the browser sent it. */
  consentVersion?: string;
  /**
   * With `file`: the orders dispensed against this prescription, i.e. this order itself. Erasure reads it
   * (functions/privacy/privacy.core.ts dependentOrderHold): while the order is open, or once it is dispatched (pharmacy
   * records law), an erasure request is held for staff instead of deleting the prescription at once.
   */
  dependentOrders?: string[];
}

/**
 * Prices a validated checkout at the content's prices (domain/pricing.ts priceOrder), to refuse what can never be
 * sold before anything is stored. Validation already refused unknown ids, so the only refusal left is a Schedule X
 * medicine, never sold online. The order itself is priced from the shelf (priceFromShelf).
 * @throws HttpError 400 VALIDATION with `items: { code: 'schedule_x_not_sold', product }` naming the line
 */
function priceCheckout(request: CheckoutRequest): PricedOrder {
  try {
    return priceOrder(request.items, productById);
  } catch (error) {
    if (!(error instanceof ScheduleXNotSoldError)) throw error;
    throw new HttpError(400, 'VALIDATION', 'Schedule X medicines are not sold online.', {
      items: { code: 'schedule_x_not_sold', product: error.productId },
    });
  }
}

/**
 * The checkout form of POST /api/submit-form/ (docs/behaviour.md §3 "Checkout form"; docs/architecture/api.md
 * "checkout"). The request carries only contact fields and product ids with quantities; every price and total is
 * recomputed from the catalogue (domain/pricing.ts), so a forged price changes nothing — and a price
 * field is refused as unknown. When any item requires a prescription, a prescription file is required,
 * checked and stored exactly as on /upload, under the order's ORD- reference.
 */
export const checkoutForm: FormProcessor<CheckoutInput> = {
  /**
   * @throws HttpError 400 for invalid, unknown or repeated fields, bad or unknown items, a prescription that is
   *   missing (when an item needs one) or not wanted (when none does), a missing or unknown `payment`
   *   (`payment_invalid`), cash on delivery above the COD limit (`cod_over_limit` with `limitPaise`), a Schedule X line
   *   (`items`: `schedule_x_not_sold` with `product`), `substitution: 'equivalent'` on an order whose every line needs a
   *   prescription (`substitution_prescription_only`); 413/415 for a file the /upload rules refuse
   */
  validate(parsed: ParsedMultipart): CheckoutInput {
    if (prescriptionSentAsText(parsed)) {
      throw new HttpError(400, 'VALIDATION', 'The prescription must be sent as a file.', {
        prescription: fileHelpProblem(prescriptionFileRules),
      });
    }
    const request = validateFields(checkoutFormSchema, parsed.fields, parsed.repeatedFields);
    // Refused before any file is stored: a Schedule X line (the shelf's prices are read when the order is placed).
    priceCheckout(request);
    // An equivalent is offered only in place of an OTC line: a prescription line is supplied as prescribed (Drugs
    // Rules, 1945, r.65(9): "in accordance with the prescription"), so 'equivalent' on an order of prescription lines
    // only asks for what the pharmacist may not do.
    if (request.substitution === 'equivalent' && request.items.every((line) => productById(line.productId)?.requiresPrescription)) {
      throw new HttpError(400, 'VALIDATION', 'An equivalent can be offered only for medicines sold without a prescription.', {
        substitution: { code: 'substitution_prescription_only' },
      });
    }
    const needsPrescription = request.items.some((line) => productById(line.productId)?.requiresPrescription === true);
    const hasFile = parsed.files.some((file) => file.field === PRESCRIPTION_FILE_FIELD);
    if (!needsPrescription) {
      if (hasFile) {
        throw new HttpError(400, 'VALIDATION', 'No item in this order needs a prescription.', {
          prescription: { code: 'prescription_not_needed' },
        });
      }
      return { request };
    }
    if (!hasFile) {
      throw new HttpError(400, 'VALIDATION', 'An item in this order needs a prescription.', {
        prescription: { code: 'prescription_needed' },
      }).because({ code: 'prescription_needed' });
    }
    if (request.consent !== 'true')
      throw new HttpError(400, 'VALIDATION', 'Please agree to the consent notice to send your prescription', {
        consent: { code: 'consent_required' },
      });
    return { request, prescription: checkPrescriptionFile(parsed, { required: true })! };
  },

  /**
   * Prices the order from the shelf (priceFromShelf), then writes the file (if any), and in ONE TransactWriteItems the
   * order item with every line's stock decrement (placeOrder); all or nothing (the file is deleted if the order is
   * refused or cannot be written).
   * @throws HttpError 409 PRICE_CHANGED, 400 `cod_over_limit` (priceFromShelf); 409 OUT_OF_STOCK (placeOrder)
   */
  async store({ request, prescription }: CheckoutInput, context: FormContext): Promise<SubmitAnswer> {
    const { now, requestId } = context;
    const { priced, shelf } = await priceFromShelf(context.clients.dynamo, context.config.tableName, request.items, request.payment);
    const reference = newReference('ORD', now);
    const createdAt = now.toISOString();
    const write = (item: Record<string, unknown>) => placeOrder(context, item, request.items, shelf);
    await putItemWithPrescriptionFile(
      context,
      reference,
      prescription,
      (file) => {
        const record: OrderRecord = {
          ...recordKey('order', reference),
          kind: 'order',
          reference,
          createdAt,
          email: request.email,
          phone: request.phone,
          name: request.name,
          address: request.address,
          country: request.country,
          state: request.state,
          city: request.city,
          code: request.code,
          store: fulfillingStoreFor(request),
          lineItems: priced.lineItems,
          subtotalPaise: priced.subtotalPaise,
          deliveryPaise: priced.deliveryPaise,
          gstPaise: priced.gstPaise,
          totalPaise: priced.totalPaise,
          currency: CURRENCY,
          // Taken in the same transaction that writes this item (placeOrder): what a cancellation gives back, once.
          stockTakenAt: createdAt,
          // The shopper's explicit choice; the schema makes it 'no' when the browser did not send it.
          substitution: request.substitution,
          // Nothing is received at checkout: the payment page (online) or the courier (COD) records it later.
          payment: initialPayment(request.payment),
          // The language of the page it was sent from: its e-mails are written in it.
          locale: context.locale ?? DEFAULT_LOCALE,
          // The "order placed" e-mail (and, with a prescription, the pharmacy's alert), queued by the same write
          // (transactional outbox).
          ...newLifecycleFieldsWithOutbox('order', initialStatus('order', { needsPrescription: prescription !== undefined }), createdAt, {
            email: request.email,
          }),
          // An order carrying a prescription keeps it on the prescription's terms: the item and its file expire together.
          // Its file is dispensed against by the order itself: the link makes erasure hold it (dependentOrders).
          ...(file
            ? { file, consentAt: createdAt, expiresAt: expiryEpochSeconds(now, PRESCRIPTION_RETENTION_DAYS), dependentOrders: [reference] }
            : {}),
          ...(file && request.consent_version ? { consentVersion: request.consent_version } : {}),
        };
        return record as unknown as Record<string, unknown>;
      },
      write,
    );
    logger.info('order stored', {
      requestId,
      reference,
      count: priced.lineItems.length,
      ...(prescription ? { fileType: prescription.fileType, fileBytes: prescription.file.content.length } : {}),
    });
    return { reference, createdAt };
  },
};

/**
 * Writes a new order: the request's `beforeRecordWrite` guard and the staff search items first (as putRecord), then
 * the order item with every line's stock in one transaction (order-placement.ts takeStockWithOrder).
 * @throws HttpError 409 OUT_OF_STOCK with `shortLines`; the SDK's other errors
 */
async function placeOrder(
  context: FormContext,
  item: Record<string, unknown>,
  lines: readonly { productId: string; quantity: number }[],
  shelf: ReadonlyMap<string, ShelfItem>,
): Promise<void> {
  const { clients, config, now } = context;
  await context.beforeRecordWrite?.(item);
  await putSearchItems(clients.dynamo, config.tableName, item);
  await takeStockWithOrder(clients.dynamo, config.tableName, newOrderPut(config.tableName, item), lines, shelf, now);
}
