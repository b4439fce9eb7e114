/**
 * The quote (docs/architecture/lifecycle.md "Quotes", docs/architecture/api.md): the pharmacist's request that builds an
 * order from a verified uploaded prescription (POST /api/staff/records/<RX-…>/quote), and the shopper's accept and
 * decline on /track (POST /api/track/quote-accept, /api/track/quote-decline). Shared by the handlers, the console and
 * the /track page.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { optionalText } from './forms/fields';
import { MAX_ORDER_QUANTITY } from './order-limits';
import { trackRequestSchema } from './track-request';
import { shopperQuoteDeclineReasons } from '../domain/lifecycle';
import { paymentMethods } from '../domain/payment';
import { MAX_QUOTE_LINES, QUOTE_NOTE_MAX_LENGTH } from '../domain/quote';

/** The shopper's quote paths below /api/track (functions/track/track.core.ts routes). */
export const quotePaths = { accept: '/api/track/quote-accept', decline: '/api/track/quote-decline' } as const;

/** One line of a quote: a catalogue product id, a whole quantity 1–99, and whether the pharmacist ticked it as on the prescription. */
const quoteLineSchema = z.strictObject({
  productId: z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(80, { error: 'too_long' })),
  quantity: z.int({ error: 'invalid' }).check(z.gte(1, { error: 'invalid' }), z.lte(MAX_ORDER_QUANTITY, { error: 'invalid' })),
  onPrescription: z.optional(z.boolean()),
});

/**
 * Body of POST /api/staff/records/<RX-…>/quote: the prescription's `version` the pharmacist saw, 1–MAX_QUOTE_LINES
 * lines (each product once), and an optional note to the shopper (at most QUOTE_NOTE_MAX_LENGTH characters).
 */
export const quoteRequestSchema = z.strictObject({
  version: z.int({ error: 'required' }).check(z.gte(1, { error: 'required' })),
  lines: z.array(quoteLineSchema, { error: 'required' }).check(
    z.minLength(1, { error: 'required' }),
    z.maxLength(MAX_QUOTE_LINES, { error: 'too_many_items' }),
    z.refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, { error: 'invalid' }),
  ),
  note: z.optional(optionalText(QUOTE_NOTE_MAX_LENGTH, { multiline: true })),
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** 201 of POST /api/staff/records/<RX-…>/quote: the new order's reference and its status. */
export interface QuoteAnswer {
  reference: string;
  status: 'quoted';
}

/** Body of POST /api/track/quote-accept: the lookup pair and how the shopper pays. */
export const quoteAcceptSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  payment: z.enum(paymentMethods, { error: 'payment_invalid' }),
});

/** Body of POST /api/track/quote-decline: the lookup pair and a decline reason (domain/lifecycle.ts shopperQuoteDeclineReasons). */
export const quoteDeclineSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  reason: z.enum(shopperQuoteDeclineReasons, { error: 'cancel_reason_required' }),
});
