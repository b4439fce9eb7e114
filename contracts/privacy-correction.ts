/**
 * Applying a shopper's correction request from the staff console (DPDP Act 2023 §12(1)–(2): the right to have personal
 * data corrected): which contact fields of each kind of record staff may correct, their labels, the body of
 * POST /api/staff/records/<reference>/privacy-requests/<id>/correction, and the validation of the new values by the SAME
 * schema rules the original form used (contracts/forms/*), shared by the console (before sending) and the staff API.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { toFieldErrors } from './forms/fields';
import type { FieldErrors } from './field-problems';
import { checkoutFieldsSchema } from './forms/checkout-form';
import { contactFormSchema } from './forms/contact-form';
import { prescriptionFieldsSchema } from './forms/prescription-form';
import type { LifecycleKind } from '../domain/lifecycle';

/** The contact fields each kind of record stores, as its form named them (functions/submit-form/*), in form order. */
export const correctableFields = {
  prescription: ['name', 'email', 'phone', 'city', 'address', 'code'],
  order: ['name', 'email', 'phone', 'address', 'city', 'state', 'code', 'country'],
  message: ['name', 'email', 'mobile'],
} as const satisfies Record<LifecycleKind, readonly string[]>;

/** A correctable field's name. */
export type CorrectableField = (typeof correctableFields)[LifecycleKind][number];

/** What staff read beside each field (the console) and what the record's history names (never a value). */
export const correctionFieldLabels: Readonly<Record<CorrectableField, string>> = {
  name: 'Name',
  email: 'E-mail address',
  phone: 'Phone',
  mobile: 'Mobile',
  address: 'Address',
  city: 'City',
  state: 'State',
  code: 'PIN code',
  country: 'Country',
};

/**
 * The original form's rules over a kind's contact fields: the prescription form's (name, e-mail, phone, city from its
 * list, address, a PIN code we deliver to), the checkout form's (the same PIN code rule), the contact form's (name,
 * e-mail, mobile). Unknown keys are rejected.
 */
const contactSchemas = {
  prescription: z.strictObject({
    name: prescriptionFieldsSchema.shape.name,
    email: prescriptionFieldsSchema.shape.email,
    phone: prescriptionFieldsSchema.shape.phone,
    city: prescriptionFieldsSchema.shape.city,
    address: prescriptionFieldsSchema.shape.address,
    code: prescriptionFieldsSchema.shape.code,
  }),
  order: checkoutFieldsSchema,
  message: z.strictObject({
    name: contactFormSchema.shape.name,
    email: contactFormSchema.shape.email,
    mobile: contactFormSchema.shape.mobile,
  }),
} as const;

/** Most fields one correction names: the order's eight. */
const MAX_FIELDS = correctableFields.order.length;

/**
 * Body of POST /api/staff/records/<reference>/privacy-requests/<id>/correction: the new values of the fields the
 * request names (field → value; validated per kind by validateCorrection) and the record `version` the staff member saw.
 */
export const privacyCorrectionSchema = z.strictObject({
  fields: z
    .record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(2000)))
    .check(z.refine((fields) => Object.keys(fields).length <= MAX_FIELDS, { error: `At most ${MAX_FIELDS} fields` })),
  version: z.int().check(z.gte(1)),
});
export type PrivacyCorrection = z.output<typeof privacyCorrectionSchema>;

/** A record's current contact fields of its kind, as strings ('' for one it lacks): the console's prefilled values. */
export function currentContactFields(kind: LifecycleKind, record: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(correctableFields[kind].map((name) => [name, typeof record[name] === 'string' ? record[name] : '']));
}

/** validateCorrection's answer: the changed fields' new values (as the form's schema outputs them), or field errors. */
export type CorrectionCheck = { changes: Record<string, string> } | { errors: FieldErrors };

/**
 * Checks a correction against the original form's rules (contactSchemas): each submitted field must be one the kind
 * stores, and the record's contact fields with the submitted values in place must pass the form's schema in the
 * submitted fields. Fields stored before a rule tightened are not held against a correction that leaves them alone. Only fields whose value
 * actually changes are returned.
 * @param current the record as stored
 * @returns `changes` (at least one field), or `errors` ({field: problem}; `fields` when nothing would change)
 */
export function validateCorrection(
  kind: LifecycleKind,
  submitted: Readonly<Record<string, string>>,
  current: Readonly<Record<string, unknown>>,
): CorrectionCheck {
  const allowed: readonly string[] = correctableFields[kind];
  const errors: FieldErrors = {};
  for (const name of Object.keys(submitted)) if (!allowed.includes(name)) errors[name] = { code: 'not_correctable' };
  if (Object.keys(errors).length > 0) return { errors };
  const merged = { ...currentContactFields(kind, current), ...submitted };
  const parsed = contactSchemas[kind].safeParse(merged);
  const checked = new Set(Object.keys(submitted));
  if (!parsed.success) {
    for (const [name, message] of Object.entries(toFieldErrors(parsed.error))) if (checked.has(name)) errors[name] = message;
    if (Object.keys(errors).length > 0) return { errors };
  }
  // The schema's output (trimmed, control characters stripped) of each submitted field, parsed alone where the merged
  // record failed only on fields this correction leaves alone.
  const output = (name: string): string => {
    if (parsed.success) return String((parsed.data as Record<string, unknown>)[name]);
    const shape = contactSchemas[kind].shape as Record<string, z.core.$ZodType>;
    return String(z.parse(z.object({ [name]: shape[name]! }), { [name]: submitted[name] })[name]);
  };
  const changes = Object.fromEntries(
    Object.keys(submitted)
      .map((name) => [name, output(name)] as const)
      .filter(([name, value]) => value !== (typeof current[name] === 'string' ? current[name] : '')),
  );
  if (Object.keys(changes).length === 0) return { errors: { fields: { code: 'nothing_changed' } } };
  return { changes };
}
