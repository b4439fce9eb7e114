/**
 * The shapes of the stored prescription, order and message records (pk `<PRESCRIPTION|ORDER|MESSAGE>#<reference>`, sk
 * RECORD) and of the tombstone an erasure leaves (functions/privacy/record-erasure.ts), as zod/mini schemas, with the
 * types callers use: records.ts parses every record it reads with them (docs/architecture/data-model.md, "Parsing what
 * is read"). Loose objects: attributes the code does not read (search words, outbox index keys, …) pass as they are.
 * Attributes a writer adds later in a record's life (payment, refund, return, shipment, batches, invoice, claim, …) and
 * the personal fields a test or an older record may lack are optional; what the code decides on is exact when present.
 */
import * as z from 'zod/mini';
import { callOutcomes } from '@domain/call-clock';
import { statusesByKind, type HistoryEntry, type LifecycleKind } from '@domain/lifecycle';
import { paymentMethods, paymentStates, type OrderPayment } from '@domain/payment';
import type { OrderRefund, OrderReturn } from '@domain/order-service';
import type { PricedLine } from '@domain/pricing';
import type { StoredFileRef } from '@domain/prescription-file-checks';
import type { Shipment } from '@domain/couriers';
import type { IssuedInvoice } from '@domain/invoice';
import type { RecordClaim } from '@contracts/staff-api';
import type { ThreadAuthor } from '@contracts/message-thread';
import type { Prescriber } from '@contracts/prescriber';
import { callTaskSchema } from '@contracts/call-log';
import { locales } from '@contracts/locale';
import { PARTITION_PREFIXES, RECORD_SK } from '@contracts/deployment/table-design';
import { parseStored } from './parse-item';
import type { Item, ItemKey } from './table';

/** An amount in integer paise (never negative). */
const paise = () => z.int().check(z.gte(0));

/** One history entry (domain/lifecycle.ts HistoryEntry); `byName`, the staff member's display name on a quote, passes. */
export const historyEntrySchema = z.looseObject({
  at: z.string(),
  by: z.string(),
  from: z.nullable(z.string()),
  to: z.string(),
  reason: z.optional(z.string()),
  note: z.optional(z.string()),
  call: z.optional(z.enum(callOutcomes)),
  callBackAt: z.optional(z.string()),
  /** The staff member's display name beside their id (functions/staff-api/status-change.ts staffHistoryEntry). */
  byName: z.optional(z.string()),
}) satisfies z.ZodMiniType<HistoryEntry>;

/** A stored file (domain/prescription-file-checks.ts StoredFileRef): a prescription's `file`/`files`, a return's photo. */
export const storedFileSchema = z.looseObject({
  bucket: z.string(),
  key: z.string(),
  versionId: z.optional(z.string()),
  contentType: z.string(),
  type: z.enum(['png', 'jpeg', 'pdf']),
  bytes: z.int().check(z.gte(0)),
  originalName: z.string(),
  reencoded: z.optional(z.boolean()),
  notReencodedReason: z.optional(z.enum(['decode-failed', 'over-memory-budget', 'over-time-budget', 'larger-when-re-encoded'])),
  metadataStripped: z.optional(z.boolean()),
  notReencodedText: z.optional(z.string()),
  uploadedBytes: z.optional(z.int().check(z.gte(0))),
}) satisfies z.ZodMiniType<StoredFileRef>;

/** One stored privacy request (contracts/privacy-requests.ts PrivacyRequest); the closing fields (`doneAt`, `doneBy`, `resolution`, `correctedFields`) pass. */
export const storedPrivacyRequestSchema = z.looseObject({
  id: z.string(),
  type: z.enum(['erasure', 'correction']),
  at: z.string(),
  state: z.enum(['open', 'done']),
  reason: z.optional(z.enum(['records_law', 'order_record'])),
  details: z.optional(z.string()),
});

const THREAD_AUTHORS = ['customer', 'support'] as const satisfies readonly ThreadAuthor[];

