import { Trans, useLingui } from '@lingui/react/macro';
import {
  MESSAGE_REPLY_PATH,
  MESSAGE_THREAD_MAX_ENTRIES,
  MESSAGE_THREAD_TEXT_MAX_LENGTH,
  messageReplySchema,
} from '@contracts/message-thread';
import type { TrackAnswer, TrackThread } from '@contracts/track';
import { useEffect, useRef, useState } from 'react';
import { FormField, FormSubmit } from '../../components/FormField';
import { ApiError, postJson } from '../../lib/api-client';
import { schemaResolver } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import { site } from '../../content/site';
import { useLocale } from '../../i18n/use-locale';
import type { TrackCredentials } from './PrivacyRights';
import { useTrackRefusal } from './track-texts';
import { shopperDate, shopperDateTime } from '../../lib/dates';
import './message-thread.css';
import { lookUpRecord } from './track-lookup';

/**
 * A message's conversation on /track (docs/behaviour.md "Track"): the customer's words and each answer of Medvika's
 * team, oldest first, with their dates (never a staff name), and a reply form: a labelled textarea with a character
 * counter (at most MESSAGE_THREAD_TEXT_MAX_LENGTH), errors under the field and above the button (the form kit: nothing
 * typed is lost on a failure), a role="status" region announcing "Reply sent". POSTs JSON to /api/track/reply with the
 * reference and phone of the lookup in the body (never the URL) and the conversation's version; on success the new
 * answer replaces the page's (`onReplied`), so the thread updates in place, and focus moves to the reply just sent
 * (WCAG 2.4.3). A 409 (we answered meanwhile) reloads the conversation and keeps the text for "Send again".
 * Works at 390 px: entries stack full width, the form below. Without a reply form when the conversation is full, or
 * about to be deleted (`repliesClosedOn`: the page says the day, domain/retention.ts MESSAGE_REPLY_CUTOFF_DAYS).
 * @param thread the TrackAnswer's conversation; `credentials` the pair of the lookup; `onReplied` gets the new TrackAnswer
 */
export function MessageThread({
  thread,
  credentials,
  onReplied,
}: {
  thread: TrackThread;
  credentials: TrackCredentials;
  onReplied: (answer: TrackAnswer) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const refusal = useTrackRefusal();
  const { register, error, failure, sending, formRef, submit, reset, watch } = useFormKit({
    resolver: schemaResolver<{ text: string }, unknown>(messageReplySchema, { input: ({ text }) => ({ ...credentials, text }) }),
    defaultValues: { text: '' },
    failure: {
      fallback: t`Your reply could not be sent. Please try again.`,
      kept: t`Your reply is kept: press Send again.`,
      serverText: refusal,
    },
  });
  const [sent, setSent] = useState(0);
  const list = useRef<HTMLOListElement>(null);

  // After a reply, focus the reply just sent: a frame later, once the page's own focus of its result heading is done.
  useEffect(() => {
    if (sent === 0) return;
    const frame = requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('li:last-child')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [sent]);

  const onSubmit = submit({
    request: async ({ text }) => {
      try {
        // The version this render shows (a 409 refreshes it through the props before "Send again").
        return await postJson<TrackAnswer>(MESSAGE_REPLY_PATH, { ...credentials, text, version: thread.version });
      } catch (problem) {
        // We answered while the customer was writing: show the answer now; the text stays for "Send again".
        if (problem instanceof ApiError && problem.status === 409) {
          const current = await lookUpRecord(credentials).catch(() => undefined);
          if (current) onReplied(current);
        }
        throw problem;
      }
    },
    done: (answer) => {
      reset({ text: '' });
      setSent((count) => count + 1);
      onReplied(answer);
    },
  });
  const used = (watch('text') ?? '').length;
  const max = MESSAGE_THREAD_TEXT_MAX_LENGTH;
  const maxEntries = MESSAGE_THREAD_MAX_ENTRIES;
  // Named `day` as in the refusal's message (track-texts.ts), so both read one catalog entry.
  const day = thread.repliesClosedOn ? shopperDate(thread.repliesClosedOn, locale) : '';
  // The brand stays in Latin letters in every language (docs/hindi-glossary.md).
  const support = site.brand;

  return (
    <section className="message-thread" aria-labelledby="message-thread-heading">
      <h3 id="message-thread-heading">
        <Trans>Your conversation with us</Trans>
      </h3>
      <ol className="message-thread__entries" ref={list}>
        {thread.entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className={`message-thread__entry message-thread__entry--${entry.from}`} tabIndex={-1}>
            <p className="message-thread__meta">
              <strong>{entry.from === 'support' ? support : t`You`}</strong>{' '}
              <time dateTime={entry.at}>{shopperDateTime(entry.at, locale)}</time>
            </p>
            <p className="message-thread__text">{entry.text}</p>
          </li>
        ))}
      </ol>
      <p className="message-thread__sent" role="status">
        {sent > 0 && !sending && !failure ? t`Reply sent` : ''}
      </p>
      {thread.canReply ? (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="message-thread__form">
          <FormField
            id="message-reply"
            label={t`Your reply`}
            required
            error={error('text')}
            hint={
              <>
                <span className="message-thread__counter">
                  <Trans>
                    {used} of {max} characters.
                  </Trans>
                </span>{' '}
                <Trans>Please do not include medical details you would not put in an e-mail.</Trans>
              </>
            }
          >
            {(control) => <textarea {...control} {...register('text')} rows={4} maxLength={MESSAGE_THREAD_TEXT_MAX_LENGTH} />}
          </FormField>
          <FormSubmit failure={failure} sending={sending} labels={{ idle: t`Send reply`, sending: t`Sending…`, retry: t`Send again` }} />
        </form>
      ) : thread.repliesClosedOn ? (
        <p className="message-thread__full">
          {/* The same words as the reply's refusal (track-texts.ts message_reply_closed): one catalog entry. */}
          {t`This conversation will be deleted on ${day}, a year after our last answer, so it takes no more replies. Please send a new message from the contact page.`}
        </p>
      ) : (
        <p className="message-thread__full">
          <Trans>This conversation has reached its limit of {maxEntries} messages. Please send a new message from the contact page.</Trans>
        </p>
      )}
    </section>
  );
}
