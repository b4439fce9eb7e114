import { useLingui } from '@lingui/react/macro';
import { EMAIL_CODE_DIGITS } from '@contracts/email-code';
import type { TrackAnswer } from '@contracts/track';
import { UNLOCK_CODE_VALID_SECONDS, trackUnlockPaths, unlockRequestSchema, type UnlockCodeRequestAnswer } from '@contracts/track-unlock';
import { useState } from 'react';
import { FormSubmit } from '../../components/FormField';
import { postJson } from '../../lib/api-client';
import { schemaResolver } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import { EmailCodeField } from './EmailCodeField';
import { useTrackFailure, useTrackRefusal } from './track-texts';

/** What the unlock needs: the locked reference, and where the record goes once the code opened it. */
export interface UnlockWithCodeProps {
  /** The reference as the shopper typed it in the lookup form. */
  reference: string;
  /** Receives the record the code opened (TrackForm's onFound, with the phone the shopper typed). */
  onFound: (answer: TrackAnswer) => void;
}

/**
 * The way back in for the owner of a reference that wrong attempts from many people locked (contracts/track-unlock.ts;
 * docs/architecture/self-service-api.md "A locked reference"): shown by the lookup form when its answer is the lock
 * `reference_locked`. "E-mail me a code" POSTs the reference to /api/track/code, which always answers alike (so the
 * page says "if this reference is yours, we have e-mailed a code"); the code, typed in a labelled one-time-code input,
 * is POSTed with the reference to /api/track/unlock and opens the record instead of the phone. Wrong, expired and
 * used codes are worded from /track's catalog by their reason codes, never from the API's English.
 * @param props the reference and onFound (UnlockWithCodeProps)
 */
export function UnlockWithCode({ reference, onFound }: UnlockWithCodeProps) {
  const { t } = useLingui();
  const refusal = useTrackRefusal();
  const failureText = useTrackFailure();
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const [askProblem, setAskProblem] = useState<string>();
  const { register, error, failure, sending, formRef, submit } = useFormKit({
    resolver: schemaResolver<{ code: string }, unknown>(unlockRequestSchema, { input: ({ code }) => ({ reference, code }) }),
    defaultValues: { code: '' },
    failure: { fallback: t`We could not open your request just now. Please try again.`, serverText: refusal },
  });
  const digits = EMAIL_CODE_DIGITS;
  const minutes = UNLOCK_CODE_VALID_SECONDS / 60;

  const askCode = async () => {
    setAsking(true);
    setAskProblem(undefined);
    try {
      await postJson<UnlockCodeRequestAnswer>(trackUnlockPaths.requestCode, { reference });
      setAsked(true);
    } catch (problem) {
      setAskProblem(failureText(problem, t`We could not send the code just now. Please try again.`));
    } finally {
      setAsking(false);
    }
  };
  const onSubmit = submit({
    request: ({ code }) => postJson<TrackAnswer>(trackUnlockPaths.unlock, { reference, code }),
    done: (answer) => onFound(answer),
  });

  return (
    <section className="track-unlock" aria-labelledby="track-unlock-heading">
      <h3 id="track-unlock-heading">{t`Is this your request?`}</h3>
      <p>{t`We can e-mail a ${digits}-digit code to the address you gave with this request. The code opens it instead of your phone number.`}</p>
      {askProblem && (
        <p className="form-failure" role="alert">
          {askProblem}
        </p>
      )}
      <p role="status">
        {asked
          ? t`If this reference is yours and has an e-mail address, we have e-mailed a code to it. It can take a minute to arrive; check your spam folder too. The code works for ${minutes} minutes, once.`
          : ''}
      </p>
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={asking}
        aria-busy={asking}
        onClick={() => void askCode()}
      >
        {asking ? t`Sending…` : asked ? t`Send a new code` : t`E-mail me a code`}
      </button>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <EmailCodeField
          id="track-unlock-code"
          label={t`${digits}-digit code from the e-mail`}
          error={error('code')}
          registration={register('code')}
        />
        <FormSubmit
          failure={failure}
          sending={sending}
          labels={{ idle: t`Open with the code`, sending: t`Opening…`, retry: t`Try again` }}
        />
      </form>
    </section>
  );
}
