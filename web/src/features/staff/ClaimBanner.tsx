import { useEffect, useState } from 'react';
import { CLAIM_IDLE_MINUTES, type QueueRowClaim, type RecordClaim, type StaffRecord } from '@contracts/staff-api';
import { useStaffUser } from './session';
import { useStaffApi } from './staff-api-client';
import { staffLocale } from './staff-paths';
import { failureText } from './staff-failure-texts';
import './claim.css';

/** Longest single timer (setTimeout holds a signed 32-bit count of ms); a longer wait re-arms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const clockTimes = new Map<string, Intl.DateTimeFormat>();

/** An ISO time as the hour and minute in India (the pharmacy's clock), in the staff member's locale, e.g. '5:02 pm'. */
function clockTime(iso: string): string {
  const locale = staffLocale();
  let format = clockTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    clockTimes.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The console's words for a review claim (functions/staff-api/record-claim.ts), in one place for the row and the banner. */
export const claimWords = {
  held: (claim: Pick<QueueRowClaim, 'name' | 'at'>) => `In review by ${claim.name} since ${clockTime(claim.at)}`,
  lapsed: `No activity for ${CLAIM_IDLE_MINUTES} minutes: another pharmacist may take it over.`,
  yours: (at: string) => `You are reviewing this since ${clockTime(at)}. Colleagues cannot start or decide it meanwhile.`,
  freeAt: (touchedAt: string) =>
    `If they stop, you can take it over from ${clockTime(new Date(Date.parse(touchedAt) + CLAIM_IDLE_MINUTES * 60_000).toISOString())}.`,
};

/**
 * A queue row's claim: 'In review by Dr Ritu Sharma since 5:02 pm', and when it has lapsed a note that it may be taken
 * over. Nothing for a row without a claim.
 */
export function ClaimCell({ claim }: { claim: QueueRowClaim | undefined }) {
  if (!claim) return null;
  return (
    <span className="staff-claim">
      {claimWords.held(claim)}
      {claim.lapsed && <span className="staff-claim__lapsed"> (lapsed)</span>}
    </span>
  );
}

/**
 * The review claim of a prescription in review, above the record (docs/behaviour.md "Staff console"): whose it is and
 * since when. For a colleague's lapsed claim (CLAIM_IDLE_MINUTES after its `touchedAt`, as the API decides it) a
 * "Take over the review" button asks for one confirmation, then POSTs …/claim with the version seen; a 409 (someone
 * changed it, or the holder came back) is shown with the current record. Nothing for other records.
 * @param record the record as last loaded; `onChanged` receives the record as stored after a takeover or a 409
 */
export function ClaimBanner({ record, onChanged }: { record: StaffRecord; onChanged: (record: StaffRecord) => void }) {
  const user = useStaffUser();
  const api = useStaffApi();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const claim = record.claim as RecordClaim | undefined;
  const lapsesAt = claim ? Date.parse(claim.touchedAt) + CLAIM_IDLE_MINUTES * 60_000 : Number.NaN;
  // The time the banner was last measured at; a timer moves it to the lapse, so the takeover appears without a reload.
  const [measuredAt, setMeasuredAt] = useState(() => Date.now());
  useEffect(() => {
    const wait = lapsesAt - Date.now();
    if (!Number.isFinite(wait) || measuredAt >= lapsesAt) return undefined;
    const timer = setTimeout(() => setMeasuredAt(Date.now()), Math.max(0, Math.min(wait, MAX_TIMER_MS)));
    return () => clearTimeout(timer);
  }, [lapsesAt, measuredAt]);
  if (record.kind !== 'prescription' || record.status !== 'in_review' || !claim) return null;
  const mine = claim.userId === user.sub;
  const lapsed = measuredAt >= lapsesAt;

  async function takeOver() {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await api.takeOverClaim(record.reference, { version: record.version, takeover: true }));
      setConfirming(false);
    } catch (caught) {
      const failure = caught as Error & { current?: StaffRecord };
      setError(failureText(failure));
      if (failure.current) onChanged(failure.current);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="staff-alert staff-claim-banner" aria-labelledby="claim-heading">
      <h2 id="claim-heading" className="staff-claim-banner__title">
        {mine ? 'Your review' : claimWords.held({ name: claim.name || 'another pharmacist', at: claim.at })}
      </h2>
      <p>{mine ? claimWords.yours(claim.at) : lapsed ? claimWords.lapsed : claimWords.freeAt(claim.touchedAt)}</p>
      {!mine && lapsed && user.groups.includes('pharmacist') && !confirming && (
        <button type="button" className="staff-button" onClick={() => setConfirming(true)}>
          Take over the review
        </button>
      )}
      {confirming && (
        <div className="staff-claim-banner__confirm" role="group" aria-label="Confirm the takeover">
          <p>Take over from {claim.name || 'another pharmacist'}? They can no longer decide it.</p>
          <button type="button" className="staff-button staff-button--primary" onClick={() => void takeOver()} disabled={busy}>
            {busy ? 'Taking over…' : 'Yes, take it over'}
          </button>
          <button type="button" className="staff-button" onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </button>
        </div>
      )}
      {error && (
        <p className="staff-alert staff-alert--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
