import { checkTransition, historyEntry, type Actor } from '@domain/lifecycle';
import { PRESCRIPTION_MAX_BYTES } from '@domain/prescription-file-checks';
import {
  RETURN_WINDOW_DAYS,
  enteredAt,
  isWithinReturnWindow,
  orderServiceTexts,
  returnPhotoRules,
  returnWindowEnd,
  type OrderReturn,
  type ReturnPhoto,
} from '@domain/order-service';
import { paymentOf } from '@domain/payment';
import { returnRequestFieldsSchema } from '@contracts/order-service';
import type { ErrorReason } from '@contracts/api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { transitionError } from '../runtime/transition-error';
import { parseMultipart, type MultipartLimits } from '../runtime/multipart';
import { validateFields } from '../runtime/validate-fields';
import { readOrder, writeStatusChange } from '../data/records';
import type { StoredOrder } from '../data/record-schemas';
import { isConditionFailure } from '../data/table';
import {
  checkUploadedFile,
  discardStoredObject,
  returnPhotoObjectKey,
  storePrescriptionObject,
  type CheckedPrescriptionFile,
} from '../submit-form/prescription-upload';
import { authoriseShopper, toTrackAnswer, type TrackContext } from './track-context';

/**
 * Parsing limits of a return request: its five fields (the UPI ID only for a cash-on-delivery order) and two to spare (an unknown field then gets the schema's 400
 * naming it), each at most 2 KiB (a note of RETURN_NOTE_MAX_LENGTH characters of up to 4 bytes fits), and one optional
 * `photo` file part of at most 4 MiB (the /upload limit, docs/architecture/api.md).
 */
const returnLimits: MultipartLimits = {
  fileSize: PRESCRIPTION_MAX_BYTES,
  files: 1,
  fields: 7,
  fieldSize: 2048,
  fileFields: [returnPhotoRules.field],
};

const shopper: Actor = { type: 'shopper' };

/**
 * A 409 about the return, with its reason code and values, the order's status and the order as /track now shows it
 * (body.current).
 */
function returnRefused(message: string, reason: ErrorReason, item: StoredOrder, now: Date): HttpError {
  return new HttpError(
    409,
    'CONFLICT',
    message,
    undefined,
    {},
    { status: item.status, current: toTrackAnswer('order', item, now) },
  ).because(reason);
}

/**
 * Stores a return's checked photo under `prescriptions/returns/<reference>/` through the /upload pipeline
 * (storePrescriptionObject: re-encoded, counted against the day's upload budget, then PutObject).
 * @returns the photo as the order keeps it (`return.photo`)
 * @throws HttpError 503 UPLOADS_PAUSED (with Retry-After) past the day's budget, worded for a return; the SDK's errors
 */
async function storeReturnPhoto(
  reference: string,
  checked: CheckedPrescriptionFile,
  { dynamo, s3, config, now }: TrackContext,
  requestId: string,
): Promise<ReturnPhoto> {
  try {
    // The whole StoredFileRef, as a prescription's `file` keeps it (the re-encoding flags included, for staff).
    return await storePrescriptionObject(
      { clients: { dynamo, s3 }, config, now, requestId },
      reference,
      checked,
      returnPhotoObjectKey(reference, checked.fileType),
    );
  } catch (error) {
    if (error instanceof HttpError && error.code === 'UPLOADS_PAUSED') {
      throw new HttpError(503, 'UPLOADS_PAUSED', orderServiceTexts.returnPhotosPaused, undefined, error.headers).because({
        code: 'return_photos_paused',
      });
    }
    throw error;
  }
}

/**
 * POST /api/track/return (docs/architecture/self-service-api.md; multipart: reference, phone, reason ∈ wrong_item | damaged |
 * expiring_soon, optional note, optional `photo`, and `upiId` for an order paid in cash on delivery): the shopper asks to return a delivered order within
 * RETURN_WINDOW_DAYS days of its delivery date in Asia/Kolkata (domain/order-service.ts; Consumer Protection
 * (E-Commerce) Rules 2020). Authorised like POST /api/track/. The photo passes the /upload checks (checkUploadedFile
 * with returnPhotoRules: JPEG or PNG only, 4 MiB, 40 MP, content checks) before anything is read, and is stored
 * re-encoded (storeReturnPhoto) only once every check passed. One write conditional on the version read:
 * delivered → return_requested, the `return` record (reason, time; the note and the photo's key for staff) and the
 * acknowledgement e-mail (outbox). If that write fails, the photo is deleted again (discardStoredObject). Support
 * decides in the console. An order paid in cash on delivery (cod, `paid`) is refunded by UPI, so its request needs
 * the UPI ID (name@handle, contracts/forms/fields.ts upiIdField), stored as `return.upiId` (copied to the refund on
 * approval; shown to staff, never on /track nor in a log); an online order is refunded to the method paid with and an
 * unpaid one has nothing to refund, so a UPI ID sent for them is not stored.
 * @returns 200 the TrackAnswer of the order (return requested)
 * @throws HttpError 415/413/422/400 (bad form; a photo of another type, too large, too many pixels or hostile; a
 *   reference that is not an order; a missing or malformed UPI ID of a COD order paid in cash: fields.upiId
 *   `upi_id_invalid`), 404, 429, 503 UPLOADS_PAUSED (photo past the day's upload budget), 409 CONFLICT
 *   (with body.status and body.current) when the order is not delivered, a return was already asked for, the window has
 *   closed, or the order changed during the write
 */
