import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH, availableTransitions, cancellationReasons, rejectionReasons, type LifecycleKind } from '@domain/lifecycle';
import type { LastChange, StaffRecord, StatusChange } from '@contracts/staff-api';
import { FormField } from '../../components/FormField';
import { useShortcuts } from './keyboard-shortcuts';
import { NextInQueue } from './NextInQueue';
import { PackingLines, expiryRefusalFields, packedLinesFrom } from './PackingLines';
import { useStaffUser } from './session';
import { StaffApiError, useStaffApi } from './staff-api-client';
import { formatDateTime, historyEntryWords, statusLabel } from './staff-paths';
import { failureText } from './staff-failure-texts';
import { FIRST_CHECK_FIELD, PrescriptionCheckForm } from './PrescriptionCheckForm';
import { DeliveryFields, DispatchFields, fulfilmentFieldsFrom } from './FulfilmentFields';

type Transition = ReturnType<typeof availableTransitions>[number];

/** The reasons a transition takes, with their labels. */
function reasonsOf(transition: Transition): Array<{ value: string; label: string }> {
  const table: Record<string, { label: string }> = transition.to === 'cancelled' ? cancellationReasons : rejectionReasons;
  return (transition.reasons ?? []).map((value) => ({ value, label: table[value]?.label ?? value }));
}

/**
 * The first words of a 409's alert: "Verified by Dr Ritu Sharma at 26 Nov 2026, 5:12 pm while you were viewing." from
 * the answer's `lastChange` (status label, staff name, time as the console shows times; for a step that keeps the
 * status, its words: "Cash collected: ₹4.00 by …"), or a plain sentence when the answer names nobody.
 */
export function conflictHeadline(lastChange: LastChange | undefined): string {
  if (!lastChange) return 'Someone else changed this record while you were viewing.';
  const by = lastChange.byName ? ` by ${lastChange.byName}` : '';
  // A step that keeps the status (cash collected, a call) says what it was, not the status again.
  const what = lastChange.from === lastChange.to ? historyEntryWords({ ...lastChange, from: lastChange.from }) : statusLabel(lastChange.to);
  return `${what}${by} at ${formatDateTime(lastChange.at)} while you were viewing.`;
}

/**
 * The decision that sends medicine: a prescription's Verify, and an order's "Verify prescription and confirm". It takes
 * a second, deliberate step (the prescription check's form, PrescriptionCheckForm, whose first field takes focus and
 * whose submit button confirms), not an undo toast: an undo window keeps the write
 * pending in the browser, and a pending verify is lost if the tab closes or the 15-minute session ends (a reload signs
 * out), while the shopper's e-mail is queued in the same write as the change (docs/behaviour.md "Staff console"). With
 * a confirm step the write happens exactly when the pharmacist confirms, and nothing is left half-done.
 */
function sendsMedicine(transition: Transition, status: string): boolean {
  return transition.to === 'verified' || (transition.to === 'confirmed' && status === 'awaiting_prescription');
}

/** An order's packing: it takes the batch and expiry of each line (PackingLines.tsx), so it opens a form first. */
function packs(transition: Transition, kind: LifecycleKind): boolean {
  return kind === 'order' && transition.to === 'packed';
}

/**
 * An order's forward step (Confirm, Mark packed, Mark dispatched, Mark delivered): the button opens a small confirm in
 * place with the step's fields (packing's batches, dispatch's courier and AWB, delivery's receiver and cash), and the
 * change is sent only from there, once. So a double-click on a step never moves two stages: the first click opens the
 * confirm, its submit is sent once (the panel ignores further submits while one is in flight), and the next step's
 * button appears only with the answer's new version (docs/behaviour.md "Fulfilment").
 */
function confirmsInPlace(transition: Transition, kind: LifecycleKind, status: string): boolean {
  return (
    kind === 'order' && ['confirmed', 'packed', 'dispatched', 'delivered'].includes(transition.to) && !sendsMedicine(transition, status)
  );
}

/**
 * The step V takes on a prescription still "New" (status `received`): "Start review", its only forward step. Verify is
 * offered only once the review has started, so without this V would do nothing on the record a pharmacist opens first;
 * starting the review puts focus on Verify, where V (again) opens the prescription check.
 */
function startsReview(transition: Transition, kind: LifecycleKind): boolean {
  return kind === 'prescription' && transition.to === 'in_review';
}

/**
 * The confirm button's words: the step's action, except that an order's cancellation says "Cancel order", so the
 * destructive button names what it does beside "Not now"; a bare "Cancel" reads as closing the form.
 */
