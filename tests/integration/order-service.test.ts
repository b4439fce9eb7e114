/**
 * The order service (docs/architecture/lifecycle.md "Order service"): the shopper cancels before dispatch and asks for a
 * return within 7 days of delivery on /track; support marks refunds paid and decides returns in the console. Handler
 * modules against dynalite; e-mails are counted as outbox events on the record (the notifier sends each one once).
 */
import { ListObjectVersionsCommand, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readRecord, recordKey } from '../../functions/data/records';
import { shelfKey } from '../../functions/data/shelf';
import type { OutboxEvent } from '../../functions/runtime/outbox';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeTrackRequest } from '../../functions/track/track.core';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { injectDynamoFaults, testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { encodeMultipart, formData, invoke, sampleJpeg, samplePdf, submitThroughHandler } from '../support/http';
import { jpegClaimingMaxSize, jpegWithTwoFrames, pngWithTwoHeaders, smallJpeg } from '../support/image-bombs';
import { MALWARE_SCAN_TAG_KEY } from '../../contracts/deployment/malware-scan';
import { RETURN_PHOTOS_PREFIX } from '../../contracts/order-service';
import { orderServiceTexts } from '../../domain/order-service';
import { PRESCRIPTION_MAX_BYTES } from '../../domain/prescription-file-checks';
import { eraseRecordFiles } from '../../functions/privacy/record-erasure';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import { pharmacistClaims, supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { stepBody } from '../support/packing';

const aws = testAws();
const phone = '98110 42367';
const DAY_MS = 86_400_000;
/** The product the orders of these tests hold two strips of (200 paise each). */
const ORDERED_PRODUCT = 'products-paracetamol-500-tab-10';
/** The same price, ordered by no other test file, so its shelf stock changes only here (files run side by side). */
const RETURNED_PRODUCT = 'baby-dabur-lal-tail-200ml';

/**
 * Places an order of two strips (200 paise each, 400 in all: GST is inside the prices) through the checkout handler,
 * paid `payment` (online by default: the payment page then records it, payOnline); returns its reference.
 */
const placeOrder = (payment: 'online' | 'cod' = 'online', productId = ORDERED_PRODUCT) =>
  submitThroughHandler({
    form: 'checkout',
    ...checkoutShopper,
    payment,
    items: JSON.stringify([{ id: productId, quantity: 2 }]),
  });

/** The payment page's confirmation (POST /api/track/payment) of an online order. */
const payOnline = (reference: string) =>
  invoke(trackHandler, {
    method: 'POST',
    path: '/api/track/payment',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ reference, phone })),
  });

/** An online order, placed and paid on the payment page. */
async function placePaidOrder(productId = ORDERED_PRODUCT): Promise<string> {
  const reference = await placeOrder('online', productId);
  expect((await payOnline(reference)).status).toBe(200);
  return reference;
}

async function readOrder(reference: string): Promise<Record<string, unknown>> {
  const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference) }));
  return Item ?? {};
}

/** The stock of a product's shelf item now (a consistent read). */
async function shelfStock(productId: string): Promise<number> {
  const { Item } = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: shelfKey(productId), ConsistentRead: true }),
  );
  return Item?.stock as number;
}

/** The outbox events of the order owed for `status` (one per e-mail). */
const eventsFor = (order: Record<string, unknown>, status: string) =>
  ((order.outbox as OutboxEvent[] | undefined) ?? []).filter((event) => event.status === status && event.audience === 'shopper');

/** Runs the order through the staff steps to `statuses` (the last one reached), as a pharmacist. */
async function advance(reference: string, ...statuses: string[]) {
  for (const to of statuses) {
    const order = await readOrder(reference);
    const response = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to, version: order.version, ...stepBody(to, order) },
    });
    expect(response.status, to).toBe(200);
  }
}

/** A track handler (all /api/track actions) whose clock is `now`. */
const trackAt = (now: Date) =>
  createHttpHandler('track', ['POST'], (request) =>
    routeTrackRequest(request, { dynamo: aws.clients.dynamo, s3: aws.clients.s3, config: aws.config, now }),
  );

function cancel(body: Record<string, unknown>) {
  return invoke(trackHandler, {
    method: 'POST',
    path: '/api/track/cancel',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  });
}