export async function requestReturn(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const parsed = await parseMultipart(request.headers['content-type'], request.body, returnLimits);
  const photo = checkUploadedFile(parsed, returnPhotoRules, { required: false });
  const fields = validateFields(returnRequestFieldsSchema, parsed.fields, parsed.repeatedFields);
  const { kind, key, item } = await authoriseShopper(fields.reference, fields.phone, request.clientIp, context);
  if (item.kind !== 'order') {
    throw new HttpError(400, 'VALIDATION', 'Only an order (ORD-…) can be returned.', {
      reference: { code: 'not_an_order' },
    });
  }
  const { dynamo, config, now } = context;
  const { status: from, reference } = item;
  if (from !== 'delivered') {
    throw item.return
      ? returnRefused(orderServiceTexts.returnAlreadyRequested, { code: 'return_already_requested' }, item, now)
      : returnRefused(orderServiceTexts.returnNotDelivered, { code: 'return_not_delivered' }, item, now);
  }
  const deliveredAt = enteredAt(item.history, 'delivered');
  if (!deliveredAt || !isWithinReturnWindow(deliveredAt, now)) {
    const lastDay = returnWindowEnd(deliveredAt ?? now);
    const reason = { code: 'return_window_closed', date: lastDay, days: RETURN_WINDOW_DAYS } as const;
    throw returnRefused(orderServiceTexts.returnWindowClosed(lastDay), reason, item, now);
  }
  const change = { kind, from, to: 'return_requested', reason: fields.reason } as const;
  const problem = checkTransition(change, shopper);
  if (problem) throw transitionError(problem);

  // Cash paid at the door goes back by UPI: the shopper says where before anything is stored.
  const payment = paymentOf(item);
  const refundByUpi = payment.method === 'cod' && payment.state === 'paid';
  if (refundByUpi && !fields.upiId) {
    throw new HttpError(400, 'VALIDATION', 'Give the UPI ID the refund of the cash should go to.', { upiId: { code: 'upi_id_invalid' } });
  }

  const entry = historyEntry(change, shopper, now);
  const storedPhoto = photo ? await storeReturnPhoto(reference, photo, context, request.requestId) : undefined;
  const stored: OrderReturn & { note?: string } = {
    reason: fields.reason,
    requestedAt: entry.at,
    // The shopper's note and photo are for staff only: /track and e-mail never show them.
    ...(fields.note ? { note: fields.note } : {}),
    ...(storedPhoto ? { photo: storedPhoto } : {}),
    ...(refundByUpi ? { upiId: fields.upiId } : {}),
  };
  try {
    await writeStatusChange(dynamo, config.tableName, {
      key,
      kind,
      from,
      to: 'return_requested',
      version: item.version,
      entry,
      returnNothing: true,
      notify: { email: item.email, reason: fields.reason },
      set: { return: stored },
    });
  } catch (error) {
    // The order does not point to the photo: delete it (a delete marker; the lifecycle removes the version a day later).
    if (storedPhoto) {
      const cleanup = { clients: { dynamo, s3: context.s3 }, config, requestId: request.requestId };
      await discardStoredObject(cleanup, reference, storedPhoto);
    }
    if (!isConditionFailure(error)) throw error;
    const current = await readOrder(dynamo, config.tableName, key);
    throw returnRefused(
      'Your order changed while you were looking at it. Here is its current status.',
      { code: 'order_changed' },
      current ?? item,
      now,
    );
  }
  // The grant limits the attributes this function may write, which rules out ALL_NEW: read the order back.
  const updated = (await readOrder(dynamo, config.tableName, key)) ?? item;
  return { status: 200, body: toTrackAnswer(kind, updated, now) };
}
