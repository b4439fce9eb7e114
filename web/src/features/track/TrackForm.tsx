import { useLingui } from '@lingui/react/macro';
import type { TrackAnswer } from '@contracts/track';
import { trackRequestSchema } from '@contracts/track-request';
import { useEffect, useState } from 'react';
import { FormField, FormSubmit, RequiredFieldsNote } from '../../components/FormField';
import { PhoneInput } from '../../components/PhoneInput';
import { ApiError } from '../../lib/api-client';
import { schemaResolver } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import { loadTrackResult } from './load-track-result';
import type { TrackCredentials } from './PrivacyRights';
import { useTrackRefusal } from './track-texts';
import { UnlockWithCode } from './UnlockWithCode';
import { lookUpRecord } from './track-lookup';

/** What the lookup form needs from /track: the reference to fill in, and where a found record goes. */
export interface TrackFormProps {
  /** The reference a success screen handed over in the router state ('' for none); never read from the URL. */
  reference: string;
  /**
   * Receives the record found and the pair that found it (the privacy forms send the pair in their bodies). Must be
   * stable (useCallback): the form is a region that hydrates on first use (web/src/components/HydrateOnUse.tsx).
   */
  onFound: (answer: TrackAnswer, credentials: TrackCredentials) => void;
  /**
   * The reference of the record the panel shows, once one is shown: the reference field follows it when the panel
   * opened another record (the order made from a prescription), so the form and the panel name the same record. It
   * changes only after an answer, which only a used, hydrated form brings.
   */
  shown?: string;
}

/**
 * The lookup form of /track (docs/architecture/self-service-api.md): reference number and phone number, validated with the
 * server's schema (contracts/track-request.ts trackRequestSchema) and POSTed as JSON to /api/track/, never put in a URL.
 * Failures stay visible above the button and keep the input: 404 ('We could not find a request with these details.'),
 * 429 (too many attempts; try again later), network trouble (press Track again). A reference that wrong attempts from
 * many people locked (429 `reference_locked` with `canRequestCode`) offers its owner a code by e-mail below the form
 * (UnlockWithCode.tsx), which opens the record instead of the phone. Rendered through hydrateOnUse by
 * TrackPage: prerendered in full, its code (react-hook-form, the zod schema, toasts) loads at the first use; a Track
 * tapped before that is held and replayed (FormSubmit `held`). Once loaded it starts loading the answer panel.
 * @param props reference to prefill and the onFound callback (TrackFormProps)
 */
export function TrackForm({ reference, onFound, shown }: TrackFormProps) {
  const { t } = useLingui();
  const refusal = useTrackRefusal();
  const { register, error, failure, sending, formRef, submit, getValues, setValue } = useFormKit({
    resolver: schemaResolver(trackRequestSchema),
    defaultValues: { reference, phone: '' },
    failure: { fallback: t`Something went wrong while looking up your request. Please try again.`, serverText: refusal },
  });

  // This code runs at the form's first use: the answer panel's code loads meanwhile, not after the answer.
  useEffect(() => {
    void loadTrackResult();
  }, []);

  useEffect(() => {
    if (shown && shown !== getValues('reference')) setValue('reference', shown);
  }, [shown, getValues, setValue]);

  // The lookup that met a lock its owner can open with an e-mailed code: its reference and the phone typed with it.
  const [locked, setLocked] = useState<{ reference: string; phone: string }>();
  const onSubmit = submit({
    request: async (data) => {
      setLocked(undefined);
      try {
        return await lookUpRecord({ reference: data.reference, phone: data.phone });
      } catch (problem) {
        if (problem instanceof ApiError && problem.reason?.code === 'reference_locked' && problem.reason.canRequestCode)
          setLocked({ reference: data.reference, phone: data.phone });
        throw problem;
      }
    },
    done: (found, data) => onFound(found, { reference: found.reference, phone: data.phone }),
  });

  return (
    <>
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-describedby="track-form-note">
        <RequiredFieldsNote id="track-form-note" />
        <FormField id="track-reference" label={t`Reference number`} required error={error('reference')}>
          {(control) => (
            <input
              {...control}
              {...register('reference')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="RX-20261121-7K3F9QAZ"
              maxLength={40}
            />
          )}
        </FormField>
        <FormField id="track-phone" label={t`Phone number`} required error={error('phone')}>
          {(control) => <PhoneInput {...control} {...register('phone')} />}
        </FormField>
        <FormSubmit failure={failure} sending={sending} labels={{ idle: t`Track`, sending: t`Looking up…` }} held />
      </form>
      {locked && (
        <UnlockWithCode
          key={locked.reference}
          reference={locked.reference}
          onFound={(found) => onFound(found, { reference: found.reference, phone: locked.phone })}
        />
      )}
    </>
  );
}
