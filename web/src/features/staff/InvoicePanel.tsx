import { useState } from 'react';
import { isInvoiceAvailable } from '@domain/invoice';
import type { StaffRecord } from '@contracts/staff-api';
import { saveFile } from '../../lib/save-file';
import { useStaffApi } from './staff-api-client';
import { failureText } from './staff-failure-texts';

/**
 * The tax invoice of an order on its record page (pharmacists and support): a button that downloads the PDF through
 * GET /api/staff/records/<reference>/invoice (audited; issues the number if dispatch did not), shown once the order
 * has been dispatched (domain/invoice.ts isInvoiceAvailable). Busy while it loads; a failure stays
 * visible (role="alert") with the API's message.
 * @param record the record as the staff API shows it (nothing is rendered for a prescription or message)
 */
export function InvoicePanel({ record }: { record: StaffRecord }) {
  const api = useStaffApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (record.kind !== 'order' || !isInvoiceAvailable(record.status, record.history)) return null;

  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { blob, fileName } = await api.invoice(record.reference);
      saveFile(blob, fileName);
    } catch (error) {
      setFailure(failureText(error as Error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-panel" aria-labelledby="invoice-heading">
      <h2 id="invoice-heading">Tax invoice</h2>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="button button--ghost" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing the invoice…' : 'Download tax invoice (PDF)'}
      </button>
    </section>
  );
}
