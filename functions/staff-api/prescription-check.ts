import * as z from 'zod/mini';
import type { FieldErrors } from '@contracts/api';
import { toFieldErrors } from '@contracts/forms/fields';
import { prescriberSchema, type Prescriber } from '@contracts/prescriber';
import type { StatusChange } from '@contracts/staff-api';
import { productById } from '@domain/catalogue/catalogue';
import type { LifecycleKind } from '@domain/lifecycle';
import { prescriptionDateProblem } from '@domain/prescription-validity';
import { validationError } from '../runtime/http';
import type { StoredRecord } from '../data/record-schemas';

/** What a verification records of the prescription: the prescriber, and for an order the lines ticked as on it. */
export interface PrescriptionCheck {
  prescriber: Prescriber;
  /** An order's prescription lines the pharmacist ticked as on the prescription (product ids, catalogue order kept). */
  prescriptionLines?: string[];
}

/**
 * True when a status change is a pharmacist's decision that the prescription is good, on which medicine is dispensed:
 * a prescription's `verified`, or an order's confirmation after its prescription check (awaiting_prescription →
 * confirmed). Only these carry a `prescriber`.
 */
export function isPrescriptionCheck(kind: LifecycleKind, from: string, to: string): boolean {
  return (kind === 'prescription' && to === 'verified') || (kind === 'order' && from === 'awaiting_prescription' && to === 'confirmed');
}

/** The ids of an order's lines that need a prescription (domain/catalogue/schedules.ts, through the catalogue). */
export function prescriptionLineIds(item: StoredRecord): string[] {
  if (item.kind !== 'order') return [];
  return item.lineItems.flatMap(({ productId }) => (productById(productId)?.requiresPrescription ? [productId] : []));
}

/**
 * Reads and checks what a verification records (docs/behaviour.md "Verification records the prescription"): the
 * `prescriber` (contracts/prescriber.ts: name, council and registration, prescription date, whether it names the
 * composition), a date no more than six months before today and not after it, in India (domain/prescription-validity.ts,
 * the FAQ's rule); for an order, every line that needs a prescription ticked in `prescriptionLines`, and nothing else.
 * A change that is not a prescription check may carry neither.
 * @param change the request body; `kind`, `from` the record's kind and current status; `item` the stored record
 * @param now the request time
 * @returns the check to store, or undefined for any other change
 * @throws HttpError 400 VALIDATION naming each field: `prescriber` (prescriber_required, or unknown_field on another
 *   change), `prescriber.name`, `prescriber.registration`, `prescriber.prescribedOn` (also prescription_too_old,
 *   prescription_dated_future), `prescriber.namesComposition`, `prescriptionLines` (prescription_lines_missing with
 *   the unticked product ids in `fields`; `invalid` for an id that is not one of the order's prescription lines)
 */
export function readPrescriptionCheck(
  change: StatusChange,
  kind: LifecycleKind,
  from: string,
  item: StoredRecord,
  now: Date,
): PrescriptionCheck | undefined {
  if (!isPrescriptionCheck(kind, from, change.to)) {
    const stray: FieldErrors = {};
    if (change.prescriber !== undefined) stray.prescriber = { code: 'unknown_field' };
    if (change.prescriptionLines !== undefined) stray.prescriptionLines = { code: 'unknown_field' };
    if (Object.keys(stray).length > 0) throw validationError(stray, 'Only a prescription check records a prescriber.');
    return undefined;
  }
  const problems: FieldErrors = {};
  let prescriber: Prescriber | undefined;
  if (change.prescriber === undefined) problems.prescriber = { code: 'prescriber_required' };
  else {
    const parsed = z.safeParse(prescriberSchema, change.prescriber);
    if (parsed.success) {
      const dateProblem = prescriptionDateProblem(parsed.data.prescribedOn, now);
      if (dateProblem) problems['prescriber.prescribedOn'] = { code: dateProblem };
      else prescriber = parsed.data;
    } else {
      for (const [field, problem] of Object.entries(toFieldErrors(parsed.error))) problems[`prescriber.${field}`] = problem;
    }
  }
  const needed = kind === 'order' ? prescriptionLineIds(item) : [];
  const ticked = change.prescriptionLines ?? [];
  if (kind === 'order') {
    const missing = needed.filter((id) => !ticked.includes(id));
    if (missing.length > 0) problems.prescriptionLines = { code: 'prescription_lines_missing', fields: missing.join(', ').slice(0, 400) };
    else if (ticked.some((id) => !needed.includes(id))) problems.prescriptionLines = { code: 'invalid' };
  } else if (change.prescriptionLines !== undefined) problems.prescriptionLines = { code: 'unknown_field' };
  if (Object.keys(problems).length > 0 || !prescriber) {
    throw validationError(problems, `Please check: ${Object.keys(problems).join(', ')}.`);
  }
  return { prescriber, ...(kind === 'order' ? { prescriptionLines: needed } : {}) };
}