async function requestReturn(fields: Record<string, string>, files: Parameters<typeof formData>[1] = {}, now = new Date()) {
  const { body, contentType } = await encodeMultipart(formData(fields, files));
  return invoke(trackAt(now), { method: 'POST', path: '/api/track/return', headers: { 'content-type': contentType }, body });
}

describe('cancel from /track (POST /api/track/cancel)', () => {
  it('cancels a paid order before dispatch, starts its refund and queues each e-mail once', async () => {
    const reference = await placePaidOrder();
    await advance(reference, 'confirmed');
    const { version } = await readOrder(reference);
    const response = await cancel({ reference, phone, reason: 'shopper_found_cheaper', version });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      reference,
      status: 'cancelled',
      canCancel: false,
      refund: { state: 'started', method: 'online', amountPaise: 400 },
    });
    expect(response.json.history.at(-1)).toMatchObject({ status: 'cancelled', reason: 'shopper_found_cheaper' });
    const stored = await readOrder(reference);
    expect(stored).toMatchObject({
      status: 'cancelled',
      version: Number(version) + 1,
      refund: { state: 'started', cause: 'cancellation' },
      payment: { method: 'online', state: 'refund_pending' },
    });
    expect(eventsFor(stored, 'cancelled')).toHaveLength(1);
    expect(eventsFor(stored, 'refund_started')).toHaveLength(1);

    // A second press finds it cancelled: 409 with the status, nothing written.
    const again = await cancel({ reference, phone, reason: 'shopper_found_cheaper' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: { code: 'CONFLICT' }, status: 'cancelled' });
    expect(eventsFor(await readOrder(reference), 'cancelled')).toHaveLength(1);
  });

  it('refuses a dispatched order with 409 and a clear message, writing nothing', async () => {
    const reference = await placePaidOrder();
    await advance(reference, 'confirmed', 'packed', 'dispatched');
    const before = await readOrder(reference);
    const response = await cancel({ reference, phone, reason: 'shopper_delivery_too_slow' });
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'Your order is already on its way: you can return it after delivery.',
        reason: { code: 'cancel_after_dispatch' },
      },
      status: 'dispatched',
      current: { status: 'dispatched', canCancel: false },
    });
    expect(response.json.current.estimatedDelivery.latest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.json.current.nextStep).toEqual({ code: 'delivery_email' });
    expect((await readOrder(reference)).version).toBe(before.version);
  });

  it('answers a stale version with 409 and the current order, and a wrong phone with the track 404', async () => {
    const reference = await placeOrder();
    const stale = await cancel({ reference, phone, reason: 'shopper_other', version: 99 });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ status: 'placed', canCancel: true });
    expect(stale.json.error.reason).toEqual({ code: 'order_changed' });
    const wrong = await cancel({ reference, phone: '9876543210', reason: 'shopper_other' });
    expect(wrong.status).toBe(404);
    const badReason = await cancel({ reference, phone, reason: 'out_of_stock' });
    expect(badReason.status).toBe(400);
    expect((await readOrder(reference)).status).toBe('placed');
  });

  it.each(['cod', 'online'] as const)('says nothing was charged for an unpaid %s order, and starts no refund', async (payment) => {
    const reference = await placeOrder(payment);
    if (payment === 'cod') await advance(reference, 'confirmed');
    const response = await cancel({ reference, phone, reason: 'shopper_ordered_by_mistake' });
    expect(response.status).toBe(200);
    expect(response.json.nothingCharged).toBe(true);
    expect(response.json.payment).toEqual({ method: payment, state: 'not_charged' });
    expect(response.json.refund).toBeUndefined();
    const stored = await readOrder(reference);
    expect(stored.refund).toBeUndefined();
    expect(stored.payment).toEqual({ method: payment, state: 'not_charged' });
    expect(eventsFor(stored, 'cancelled')).toHaveLength(1);
    expect(eventsFor(stored, 'refund_started')).toHaveLength(0);
    // Nothing was received: support cannot mark it refunded.
    const refund = await staffRequest(supportClaims, 'POST', `/records/${reference}/refund`, { json: { version: stored.version } });
    expect(refund.status).toBe(409);
    expect(refund.json.error.reason).toEqual({ code: 'payment_not_received' });
  });
});

