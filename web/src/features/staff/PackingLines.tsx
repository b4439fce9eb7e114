import { useEffect, useState } from 'react';
import type { BatchProposal } from '@contracts/registers';
import type { ErrorReason } from '@contracts/api';
import type { PackedLine, StaffRecord } from '@contracts/staff-api';
import { earliestAcceptableExpiry, MANUFACTURER_MAX_LENGTH, MIN_MONTHS_TO_EXPIRY } from '@domain/batch-expiry';
import { manufacturerRecordedAtPacking } from '@domain/catalogue/supplied-manufacturer';
import { formatStaffMonth } from '@domain/staff-date-time';
import { FormField } from '../../components/FormField';
import { useStaffApi } from './staff-api-client';

/** A stored order line as the packing form reads it. */
interface StoredLine {
  productId: string;
  name: string;
  quantity: number;
}

/** The lines of an order as stored (`lineItems`), or none. */
export function orderLines(record: StaffRecord): StoredLine[] {
  return Array.isArray(record.lineItems) ? (record.lineItems as StoredLine[]) : [];
}

/**
 * The packing body's `lines` from the packing form's fields (`batch-<i>`, `expiry-<i>` per order line, in line order,
 * and `manufacturer-<i>` for a generic Schedule H line: manufacturerRecordedAtPacking): trimmed; a line left blank is
 * sent without it, so the staff API names it (reason `batch_missing`).
 * @returns the lines (PackedLine[]) and the field errors of blanks (field name → words)
 */
