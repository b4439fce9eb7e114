import * as z from 'zod/mini';
import { emailField, indianPhoneField, optionalText, requiredText } from './fields';

/** Message when a prescription is sent without the shopper's consent (DPDP Act 2023). */
export const CONSENT_MESSAGE = 'Please agree to the consent notice to send your prescription';

/** Cities offered on the upload form (spec §5), after the blank prompt 'Select a city'. */
export const prescriptionCities = ['Mumbai', 'Pune', 'Noida', 'Kolkata', 'Delhi'] as const;

/**
 * Text fields of the prescription request (spec §3, DESIGN §3), validated identically in the
 * browser and by the submit-form handler. The file itself is checked separately (file-signature.ts).
 * Unknown keys are rejected (strict). Free text loses its control characters before the length checks
 * (stripControlCharacters; address and notes keep their line breaks).
 */
export const prescriptionFieldsSchema = z.strictObject({
  form: z.optional(z.literal('prescription')),
  name: requiredText(100, "Enter the patient's name"),
  email: emailField,
  phone: indianPhoneField,
  city: z._default(z.enum(['', ...prescriptionCities], { error: 'Choose one of the listed cities' }), ''),
  address: requiredText(500, 'Enter the complete delivery address', 5, { multiline: true }),
  medicine_name: requiredText(300, 'Enter the medicine or product name'),
  definition: optionalText(1000, { multiline: true }),
  consent: z.literal('true', { error: CONSENT_MESSAGE }),
});

/** Validated prescription fields. */
export type PrescriptionFields = z.output<typeof prescriptionFieldsSchema>;