describe('refunds in the console (POST /api/staff/records/:reference/refund)', () => {
  it('starts a refund when staff cancel a paid order, and support marks it refunded once', async () => {
    const reference = await placePaidOrder();
    const placed = await readOrder(reference);
    const cancelled = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to: 'cancelled', reason: 'out_of_stock', version: placed.version },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.refund).toMatchObject({ state: 'started', amountPaise: 400 });
    expect(eventsFor(await readOrder(reference), 'refund_started')).toHaveLength(1);

    const stale = await staffRequest(supportClaims, 'POST', `/records/${reference}/refund`, {
      json: { version: Number(cancelled.json.version) - 1 },
    });
    expect(stale.status).toBe(409);
    const paid = await staffRequest(supportClaims, 'POST', `/records/${reference}/refund`, { json: { version: cancelled.json.version } });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ status: 'cancelled', refund: { state: 'refunded' } });
    const twice = await staffRequest(supportClaims, 'POST', `/records/${reference}/refund`, { json: { version: paid.json.version } });
    expect(twice.status).toBe(409);
    const stored = await readOrder(reference);
    expect(eventsFor(stored, 'refunded')).toHaveLength(1);

    const shown = await invoke(trackHandler, {
      method: 'POST',
      path: '/api/track/',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ reference, phone })),
    });
    expect(shown.json.refund).toMatchObject({ state: 'refunded' });
    expect(shown.json.refund).toMatchObject({ method: 'online', amountPaise: 400 });
    expect(Date.parse(shown.json.refund.refundedAt)).not.toBeNaN();
  });
});

