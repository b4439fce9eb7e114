import { useState, type FormEvent } from 'react';
import { MESSAGE_THREAD_MAX_ENTRIES, MESSAGE_THREAD_TEXT_MAX_LENGTH, conversationOf } from '@contracts/message-thread';
import type { LastChange, StaffRecord } from '@contracts/staff-api';
import { availableTransitions } from '@domain/lifecycle';
import { FormField } from '../../components/FormField';
import { conflictHeadline } from './DecisionPanel';
import { useStaffUser } from './session';
import { StaffApiError, useStaffApi } from './staff-api-client';
import { formatDateTime, statusLabel } from './staff-paths';
import { failureText } from './staff-failure-texts';
import './message-thread-panel.css';

/**
 * A message's conversation in the console (docs/architecture/data-model.md "Message conversations"): every entry, oldest first,
 * with who wrote it (the customer, or support by the display name stored with the answer) and when; and for support,
 * while the message takes an answer (new, or the customer replied: domain/lifecycle.ts), the answer form. Sending
 * POSTs /api/staff/records/<reference>/answer with the version shown: the answer joins the thread, the message becomes
 * "Answered" and the customer is e-mailed the answer. A 409 (someone changed the record first) says who and when
 * (DecisionPanel's conflictHeadline), shows the current version and keeps the typed answer to send again.
 * @param record the record as the staff API answered it; `onChanged` gets the record after an answer or a conflict
 */
export function MessageThreadPanel({ record, onChanged }: { record: StaffRecord; onChanged: (record: StaffRecord) => void }) {
  const user = useStaffUser();
  const api = useStaffApi();
  const entries = conversationOf(record);
  const mayAnswer = availableTransitions(
    'message',
    record.status,
    { type: 'staff', userId: user.sub, groups: user.groups },
    { hasText: true },
  ).some((transition) => transition.to === 'answered');
  const full = entries.length >= MESSAGE_THREAD_MAX_ENTRIES;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [conflict, setConflict] = useState<LastChange | 'unknown'>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(undefined);
    setDone(false);
    if (!text.trim()) {
      setFieldError('Write the answer to send.');
      form.querySelector('textarea')?.focus();
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      const updated = await api.answerMessage(record.reference, { text, version: record.version });
      setText('');
      setConflict(undefined);
      setDone(true);
      onChanged(updated);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409 && error.current) {
        setConflict(error.lastChange ?? 'unknown');
        onChanged(error.current);
      } else if (error instanceof StaffApiError && error.fields.text) {
        setFieldError(error.fieldTexts.text);
        form.querySelector('textarea')?.focus();
      } else {
        setProblem(error instanceof Error ? failureText(error) : 'Something went wrong. Please try again.');
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="staff-panel staff-thread" aria-labelledby="thread-heading">
      <h2 id="thread-heading">Conversation</h2>
      <ol className="staff-thread__entries">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className={`staff-thread__entry staff-thread__entry--${entry.from}`}>
            <p className="staff-thread__meta">
              <strong>{entry.from === 'customer' ? 'Customer' : `Support${entry.byName ? ` (${entry.byName})` : ''}`}</strong>{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
            <p className="staff-message">{entry.text}</p>
          </li>
        ))}
      </ol>
      {conflict && (
        <div className="staff-alert staff-alert--warning" role="alert">
          <p>
            <strong>{conflictHeadline(conflict === 'unknown' ? undefined : conflict)}</strong> The page now shows that version (“
            {statusLabel(record.status)}”, version {record.version}).{' '}
            {mayAnswer
              ? 'Your answer is kept below: read the conversation, then send it again.'
              : 'Your answer was not sent and is kept below to copy.'}
          </p>
        </div>
      )}
      {done && !conflict && (
        <p className="staff-alert staff-alert--ok" role="status">
          Answer sent: the message is now “{statusLabel(record.status)}” and the customer gets it by e-mail.
        </p>
      )}
      {mayAnswer && full && (
        <p className="staff-muted">
          This conversation is full ({MESSAGE_THREAD_MAX_ENTRIES} entries); the customer can send a new message.
        </p>
      )}
      {(mayAnswer && !full) || (conflict && text) ? (
        <form className="staff-decision__form" onSubmit={(event) => void send(event)} noValidate aria-label="Answer the customer">
          <FormField
            id="thread-answer"
            label="Your answer"
            error={fieldError}
            required
            hint={`${text.length} of ${MESSAGE_THREAD_TEXT_MAX_LENGTH} characters. The customer reads it on the tracking page and by e-mail.`}
          >
            {(control) => (
              <textarea
                {...control}
                name="text"
                rows={6}
                maxLength={MESSAGE_THREAD_TEXT_MAX_LENGTH}
                value={text}
                readOnly={!mayAnswer}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          {problem && (
            <div className="staff-alert staff-alert--error" role="alert">
              <p>The answer was not sent. {problem}</p>
            </div>
          )}
          {mayAnswer && (
            <div className="staff-actions">
              <button type="submit" className="staff-button staff-button--primary" disabled={sending}>
                {sending ? 'Sending…' : 'Send answer'}
              </button>
            </div>
          )}
        </form>
      ) : undefined}
    </section>
  );
}
