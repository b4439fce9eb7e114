import { describe, expect, it } from 'vitest';
import { readAuditPage } from '../../functions/data/audit';
import { testAws } from '../support/aws';
import { staffRequest } from '../support/staff-request';
import { checkoutShopper, minimalContact } from '../support/fixtures';
import { samplePdf, submitPrescription, submitThroughHandler } from '../support/http';
import { pharmacistClaims, secondPharmacistClaims, supportClaims } from '../support/staff-claims';
import { prescriptionCheck } from '../support/prescription-check';

// The record API answers a view model (functions/staff-api/staff-context.ts toStaffRecord): what the console reads,
// never the table's keys, the e-mail outbox, the TTL or where a file is stored.
const aws = testAws();

/** Attributes the server keeps for itself: table and index keys, the outbox and its index keys, the TTL. */
const INTERNAL_FIELDS = ['pk', 'sk', 'queue', 'kindIndex', 'outbox', 'outboxState', 'outboxDueAt', 'expiresAt', 'pending', 'claimId'];
/** Where a file is stored: reached only through the audited, scan-gated file routes. */
const FILE_LOCATION_FIELDS = ['bucket', 'key', 'versionId'];

/** Every top-level field the console may be given, by kind (grep of web/src/features/staff for what it reads). */
const COMMON = [
  'reference',
  'kind',
  'status',
  'version',
  'createdAt',
  'updatedAt',
  'history',
  'name',
  'email',
  'privacyRequests',
  'erasedAt',
  'claim',
  'locale',
];
const ALLOWED: Record<string, string[]> = {
  prescription: [
    ...COMMON,
    'call',
    'phone',
    'city',
    'address',
    'code',
    'medicineName',
    'notes',
    'consentAt',
    'consentVersion',
    'file',
    'files',
    'decidedBy',
  ],
  order: [
    ...COMMON,
    ...[
      'phone',
      'address',
      'country',
      'state',
      'city',
      'code',
      'lineItems',
      'subtotalPaise',
      'deliveryPaise',
      'gstPaise',
      'totalPaise',
      'currency',
    ],
    ...['payment', 'return', 'refund', 'invoice', 'file', 'consentAt', 'consentVersion', 'dependentOrders', 'decidedBy'],
    'substitution',
  ],
  message: [...COMMON, 'mobile', 'message', 'thread'],
};

