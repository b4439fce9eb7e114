import { useEffect, useState } from 'react';
import type { BatchProposal } from '@contracts/registers';
import type { StaffRecord } from '@contracts/staff-api';
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
 * The packing body's `lines` from the packing form's fields (`batch-<i>`, `expiry-<i>` per order line, in line order):
 * trimmed; a line left blank is sent without it, so the staff API names it (reason `batch_missing`).
 * @returns the lines and the field errors of blanks (field name → words)
 */
export function packedLinesFrom(form: FormData, record: StaffRecord) {
  const errors: Record<string, string> = {};
  const lines = orderLines(record).flatMap(({ productId }, index) => {
    const batch = String(form.get(`batch-${index}`) ?? '').trim();
    const expiry = String(form.get(`expiry-${index}`) ?? '').trim();
    if (!batch) errors[`batch-${index}`] = 'Enter the batch number printed on the pack.';
    if (!expiry) errors[`expiry-${index}`] = 'Enter the expiry month printed on the pack.';
    return batch && expiry ? [{ productId, batch, expiry }] : [];
  });
  return { lines, errors };
}

/**
 * The packing form's fields: per order line its batch number and expiry month (`<input type="month">`: YYYY-MM),
 * filled with the proposal of GET /api/staff/records/<reference>/batches (first-expiry-first-out: the batch with the
 * earliest expiry packed before that may still be packed), to confirm or change. Lines expiring within 3 months are
 * refused by the staff API (domain/batch-expiry.ts), which names them.
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
      <legend>Batch and expiry of each line</legend>
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
          </div>
        );
      })}
    </fieldset>
  );
}
