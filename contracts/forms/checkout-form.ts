import * as z from 'zod/mini';
import { productById } from '../../domain/catalogue/catalogue';
import { servedCities } from '../../domain/content/served-pin-codes';
import { deliveryAreaOf } from '../../domain/delivery-area';
import { storeStateCode } from '../../domain/stores';
import { paymentMethods } from '../../domain/payment';
import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY } from '../order-limits';
import type { FieldProblem } from '../field-problems';
import { emailField, indianPhoneField, requiredText, servedPinField } from './fields';
import { CONSENT_VERSION_FIELD, consentVersionField } from './prescription-form';

/** The country the checkout form starts with (the shop delivers in Delhi NCR, docs/behaviour.md §1). */
export const DEFAULT_COUNTRY = 'India';

/**
 * The eight text fields of the checkout form (docs/behaviour.md §3 "Checkout form", §5: all required). Bounds are
 * ours: the original had none (docs/behaviour.md §5). Free text loses its control characters before the length checks
 * (stripControlCharacters; the address keeps its line breaks).
 */
const contactShape = {
  email: emailField,
  phone: indianPhoneField,
  name: requiredText(100, 'full_name_required'),
  address: requiredText(500, 'delivery_address_required', 5, { multiline: true }),
  country: requiredText(60, 'country_required'),
  state: requiredText(60, 'state_required'),
  city: requiredText(60, 'city_required'),
  code: servedPinField,
};

/**
 * The state typed must not name another state than the PIN code's: the PIN code decides the place of supply and so the
 * store and the GST (domain/stores.ts deliveryState), and a Delhi address with a Noida PIN code is a typing slip in
 * one of the two, which the shopper can put right and we cannot. Answers `state_not_pin_state` on `state`, with the
 * PIN and its state's GST code. A state we do not recognise ('NCR') is left to the PIN code.
 */
const stateMatchesPin = z.superRefine((fields: { state: string; code: string }, ctx) => {
  const area = deliveryAreaOf(fields.code);
  if (area.kind !== 'served') return;
  const { stateCode } = servedCities[area.city];
  const typed = storeStateCode(fields.state);
  if (typed !== undefined && typed !== stateCode)
    ctx.addIssue({
      code: 'custom',
      message: 'state_not_pin_state',
      path: ['state'],
      params: { pin: area.pin, stateCode },
      input: fields.state,
    });
});

/**
 * The checkout form's text fields as the browser validates them (docs/behaviour.md §5 "Checkout form"): email, phone
 * (Indian, +91), full name, address, country, state, city, PIN code — all required; the PIN code is one we deliver
 * to (servedPinField), and the state is not another than the PIN code's (stateMatchesPin). Unknown keys are rejected.
 */
export const checkoutFieldsSchema = z.strictObject(contactShape).check(stateMatchesPin);

/** Validated checkout text fields. */
export type CheckoutFields = z.output<typeof checkoutFieldsSchema>;

/**
 * The shopper's answer to "If a medicine is out of stock, may our pharmacist offer an equivalent?": 'no' (contact the
 * shopper first; the default, since a substitute is only ever the shopper's explicit choice) or 'equivalent' (a
 * product of the same composition, domain/catalogue/equivalence.ts `isEquivalent`).
 */
const substitutionChoices = ['no', 'equivalent'] as const;

/** One of substitutionChoices. */
export type SubstitutionChoice = (typeof substitutionChoices)[number];

/**
 * The checkout's `substitution` field: optional on the wire and 'no' when absent, so an older client's order still
 * means "contact me first"; any other value is a 400 naming the field.
 */
const substitutionField = z._default(z.enum(substitutionChoices, { error: 'substitution_invalid' }), 'no');

/**
 * The checkout's `payment` field: how the shopper pays, `online` (UPI or card on the payment page) or `cod` (cash on
 * delivery, domain/payment.ts). Required: a missing or unknown value is a 400 naming the field (`payment_invalid`).
 * Whether COD is allowed for the order's total is the handler's check (codRefusal), since it needs the prices.
 */
export const paymentField = z.enum(paymentMethods, { error: 'payment_invalid' });