/** One stored entry of a message's conversation (contracts/message-thread.ts StoredThreadEntry). */
export const storedThreadEntrySchema = z.looseObject({
  at: z.string(),
  from: z.enum(THREAD_AUTHORS),
  text: z.string(),
  byName: z.optional(z.string()),
});

/** The verifying pharmacist as recorded (`decidedBy`): display name, council and registration number. */
const decidedBySchema = z.looseObject({
  name: z.string(),
  council: z.optional(z.string()),
  registration: z.optional(z.string()),
});

/**
 * The prescriber a pharmacist recorded (contracts/prescriber.ts Prescriber). `address` is optional: a prescriber
 * recorded before the address was asked has none, and must still be read (the register shows it as not recorded).
 */
const storedPrescriberSchema = z.looseObject({
  name: z.string(),
  registration: z.string(),
  address: z.optional(z.string()),
  prescribedOn: z.string(),
  namesComposition: z.boolean(),
}) satisfies z.ZodMiniType<Prescriber>;

/** A review claim (contracts/staff-api.ts RecordClaim). */
const claimSchema = z.looseObject({
  userId: z.string(),
  name: z.string(),
  at: z.string(),
  touchedAt: z.string(),
}) satisfies z.ZodMiniType<RecordClaim>;

/** A priced line (domain/pricing.ts PricedLine), amounts in integer paise. */
export const pricedLineSchema = z.looseObject({
  productId: z.string(),
  name: z.string(),
  quantity: z.int().check(z.gte(1)),
  unitPricePaise: paise(),
  mrpPaise: paise(),
  lineTotalPaise: paise(),
  hsn: z.string(),
  gstRatePercent: z.number(),
  gstPaise: paise(),
}) satisfies z.ZodMiniType<PricedLine>;

/** An order's payment (domain/payment.ts OrderPayment). */
const paymentSchema = z.looseObject({
  method: z.enum(paymentMethods),
  state: z.enum(paymentStates),
  paidAt: z.optional(z.string()),
  amountPaise: z.optional(paise()),
  collectedBy: z.optional(z.string()),
}) satisfies z.ZodMiniType<OrderPayment>;

/** An order's refund (domain/order-service.ts OrderRefund). */
const refundSchema = z.looseObject({
  state: z.enum(['started', 'refunded']),
  amountPaise: paise(),
  currency: z.string(),
  method: z.enum(paymentMethods),
  upiId: z.optional(z.string()),
  cause: z.enum(['cancellation', 'return']),
  startedAt: z.string(),
  refundedAt: z.optional(z.string()),
}) satisfies z.ZodMiniType<OrderRefund>;

/** An order's return (domain/order-service.ts OrderReturn). */
const returnSchema = z.looseObject({
  reason: z.string(),
  requestedAt: z.string(),
  pickupDate: z.optional(z.string()),
  declineReason: z.optional(z.string()),
  decidedAt: z.optional(z.string()),
  photo: z.optional(storedFileSchema),
  upiId: z.optional(z.string()),
}) satisfies z.ZodMiniType<OrderReturn>;

/** A dispatch's shipment (domain/couriers.ts Shipment). */
const shipmentSchema = z.looseObject({ courierId: z.string(), courierName: z.string(), awb: z.string() }) satisfies z.ZodMiniType<Shipment>;

/** A packed line's batch and expiry, and its manufacturer if recorded (`batches`, functions/staff-api/packing.ts OrderBatch). */
const packedBatchSchema = z.looseObject({
  productId: z.string(),
  batch: z.string(),
  expiry: z.string(),
  manufacturer: z.optional(z.string()),
});

/** An issued invoice (domain/invoice.ts IssuedInvoice). */
const invoiceSchema = z.looseObject({ number: z.string(), issuedAt: z.string() }) satisfies z.ZodMiniType<IssuedInvoice>;

/** A quote listed on its prescription (functions/data/quotes.ts PrescriptionQuoteLink). */
const quoteLinkSchema = z.looseObject({ reference: z.string(), at: z.string(), byName: z.optional(z.string()) });