/** Asserts `body` is a view model of its kind: only allowed top-level fields, nothing internal, no file location. */
function expectViewModel(body: Record<string, unknown>) {
  const kind = String(body.kind);
  const keys = Object.keys(body);
  expect(keys.filter((key) => !ALLOWED[kind]!.includes(key))).toEqual([]);
  expect(keys.filter((key) => INTERNAL_FIELDS.includes(key))).toEqual([]);
  const file = body.file as Record<string, unknown> | undefined;
  if (file) expect(Object.keys(file).filter((key) => FILE_LOCATION_FIELDS.includes(key))).toEqual([]);
  const text = JSON.stringify(body);
  expect(text).not.toContain(aws.config.bucketName);
  expect(text).not.toMatch(/"prescriptions\//);
}

describe('staff record view model (GET /api/staff/records/<reference> and the records its changes answer)', () => {
  it('gives a prescription what the console shows of it: details, history, file facts, never its object key or outbox', async () => {
    const reference = await submitPrescription(samplePdf('view model'));
    const stored = (await aws.itemsOfKind('prescription')).find((item) => item.reference === reference)!;
    expect(stored).toHaveProperty('outbox');
    expect((stored.file as Record<string, unknown>).key).toMatch(/^prescriptions\//);

    const shown = await staffRequest(pharmacistClaims, 'GET', `/records/${reference}`);
    expect(shown.status).toBe(200);
    expectViewModel(shown.json);
    expect(shown.json).toMatchObject({ reference, kind: 'prescription', status: 'received', version: 1, name: 'Asha Verma' });
    expect(shown.json.file).toEqual({ contentType: 'application/pdf', type: 'pdf', bytes: expect.any(Number), originalName: 'scan.pdf' });

    // The answer of a change is the same view model.
    const changed = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, { json: { to: 'in_review', version: 1 } });
    expect(changed.status).toBe(200);
    expectViewModel(changed.json);
    expect(changed.json.history).toHaveLength(2);
    // So is the record a 409 shows as it is now.
    const stale = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, { json: { to: 'in_review', version: 1 } });
    expect(stale.status).toBe(409);
    expectViewModel(stale.json.current);
  });

  it('gives an order its lines and totals and a message its text, without their outbox', async () => {
    const order = await submitThroughHandler(
      {
        form: 'checkout',
        ...checkoutShopper,
        items: JSON.stringify([{ id: 'prescription-azee-500-tab-3', quantity: 1 }]),
        consent: 'true',
      },
      { prescription: [samplePdf('order rx'), 'rx.pdf', 'application/pdf'] },
    );
    const shownOrder = await staffRequest(pharmacistClaims, 'GET', `/records/${order}`);
    expect(shownOrder.status).toBe(200);
    expectViewModel(shownOrder.json);
    expect(shownOrder.json).toMatchObject({ kind: 'order', totalPaise: 700, lineItems: [{ name: 'Azee 500 Tablet', quantity: 1 }] });
    expect(shownOrder.json.file).toMatchObject({ type: 'pdf', originalName: 'rx.pdf' });

    const message = await submitThroughHandler(minimalContact);
    const shownMessage = await staffRequest(supportClaims, 'GET', `/records/${message}`);
    expect(shownMessage.status).toBe(200);
    expectViewModel(shownMessage.json);
    expect(shownMessage.json).toMatchObject({ kind: 'message', message: 'Hello', mobile: '9811042367' });
  });

  it("gives an order the shopper's substitution choice, reading an order sent without one as 'no'", async () => {
    const fields = { form: 'checkout', ...checkoutShopper, items: JSON.stringify([{ id: 'products-dolo-650-tab-15', quantity: 1 }]) };
    const allowed = await submitThroughHandler({ ...fields, substitution: 'equivalent' });
    const unanswered = await submitThroughHandler(fields);
    const shownAllowed = await staffRequest(supportClaims, 'GET', `/records/${allowed}`);
    expectViewModel(shownAllowed.json);
    expect(shownAllowed.json.substitution).toBe('equivalent');
    expect((await staffRequest(supportClaims, 'GET', `/records/${unanswered}`)).json.substitution).toBe('no');
    const message = await staffRequest(supportClaims, 'GET', `/records/${await submitThroughHandler(minimalContact)}`);
    expect(message.json).not.toHaveProperty('substitution');
  });

  it("names the audit trail's staff for display from the history and the caller, keeping only ids stored", async () => {
    const order = await submitThroughHandler(
      {
        form: 'checkout',
        ...checkoutShopper,
        items: JSON.stringify([{ id: 'prescription-azee-500-tab-3', quantity: 1 }]),
        consent: 'true',
      },
      { prescription: [samplePdf('names'), 'rx.pdf', 'application/pdf'] },
    );
    expect((await staffRequest(supportClaims, 'GET', `/records/${order}`)).status).toBe(200);
    expect(
      (
        await staffRequest(pharmacistClaims, 'POST', `/records/${order}/status`, {
          json: { to: 'confirmed', version: 1, ...prescriptionCheck(['prescription-azee-500-tab-3']) },
        })
      ).status,
    ).toBe(200);
    expect((await staffRequest(secondPharmacistClaims, 'GET', `/records/${order}`)).status).toBe(200);

    const trail = await staffRequest(secondPharmacistClaims, 'GET', `/records/${order}/audit`);
    expect(trail.status).toBe(200);
    const who = (trail.json.entries as Array<{ userId: string; userName?: string; action: string }>).map(
      ({ userId, userName, action }) => `${action}:${userId}:${userName ?? '-'}`,
    );
    // Newest first: the caller (named from their token), the decision's author (named by the history), support (never
    // named by the history, so only the id).
    expect(who).toEqual(['view:pharmacist-sub-2:Dr Aman Gupta', 'status:pharmacist-sub-1:Dr Ritu Sharma', 'view:support-sub-1:-']);
    const stored = await readAuditPage(aws.clients.dynamo, aws.config.tableName, order, { limit: 50 });
    expect(stored.entries).toHaveLength(3);
    expect(JSON.stringify(stored.entries)).not.toMatch(/Dr Ritu Sharma|Dr Aman Gupta/);
  });
});