/**
 * One order line as the browser sends it: a known product id, a quantity 1–99 and, optionally, the unit price the cart
 * showed (`pricePaise`, integer paise). That price is only compared with the shelf's: a difference is a 409
 * PRICE_CHANGED shown to the shopper before payment; what is charged is always the shelf's price. Nothing else.
 */
const orderLineSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  quantity: z.int().check(z.gte(1), z.lte(MAX_ORDER_QUANTITY)),
  pricePaise: z.optional(z.int().check(z.gte(0), z.lte(100_000_000))),
});

/** An order line request after validation. */
export interface CheckoutLine {
  productId: string;
  quantity: number;
  /** The unit price the cart showed, paise, when the browser sent it (compared, never charged). */
  shownPricePaise?: number;
}

/**
 * Checks the decoded `items` value and returns one message for the whole field, or the lines.
 * Messages name the problem without echoing more than a product id (bounded to 100 characters).
 */
function readLines(decoded: unknown): { lines: CheckoutLine[] } | { problem: FieldProblem } {
  if (!Array.isArray(decoded)) return { problem: { code: 'items_not_list' } };
  if (decoded.length === 0) return { problem: { code: 'cart_empty' } };
  if (decoded.length > MAX_ORDER_LINES) return { problem: { code: 'too_many_products', max: MAX_ORDER_LINES } };
  const lines: CheckoutLine[] = [];
  const seen = new Set<string>();
  for (const [index, candidate] of decoded.entries()) {
    const parsed = orderLineSchema.safeParse(candidate);
    if (!parsed.success) {
      const extra = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys');
      if (extra) return { problem: { code: 'line_unexpected_fields', line: index + 1, fields: extra.keys.join(', ').slice(0, 60) } };
      return { problem: { code: 'line_invalid', line: index + 1, max: MAX_ORDER_QUANTITY } };
    }
    const { id, quantity, pricePaise } = parsed.data;
    if (!productById(id)) return { problem: { code: 'unknown_product', product: id.slice(0, 100) } };
    if (seen.has(id)) return { problem: { code: 'product_repeated', product: id } };
    seen.add(id);
    lines.push({ productId: id, quantity, ...(pricePaise === undefined ? {} : { shownPricePaise: pricePaise }) });
  }
  return { lines };
}

/**
 * The `items` field: JSON text of `[{"id": "<product id>", "quantity": 1–99, "pricePaise"?: <unit price shown>}]`, 1–50 lines, each id known
 * to the catalogue and listed once (docs/architecture/api.md). Any other key on a line (a price, say) is refused.
 */
export const checkoutItemsField = z.pipe(
  z.string({ error: 'items_missing' }).check(z.maxLength(16 * 1024, { error: 'items_too_long' })),
  z.transform((raw: string, ctx): CheckoutLine[] => {
    let decoded: unknown;
    try {
      decoded = JSON.parse(raw);
    } catch {
      ctx.issues.push({ code: 'custom', message: 'items_not_json', input: raw });
      return z.NEVER;
    }
    const result = readLines(decoded);
    if ('problem' in result) {
      ctx.issues.push({ code: 'custom', message: result.problem.code, params: result.problem, input: raw });
      return z.NEVER;
    }
    return result.lines;
  }),
);

/**
 * The whole checkout request of POST /api/submit-form/ (docs/architecture/api.md, form=checkout): the contact fields,
 * the items, the substitution choice (substitutionField, 'no' by default), the payment method (paymentField), and for a prescription the consent and its
 * notice version; except the optional prescription file (checked by the handler with the /upload rules). Strict: unknown fields, such as a
 * price or a total, are refused with 400.
 */
export const checkoutFormSchema = z
  .strictObject({
    form: z.optional(z.literal('checkout')),
    ...contactShape,
    items: checkoutItemsField,
    // May the pharmacist offer an equivalent when a medicine is out of stock ('no' when absent).
    substitution: substitutionField,
    // How the shopper pays: online or cash on delivery (required).
    payment: paymentField,
    // Required (as 'true') by the handler when the order carries a prescription file.
    consent: z.optional(z.literal('true', { error: 'consent_required' })),
    // The version of the consent notice shown with the prescription (contracts/forms/prescription-form.ts).
    [CONSENT_VERSION_FIELD]: consentVersionField,
  })
  .check(stateMatchesPin);

/** A validated checkout request. */
export type CheckoutRequest = z.output<typeof checkoutFormSchema>;
