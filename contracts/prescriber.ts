import * as z from 'zod/mini';
import { isCalendarDate } from '../domain/prescription-validity';
import { requiredText } from './forms/fields';

/**
 * What a pharmacist records from a prescription when verifying it (Drugs Rules, 1945, r.65: a prescription medicine
 * is supplied only against a prescription of a registered medical practitioner, and the record names the prescriber).
 * Stored on the prescription or order record as the attribute `prescriber`; read back by the verification view, the
 * invoice, and the Schedule H1 register.
 */
export interface Prescriber {
  /** The doctor's name as written on the prescription, 2–100 characters. */
  name: string;
  /** Council and registration number as written, e.g. 'DMC/R/12345' (Delhi Medical Council), 3–40 characters. */
  registration: string;
  /**
   * The prescriber's address as written on the prescription (clinic or hospital), one line, 5–200 characters: the
   * Schedule H1 register records the "name and address of the prescriber". Required of every verification since it was
   * asked; absent on a prescriber recorded before, which the register shows as not recorded.
   */
  address?: string;
  /** The date the prescription was written, 'YYYY-MM-DD' (India time). */
  prescribedOn: string;
  /**
   * True when the prescription names the composition (generic name) rather than a brand: only then may a pharmacist
   * supply another brand of the same composition.
   */
  namesComposition: boolean;
}

/** The prescriber's address: 5 characters at least (a clinic and its town), 200 at most (a clinic's letterhead line). */
export const PRESCRIBER_ADDRESS_MIN_LENGTH = 5;
export const PRESCRIBER_ADDRESS_MAX_LENGTH = 200;

/**
 * Council and registration number as a pharmacist copies it from the prescription: the council's letters, then the
 * number, parts joined by '/', '-' or spaces ('DMC/R/12345', 'MCI-12345', 'UPMC 54321'); 3–40 characters.
 */
const REGISTRATION = /^[A-Za-z]{2,12}(?:[/ -]+[A-Za-z0-9]+)+$/;

/**
 * The `prescriber` object of a verification (POST /api/staff/records/<reference>/status with `to: 'verified'`, or an
 * order's confirmation after its prescription check; functions/staff-api/prescription-check.ts). Problems are field
 * problem codes (contracts/field-problems.ts) on the field's own name. Whether the date is within six months is the
 * handler's check (domain/prescription-validity.ts), as it needs today's date. The output always has `address`.
 */
export const prescriberSchema = z.strictObject({
  name: requiredText(100, 'prescriber_name_required', 2),
  registration: z.pipe(
    requiredText(40, 'prescriber_registration_invalid', 3),
    z.string().check(z.regex(REGISTRATION, { error: 'prescriber_registration_invalid' })),
  ),
  // Drugs and Cosmetics Rules, 1945, Schedule H1: the register records the "name and address of the prescriber".
  address: requiredText(PRESCRIBER_ADDRESS_MAX_LENGTH, 'prescriber_address_required', PRESCRIBER_ADDRESS_MIN_LENGTH),
  prescribedOn: z.string({ error: 'prescribed_on_invalid' }).check(z.refine(isCalendarDate, { error: 'prescribed_on_invalid' })),
  namesComposition: z.boolean({ error: 'names_composition_required' }),
});