function confirmLabel(transition: Transition, kind: LifecycleKind): string {
  return kind === 'order' && transition.to === 'cancelled' ? 'Cancel order' : transition.action;
}

/** The refusal R opens: a prescription's Reject, or the cancellation of an order whose prescription is not accepted. */
function refuses(transition: Transition, status: string): boolean {
  return transition.to === 'rejected' || (transition.to === 'cancelled' && status === 'awaiting_prescription');
}

/**
 * The next steps of a record (domain/lifecycle.ts availableTransitions for the user's groups): one button each;
 * a change with reasons (Reject, Cancel) opens a small form first. A message's answer is not one of them: it carries
 * its text, so the lifecycle row's guard keeps it for the conversation panel (MessageThreadPanel.tsx). A 409 (someone else changed the record)
 * shows the current version and offers to apply the same change to it.
 * Pharmacists decide by keyboard too (keyboard-shortcuts.ts): on a "New" prescription V starts the review
 * (startsReview); in review V opens the verify's prescription check (filled by keyboard, Enter confirms, sendsMedicine),
 * R opens the refusal's form with focus in its reason. Focus follows the work: after "Start review" it is on Verify,
 * after a decision on "Next in queue" (NextInQueue, shown on prescriptions and on orders with a prescription file).
 */
export function DecisionPanel({ record, onChanged }: { record: StaffRecord; onChanged: (record: StaffRecord) => void }) {
  const user = useStaffUser();
  const api = useStaffApi();
  const kind = record.kind as LifecycleKind;
  const options = availableTransitions(
    kind,
    record.status,
    { type: 'staff', userId: user.sub, groups: user.groups },
    { needsPrescription: record.file !== undefined },
  );
  // Steps that need more than a status (an answer's text, a pickup date, a refund) are offered by their own panel on
  // this page: say where, rather than "no further step".
  const actor = { type: 'staff', userId: user.sub, groups: user.groups } as const;
  const elsewhere =
    kind === 'message' && availableTransitions(kind, record.status, actor, { hasText: true }).length > options.length
      ? 'Answer the customer in the conversation on this page.'
      : kind === 'order' &&
          (['return_decision', 'refund'] as const).some(
            (step) => availableTransitions(kind, record.status, actor, { step }).length > options.length,
          )
        ? 'Use the refund and return panel on this page.'
        : undefined;
  const [open, setOpen] = useState<string>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<{ change: Omit<StatusChange, 'version'>; current: StaffRecord; lastChange?: LastChange }>();
  const [done, setDone] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState<string>();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'verify' | 'next'>(undefined);
  // Set from the first submit until its answer: a second submit in the same moment (a double-click) is dropped.
  const inFlight = useRef(false);
  // The field a refusal names (a packed line's expiry): focused once its error shows, so the pharmacist lands on it.
  const focusField = useRef<string>(undefined);
  const queueKind = kind === 'prescription' || (kind === 'order' && record.file !== undefined) ? kind : undefined;
  const verify = options.find((transition) => sendsMedicine(transition, record.status));
  const start = options.find((transition) => startsReview(transition, kind));
  const refusal = options.find((transition) => refuses(transition, record.status) && transition.reasons);

  // After a change is saved, focus goes to the first useful control of the new status.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = undefined;
    if (target === 'verify' && verify) buttons.current[verify.to]?.focus();
    else if (target) nextRef.current?.focus();
  }, [record.version, verify]);

  useShortcuts({
    v: () => {
      if (sending) return false;
      if (!verify && start) {
        void send({ to: start.to }, record.version);
        return undefined;
      }
      if (!verify) return false;
      setDone(undefined);
      setFailure(undefined);
      setOpen(undefined);
      // The prescription check's form focuses its first field when it opens; V again returns there.
      if (confirming === verify.to) document.getElementById(FIRST_CHECK_FIELD)?.focus();
      else setConfirming(verify.to);
      return undefined;
    },
    r: () => {
      if (!refusal || sending) return false;
      setDone(undefined);
      setFailure(undefined);
      setConfirming(undefined);
      if (open === refusal.to) formRef.current?.querySelector<HTMLElement>('select, textarea')?.focus();
      else setOpen(refusal.to);
      return undefined;
    },
  });

  // Opening a form moves focus to its first field; a confirm without fields of its own, to its confirm button (Enter
  // confirms; the note stays one Tab away).
  const opened = useRef(open);
  useEffect(() => {
    if (open && open !== opened.current) formRef.current?.querySelector<HTMLElement>('select, input, button[type="submit"]')?.focus();
    opened.current = open;
  }, [open]);

  useEffect(() => {
    const name = focusField.current;
    focusField.current = undefined;
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [fields]);

  /** Closes the open form (Escape, "Not now") and returns focus to the button that opened it. */
  function closeForm() {
    const was = open;
    setOpen(undefined);
    setFields({});
    if (was) buttons.current[was]?.focus();
  }

  /**
   * Sends one change (after the cash of a cash-on-delivery delivery, when `collectCash`: POST …/cash-collected first,
   * then the delivery on the version it answers). Ignored while another is in flight.
   */
  async function send(change: Omit<StatusChange, 'version'>, version: number, collectCash = false) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(undefined);
    setFields({});
    setDone(undefined);
    try {
      let seen = version;
      if (collectCash) {
        const paid = await api.markCashCollected(record.reference, { version });
        onChanged(paid);
        seen = paid.version;
      }
      const updated = await api.changeStatus(record.reference, { ...change, version: seen });
      setConflict(undefined);
      setOpen(undefined);
      setConfirming(undefined);
      focusAfter.current = updated.status === 'in_review' ? 'verify' : queueKind ? 'next' : undefined;
      setDone(`Done: the ${kind} is now “${statusLabel(updated.status)}”.`);
      onChanged(updated);
    } catch (error) {
      // An expired or soon-expiring batch is shown at its line's expiry field, which takes focus; the typed fields stay.
      const atExpiry =
        error instanceof StaffApiError && change.lines ? expiryRefusalFields(error.reason, record, change.lines, new Date()) : {};
      if (error instanceof StaffApiError && error.status === 409 && error.current) {
        setConflict({ change, current: error.current, lastChange: error.lastChange });
        onChanged(error.current);
      } else if (error instanceof StaffApiError && Object.keys(atExpiry).length > 0) {
        focusField.current = Object.keys(atExpiry)[0];
        setFields(atExpiry);
        setFailure(failureText(error));
      } else if (error instanceof StaffApiError && Object.keys(error.fields).length > 0) {
        setFields(error.fieldTexts);
        setFailure(failureText(error));
      } else {
        setFailure(error instanceof Error ? failureText(error) : 'Something went wrong. Please try again.');
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  function submitForm(transition: Transition, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '');
    const note = String(form.get('note') ?? '').trim();
    const packed = packs(transition, kind) ? packedLinesFrom(form, record) : undefined;
    const step = fulfilmentFieldsFrom(form, transition.to, record);
    const errors: Record<string, string> = { ...packed?.errors, ...step.errors };
    if (transition.reasons && !reason) errors.reason = 'Choose a reason.';
    if (reason === 'other' && !note) errors.note = 'Explain the reason in the note.';
    if (note.length > MAX_NOTE_LENGTH) errors.note = `Keep the note under ${MAX_NOTE_LENGTH} characters.`;
    setFields(errors);
    if (Object.keys(errors).length > 0) {
      const first = Object.keys(errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void send(
      {
        to: transition.to,
        ...(reason ? { reason } : {}),
        ...(note ? { note } : {}),
        ...(packed ? { lines: packed.lines } : {}),
        ...step.body,
      },
      record.version,
      step.collectCash,
    );
  }

  const retryable = conflict && options.some((option) => option.to === conflict.change.to);

  return (
    <section className="staff-panel staff-decision" aria-labelledby="decision-heading">
      <h2 id="decision-heading">Next step</h2>
      {conflict && (
        <div className="staff-alert staff-alert--warning" role="alert">
          <p>
            <strong>{conflictHeadline(conflict.lastChange)}</strong> The page now shows that version (“
            {statusLabel(conflict.current.status)}”, version {conflict.current.version}).
          </p>
          {retryable ? (
            <button
              type="button"
              className="staff-button"
              disabled={sending}
              onClick={() => void send(conflict.change, conflict.current.version)}
            >
              Apply my change (“{statusLabel(conflict.change.to)}”) to this version
            </button>
          ) : (
            <p>Your change (“{statusLabel(conflict.change.to)}”) no longer applies.</p>
          )}
          {/* The form of a change that no longer applies is gone: the note typed for it is kept here to copy. */}
          {conflict.change.note && !(retryable && open === conflict.change.to) && (
            <FormField id="decision-kept-note" label="Your note (not saved)">
              {(control) => <textarea {...control} readOnly rows={3} value={conflict.change.note} />}
            </FormField>
          )}
        </div>
      )}
      {done && !conflict && (
        <p className="staff-alert staff-alert--ok" role="status">
          {done}
        </p>
      )}
      {failure && !open && !confirming && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>The change was not saved. {failure}</p>
        </div>
      )}
      {options.length === 0 && <p className="staff-muted">{elsewhere ?? `No further step is yours to take on this ${kind}.`}</p>}
      {options.length > 0 && elsewhere && <p className="staff-muted">{elsewhere}</p>}
      {options.length > 0 && (
        <div className="staff-actions">
          {options.map((transition) => {
            const withForm = Boolean(transition.reasons) || confirmsInPlace(transition, kind, record.status);
            const medicine = sendsMedicine(transition, record.status);
            const key = transition === verify || (transition === start && !verify) ? 'V' : transition === refusal ? 'R' : undefined;
            return (
              <button
                key={transition.to}
                ref={(element) => {
                  buttons.current[transition.to] = element;
                }}
                type="button"
                className={`staff-button${transition.to === 'rejected' || transition.to === 'cancelled' ? ' staff-button--danger' : ' staff-button--primary'}`}
                aria-expanded={withForm ? open === transition.to : medicine ? confirming === transition.to : undefined}
                aria-keyshortcuts={key}
                disabled={sending}
                onClick={() => {
                  setDone(undefined);
                  setFailure(undefined);
                  setFields({});
                  setConfirming(undefined);
                  if (withForm) setOpen(open === transition.to ? undefined : transition.to);
                  else if (medicine) {
                    setOpen(undefined);
                    setConfirming(confirming === transition.to ? undefined : transition.to);
                  } else void send({ to: transition.to }, record.version);
                }}
              >
                {transition.action}
              </button>
            );
          })}
        </div>
      )}
      {options
        .filter((transition) => transition.to === confirming && sendsMedicine(transition, record.status))
        .map((transition) => (
          <PrescriptionCheckForm
            key={transition.to}
            record={record}
            action={transition.action}
            sending={sending}
            errors={fields}
            failure={failure}
            onErrors={setFields}
            onSubmit={(check) => void send({ to: transition.to, ...check }, record.version)}
            onCancel={() => {
              setConfirming(undefined);
              setFields({});
              buttons.current[transition.to]?.focus(); // back to the Verify button, not the page's start
            }}
          />
        ))}
      {options
        .filter((transition) => transition.to === open)
        .map((transition) => (
          <form
            key={transition.to}
            ref={formRef}
            className="staff-decision__form"
            onSubmit={(event) => submitForm(transition, event)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !sending) {
                event.preventDefault();
                closeForm();
              }
            }}
            noValidate
            aria-label={confirmLabel(transition, kind)}
          >
            {transition.reasons && (
              <FormField id="decision-reason" label="Reason" error={fields.reason} required>
                {(control) => (
                  <select {...control} name="reason" defaultValue="" required>
                    <option value="" disabled>
                      Choose a reason
                    </option>
                    {reasonsOf(transition).map((reason) => (
                      <option key={reason.value} value={reason.value}>
                        {reason.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
            {packs(transition, kind) && <PackingLines record={record} errors={fields} />}
            {kind === 'order' && transition.to === 'dispatched' && <DispatchFields errors={fields} />}
            {kind === 'order' && transition.to === 'delivered' && <DeliveryFields record={record} errors={fields} />}
            <FormField
              id="decision-note"
              label="Note"
              error={fields.note}
              hint={transition.reasons ? 'Required when the reason is “Other”.' : undefined}
            >
              {(control) => <textarea {...control} name="note" rows={3} maxLength={MAX_NOTE_LENGTH} />}
            </FormField>
            {failure && (
              <div className="staff-alert staff-alert--error" role="alert">
                <p>The change was not saved. {failure}</p>
              </div>
            )}
            <div className="staff-actions">
              <button
                type="submit"
                className={`staff-button${transition.reasons ? ' staff-button--danger' : ' staff-button--primary'}`}
                disabled={sending}
              >
                {sending ? 'Saving…' : confirmLabel(transition, kind)}
              </button>
              <button type="button" className="staff-button staff-button--quiet" disabled={sending} onClick={closeForm}>
                Not now
              </button>
            </div>
          </form>
        ))}
      {queueKind && <NextInQueue kind={queueKind} reference={record.reference} buttonRef={nextRef} />}
    </section>
  );
}
