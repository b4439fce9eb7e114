/**
 * Refill reminders (docs/architecture/self-service-api.md, docs/architecture/email-and-reminders.md): what the browser and the handlers exchange. The shopper asks on a
 * delivered order's /track view (POST /api/track/reminder), cancels there (POST /api/track/reminder-cancel) or from the
 * e-mail's unsubscribe link (POST /api/reminders/unsubscribe, RFC 8058 one-click), and the e-mail's refill link opens
 * /refill?items=<id>:<qty>,… which fills the cart. Rules: domain/refill-reminders.ts.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import './forms/fields';
import { trackRequestSchema } from './track-request';
import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY } from './order-limits';
import { REFILL_REMINDER_DAYS, type RefillReminderDays } from '../domain/refill-reminders';

/** The API paths of refill reminders. */
export const refillReminderPaths = {
  /** Ask for (or replace) the order's reminder: below /api/track, authorised by reference + phone. */
  request: '/api/track/reminder',
  /** Cancel the order's reminder from /track. */
  cancel: '/api/track/reminder-cancel',
  /** The e-mail's one-click unsubscribe (POST only; a GET changes nothing). */
  unsubscribe: '/api/reminders/unsubscribe',
} as const;

/**
 * The environment variable of the local demo: when set (a whole number of milliseconds), every reminder is due that long
 * after it was asked for instead of its days. Read by the local stack only (dev/local-stack.ts), never by the config the
 * Lambda functions read, so it cannot take effect on AWS.
 */
export const REFILL_REMINDER_DELAY_ENV = 'MEDVIKA_REFILL_REMINDER_DELAY_MS';

/** Body of POST /api/track/reminder: the /track pair, the delay (15, 30 or 60 days) and the separate consent. */
export const refillReminderRequestSchema = z.strictObject({
  ...trackRequestSchema.shape,
  days: z
    .number()
    .check(z.refine((value) => (REFILL_REMINDER_DAYS as readonly number[]).includes(value), { error: 'reminder_days_invalid' })),
  consent: z.literal(true, { error: 'reminder_consent_required' }),
});

/** Body of POST /api/track/reminder-cancel: the /track pair. */
export const refillReminderCancelSchema = trackRequestSchema;

/** A medicine of the order left out of the reminder: prescription-only, its prescription no longer valid by then. */
export interface TrackReminderLine {
  productId: string;
  name: string;
}

/** An order's reminder as /track shows it (TrackAnswer.refillReminder). */
export interface TrackRefillReminder {
  /** `active` until it is sent or cancelled. */
  state: 'active' | 'sent' | 'cancelled';
  days: RefillReminderDays;
  /** ISO 8601 time the reminder is (or was) due. */
  dueAt: string;
  /** The prescription-only lines that will not be reminded (their prescription ends before `dueAt`). */
  needsNewPrescription: TrackReminderLine[];
}

/** 200 of POST /api/reminders/unsubscribe. */
export interface UnsubscribeAnswer {
  outcome: 'cancelled';
  /** What the link stopped: a refill reminder, or a "notify me when it is back" subscription. */
  purpose: 'refill_reminders' | 'back_in_stock';
  /** Plain words the page may show (it shows its own translated confirmation). */
  message: string;
}

/** The API's message after an unsubscribe. */
export const UNSUBSCRIBED_MESSAGE = 'You will not get this reminder.';

/** One item of a refill link. */
export interface RefillItem {
  id: string;
  quantity: number;
}

/**
 * Reads a refill link's `items` (`<product id>:<quantity>,…`, domain/refill-reminders.ts refillItemsParam): malformed
 * pairs and repeated ids are dropped, quantities are capped to 1–{@link MAX_ORDER_QUANTITY}, at most
 * {@link MAX_ORDER_LINES} items. Whether an id is a known product is for the caller (the catalogue).
 * @returns the items, in the link's order
 */
export function parseRefillItems(value: string | null | undefined): RefillItem[] {
  const items: RefillItem[] = [];
  for (const pair of (value ?? '').split(',')) {
    const match = /^([a-z0-9-]{1,120}):(\d{1,6})$/.exec(pair.trim());
    if (!match || items.some((item) => item.id === match[1])) continue;
    items.push({ id: match[1]!, quantity: Math.min(MAX_ORDER_QUANTITY, Math.max(1, Number(match[2]))) });
    if (items.length >= MAX_ORDER_LINES) break;
  }
  return items;
}

/**
 * The attributes a refill reminder item holds (functions/data/refill-reminders.ts), besides its key: the track
 * function's grant on reminders' partitions (REMINDER#…) is limited to these (infra/constructs/api.ts).
 */
export const REFILL_REMINDER_ATTRIBUTES = [
  'reminderId',
  'reference',
  'reminderState',
  'days',
  'requestedAt',
  'dueAt',
  'lines',
  'prescriptionUploadedAt',
  'locale',
  'consentAt',
  'unsubscribeToken',
  'cancelledAt',
  'expiresAt',
  'outbox',
  'outboxState',
  'outboxDueAt',
] as const;

/**
 * The attributes a reminder's cancellation writes, besides its key (functions/data/refill-reminders.ts
 * cancelRefillReminder: the state, the time, the e-mail event's state and the outbox index keys `outboxState`,
 * `outboxDueAt`): the public unsubscribe function's and the privacy function's UpdateItem on REMINDER#… is limited to
 * these, so neither can set `expiresAt` or write a reminder's lines, token or consent (infra/constructs/api.ts).
 */
export const REMINDER_CANCEL_WRITE_ATTRIBUTES = [
  'reminderId',
  'reminderState',
  'cancelledAt',
  'outbox',
  'outboxState',
  'outboxDueAt',
] as const;

/**
 * The attributes a cancellation reads (a projected GetItem): its id, its state and its e-mail event's state. The
 * unsubscribe and privacy functions' GetItem on REMINDER#… is limited to these: no medicine, token or consent.
 */
export const REMINDER_CANCEL_READ_ATTRIBUTES = ['reminderId', 'reminderState', 'outbox'] as const;
