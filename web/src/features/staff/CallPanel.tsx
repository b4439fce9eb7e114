import { useState, type FormEvent } from 'react';
import { callOutcomes, isCallDue, isCallOpen, type CallOutcome } from '@domain/call-clock';
import { CALL_NOTE_MAX_LENGTH } from '@contracts/call-log';
import { normaliseIndianMobile } from '@contracts/forms/fields';
import type { StaffRecord } from '@contracts/staff-api';
import { FormField } from '../../components/FormField';
import { failureText } from './staff-failure-texts';
import { StaffApiError, useStaffApi } from './staff-api-client';
import { callOutcomeWords, formatDateTime } from './staff-paths';
import './call-panel.css';

/**
 * The shopper's number as the phone dials it: '+91' and the 10 national digits when it is an Indian mobile
 * (normaliseIndianMobile), else the digits as typed. Shown '+91 98765 43210'.
 * @returns `href` for a tel: link and `shown` for its text; undefined for a record without a phone
 */
export function dialNumber(phone: unknown): { href: string; shown: string } | undefined {
  if (typeof phone !== 'string' || !phone.trim()) return undefined;
  const national = normaliseIndianMobile(phone);
  if (!national) return { href: `tel:${phone.replace(/[^\d+]/g, '')}`, shown: phone.trim() };
  return { href: `tel:+91${national}`, shown: `+91 ${national.slice(0, 5)} ${national.slice(5)}` };
}

/**
 * A `datetime-local` value ('2026-11-30T17:15', read as India time) as an ISO 8601 time with India's offset
 * ('2026-11-30T17:15:00+05:30'), which the API takes whatever the zone of the pharmacist's PC; '' stays ''.
 */
export function callBackFromInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : value;
}

/**
 * "Call the shopper" (docs/behaviour.md "The pharmacist's call"): a prescription's call task, shown while the record
 * has one: the shopper's phone as a tel: link (+91), when the call is due (IST) with a "Due now" badge once it is, or
 * when the shopper was reached; and, while a call is owed, the form to log one: its outcome (reached, no answer, wrong
 * number, call back later with a date and time in India), an optional note (CALL_NOTE_MAX_LENGTH characters), sent as
 * POST /api/staff/records/<reference>/calls with the version seen. The saved record replaces the page's (onChanged),
 * so the history shows the call at once; a stale version shows the current record and says so.
 * @param record the prescription as the staff API answers it; `onChanged` takes the record as stored after a call
 */
export function CallPanel({ record, onChanged }: { record: StaffRecord; onChanged: (record: StaffRecord) => void }) {
  const api = useStaffApi();
  const [outcome, setOutcome] = useState<CallOutcome>();
  const [sending, setSending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const call = record.call;
  if (!call || record.kind !== 'prescription' || record.status === 'erased') return null;
  const phone = dialNumber(record.phone);
  const open = isCallOpen(call);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    const callBackAt = callBackFromInput(String(form.get('callBackAt') ?? ''));
    const errors: Record<string, string> = {};
    if (!outcome) errors.outcome = 'Choose how the call went.';
    if (outcome === 'call_back' && !callBackAt) errors.callBackAt = 'Choose the date and time to call back.';
    setFields(errors);
    setDone(undefined);
    setFailure(undefined);
    if (!outcome || Object.keys(errors).length > 0) return;
    setSending(true);
    try {
      const updated = await api.logCall(record.reference, {
        version: record.version,
        outcome,
        ...(outcome === 'call_back' ? { callBackAt } : {}),
        ...(note ? { note } : {}),
      });
      setOutcome(undefined);
      setDone(`Call logged: ${callOutcomeWords[outcome]}.`);
      onChanged(updated);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409 && error.current) onChanged(error.current);
      if (error instanceof StaffApiError && Object.keys(error.fields).length > 0) setFields(error.fieldTexts);
      setFailure(error instanceof Error ? failureText(error) : 'Something went wrong. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="staff-panel staff-call" aria-labelledby="call-heading">
      <h2 id="call-heading">Call the shopper</h2>
      <dl className="staff-details">
        <div>
          <dt>Phone</dt>
          <dd>{phone ? <a href={phone.href}>{phone.shown}</a> : 'No phone number on the record'}</dd>
        </div>
        <div>
          <dt>{open ? 'Call due by' : 'Reached'}</dt>
          <dd>
            {open ? (
              <>
                <time dateTime={call.dueAt}>{formatDateTime(call.dueAt)}</time>
                {isCallDue(call, new Date()) && <span className="staff-call__badge">Due now</span>}
              </>
            ) : call.reachedAt ? (
              <time dateTime={call.reachedAt}>{formatDateTime(call.reachedAt)}</time>
            ) : (
              '–'
            )}
          </dd>
        </div>
      </dl>
      {done && (
        <p className="staff-alert staff-alert--ok" role="status">
          {done}
        </p>
      )}
      {failure && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>{failure}</p>
        </div>
      )}
      {open && (
        <form className="staff-call__form" aria-label="Log a call" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset aria-describedby={fields.outcome ? 'call-outcome-error' : undefined}>
            <legend>How did the call go?</legend>
            {callOutcomes.map((value) => (
              <label key={value} className="staff-call__choice">
                <input type="radio" name="outcome" value={value} checked={outcome === value} onChange={() => setOutcome(value)} />{' '}
                {callOutcomeWords[value]}
              </label>
            ))}
            {fields.outcome && (
              <p className="field__error" id="call-outcome-error">
                {fields.outcome}
              </p>
            )}
          </fieldset>
          {outcome === 'call_back' && (
            <FormField id="call-back-at" label="Call back at (India time)" error={fields.callBackAt} required>
              {(control) => <input {...control} type="datetime-local" name="callBackAt" />}
            </FormField>
          )}
          <FormField id="call-note" label="Call note (optional)" hint="What was agreed; staff only." error={fields.note}>
            {(control) => <textarea {...control} name="note" rows={2} maxLength={CALL_NOTE_MAX_LENGTH} />}
          </FormField>
          <button type="submit" className="staff-button staff-button--primary" disabled={sending}>
            {sending ? 'Saving…' : 'Log call'}
          </button>
        </form>
      )}
    </section>
  );
}
