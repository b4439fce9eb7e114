import { describe, expect, it } from 'vitest';
import { addCalendarDays, kolkataDate } from '@domain/delivery-estimate';
import { checkoutShopper } from '../support/fixtures';
import { samplePdf, submitPrescription, submitThroughHandler as submit } from '../support/http';
import { prescriptionCheck, samplePrescriber } from '../support/prescription-check';
import { staffRequest } from '../support/staff-request';
import { pharmacistClaims as pharmacist } from '../support/staff-claims';

/**
 * A verification records the prescription (functions/staff-api/prescription-check.ts): POST
 * /api/staff/records/<reference>/status through the staff handler module against dynalite + s3rver.
 */

const AZEE = 'prescription-azee-500-tab-3'; // Schedule H
const TAXIM_O = 'prescription-taxim-o-200-tab-10'; // Schedule H1
const DOLO = 'products-dolo-650-tab-15'; // OTC

const change = (reference: string, body: unknown) => staffRequest(pharmacist, 'POST', `/records/${reference}/status`, { json: body });

/** A prescription moved to in_review (version 2), ready to verify. */
async function prescriptionInReview(): Promise<string> {
  const reference = await submitPrescription(samplePdf('prescription check'));
  expect((await change(reference, { to: 'in_review', version: 1 })).status).toBe(200);
  return reference;
}

describe('verification records the prescription', () => {
  it('refuses Verify without a prescriber, or with bad fields, naming each field, and changes nothing', async () => {
    const reference = await prescriptionInReview();
    const bare = await change(reference, { to: 'verified', version: 2 });
    expect(bare.status).toBe(400);
    expect(bare.json.error.fields).toEqual({ prescriber: { code: 'prescriber_required' } });

    const bad = await change(reference, {
      to: 'verified',
      version: 2,
      prescriber: { name: ' ', registration: '12345', prescribedOn: '2026-02-30', namesComposition: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({
      'prescriber.name': { code: 'prescriber_name_required' },
      'prescriber.registration': { code: 'prescriber_registration_invalid' },
      'prescriber.address': { code: 'prescriber_address_required' },
      'prescriber.prescribedOn': { code: 'prescribed_on_invalid' },
      'prescriber.namesComposition': { code: 'names_composition_required' },
    });
    // Schedule H1: the register records the prescriber's address, so a verification names it (5–200 characters).
    const { address: _address, ...withoutAddress } = samplePrescriber();
    const noAddress = await change(reference, { to: 'verified', version: 2, prescriber: withoutAddress });
    expect(noAddress.json.error.fields).toEqual({ 'prescriber.address': { code: 'prescriber_address_required' } });
    const blank = await change(reference, { to: 'verified', version: 2, prescriber: samplePrescriber(new Date(), { address: ' Rao ' }) });
    expect(blank.json.error.fields).toEqual({ 'prescriber.address': { code: 'prescriber_address_required' } });
    const long = await change(reference, {
      to: 'verified',
      version: 2,
      prescriber: samplePrescriber(new Date(), { address: 'x'.repeat(201) }),
    });
    expect(long.json.error.fields).toEqual({ 'prescriber.address': { code: 'too_long', max: 200 } });
    const stored = await staffRequest(pharmacist, 'GET', `/records/${reference}`);
    expect(stored.json).toMatchObject({ status: 'in_review', version: 2 });
    expect(stored.json).not.toHaveProperty('prescriber');
  });

  it('refuses a prescription older than six months or dated after today (India time)', async () => {
    const reference = await prescriptionInReview();
    const today = kolkataDate(new Date());
    const old = await change(reference, {
      to: 'verified',
      version: 2,
      prescriber: samplePrescriber(new Date(), { prescribedOn: addCalendarDays(today, -200) }),
    });
    expect(old.status).toBe(400);
    expect(old.json.error.fields).toEqual({ 'prescriber.prescribedOn': { code: 'prescription_too_old' } });
    const future = await change(reference, {
      to: 'verified',
      version: 2,
      prescriber: samplePrescriber(new Date(), { prescribedOn: addCalendarDays(today, 1) }),
    });
    expect(future.json.error.fields).toEqual({ 'prescriber.prescribedOn': { code: 'prescription_dated_future' } });
  });

  it('stores the prescriber on the record, in its history entry and in the audit detail; another change may not carry one', async () => {
    const reference = await prescriptionInReview();
    const prescriber = samplePrescriber(new Date(), { name: '  Dr Meena Iyer ', namesComposition: true });
    const verified = await change(reference, { to: 'verified', version: 2, prescriber });
    expect(verified.status).toBe(200);
    const recorded = { ...prescriber, name: 'Dr Meena Iyer' };
    expect(verified.json.prescriber).toEqual(recorded);
    expect(verified.json.history.at(-1)).toMatchObject({ to: 'verified', prescriber: recorded });
    const trail = await staffRequest(pharmacist, 'GET', `/records/${reference}/audit`);
    const entry = (trail.json.entries as Array<{ action: string; detail?: string; outcome: string }>).find(
      (e) => e.action === 'status' && e.outcome === 'allowed' && e.detail?.includes('verified'),
    );
    expect(entry?.detail).toBe(
      `in_review→verified; prescriber Dr Meena Iyer (DMC/R/12345, Rao Clinic, Saket, New Delhi), ${prescriber.prescribedOn}, by composition`,
    );

    const other = await submitPrescription(samplePdf('stray prescriber'));
    const stray = await change(other, { to: 'in_review', version: 1, prescriber });
    expect(stray.status).toBe(400);
    expect(stray.json.error.fields).toEqual({ prescriber: { code: 'unknown_field' } });
  });

  it('confirms an order only when every prescription line is ticked, naming the missing ones, and stores the lines', async () => {
    const reference = await submit(
      {
        form: 'checkout',
        ...checkoutShopper,
        items: JSON.stringify([
          { id: AZEE, quantity: 1 },
          { id: DOLO, quantity: 1 },
          { id: TAXIM_O, quantity: 1 },
        ]),
        consent: 'true',
      },
      { prescription: [samplePdf('order check'), 'rx.pdf', 'application/pdf'] },
    );
    const unticked = await change(reference, { to: 'confirmed', version: 1, ...prescriptionCheck([AZEE]) });
    expect(unticked.status).toBe(400);
    expect(unticked.json.error.fields).toEqual({ prescriptionLines: { code: 'prescription_lines_missing', fields: TAXIM_O } });
    // An OTC line is not a prescription line: ticking it is a mistake, not a tick.
    const otc = await change(reference, { to: 'confirmed', version: 1, ...prescriptionCheck([AZEE, TAXIM_O, DOLO]) });
    expect(otc.json.error.fields).toEqual({ prescriptionLines: { code: 'invalid' } });

    const confirmed = await change(reference, { to: 'confirmed', version: 1, ...prescriptionCheck([TAXIM_O, AZEE]) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ status: 'confirmed', prescriptionLines: [AZEE, TAXIM_O], prescriber: samplePrescriber() });
  });
});
