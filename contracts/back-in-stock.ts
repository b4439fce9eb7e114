/**
 * "Notify me when it is back" (docs/architecture/api.md "Back-in-stock"): the request the product page sends and the
 * answer it gets. Codes, never sentences: the page words them from its catalog.
 */
import * as z from 'zod/mini';
import { emailField } from './forms/fields';
import { locales } from './locale';

/** The path of the subscription: POST, JSON. */
export const BACK_IN_STOCK_PATH = '/api/catalogue/back-in-stock';

/**
 * Body of POST /api/catalogue/back-in-stock: the product, the address (the forms' e-mail rule, `email_invalid`), the
 * separate consent to one e-mail (`consent_required` unless exactly true) and the page's language ('en' or 'hi', else `invalid`).
 */
export const backInStockRequestSchema = z.strictObject({
  productId: z.string().check(z.minLength(1), z.maxLength(100)),
  email: emailField,
  consent: z.literal(true, { error: 'consent_required' }),
  locale: z.enum(locales),
});

/**
 * 200 of the subscription: the shopper will get one e-mail when the product is back (stored once per mailbox). With
 * the subscription's signed unsubscribe token (functions/reminders/unsubscribe-token.ts, purpose back_in_stock), so the
 * confirmation can offer to withdraw the consent at once, as easily as it was given (DPDP Act 2023 §6(4)); asking again
 * answers a fresh one. The token stops only this notice for this mailbox.
 */
export interface BackInStockAnswer {
  outcome: 'subscribed';
  unsubscribeToken: string;
}