/**
 * The attributes every record has, a tombstone too (functions/runtime/lifecycle-fields.ts LifecycleFields and the
 * record's identity). `history` reads as [] when absent; `updatedAt` may be absent on a record never changed.
 */
const lifecycleShape = {
  pk: z.string(),
  sk: z.string(),
  reference: z.string(),
  version: z.int().check(z.gte(1)),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
  queue: z.optional(z.string()),
  history: z._default(z.array(historyEntrySchema), []),
  /** Epoch seconds when DynamoDB TTL deletes the item. */
  expiresAt: z.optional(z.int()),
};

/** The attributes a live record may carry about its shopper (absent on a tombstone). */
const shopperShape = {
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  locale: z.optional(z.enum(locales)),
  privacyRequests: z.optional(z.array(storedPrivacyRequestSchema)),
  consentAt: z.optional(z.string()),
  consentVersion: z.optional(z.string()),
};

/** The file a prescription (or an order carrying one) holds, the earlier ones, and the orders dispensed against it. */
const fileShape = {
  file: z.optional(storedFileSchema),
  files: z.optional(z.array(storedFileSchema)),
  dependentOrders: z.optional(z.array(z.string())),
  decidedBy: z.optional(decidedBySchema),
  prescriber: z.optional(storedPrescriberSchema),
};

const liveStatuses = <S extends string>(statuses: readonly S[]) =>
  statuses.filter((status): status is Exclude<S, 'erased'> => status !== 'erased') as [Exclude<S, 'erased'>, ...Exclude<S, 'erased'>[]];

/** A prescription record not erased (functions/submit-form/prescription.ts PrescriptionRecord). */
export const storedPrescriptionSchema = z.looseObject({
  ...lifecycleShape,
  ...shopperShape,
  ...fileShape,
  kind: z.literal('prescription'),
  status: z.enum(liveStatuses(statusesByKind.prescription)),
  phone: z.optional(z.string()),
  city: z.optional(z.string()),
  address: z.optional(z.string()),
  /** The address's PIN code; absent on a prescription sent before the upload form asked one. */
  code: z.optional(z.string()),
  medicineName: z.optional(z.string()),
  notes: z.optional(z.string()),
  call: z.optional(callTaskSchema),
  claim: z.optional(claimSchema),
  quotes: z.optional(z.array(quoteLinkSchema)),
});
export type StoredPrescription = z.output<typeof storedPrescriptionSchema>;

/** An order record (functions/submit-form/checkout.ts OrderRecord, functions/staff-api/quote.ts quoteOrder). Orders are never erased. */
export const storedOrderSchema = z.looseObject({
  ...lifecycleShape,
  ...shopperShape,
  ...fileShape,
  kind: z.literal('order'),
  status: z.enum(statusesByKind.order),
  phone: z.optional(z.string()),
  address: z.optional(z.string()),
  country: z.optional(z.string()),
  state: z.optional(z.string()),
  city: z.optional(z.string()),
  code: z.optional(z.string()),
  store: z.optional(z.string()),
  lineItems: z._default(z.array(pricedLineSchema), []),
  subtotalPaise: z.optional(paise()),
  deliveryPaise: z.optional(paise()),
  gstPaise: z.optional(paise()),
  totalPaise: z.optional(paise()),
  currency: z.optional(z.string()),
  substitution: z.optional(z.enum(['no', 'equivalent'])),
  stockTakenAt: z.optional(z.string()),
  restockedAt: z.optional(z.string()),
  payment: z.optional(paymentSchema),
  refund: z.optional(refundSchema),
  return: z.optional(returnSchema),
  shipment: z.optional(shipmentSchema),
  batches: z.optional(z.array(packedBatchSchema)),
  invoice: z.optional(invoiceSchema),
  prescriptionReference: z.optional(z.string()),
  prescriptionLines: z.optional(z.array(z.string())),
  quotedAt: z.optional(z.string()),
  /** When the shopper accepted the quote (functions/track/quote-accept.ts). */
  acceptedAt: z.optional(z.string()),
  /** When each recall notice was queued, by '<productId>#<batch>' (functions/staff-api/recalls.ts). */
  recalls: z.optional(z.record(z.string(), z.string())),
  quoteNote: z.optional(z.string()),
});
export type StoredOrder = z.output<typeof storedOrderSchema>;

