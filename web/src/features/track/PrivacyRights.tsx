import { Trans, useLingui } from '@lingui/react/macro';
import { consentNoticeVersionFor, CONSENT_VERSION_FIELD } from '@contracts/forms/prescription-form';
import type { LifecycleKind } from '@domain/lifecycle';
import { PRESCRIPTION_FILE_FIELD } from '@domain/prescription-file-checks';
import {
  CORRECTION_MAX_LENGTH,
  ERASURE_CODE_DIGITS,
  correctionRequestSchema,
  eraseCodeSchema,
  eraseRequestSchema,
  privacyPaths,
  reuploadFieldsSchema,
  type CorrectionAnswer,
  type EraseAnswer,
  type ReuploadAnswer,
} from '@contracts/privacy-requests';
import { PRIVACY_RESPONSE_DAYS } from '@contracts/privacy-response';
import { useEffect, useRef, useState } from 'react';
import { activeLocale } from '../../i18n/catalogs';
import { FormField, FormSubmit } from '../../components/FormField';
import { PrescriptionConsent } from '../../components/PrescriptionConsent';
import { PrescriptionFileInput, type PrescriptionFileChoice } from '../../components/PrescriptionFileInput';
import { site } from '../../content/site';
import { ApiError, postJson, postMultipart } from '../../lib/api-client';
import { formBody } from '../../lib/form-kit/form-body';
import { schemaResolver } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import { toast } from '../../lib/toast';
import { useLocale } from '../../i18n/use-locale';
import { EmailCodeField } from './EmailCodeField';
import { privacyAnswerText, shopperLongDate, useTrackFailure, useTrackRefusal } from './track-texts';

/** The pair that proved the shopper owns the record (the last successful lookup); sent in bodies, never in URLs. */
export interface TrackCredentials {
  reference: string;
  phone: string;
}

/**
 * Upload a new prescription after a refusal (docs/architecture/self-service-api.md), with the /upload rules: the file is checked and large
 * photos shrunk in the browser (PrescriptionFileInput), consent is required (PrescriptionConsent, version sent as
 * `consent_version`), and the server checks the file again (magic bytes, 4 MiB, content). POSTs multipart to
 * /api/privacy/reupload/ with the reference and phone in the body.
 * @param credentials the reference and phone of the lookup
 * @param onDone called with the record as /track now shows it (status received)
 */
export function ReuploadForm({ credentials, onDone }: { credentials: TrackCredentials; onDone: (answer: ReuploadAnswer) => void }) {
  const { t } = useLingui();
  const refusal = useTrackRefusal();
  const { error, failure, sending, formRef, submit, watch, change } = useFormKit({
    resolver: schemaResolver<{ consent: boolean; [PRESCRIPTION_FILE_FIELD]: PrescriptionFileChoice }, unknown>(reuploadFieldsSchema, {
      input: ({ consent }) => ({ ...credentials, consent: consent ? 'true' : '' }),
      rules: ({ prescription }) => ({
        [PRESCRIPTION_FILE_FIELD]: prescription.error ?? (prescription.file ? undefined : { code: 'file_missing', file: 'prescription' }),
      }),
    }),
    defaultValues: { consent: false, [PRESCRIPTION_FILE_FIELD]: { file: null } },
    failure: {
      fallback: t`The new prescription could not be sent. Please try again.`,
      kept: t`Your file is kept: press Send again.`,
      serverText: refusal,
    },
  });
  const [progress, setProgress] = useState(0);

  const onSubmit = submit({
    request: ({ prescription }) => {
      setProgress(0);
      const body = formBody({
        ...credentials,
        consent: 'true',
        [CONSENT_VERSION_FIELD]: consentNoticeVersionFor(activeLocale()),
        [PRESCRIPTION_FILE_FIELD]: prescription.file,
      });
      return postMultipart<ReuploadAnswer>(privacyPaths.reupload, body, { onProgress: setProgress });
    },
    done: (answer) => {
      toast.success(t`Thank you. Your new prescription has been received.`);
      onDone(answer);
    },
  });

  const percent = Math.round(progress * 100);
  return (
    <section className="track-action track-action--primary" aria-labelledby="reupload-heading">
      <h3 id="reupload-heading">
        <Trans>Upload a new prescription</Trans>
      </h3>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <PrescriptionFileInput
          id="reupload-file"
          file={watch(PRESCRIPTION_FILE_FIELD).file}
          error={error(PRESCRIPTION_FILE_FIELD)}
          hint={t`A clear photo or scan, less than six months old. Photos over 4 MB are reduced automatically. Your earlier file stays with us until its 180 days end.`}
          onChoice={(choice) => change(PRESCRIPTION_FILE_FIELD, choice, Boolean(choice.error))}
        />
        <PrescriptionConsent
          id="reupload-consent"
          checked={watch('consent')}
          onChange={(consent) => change('consent', consent)}
          error={error('consent')}
        />
        {sending && (
          <div className="upload-progress">
            <label htmlFor="reupload-progress">
              <Trans>Uploading… {percent}%</Trans>
            </label>
            <progress id="reupload-progress" max={1} value={progress} />
          </div>
        )}
        <FormSubmit
          failure={failure}
          sending={sending}
          labels={{ idle: t`Send new prescription`, sending: t`Sending…`, retry: t`Send again` }}
        />
      </form>
    </section>
  );
}

