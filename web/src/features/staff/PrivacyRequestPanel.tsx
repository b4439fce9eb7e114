import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH } from '@domain/lifecycle';
import { prescriptionCities } from '@contracts/forms/prescription-form';
import {
  correctableFields,
  correctionFieldLabels,
  currentContactFields,
  validateCorrection,
  type CorrectableField,
} from '@contracts/privacy-correction';
import { openDependentOrders, type DependentOrder, type PrivacyRequest } from '@contracts/privacy-requests';
import type { StaffPrivacyRequest, StaffRecord } from '@contracts/staff-api';
import { FormField } from '../../components/FormField';
import { useStaffUser } from './session';
import { StaffApiError, useLoad, useStaffApi } from './staff-api-client';
import { fieldProblemText } from '../../lib/api-messages/api-messages';
import { formatDateTime, statusLabel } from './staff-paths';
import { failureText } from './staff-failure-texts';
import './privacy-request-panel.css';

const holdWords: Record<NonNullable<PrivacyRequest['reason']>, string> = {
  records_law: 'Held: a dispatched order depends on it (pharmacy records law). Erase it when the legal period ends and no order is open.',
  order_record: 'An order: cancel it if not dispatched and delete the details, or keep it as long as the law requires.',
};

/** The panel's own words (notices and the erasure dialog), in one place. */
const panelText = {
  done: 'The request is marked as done.',
  corrected: 'The correction is saved, the request is marked as done, and the customer will get an e-mail.',
  erased: 'The record is erased: every copy of its file and its personal details are gone. The customer will get an e-mail.',
  conflict:
    'Someone else has already dealt with this request, or the record changed. The page now shows the current record; your typed values are kept.',
  orderNotErasable:
    'An order is a record of sale and is not erased from here: cancel it if it has not been dispatched, or keep it as long as the law requires, then mark the request as done.',
  checking: 'Checking the orders that depend on it…',
  blocked: (orders: readonly DependentOrder[]) =>
    `Erase now is not available while ${orders.length === 1 ? 'an order that depends on it is' : 'orders that depend on it are'} open: ${orders
      .map((order) => `${order.reference} (${statusLabel(order.status).toLowerCase()})`)
      .join(', ')}. Cancel or complete ${orders.length === 1 ? 'it' : 'them'} first.`,
  confirm:
    'This deletes every version of the file and every personal detail now, for good; only the reference, the dates and the history without notes stay. It cannot be undone.',
} as const;

/**
 * Who closed a request: you, a colleague by the display name the API resolved (`doneByName`), or, when it knows none,
 * a staff member by a short form of their user id. The full id is always in the title, for support.
 */