/** A contact message record not erased (functions/submit-form/contact.ts), its conversation in `thread`. */
export const storedMessageSchema = z.looseObject({
  ...lifecycleShape,
  ...shopperShape,
  kind: z.literal('message'),
  status: z.enum(liveStatuses(statusesByKind.message)),
  mobile: z.optional(z.string()),
  message: z.optional(z.string()),
  thread: z.optional(z.array(storedThreadEntrySchema)),
});
export type StoredMessage = z.output<typeof storedMessageSchema>;

/**
 * What an erasure leaves of a prescription or a message (record-erasure.ts TOMBSTONE_ATTRIBUTES): its reference, kind,
 * status `erased`, erasedAt, the lifecycle fields (a history of codes and times) and the outbox; no personal data.
 */
export const erasedRecordSchema = z.looseObject({
  ...lifecycleShape,
  kind: z.enum(['prescription', 'message']),
  status: z.literal('erased'),
  erasedAt: z.string(),
});
export type ErasedRecord = z.output<typeof erasedRecordSchema>;

/**
 * A row of a queue index (contracts/deployment/table-design.ts queueIndex, kindIndex) as the index projects it: the
 * keys, the creation time (the index's sort key), reference, status, version and updatedAt. A record's own row, or a
 * privacy request's pointer row (functions/data/privacy-requests.ts putPrivacyPointer) in its record's partition.
 */
export const queueIndexRowSchema = z.looseObject({
  pk: z.string(),
  sk: z.string(),
  reference: z.string(),
  status: z.string(),
  version: z.int().check(z.gte(1)),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type QueueIndexRow = z.output<typeof queueIndexRowSchema>;

/** Any record as read: a live prescription, order or message, or a tombstone (narrow on `kind` and `status`). */
export type StoredRecord = StoredPrescription | StoredOrder | StoredMessage | ErasedRecord;

/** A record of one kind, live or erased. */
export type RecordOfKind<K extends LifecycleKind> = Extract<StoredRecord, { kind: K }>;

const liveSchemas = { prescription: storedPrescriptionSchema, order: storedOrderSchema, message: storedMessageSchema } as const;

/** The record kind a record key's partition names, or undefined for a key that is no record's. */
function kindOfKey(key: ItemKey): LifecycleKind | undefined {
  return (Object.keys(liveSchemas) as LifecycleKind[]).find((kind) => key.pk.startsWith(PARTITION_PREFIXES[kind]));
}

/** True when `key` is a prescription's, order's or message's RECORD item (not a pointer, code or reminder beside it). */
export function isRecordKey(key: ItemKey): boolean {
  return key.sk === RECORD_SK && kindOfKey(key) !== undefined;
}

/**
 * Parses one stored record: the schema of its partition's kind (a tombstone's when its status is `erased`), so the
 * item's own `kind` must match its key.
 * @param key the item's key (pk names the kind: PARTITION_PREFIXES)
 * @returns the typed record
 * @throws StoredRecordInvalid (kind `<kind>`, or `<kind>-tombstone`) when it does not match, after logging the kind,
 *   key and failed paths (parse-item.ts parseStored); Error for a key that is no record's (a bug)
 */
export function parseRecord(item: Item, key: ItemKey): StoredRecord {
  const kind = kindOfKey(key);
  if (!kind) throw new Error('not a record key');
  if (item.status === 'erased' && kind !== 'order') return parseStored(erasedRecordSchema, item, { kind: `${kind}-tombstone`, key });
  return parseStored(liveSchemas[kind], item, { kind, key });
}