/**
 * The acknowledgement of a correction or a held deletion request: what happens next and by when (the request's time
 * plus PRIVACY_RESPONSE_DAYS, the promise of contracts/privacy-requests.ts privacyAnswerReasons, as a date in India). It is a
 * live region (role="status") and its heading takes the focus when it appears, so keyboard and screen-reader users land
 * on it (WCAG 2.2 SC 4.1.3 Status Messages, 2.4.3 Focus Order); it stays until the page is left.
 * @param answer the API's `recorded` answer (its reason code and values, and `at`: the request's ISO 8601 time)
 */
function PrivacyAcknowledgement({ answer, type }: { answer: CorrectionAnswer | EraseAnswer; type: 'correction' | 'erasure' }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer.at]);
  const by = new Date(Date.parse(answer.at) + PRIVACY_RESPONSE_DAYS * 24 * 60 * 60 * 1000);
  const byIso = by.toISOString();
  const byDate = shopperLongDate(by, locale);
  const days = PRIVACY_RESPONSE_DAYS;
  return (
    <div className="track-action__done track-acknowledgement" role="status">
      <h3 ref={heading} tabIndex={-1}>
        {type === 'correction' ? t`Correction request received` : t`Deletion request received`}
      </h3>
      <p>{privacyAnswerText(answer.reason, i18n)}</p>
      <p>
        <Trans>
          We will answer by e-mail by <time dateTime={byIso}>{byDate}</time> (within {days} days of your request).
        </Trans>
      </p>
      <p>
        <Trans>Keep your reference number: this page shows the request and our answer.</Trans>
      </p>
    </div>
  );
}

/**
 * Ask for a correction of one's details (DPDP Act 2023 §12(1)–(2)): free text, control characters stripped and at most
 * CORRECTION_MAX_LENGTH characters (the API's own schema), POSTed as JSON to /api/privacy/correct/; the request reaches
 * the staff console's queue. Shows the acknowledgement in place (PrivacyAcknowledgement: next step and date, focus
 * moved to it) and clears the text.
 */
