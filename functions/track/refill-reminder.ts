/**
 * Refill reminders from /track (docs/architecture/self-service-api.md, docs/architecture/email-and-reminders.md "Refill reminders"): POST /api/track/reminder asks for
 * one on a delivered order, POST /api/track/reminder-cancel cancels it. Both authorise like every /track action
 * (authoriseShopper: reference + phone, same 404, same attempt counter) and take ORD- references only.
 *
 * One reminder per order: a second request REPLACES the first (new delay, new due date, new unsubscribe link; the old
 * link then cancels nothing), because the shopper's latest choice is what they expect to get.
 */
import { randomUUID } from 'node:crypto';
import { productById } from '@domain/catalogue/catalogue';
import { UNSUBSCRIBE_TOKEN_DAYS, reminderDueAt, type RefillReminderDays, type ReminderLine } from '@domain/refill-reminders';
import { refillReminderCancelSchema, refillReminderRequestSchema } from '@contracts/refill-reminders';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { recordLocale } from '../runtime/shopper-locale';
import { validateJsonBody } from '../runtime/validate-fields';
import { cancelRefillReminder, putRefillReminder } from '../data/refill-reminders';
import { readUnsubscribeKey, signUnsubscribeToken } from '../reminders/unsubscribe-token';
import type { StoredOrder } from '../data/record-schemas';
import { authoriseShopper, orderAnswerWithReminder, toTrackAnswer, type TrackContext } from './track-context';

/** Largest body read: 2 KiB (a reference, a phone, a number and a boolean). */
const MAX_BODY_BYTES = 2048;

const notAnOrder = () =>
  new HttpError(400, 'VALIDATION', 'Only an order (ORD-…) can have a refill reminder.', {
    reference: { code: 'not_an_order' },
  }).because({ code: 'reminder_orders_only' });

/** The order's lines as a reminder keeps them, with the catalogue's `requiresPrescription` (unknown products: treated as prescription-only). */
function reminderLines(item: StoredOrder): ReminderLine[] {
  return item.lineItems.map(({ productId, name, quantity }) => ({
    productId,
    name,
    quantity,
    requiresPrescription: productById(productId)?.requiresPrescription ?? true,
  }));
}

/**
 * When the order's prescription was uploaded: with the order (its file's consent time, else the order's creation), the
 * start of its 180-day validity (domain/refill-reminders.ts). Undefined for an order without a prescription.
 */
function prescriptionUploadedAt(item: StoredOrder): string | undefined {
  if (!item.file) return undefined;
  return item.consentAt ?? item.createdAt;
}

/**
 * POST /api/track/reminder: JSON `{reference, phone, days: 15 | 30 | 60, consent: true}`. Stores the order's reminder
 * (replacing an earlier one), due `days` after now (or after the local demo delay, TrackContext.reminderDelayMs), with
 * the order's lines, its prescription's upload time, the order's language and address, and a signed unsubscribe token
 * valid {@link UNSUBSCRIBE_TOKEN_DAYS} days after the due time.
 * @returns 200 the order's TrackAnswer with `refillReminder` (due date, and the lines that need a new prescription by then)
 * @throws HttpError 415/413/422/400 (bad body; no consent; not an order), 404 NOT_FOUND, 429 THROTTLED, 409 CONFLICT when
 *   the order is not delivered, 409 NO_EMAIL when it has no e-mail address
 */
export async function requestRefillReminder(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const body = validateJsonBody(refillReminderRequestSchema, request, MAX_BODY_BYTES);
  const { key, item, reference } = await authoriseShopper(body.reference, body.phone, request.clientIp, context);
  if (item.kind !== 'order') throw notAnOrder();
  const { dynamo, config, now } = context;
  if (item.status !== 'delivered') {
    throw new HttpError(
      409,
      'CONFLICT',
      'A refill reminder can be set once your order is delivered.',
      undefined,
      {},
      {
        current: toTrackAnswer('order', item, now),
      },
    ).because({ code: 'reminder_needs_delivery' });
  }
  if (!item.email) {
    throw new HttpError(409, 'NO_EMAIL', 'This order has no e-mail address to send a reminder to.').because({
      code: 'reminder_needs_email',
    });
  }
  const days = body.days as RefillReminderDays;
  const dueAt = reminderDueAt(now, days, context.reminderDelayMs);
  const reminderId = randomUUID();
  const expiresAt = Math.floor(dueAt.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  await putRefillReminder(dynamo, config.tableName, key, {
    reminderId,
    reference,
    days,
    requestedAt: now.toISOString(),
    dueAt: dueAt.toISOString(),
    lines: reminderLines(item),
    ...(prescriptionUploadedAt(item) ? { prescriptionUploadedAt: prescriptionUploadedAt(item) } : {}),
    locale: recordLocale(item.locale),
    consentAt: now.toISOString(),
    unsubscribeToken: signUnsubscribeToken(
      { purpose: 'refill_reminders', reference, reminderId, expiresAt },
      context.reminderTokenKey ?? readUnsubscribeKey(),
    ),
  });
  return { status: 200, body: await orderAnswerWithReminder(key, item, context) };
}

/**
 * POST /api/track/reminder-cancel: JSON `{reference, phone}`. Cancels the order's reminder (idempotent; one already
 * sent stays sent).
 * @returns 200 the order's TrackAnswer with its (cancelled) `refillReminder`
 * @throws HttpError 415/413/422/400, 404 NOT_FOUND, 429 THROTTLED
 */
export async function cancelRefillReminderFromTrack(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const body = validateJsonBody(refillReminderCancelSchema, request, MAX_BODY_BYTES);
  const { kind, key, item } = await authoriseShopper(body.reference, body.phone, request.clientIp, context);
  if (kind !== 'order') throw notAnOrder();
  await cancelRefillReminder(context.dynamo, context.config.tableName, key, undefined, context.now);
  return { status: 200, body: await orderAnswerWithReminder(key, item, context) };
}
