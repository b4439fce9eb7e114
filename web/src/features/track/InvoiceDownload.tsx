import { useLingui } from '@lingui/react/macro';
import type { TrackAnswer } from '@contracts/track';
import { useState } from 'react';
import { postJsonForFile } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import type { TrackCredentials } from './PrivacyRights';
import { useTrackFailure } from './track-texts';

/** POST path of the invoice download (functions/track/invoice-download.ts). */
const INVOICE_PATH = '/api/track/invoice';

type DownloadState = { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; fileName: string } | { phase: 'failed'; message: string };

/**
 * "Download tax invoice (PDF)" on /track (docs/behaviour.md "Self-service: /track"): shown for an order once it has
 * been dispatched (TrackAnswer.invoiceAvailable). POSTs the reference and phone the shopper already entered
 * (in the body, never a URL: docs/architecture/self-service-api.md) to /api/track/invoice and saves the PDF under the name the
 * answer gives (its invoice number). The button says it is busy and cannot be pressed twice meanwhile (one number per
 * order, and no double download); a failure stays visible (role="alert") with the server's message, and the button
 * stays for another try; a success is announced (role="status").
 * @param credentials the reference and phone of the lookup; `answer` the order as /track shows it
 */
export function InvoiceDownload({ credentials, answer }: { credentials: TrackCredentials; answer: TrackAnswer }) {
  const { t } = useLingui();
  const failureText = useTrackFailure();
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  if (answer.kind !== 'order' || !answer.invoiceAvailable) return null;

  const download = async () => {
    setState({ phase: 'busy' });
    try {
      const { blob, fileName } = await postJsonForFile(INVOICE_PATH, credentials, `Medvika-invoice-${answer.reference}.pdf`);
      saveFile(blob, fileName);
      setState({ phase: 'done', fileName });
    } catch (error) {
      setState({
        phase: 'failed',
        message: failureText(error, t`We could not prepare your invoice. Please try again in a minute.`),
      });
    }
  };

  const busy = state.phase === 'busy';
  const downloadedText = (fileName: string) => t`Your invoice ${fileName} was downloaded.`;
  return (
    <div className="track-invoice">
      {state.phase === 'failed' && (
        <p className="form-failure" role="alert">
          {state.message}
        </p>
      )}
      <button type="button" className="button button--ghost button--block" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? t`Preparing your invoice…` : t`Download tax invoice (PDF)`}
      </button>
      <p className="track-result__help" role="status">
        {state.phase === 'done' ? downloadedText(state.fileName) : ''}
      </p>
    </div>
  );
}