describe('returns (POST /api/track/return, POST /api/staff/records/:reference/return)', () => {
  /** A delivered order and the time it was delivered. */
  async function deliveredOrder(productId = ORDERED_PRODUCT) {
    const reference = await placePaidOrder(productId);
    await advance(reference, 'confirmed', 'packed', 'dispatched', 'delivered');
    return reference;
  }

  it('takes a return within 7 days, approved with a pickup date, refunded and returned; each e-mail once; nothing back on the shelf', async () => {
    const reference = await deliveredOrder(RETURNED_PRODUCT);
    const stockWhenDelivered = await shelfStock(RETURNED_PRODUCT);
    const shown = await invoke(trackHandler, {
      method: 'POST',
      path: '/api/track/',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ reference, phone })),
    });
    expect(shown.json.canReturnUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const asked = await requestReturn(
      { reference, phone, reason: 'damaged', note: 'The strip was torn' },
      {},
      new Date(Date.now() + 6 * DAY_MS),
    );
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ status: 'return_requested', return: { state: 'requested', reason: 'damaged' } });
    expect(JSON.stringify(asked.json)).not.toContain('torn');
    let stored = await readOrder(reference);
    expect(stored.return).toMatchObject({ reason: 'damaged', note: 'The strip was torn' });
    expect(eventsFor(stored, 'return_requested')).toHaveLength(1);

    // The generic status change cannot approve without a pickup date.
    const generic = await staffRequest(supportClaims, 'POST', `/records/${reference}/status`, {
      json: { to: 'return_approved', version: stored.version },
    });
    expect(generic.status).toBe(400);
    const badDate = await staffRequest(supportClaims, 'POST', `/records/${reference}/return`, {
      json: { decision: 'approve', pickupDate: '2020-01-01', version: stored.version },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.json.error.fields).toHaveProperty('pickupDate');

    const pickupDate = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
    const approved = await staffRequest(supportClaims, 'POST', `/records/${reference}/return`, {
      json: { decision: 'approve', pickupDate, version: stored.version },
    });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      status: 'return_approved',
      return: { pickupDate },
      refund: { state: 'started', cause: 'return' },
    });
    stored = await readOrder(reference);
    expect(eventsFor(stored, 'return_approved')).toHaveLength(1);
    expect(eventsFor(stored, 'refund_started')).toHaveLength(1);

    const refunded = await staffRequest(supportClaims, 'POST', `/records/${reference}/refund`, {
      json: { version: approved.json.version },
    });
    expect(refunded.status).toBe(200);
    expect(refunded.json).toMatchObject({ status: 'returned', refund: { state: 'refunded' } });
    stored = await readOrder(reference);
    expect(eventsFor(stored, 'refunded')).toHaveLength(1);
    expect((stored.history as Array<{ to: string }>).map((entry) => entry.to).slice(-3)).toEqual([
      'return_requested',
      'return_approved',
      'returned',
    ]);
    // A pack that has left the pharmacy is not sold again: only a cancelled (never sent) order restocks.
    expect(stored.restockedAt).toBeUndefined();
    expect(await shelfStock(RETURNED_PRODUCT)).toBe(stockWhenDelivered);
  });

  it('declines a return with a reason the shopper reads', async () => {
    const reference = await deliveredOrder();
    const asked = await requestReturn({ reference, phone, reason: 'expiring_soon' });
    expect(asked.status).toBe(200);
    const { version } = await readOrder(reference);
    const noReason = await staffRequest(supportClaims, 'POST', `/records/${reference}/return`, { json: { decision: 'decline', version } });
    expect(noReason.status).toBe(400);
    const declined = await staffRequest(supportClaims, 'POST', `/records/${reference}/return`, {
      json: { decision: 'decline', reason: 'not_as_described', version },
    });
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({ status: 'return_declined', return: { declineReason: 'not_as_described' } });
    expect(declined.json.refund).toBeUndefined();
    const stored = await readOrder(reference);
    expect(eventsFor(stored, 'return_declined')).toHaveLength(1);
    const shown = await invoke(trackHandler, {
      method: 'POST',
      path: '/api/track/',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ reference, phone })),
    });
    expect(shown.json.history.at(-1)).toMatchObject({ status: 'return_declined', reason: 'not_as_described' });
    expect(shown.json.return).toMatchObject({ state: 'declined' });
  });

  it('refuses a return on day 8 after delivery (Asia/Kolkata), before delivery, and twice, writing nothing', async () => {
    const reference = await deliveredOrder();
    const before = await readOrder(reference);
    const late = await requestReturn({ reference, phone, reason: 'wrong_item' }, {}, new Date(Date.now() + 8 * DAY_MS));
    expect(late.status).toBe(409);
    expect(late.json.error.message).toMatch(/^Returns for this order closed on \w{3}, \d{1,2} \w{3}, 7 days after delivery\./);
    expect(late.json.error.reason).toEqual({ code: 'return_window_closed', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), days: 7 });
    expect((await readOrder(reference)).version).toBe(before.version);

    const undelivered = await placeOrder('cod');
    const early = await requestReturn({ reference: undelivered, phone, reason: 'wrong_item' });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({
      message: 'A return can be requested once the order is delivered.',
      reason: { code: 'return_not_delivered' },
    });

    expect((await requestReturn({ reference, phone, reason: 'wrong_item' })).status).toBe(200);
    const twice = await requestReturn({ reference, phone, reason: 'wrong_item' });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatchObject({
      message: 'A return has already been requested for this order.',
      reason: { code: 'return_already_requested' },
    });
  });

  it('refuses an unknown reason with a 400, writing nothing', async () => {
    const reference = await deliveredOrder();
    const before = await readOrder(reference);
    const reason = await requestReturn({ reference, phone, reason: 'changed_my_mind' });
    expect(reason.status).toBe(400);
    expect(reason.json.error.fields).toHaveProperty('reason');
    expect((await readOrder(reference)).version).toBe(before.version);
  });

  describe('with a photo (the /upload file pipeline, under prescriptions/returns/)', () => {
    const returnPhotoFolder = (reference: string) => `${RETURN_PHOTOS_PREFIX}${reference}/`;

    async function versionsUnder(prefix: string) {
      const listed = await aws.clients.s3.send(new ListObjectVersionsCommand({ Bucket: aws.config.bucketName, Prefix: prefix }));
      return { versions: listed.Versions ?? [], deleteMarkers: listed.DeleteMarkers ?? [] };
    }

    const presignPhoto = (reference: string, claims: Record<string, unknown>) =>
      staffRequest(claims, 'POST', `/records/${reference}/return-photo-url`);

    const tagAs = (key: string, value: string) =>
      aws.clients.s3.send(
        new PutObjectTaggingCommand({
          Bucket: aws.config.bucketName,
          Key: key,
          Tagging: { TagSet: [{ Key: MALWARE_SCAN_TAG_KEY, Value: value }] },
        }),
      );

    async function auditDetails(reference: string): Promise<string[]> {
      const response = await staffRequest(pharmacistClaims, 'GET', `/records/${reference}/audit`);
      return (response.json.entries as Array<{ action: string; detail?: string }>).map((entry) => `${entry.action}:${entry.detail ?? ''}`);
    }

    it('stores a JPEG re-encoded under prescriptions/returns/<reference>/, records it on the order with the status change, counts its bytes; support opens it only once scanned clean, audited', async () => {
      const reference = await deliveredOrder();
      const upload = smallJpeg();
      const asked = await requestReturn({ reference, phone, reason: 'damaged' }, { photo: [upload, 'torn strip.jpg', 'image/jpeg'] });
      expect(asked.status).toBe(200);
      expect(asked.json.status).toBe('return_requested');
      expect(JSON.stringify(asked.json)).not.toContain(RETURN_PHOTOS_PREFIX);

      const stored = await readOrder(reference);
      const photo = (stored.return as { photo: Record<string, unknown> }).photo;
      expect(photo).toMatchObject({ type: 'jpeg', contentType: 'image/jpeg', reencoded: true, originalName: 'torn strip.jpg' });
      expect(String(photo.key)).toMatch(new RegExp(`^prescriptions/returns/${reference}/[0-9a-f-]{36}\\.jpg$`));
      expect(eventsFor(stored, 'return_requested')).toHaveLength(1);
      const object = await aws.objectBytes(String(photo.key));
      expect(object.length).toBe(photo.bytes);
      expect(object.equals(upload)).toBe(false); // our encoder's bytes, not the upload's
      expect(object.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const day = new Date().toISOString().slice(0, 10);
      const budget = (await aws.allItems()).find((item) => item.pk === `UPLOADS#${day}`);
      expect(Number(budget?.bytes)).toBeGreaterThanOrEqual(Number(photo.bytes));

      // Support may not open prescription files, but a return's photo is theirs to see: once GuardDuty tagged it clean.
      const unscanned = await presignPhoto(reference, supportClaims);
      expect(unscanned.status).toBe(409);
      expect(unscanned.json.error.code).toBe('FILE_SCAN_PENDING');
      await tagAs(String(photo.key), 'THREATS_FOUND');
      expect((await presignPhoto(reference, supportClaims)).status).toBe(423);
      await tagAs(String(photo.key), 'NO_THREATS_FOUND');
      const opened = await presignPhoto(reference, supportClaims);
      expect(opened.status).toBe(200);
      expect(opened.json).toMatchObject({ expiresInSeconds: 300, contentType: 'image/jpeg' });
      expect(opened.json.url).toContain(encodeURIComponent(String(photo.key)).replace(/%2F/g, '/'));
      expect(await auditDetails(reference)).toEqual(
        expect.arrayContaining([
          'presign:return-photo refused: NOT_SCANNED',
          'presign:return-photo refused: THREATS_FOUND',
          'presign:return-photo 300s',
        ]),
      );
      const prescriptionFile = await staffRequest(supportClaims, 'POST', `/records/${reference}/file-url`);
      expect(prescriptionFile.status).toBe(403);
    });

    it('refuses oversized, hostile and non-photo files with a 4xx naming the photo, writing nothing and leaving no object', async () => {
      const reference = await deliveredOrder();
      const before = await readOrder(reference);
      const cases: Array<[string, Buffer, string, string, number]> = [
        ['a PDF', samplePdf(), 'receipt.pdf', 'application/pdf', 415],
        ['a header claiming 4,295 megapixels', jpegClaimingMaxSize(), 'bomb.jpg', 'image/jpeg', 413],
        ['a PNG with two image headers', pngWithTwoHeaders(), 'two.png', 'image/png', 415],
        ['a JPEG with a second frame header', jpegWithTwoFrames(), 'two.jpg', 'image/jpeg', 415],
        ['a file over 4 MiB', sampleJpeg(PRESCRIPTION_MAX_BYTES + 1), 'big.jpg', 'image/jpeg', 413],
        ['an empty file', Buffer.alloc(0), 'empty.jpg', 'image/jpeg', 400],
      ];
      for (const [what, bytes, name, type, status] of cases) {
        const refused = await requestReturn({ reference, phone, reason: 'damaged' }, { photo: [bytes, name, type] });
        expect(refused.status, what).toBe(status);
        expect(refused.json.error.fields, what).toHaveProperty('photo');
      }
      const asText = await requestReturn({ reference, phone, reason: 'damaged', photo: 'not a file' });
      expect(asText.status).toBe(400);
      expect(asText.json.error.fields).toHaveProperty('photo');
      expect((await readOrder(reference)).version).toBe(before.version);
      expect(await aws.objectKeys(returnPhotoFolder(reference))).toEqual([]);
    });

    it("answers 503 UPLOADS_PAUSED past the day's upload budget, in words for a return, storing nothing", async () => {
      const reference = await deliveredOrder();
      const before = await readOrder(reference);
      const tight = createHttpHandler('track', ['POST'], (request) =>
        routeTrackRequest(request, {
          dynamo: aws.clients.dynamo,
          s3: aws.clients.s3,
          config: { ...aws.config, uploadBudgetBytesPerDay: 1 },
          now: new Date(),
        }),
      );
      const { body, contentType } = await encodeMultipart(
        formData({ reference, phone, reason: 'damaged' }, { photo: [smallJpeg(), 'item.jpg', 'image/jpeg'] }),
      );
      const paused = await invoke(tight, { method: 'POST', path: '/api/track/return', headers: { 'content-type': contentType }, body });
      expect(paused.status).toBe(503);
      expect(paused.json.error).toEqual({
        code: 'UPLOADS_PAUSED',
        message: orderServiceTexts.returnPhotosPaused,
        reason: { code: 'return_photos_paused' },
      });
      expect((await readOrder(reference)).version).toBe(before.version);
      expect(await aws.objectKeys(returnPhotoFolder(reference))).toEqual([]);
    });

    it('deletes the stored photo again when the order write fails, so no readable object is left', async () => {
      const reference = await deliveredOrder();
      const before = await readOrder(reference);
      const faulty = createAwsClients();
      const calls = injectDynamoFaults(faulty.dynamo, [
        {
          match: (call) => call.operation === 'UpdateItem' && String(call.input.Key?.pk?.S).startsWith('ORDER#'),
          fault: 'unreachable',
          times: Infinity,
        },
      ]);
      const failing = createHttpHandler('track', ['POST'], (request) =>
        routeTrackRequest(request, { dynamo: faulty.dynamo, s3: faulty.s3, config: aws.config, now: new Date() }),
      );
      const { body, contentType } = await encodeMultipart(
        formData({ reference, phone, reason: 'damaged' }, { photo: [smallJpeg(), 'item.jpg', 'image/jpeg'] }),
      );
      const failed = await invoke(failing, { method: 'POST', path: '/api/track/return', headers: { 'content-type': contentType }, body });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      // The order write that failed carried the stored photo's key: the photo had been stored before it.
      const orderWrites = calls.filter((call) => call.operation === 'UpdateItem' && String(call.input.Key?.pk?.S).startsWith('ORDER#'));
      expect(orderWrites.length).toBeGreaterThan(0);
      expect(JSON.stringify(orderWrites[0]!.input)).toContain(returnPhotoFolder(reference));
      expect((await readOrder(reference)).version).toBe(before.version);
      // Deleted again (on S3 a delete marker; its version goes with the lifecycle a day later: the track role cannot
      // delete versions). The emulator keeps no versions, so nothing is listed at all.
      expect(await aws.objectKeys(returnPhotoFolder(reference))).toEqual([]);
    });

    it("erasure's file step removes every version of the order's return photo", async () => {
      const reference = await deliveredOrder();
      const asked = await requestReturn({ reference, phone, reason: 'wrong_item' }, { photo: [smallJpeg(), 'item.jpg', 'image/jpeg'] });
      expect(asked.status).toBe(200);
      const item = (await readRecord(aws.clients.dynamo, aws.config.tableName, recordKey('order', reference)))!;
      expect(await versionsUnder(returnPhotoFolder(reference))).toMatchObject({ versions: [expect.anything()] });

      const removed = await eraseRecordFiles({ reference, item }, { clients: aws.clients, config: aws.config, now: new Date() });
      expect(removed).toBe(1);
      expect(await versionsUnder(returnPhotoFolder(reference))).toEqual({ versions: [], deleteMarkers: [] });
    });
  });
});
