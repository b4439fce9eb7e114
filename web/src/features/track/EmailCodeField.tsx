import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/FormField';

/**
 * The field of an e-mailed one-time code on /track (the erasure code of PrivacyRights.tsx, the unlock code of
 * UnlockWithCode.tsx): a visible, labelled, required text input with `inputmode="numeric"` and
 * `autocomplete="one-time-code"` (so phones offer the code from the mail), wide enough for '123 456' pasted (the schema
 * drops spaces and dashes: contracts/email-code.ts emailCodeField).
 * @param props the input's id, its label and optional hint (in the page's language), the message under it, and its
 *   react-hook-form registration
 */
export function EmailCodeField(props: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { id, label, hint, error, registration } = props;
  return (
    <FormField id={id} label={label} required error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...registration}
          className="track-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          spellCheck={false}
        />
      )}
    </FormField>
  );
}