export function CorrectionForm({ credentials }: { credentials: TrackCredentials }) {
  const { t } = useLingui();
  const max = CORRECTION_MAX_LENGTH;
  const refusal = useTrackRefusal();
  const { register, error, failure, sending, formRef, submit, reset } = useFormKit({
    resolver: schemaResolver<{ details: string }, unknown>(correctionRequestSchema, {
      input: ({ details }) => ({ ...credentials, details }),
    }),
    defaultValues: { details: '' },
    failure: {
      fallback: t`Your request could not be sent. Please try again.`,
      kept: t`Your text is kept: press Send again.`,
      serverText: refusal,
    },
  });
  const [sent, setSent] = useState<CorrectionAnswer>();
  const onSubmit = submit({
    request: ({ details }) => postJson<CorrectionAnswer>(privacyPaths.correct, { ...credentials, details }),
    done: (answer) => {
      reset({ details: '' });
      setSent(answer);
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <FormField
        id="correct-details"
        label={t`What is wrong, and what should it be?`}
        required
        error={error('details')}
        hint={t`At most ${max} characters. Our team checks and corrects it.`}
      >
        {(control) => <textarea {...control} {...register('details')} rows={4} maxLength={CORRECTION_MAX_LENGTH} />}
      </FormField>
      {sent && <PrivacyAcknowledgement answer={sent} type="correction" />}
      <FormSubmit
        failure={failure}
        sending={sending}
        labels={{ idle: t`Send correction request`, sending: t`Sending…`, retry: t`Send again` }}
      />
    </form>
  );
}

/**
 * The words of the erasure steps that are the page's own, in the page's language (the API's answers and errors bring
 * the rest).
 */
function useEraseText() {
  const { t } = useLingui();
  const digits = ERASURE_CODE_DIGITS;
  return {
    codeLabel: t`${digits}-digit code from the e-mail`,
    codeHint: t`It can take a minute to arrive. Check your spam folder too. The code works once.`,
    sendCode: t`E-mail me a code`,
    sendingCode: t`Sending…`,
    newCode: t`Send a new code`,
    haveCode: t`I already have a code`,
    haveCodeMessage: t`Enter the code from our e-mail. A code works for 10 minutes after we sent it.`,
    newCodeFailed: t`The new code could not be sent. Please try again.`,
    codeFailure: t`Your data could not be deleted just now. Nothing was lost: please try again.`,
    confirmFailure: t`We could not send the code just now. Please try again.`,
    noEmail: t`We have no e-mail address for this request, so we cannot send you a code. Please write to or call our grievance officer, who will check it is you and delete your data:`,
  };
}

/**
 * Asks for another code from the code step (the first step again: `confirm: true`), with its own busy state and its
 * failure (e.g. 429: a code was sent less than a minute ago) in a live region.
 * @param onSent called with the `code_sent` answer
 */
function NewCodeButton({ credentials, onSent }: { credentials: TrackCredentials; onSent: (answer: EraseAnswer) => void }) {
  const eraseText = useEraseText();
  const failureText = useTrackFailure();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const send = async () => {
    setSending(true);
    setProblem(undefined);
    try {
      onSent(await postJson<EraseAnswer>(privacyPaths.erase, { ...credentials, confirm: true }));
    } catch (error) {
      setProblem(failureText(error, eraseText.newCodeFailed));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="track-erase__again">
      {problem && (
        <p className="form-failure" role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={sending}
        aria-busy={sending}
        onClick={() => void send()}
      >
        {sending ? eraseText.sendingCode : eraseText.newCode}
      </button>
    </div>
  );
}

/** A code asked for: when (ISO 8601), and the page's sentence about it (the answer's, or "enter the code you have"). */
interface CodeRequest {
  at: string;
  said: string;
}

/**
 * The second step of an erasure (NIST SP 800-63B one-time code): the 6-digit code e-mailed after the first step, in a
 * visible, labelled input (inputmode numeric, autocomplete one-time-code, so phones offer the code from the mail), POSTed
 * with the reference and phone to /api/privacy/erase/. A wrong code shows how many tries are left (under the field and
 * in the live region above the button); an expired or used-up code asks for a new one, which the button below sends.
 * @param sent when the code was asked for (ISO 8601) and what the page says about it (where it went, how long it works)
 * @param onAnswer called with the erasure's answer (`deleted` or `recorded`)
 * @param onNewCode called with the answer of a new code request
 */
function EraseCodeForm({
  credentials,
  kind,
  sent,
  onAnswer,
  onNewCode,
}: {
  credentials: TrackCredentials;
  kind: LifecycleKind;
  sent: CodeRequest;
  onAnswer: (answer: EraseAnswer) => void;
  onNewCode: (answer: EraseAnswer) => void;
}) {
  const { t } = useLingui();
  const eraseText = useEraseText();
  const refusal = useTrackRefusal();
  const { register, error, failure, sending, formRef, submit, setFocus } = useFormKit({
    resolver: schemaResolver<{ code: string }, unknown>(eraseCodeSchema, { input: ({ code }) => ({ ...credentials, code }) }),
    defaultValues: { code: '' },
    failure: { fallback: eraseText.codeFailure, serverText: refusal },
  });
  // After the first step, the code is what the shopper types next.
  useEffect(() => setFocus('code'), [setFocus]);
  const onSubmit = submit({
    request: ({ code }) => postJson<EraseAnswer>(privacyPaths.erase, { ...credentials, code }),
    done: onAnswer,
  });
  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <p className="track-action__done" role="status">
          {sent.said}
        </p>
        <EmailCodeField
          id="erase-code"
          label={eraseText.codeLabel}
          hint={eraseText.codeHint}
          error={error('code')}
          registration={register('code')}
        />
        <FormSubmit
          failure={failure}
          sending={sending}
          labels={{ idle: kind === 'order' ? t`Ask us to delete my data` : t`Delete my data`, sending: t`Deleting…`, retry: t`Try again` }}
        />
      </form>
      <NewCodeButton credentials={credentials} onSent={onNewCode} />
    </>
  );
}

/**
 * What deleting this kind of record does, in one sentence per kind (whole sentences, so each language keeps its order).
 * @param kind the record's kind
 */
function EraseScope({ kind }: { kind: LifecycleKind }) {
  if (kind === 'order') {
    return (
      <Trans>
        An order is a record of sale, so our team handles its deletion: we cancel it if it has not been dispatched and delete your details,
        or keep the record only as long as pharmacy law requires.
      </Trans>
    );
  }
  if (kind === 'prescription') {
    return (
      <Trans>
        We delete your prescription and your details at once, with every copy of the file. We keep only the reference number and the date,
        as a record that we deleted them. If a medicine was already dispatched against it, pharmacy law requires us to keep it for now; we
        then record your request and tell you so.
      </Trans>
    );
  }
  return (
    <Trans>
      We delete your message and your details at once. We keep only the reference number and the date, as a record that we deleted them. If
      a medicine was already dispatched against it, pharmacy law requires us to keep it for now; we then record your request and tell you
      so.
    </Trans>
  );
}

/**
 * Withdraw consent and delete (DPDP Act 2023 §6(4), §12(3)), in two steps: an explicit confirmation box, POSTed as JSON
 * to /api/privacy/erase/, which e-mails a one-time code to the address on the record (`code_sent`); then the code
 * (EraseCodeForm). `deleted` means it is done (every copy of the file and the personal details are gone); `recorded`
 * means the request is held for staff (pharmacy records law, or an order): the acknowledgement says why, what comes
 * next and by when (PrivacyAcknowledgement). A record without
 * an e-mail address (409 NO_EMAIL) is pointed to the grievance officer.
 * @param kind the record's kind, for the wording
 * @param onDeleted called with the answer when the record was deleted (the page then shows the deletion)
 */
export function EraseForm({
  credentials,
  kind,
  onDeleted,
}: {
  credentials: TrackCredentials;
  kind: LifecycleKind;
  onDeleted: (answer: EraseAnswer) => void;
}) {
  const eraseText = useEraseText();
  const refusal = useTrackRefusal();
  const { error, failure, sending, formRef, submit, watch, change } = useFormKit({
    resolver: schemaResolver<{ confirm: boolean }, unknown>(eraseRequestSchema, { input: ({ confirm }) => ({ ...credentials, confirm }) }),
    defaultValues: { confirm: false },
    failure: { fallback: eraseText.confirmFailure, serverText: refusal },
  });
  const { i18n } = useLingui();
  const [codeSent, setCodeSent] = useState<CodeRequest>();
  const sentAnswer = (answer: EraseAnswer) => setCodeSent({ at: answer.at, said: privacyAnswerText(answer.reason, i18n) });
  const [recorded, setRecorded] = useState<EraseAnswer>();
  const [noEmail, setNoEmail] = useState(false);
  const onSubmit = submit({
    request: () =>
      postJson<EraseAnswer>(privacyPaths.erase, { ...credentials, confirm: true }).catch((problem: unknown) => {
        if (problem instanceof ApiError && problem.code === 'NO_EMAIL') setNoEmail(true);
        throw problem;
      }),
    done: sentAnswer,
  });
  const onAnswer = (answer: EraseAnswer) => (answer.outcome === 'deleted' ? onDeleted(answer) : setRecorded(answer));
  if (recorded) return <PrivacyAcknowledgement answer={recorded} type="erasure" />;
  if (codeSent) {
    return (
      <EraseCodeForm key={codeSent.at} credentials={credentials} kind={kind} sent={codeSent} onAnswer={onAnswer} onNewCode={sentAnswer} />
    );
  }
  const confirmError = error('confirm');
  const officer = site.grievanceOfficer;
  const digits = ERASURE_CODE_DIGITS;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <p>
        <EraseScope kind={kind} />
      </p>
      <p>
        <Trans>To make sure it is you, we first e-mail a {digits}-digit code to the address you gave with this request.</Trans>
      </p>
      <div className={`consent${confirmError ? ' consent--invalid' : ''}`}>
        <input
          id="erase-confirm"
          type="checkbox"
          checked={watch('confirm')}
          onChange={(event) => change('confirm', event.target.checked)}
          aria-invalid={Boolean(confirmError)}
          aria-describedby={confirmError ? 'erase-confirm-error' : undefined}
        />
        <label htmlFor="erase-confirm">
          <Trans>I withdraw my consent and want my data deleted. I understand this cannot be undone.</Trans>
        </label>
        {confirmError && (
          <p id="erase-confirm-error" className="field__error">
            {confirmError}
          </p>
        )}
      </div>
      {noEmail && (
        <p className="track-action__done">
          {eraseText.noEmail} <a href={`mailto:${officer.email}`}>{officer.email}</a>,{' '}
          <a href={`tel:${officer.phoneE164}`}>{officer.phoneDisplay}</a>.
        </p>
      )}
      <FormSubmit
        failure={failure}
        sending={sending}
        labels={{ idle: eraseText.sendCode, sending: eraseText.sendingCode, retry: eraseText.sendCode }}
      />
      {/* A shopper who already asked (another tab, a reload, a slow e-mail) goes straight to the code, sending nothing. */}
      <button
        type="button"
        className="button button--ghost button--block track-erase__have-code"
        onClick={() => setCodeSent({ at: new Date().toISOString(), said: eraseText.haveCodeMessage })}
      >
        {eraseText.haveCode}
      </button>
    </form>
  );
}
