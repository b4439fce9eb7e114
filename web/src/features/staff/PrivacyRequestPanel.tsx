import { useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH } from '@domain/lifecycle';
import type { PrivacyRequest } from '@contracts/privacy-requests';
import type { StaffPrivacyRequest, StaffRecord } from '@contracts/staff-api';
import { FormField } from '../../components/FormField';
import { useStaffUser } from './session';
import { StaffApiError, useStaffApi } from './staff-api-client';
import { formatDateTime } from './staff-paths';
import { failureText } from './StaffUi';

const holdWords: Record<NonNullable<PrivacyRequest['reason']>, string> = {
  records_law: 'Held: a dispatched order depends on it (pharmacy records law). Delete it when the legal period ends.',
  order_record: 'An order: cancel it if not dispatched and delete the details, or keep it as long as the law requires.',
};

/** Who closed a request: you, or another staff member by a short form of their user id (full id in the title). */
function DoneBy({ id }: { id: string | undefined }) {
  const user = useStaffUser();
  if (!id) return null;
  if (id === user.sub) return <> by you</>;
  return (
    <>
      {' '}
      by staff <abbr title={id}>{id.length > 12 ? id.slice(0, 8) : id}</abbr>
    </>
  );
}

/** What a panel of the record page receives: the record, and how to replace or reload it after a change. */
export interface RecordViewProps {
  record: StaffRecord;
  onChanged: (record: StaffRecord) => void;
  onReload: () => void;
}

/**
 * The shopper's privacy requests from /track (docs/architecture.md §3.1; DPDP Act 2023 §6(4), §12–13): deletions held for staff and
 * correction requests with the shopper's text (control characters already stripped by the API), oldest first. An
 * open request has a "Mark as done" form with a required note (what was done; POST
 * /api/staff/records/<reference>/privacy-requests/<id>); a done one shows when, by whom and the note. Nothing when
 * there are none.
 * @param record the record as the staff API answered it
 * @param onChanged receives the updated record after a success, or the current record a 409 carries
 * @param onReload reloads the record (a 409 without the current record)
 */
export function PrivacyRequestPanel({ record, onChanged, onReload }: RecordViewProps) {
  const requests = (record.privacyRequests as StaffPrivacyRequest[] | undefined) ?? [];
  const [notice, setNotice] = useState<{ tone: 'ok' | 'warning'; text: string }>();
  if (requests.length === 0) return null;
  return (
    <section className="staff-panel" aria-labelledby="privacy-requests-heading">
      <h2 id="privacy-requests-heading">Privacy requests</h2>
      {notice && (
        <p className={`staff-alert staff-alert--${notice.tone}`} role={notice.tone === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <ul className="staff-privacy-requests">
        {requests.map((request) => (
          <li key={request.id}>
            <p>
              <strong>{request.type === 'erasure' ? 'Deletion (consent withdrawn)' : 'Correction'}</strong>,{' '}
              <time dateTime={request.at}>{formatDateTime(request.at)}</time>, {request.state === 'open' ? 'open' : 'done'}
            </p>
            {request.reason && <p className="staff-muted">{holdWords[request.reason]}</p>}
            {request.details && <p className="staff-message">{request.details}</p>}
            {request.state === 'done' && request.doneAt && (
              <p className="staff-muted">
                Done <time dateTime={request.doneAt}>{formatDateTime(request.doneAt)}</time>
                <DoneBy id={request.doneBy} />
              </p>
            )}
            {request.state === 'done' && request.resolution && <p className="staff-message">{request.resolution}</p>}
            {request.state === 'open' && (
              <MarkDoneForm
                reference={record.reference}
                request={request}
                onDone={(updated) => {
                  setNotice({ tone: 'ok', text: 'The request is marked as done.' });
                  onChanged(updated);
                }}
                onConflict={(current) => {
                  setNotice({
                    tone: 'warning',
                    text: 'Someone else has already marked this request as done, or the record changed. The page now shows the current record.',
                  });
                  if (current) onChanged(current);
                  else onReload();
                }}
                onStart={() => setNotice(undefined)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The "Mark as done" form of one open request: a required note (≤ MAX_NOTE_LENGTH characters) and a button. */
function MarkDoneForm(props: {
  reference: string;
  request: StaffPrivacyRequest;
  onDone: (record: StaffRecord) => void;
  onConflict: (current: StaffRecord | undefined) => void;
  onStart: () => void;
}) {
  const { reference, request, onDone, onConflict, onStart } = props;
  const api = useStaffApi();
  const [sending, setSending] = useState(false);
  const [noteError, setNoteError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const fieldId = `privacy-note-${request.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const textarea = event.currentTarget.elements.namedItem('note') as HTMLTextAreaElement;
    const note = textarea.value.trim();
    const problem = !note
      ? 'Say what was done.'
      : note.length > MAX_NOTE_LENGTH
        ? `Keep the note under ${MAX_NOTE_LENGTH} characters.`
        : undefined;
    setNoteError(problem);
    setFailure(undefined);
    onStart();
    if (problem) {
      textarea.focus();
      return;
    }
    setSending(true);
    try {
      onDone(await api.closePrivacyRequest(reference, request.id, { state: 'done', note }));
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) {
        onConflict(error.current);
      } else if (error instanceof StaffApiError && error.fields.note) {
        setNoteError(error.fields.note);
        textarea.focus();
      } else {
        setFailure(error instanceof Error ? failureText(error) : 'Something went wrong. Please try again.');
      }
    } finally {
      setSending(false);
    }
  }

  const label = request.type === 'erasure' ? 'Mark the deletion request as done' : 'Mark the correction request as done';
  return (
    <form className="staff-decision__form" onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <FormField id={fieldId} label="What was done" error={noteError} required hint="Kept with the request; the shopper does not see it.">
        {(control) => <textarea {...control} name="note" rows={3} maxLength={MAX_NOTE_LENGTH} required />}
      </FormField>
      {failure && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>The request was not marked as done. {failure}</p>
        </div>
      )}
      <div className="staff-actions">
        <button type="submit" className="staff-button staff-button--primary" disabled={sending}>
          {sending ? 'Saving…' : 'Mark as done'}
        </button>
      </div>
    </form>
  );
}