function DoneBy({ id, name }: { id: string | undefined; name?: string }) {
  const user = useStaffUser();
  if (!id) return null;
  if (id === user.sub) return <> by you</>;
  if (name)
    return (
      <>
        {' '}
        by <span title={id}>{name}</span>
      </>
    );
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

/** What each action form of one request tells the panel. */
interface ActionProps {
  record: StaffRecord;
  request: StaffPrivacyRequest;
  onDone: (record: StaffRecord, notice: string) => void;
  onConflict: (current: StaffRecord | undefined) => void;
  onStart: () => void;
}

/**
 * The shopper's privacy requests from /track (docs/architecture/self-service-api.md; DPDP Act 2023 §6(4), §12–13), oldest first.
 * An open correction shows the shopper's text beside a form prefilled with the record's contact fields (CorrectionForm:
 * POST …/privacy-requests/<id>/correction); an open erasure an "Erase now" button with a confirmation dialog, disabled
 * with the reason while an order that depends on it is open (EraseNow: POST …/privacy-requests/<id>/erase); every open
 * request also a "Mark as done" form with a required note (POST …/privacy-requests/<id>). A done one shows when, by
 * whom, which fields were corrected and the note. Success and conflicts are announced in a live region; nothing is
 * shown when there are no requests (and no notice).
 * @param record the record as the staff API answered it
 * @param onChanged receives the updated record after a success, or the current record a 409 carries
 * @param onReload reloads the record (a 409 without the current record)
 */
export function PrivacyRequestPanel({ record, onChanged, onReload }: RecordViewProps) {
  const requests = (record.privacyRequests as StaffPrivacyRequest[] | undefined) ?? [];
  const [notice, setNotice] = useState<{ tone: 'ok' | 'warning'; text: string }>();
  // After an erasure the record has no requests left; the notice still says what happened.
  if (requests.length === 0 && !notice) return null;
  const actions = (request: StaffPrivacyRequest): ActionProps => ({
    record,
    request,
    onDone: (updated, text) => {
      setNotice({ tone: 'ok', text });
      onChanged(updated);
    },
    onConflict: (current) => {
      setNotice({ tone: 'warning', text: panelText.conflict });
      if (current) onChanged(current);
      else onReload();
    },
    onStart: () => setNotice(undefined),
  });
  return (
    <section className="staff-panel" aria-labelledby="privacy-requests-heading">
      <h2 id="privacy-requests-heading">Privacy requests</h2>
      <div role="status">{notice?.tone === 'ok' && <p className="staff-alert staff-alert--ok">{notice.text}</p>}</div>
      {notice?.tone === 'warning' && (
        <p className="staff-alert staff-alert--warning" role="alert">
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
            {request.state === 'open' && request.type === 'correction' ? (
              <CorrectionForm {...actions(request)} />
            ) : (
              request.details && <p className="staff-message">{request.details}</p>
            )}
            {request.state === 'open' && request.type === 'erasure' && <EraseNow {...actions(request)} />}
            {request.state === 'done' && request.doneAt && (
              <p className="staff-muted">
                Done <time dateTime={request.doneAt}>{formatDateTime(request.doneAt)}</time>
                <DoneBy id={request.doneBy} name={request.doneByName} />
              </p>
            )}
            {request.state === 'done' && request.resolution && <p className="staff-message">{request.resolution}</p>}
            {request.state === 'open' && <MarkDoneForm {...actions(request)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The control of one contact field: the city list of the prescription form, a textarea for the address, else an input. */
function ContactControl({
  kind,
  name,
  value,
  control,
}: {
  kind: StaffRecord['kind'];
  name: CorrectableField;
  value: string;
  control: object;
}) {
  if (kind === 'prescription' && name === 'city') {
    return (
      <select {...control} name={name} defaultValue={value}>
        <option value="">No city chosen</option>
        {prescriptionCities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </select>
    );
  }
  if (name === 'address') return <textarea {...control} name={name} defaultValue={value} rows={3} />;
  const type = name === 'email' ? 'email' : name === 'phone' || name === 'mobile' ? 'tel' : 'text';
  return <input {...control} name={name} type={type} defaultValue={value} autoComplete="off" spellCheck={false} />;
}

/**
 * Apply a correction request: the shopper's text beside the record's contact fields, prefilled; only the fields staff
 * change are sent. Checked before sending by the original form's rules (contracts/privacy-correction.ts
 * validateCorrection, the API's own check), errors under each field with the focus on the first. The fields are
 * uncontrolled, so a 409 that shows the current record keeps what was typed.
 */
function CorrectionForm({ record, request, onDone, onConflict, onStart }: ActionProps) {
  const api = useStaffApi();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const kind = record.kind;
  const current = currentContactFields(kind, record);
  const id = (name: string) => `correct-${request.id}-${name}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    const changed = Object.fromEntries(
      correctableFields[kind].map((name) => [name, control(name)?.value ?? '']).filter(([name, value]) => value !== current[name!]),
    );
    setFailure(undefined);
    onStart();
    const check = validateCorrection(kind, changed, record);
    const problems = 'errors' in check ? check.errors : {};
    setErrors(Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, fieldProblemText(problem)])));
    if ('errors' in check) {
      const first = correctableFields[kind].find((name) => name in problems) ?? correctableFields[kind][0];
      control(first)?.focus();
      return;
    }
    setSending(true);
    try {
      onDone(
        await api.correctPrivacyRequest(record.reference, request.id, { fields: changed, version: record.version }),
        panelText.corrected,
      );
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) onConflict(error.current);
      else if (error instanceof StaffApiError && Object.keys(error.fields).length > 0) setErrors(error.fieldTexts);
      else setFailure(error instanceof Error ? failureText(error) : 'Something went wrong. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="staff-correction">
      <figure className="staff-correction__request">
        <figcaption>What the customer asked</figcaption>
        <blockquote className="staff-message">{request.details}</blockquote>
      </figure>
      <form
        className="staff-decision__form staff-correction__form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Apply the correction"
      >
        <p className="staff-muted">Change only what the request names. The history records which fields changed, never the values.</p>
        {correctableFields[kind].map((name) => (
          <FormField key={name} id={id(name)} label={correctionFieldLabels[name]} error={errors[name]}>
            {(control) => <ContactControl kind={kind} name={name} value={current[name] ?? ''} control={control} />}
          </FormField>
        ))}
        {(errors.fields || failure) && (
          <div className="staff-alert staff-alert--error" role="alert">
            <p>The correction was not saved. {errors.fields ?? failure}</p>
          </div>
        )}
        <div className="staff-actions">
          <button type="submit" className="staff-button staff-button--primary" disabled={sending}>
            {sending ? 'Saving…' : 'Apply correction'}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * "Erase now" for a held erasure: the statuses of the orders the record lists in `dependentOrders` are read first (each
 * a record view, audited), and while one is open (contracts/privacy-requests.ts openDependentOrders, the API's own
 * rule) the button is disabled with the reason beside it. Otherwise it opens a modal confirmation dialog (native
 * <dialog>: focus moves to its Cancel button, Escape closes it, focus returns to the button); "Erase now" there erases the record
 * (POST …/privacy-requests/<id>/erase). A 409 (an order opened meanwhile, or a stale version) shows its message.
 */
function EraseNow({ record, request, onDone, onConflict, onStart }: ActionProps) {
  const api = useStaffApi();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const references = ((record.dependentOrders as unknown[] | undefined) ?? []).filter(
    (value): value is string => typeof value === 'string',
  );
  const orders = useLoad(`dependent:${record.reference}:${record.version}:${references.join(',')}`, () =>
    Promise.all(
      references.map(async (reference): Promise<DependentOrder> => {
        if (reference === record.reference) return { reference, status: record.status };
        return { reference, status: (await api.record(reference)).status };
      }),
    ),
  );
  useEffect(() => () => dialog.current?.close(), []);
  if (record.kind === 'order') return <p className="staff-muted">{panelText.orderNotErasable}</p>;
  const open = openDependentOrders(orders.data ?? []);
  const reason = orders.loading ? panelText.checking : open.length > 0 ? panelText.blocked(open) : undefined;
  const reasonId = `erase-reason-${request.id}`;

  async function erase() {
    setSending(true);
    setFailure(undefined);
    onStart();
    try {
      const erased = await api.erasePrivacyRequest(record.reference, request.id, { version: record.version });
      dialog.current?.close();
      onDone(erased, panelText.erased);
    } catch (error) {
      dialog.current?.close();
      if (error instanceof StaffApiError && error.status === 409 && error.current) onConflict(error.current);
      else setFailure(error instanceof Error ? failureText(error) : 'Something went wrong. Please try again.');
      // A 409 (an order moved meanwhile) already marked the dependent orders stale: they load again (useStaffApi).
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="staff-erase">
      {orders.error && (
        <p className="staff-alert staff-alert--warning">The orders that depend on it could not be checked: {failureText(orders.error)}</p>
      )}
      <div className="staff-actions">
        <button
          type="button"
          className="staff-button staff-button--danger"
          disabled={Boolean(reason) || sending}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => {
            dialog.current?.showModal();
            // The safe choice takes the focus (React does not render `autofocus`, so showModal would pick "Erase now").
            cancel.current?.focus();
          }}
        >
          Erase now
        </button>
      </div>
      {reason && (
        <p className="staff-muted" id={reasonId}>
          {reason}
        </p>
      )}
      {failure && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>The record was not erased. {failure}</p>
        </div>
      )}
      <dialog
        ref={dialog}
        className="staff-dialog"
        aria-labelledby={`erase-title-${request.id}`}
        aria-describedby={`erase-text-${request.id}`}
      >
        <h3 id={`erase-title-${request.id}`}>Erase {record.reference} now?</h3>
        <p id={`erase-text-${request.id}`}>{panelText.confirm}</p>
        <div className="staff-actions">
          <button type="button" className="staff-button staff-button--danger" disabled={sending} onClick={() => void erase()}>
            {sending ? 'Erasing…' : 'Erase now'}
          </button>
          <button ref={cancel} type="button" className="staff-button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </div>
  );
}

/** The "Mark as done" form of one open request: a required note (≤ MAX_NOTE_LENGTH characters) and a button. */
function MarkDoneForm({ record, request, onDone, onConflict, onStart }: ActionProps) {
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
      onDone(await api.closePrivacyRequest(record.reference, request.id, { state: 'done', note }), panelText.done);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) {
        onConflict(error.current);
      } else if (error instanceof StaffApiError && error.fields.note) {
        setNoteError(error.fieldTexts.note);
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
      <FormField id={fieldId} label="What was done" error={noteError} required hint="Kept with the request; the customer does not see it.">
        {(control) => <textarea {...control} name="note" rows={3} maxLength={MAX_NOTE_LENGTH} required />}
      </FormField>
      {failure && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>The request was not marked as done. {failure}</p>
        </div>
      )}
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={sending}>
          {sending ? 'Saving…' : 'Mark as done'}
        </button>
      </div>
    </form>
  );
}
