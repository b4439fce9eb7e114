import type { Prescriber } from '@contracts/prescriber';
import { productById } from '@domain/catalogue/catalogue';
import { addCalendarDays, kolkataDate } from '@domain/delivery-estimate';

/**
 * A prescriber as a pharmacist records one on verifying (contracts/prescriber.ts): a Delhi Medical Council doctor with
 * her clinic's address, a prescription written ten days before `now` (India time), naming the brand.
 */
export function samplePrescriber(now: Date = new Date(), extra: Partial<Prescriber> = {}): Prescriber {
  return {
    name: 'Dr Asha Rao',
    registration: 'DMC/R/12345',
    address: 'Rao Clinic, Saket, New Delhi',
    prescribedOn: addCalendarDays(kolkataDate(now), -10),
    namesComposition: false,
    ...extra,
  };
}

/**
 * The fields a prescription check adds to its status change (functions/staff-api/prescription-check.ts): the
 * prescriber, and for an order the product ids of its prescription lines, all ticked.
 * @param prescriptionLines an order's prescription lines; omit for a prescription (RX-)
 */
export function prescriptionCheck(prescriptionLines?: string[]): { prescriber: Prescriber; prescriptionLines?: string[] } {
  return { prescriber: samplePrescriber(), ...(prescriptionLines ? { prescriptionLines } : {}) };
}

/**
 * The prescription check's fields when moving a stored record to `to` is one (a prescription's `verified`, an order's
 * awaiting_prescription → `confirmed`), with every prescription line of an order ticked; else nothing. For the tests'
 * helpers that walk a record through its statuses.
 * @param item the record as stored (its `kind`, `status` and, for an order, `lineItems`)
 */
export function checkFieldsFor(item: Record<string, unknown>, to: string): ReturnType<typeof prescriptionCheck> | Record<string, never> {
  const isCheck =
    (item.kind === 'prescription' && to === 'verified') ||
    (item.kind === 'order' && item.status === 'awaiting_prescription' && to === 'confirmed');
  if (!isCheck) return {};
  if (item.kind !== 'order') return prescriptionCheck();
  const lines = (Array.isArray(item.lineItems) ? item.lineItems : []) as Array<{ productId: string }>;
  return prescriptionCheck(lines.map((line) => line.productId).filter((id) => productById(id)?.requiresPrescription));
}
