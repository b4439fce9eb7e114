import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TrackAnswer } from '@contracts/track';
import type { TrackCredentials } from './PrivacyRights';
import { useTrackFailure } from './track-texts';
import { lookUpRecord } from './track-lookup';

/** What the button needs: the order's reference, the phone number that found the prescription, and where the order goes. */
export interface OpenMadeOrderProps {
  /** The order our pharmacist made from the prescription (nextStep `order_made`), e.g. 'ORD-20261204-7K3F9QAZ'. */
  order: string;
  /** The phone number the shopper gave with the prescription's reference (the lookup that found it). */
  phone: string;
  /** Receives the order and the pair that found it, as a lookup in the form does (TrackPage's onFound). */
  onFound: (answer: TrackAnswer, credentials: TrackCredentials) => void;
}

/**
 * One tap from a verified prescription on /track to the order our pharmacist made from it: looks the order up with the
 * same phone number (POST /api/track/ as JSON, never in a URL: docs/architecture/self-service-api.md) and shows it in
 * the panel in place of the prescription, so the shopper does not type the ORD reference. A refusal or a network
 * failure is shown under the button from the catalog (useTrackFailure) and the prescription stays on screen; the button
 * says it is busy while the lookup runs, and a second tap then does nothing.
 * @param props the order, the phone number and onFound (OpenMadeOrderProps)
 */
export function OpenMadeOrder({ order, phone, onFound }: OpenMadeOrderProps) {
  const { t } = useLingui();
  const failureText = useTrackFailure();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const open = async () => {
    if (sending) return;
    setSending(true);
    setFailure(undefined);
    try {
      const found = await lookUpRecord({ reference: order, phone });
      onFound(found, { reference: found.reference, phone });
    } catch (caught) {
      setFailure(failureText(caught, t`Something went wrong while looking up your request. Please try again.`));
      setSending(false);
    }
  };

  return (
    <div className="track-result__open-order">
      <button type="button" className="button" aria-busy={sending} aria-disabled={sending} onClick={() => void open()}>
        {sending ? t`Looking up…` : t`See order ${order}`}
      </button>
      <div role="alert">{failure && <p className="form-failure">{failure}</p>}</div>
    </div>
  );
}