export function packedLinesFrom(form: FormData, record: StaffRecord): { lines: PackedLine[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines = orderLines(record).flatMap(({ productId }, index) => {
    const batch = String(form.get(`batch-${index}`) ?? '').trim();
    const expiry = String(form.get(`expiry-${index}`) ?? '').trim();
    const manufacturer = String(form.get(`manufacturer-${index}`) ?? '').trim();
    if (!batch) errors[`batch-${index}`] = 'Enter the batch number printed on the pack.';
    if (!expiry) errors[`expiry-${index}`] = 'Enter the expiry month printed on the pack.';
    const needsMaker = manufacturerRecordedAtPacking(productId);
    if (needsMaker && !manufacturer) errors[`manufacturer-${index}`] = 'Enter the manufacturer printed on the pack.';
    return batch && expiry ? [{ productId, batch, expiry, ...(needsMaker && manufacturer ? { manufacturer } : {}) }] : [];
  });
  return { lines, errors };
}

/**
 * The packing form's field errors for a refusal of the batches' expiry, so each one shows at the expiry field of its
 * line (the field name `expiry-<i>` of the order's line i) rather than only under the form. Worded from the reason the
 * staff API answered (functions/staff-api/packing.ts: `batch_expired`, `batch_expires_soon`, with `productIds`) and the
 * expiry month that was sent for that line:
 * - `batch_expired`: 'This batch expired at the end of Oct 2025. Pack from a batch that has not expired.' (a medicine
 *   is usable to the end of its expiry month: domain/batch-expiry.ts hasExpired);
 * - `batch_expires_soon`: 'This batch expires at the end of Dec 2026, within 3 months. Pack from a batch expiring in
 *   Feb 2027 or later.' (the earliest month as at `now`: earliestAcceptableExpiry).
 * @param reason `error.reason` of the refusal (any other reason gives no field errors)
 * @param sent the lines the packing sent (productId, batch, expiry 'YYYY-MM')
 * @param now the time the console reads as today (the earliest acceptable month is India's today plus 3 months)
 * @returns field name → words; empty when the refusal is not about expiry or names no line of the order
 */
export function expiryRefusalFields(
  reason: ErrorReason | undefined,
  record: StaffRecord,
  sent: readonly PackedLine[],
  now: Date,
): Record<string, string> {
  if (reason?.code !== 'batch_expired' && reason?.code !== 'batch_expires_soon') return {};
  const errors: Record<string, string> = {};
  orderLines(record).forEach(({ productId }, index) => {
    const line = sent.find((candidate) => candidate.productId === productId);
    if (!line || !reason.productIds?.includes(productId)) return;
    const month = formatStaffMonth(line.expiry);
    errors[`expiry-${index}`] =
      reason.code === 'batch_expired'
        ? `This batch expired at the end of ${month}. Pack from a batch that has not expired.`
        : `This batch expires at the end of ${month}, within ${MIN_MONTHS_TO_EXPIRY} months. Pack from a batch expiring in ${formatStaffMonth(earliestAcceptableExpiry(now))} or later.`;
  });
  return errors;
}

/**
 * The packing form's fields: per order line its batch number and expiry month (`<input type="month">`: YYYY-MM),
 * and for a generic Schedule H line the manufacturer printed on the pack (Drugs Rules, 1945, r.65(3)(1)(f):
 * domain/catalogue/supplied-manufacturer.ts), filled with the proposal of GET /api/staff/records/<reference>/batches (first-expiry-first-out: the batch with the
 * earliest expiry packed before that may still be packed), to confirm or change. Lines whose batch has expired or
 * expires within 3 months are refused by the staff API (domain/batch-expiry.ts), which names them; the panel shows
 * each at its line's expiry field (expiryRefusalFields, through `errors`).
 * @param props.errors field name (`batch-<i>`, `expiry-<i>`, `manufacturer-<i>`) → the words shown under that field
 */
export function PackingLines({ record, errors }: { record: StaffRecord; errors: Record<string, string> }) {
  const api = useStaffApi();
  const [proposals, setProposals] = useState<BatchProposal[]>();
  useEffect(() => {
    let live = true;
    // Without proposals (a failed call) the fields stay empty to fill in: packing never waits on them.
    api.batchProposals(record.reference).then(
      (answer) => live && setProposals(answer.lines),
      () => live && setProposals([]),
    );
    return () => {
      live = false;
    };
  }, [api, record.reference]);
  if (!proposals) return <p className="staff-muted">Looking up the batches used before…</p>;
  return (
    <fieldset className="staff-packing">
      <legend>
        {orderLines(record).some((line) => manufacturerRecordedAtPacking(line.productId))
          ? 'Batch, expiry and manufacturer of each line'
          : 'Batch and expiry of each line'}
      </legend>
      {orderLines(record).map((line, index) => {
        const proposal = proposals.find((candidate) => candidate.productId === line.productId)?.proposal;
        return (
          <div key={line.productId} className="staff-packing__line" role="group" aria-label={line.name}>
            <p>
              <strong>{line.name}</strong> × {line.quantity}
              {proposal && <span className="staff-muted"> (proposed: the earliest-expiring batch used before)</span>}
            </p>
            <FormField id={`packing-batch-${index}`} label={`Batch number of ${line.name}`} error={errors[`batch-${index}`]} required>
              {(control) => (
                <input {...control} name={`batch-${index}`} defaultValue={proposal?.batch ?? ''} maxLength={30} autoComplete="off" />
              )}
            </FormField>
            <FormField id={`packing-expiry-${index}`} label={`Expiry month of ${line.name}`} error={errors[`expiry-${index}`]} required>
              {(control) => <input {...control} type="month" name={`expiry-${index}`} defaultValue={proposal?.expiry ?? ''} />}
            </FormField>
            {manufacturerRecordedAtPacking(line.productId) && (
              <FormField
                id={`packing-manufacturer-${index}`}
                label={`Manufacturer of ${line.name}`}
                hint="As printed on the pack: a generic's maker is recorded with its batch."
                error={errors[`manufacturer-${index}`]}
                required
              >
                {(control) => (
                  <input
                    {...control}
                    name={`manufacturer-${index}`}
                    defaultValue={proposal?.manufacturer ?? ''}
                    maxLength={MANUFACTURER_MAX_LENGTH}
                    autoComplete="off"
                  />
                )}
              </FormField>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
