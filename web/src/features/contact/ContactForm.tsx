import type { SubmitAnswer } from '@contracts/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField, FormSubmit } from '../../components/FormField';
import { PersonForm, type PersonWording } from '../../components/PhoneInput';
import { postMultipart } from '../../lib/api-client';
import { formBody } from '../../lib/form-kit/form-body';
import { schemaResolver } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import { contactFormSchema } from '@contracts/forms/contact-form';
import { ReceiptNextSteps } from '../../components/TrackLink';
import { DRAFT_KEYS, readSessionDraft, useSessionDraft } from '../../lib/form-kit/use-session-draft';

/**
 * The four fields of the contact form (docs/behaviour.md §3 "Contact form"), in screen order; all four are kept as the
 * tab's draft (useSessionDraft), so a reload or the language switch does not lose a half-written message.
 */
const emptyValues = { name: '', email: '', mobile: '', message: '' };

/**
 * The Contact Us form (docs/behaviour.md §2 "Other pages", §3, §5, §8; docs/architecture/departures.md "contact form sends nothing" → stored), on the form kit.
 * - Validates with contactFormSchema on submit ('Name is required', 'Please enter a valid email address', 'Please
 *   enter a valid mobile number'); after a failed submit, every edit re-validates, so a message appears under a
 *   field (red border, aria-invalid) while it is wrong and disappears as soon as it is valid; focus goes to the first.
 * - A valid message is posted as multipart `form=contact` to /api/submit-form/ and confirmed in place
 *   with its MSG- reference (the page is not reloaded); focus moves to the confirmation heading.
 * - A network or server failure shows a message above the button and a toast; the input is kept and
 *   Send again repeats the request with the same Idempotency-Key, so a retry never stores it twice.
 * - What is typed is kept for the tab (sessionStorage, DRAFT_KEYS.contact) until the message is sent, and restored when
 *   the page opens again: after a reload, Back, or the language switch (/contact ↔ /hi/contact).
 * Every text is in the page's language (the contact catalog; field messages through FormField).
 */
export function ContactForm() {
  const { t } = useLingui();
  const [defaults] = useState(() => readSessionDraft(DRAFT_KEYS.contact, emptyValues));
  // The person fields' wording: ids contact-name, contact-email, contact-mobile.
  const person = useMemo<PersonWording<'mobile'>>(
    () => ({
      idPrefix: 'contact',
      labels: { name: t`Name`, email: t`Email`, phone: t`Mobile` },
      phoneName: 'mobile',
      spellCheckEmail: false,
    }),
    [t],
  );
  const { register, error, failure, sending, formRef, submit, reset, watch } = useFormKit({
    resolver: schemaResolver(contactFormSchema),
    defaultValues: defaults,
    failure: { fallback: t`Something went wrong while sending your message.`, kept: t`Your message is kept: press Send again.` },
  });
  const clearDraft = useSessionDraft(DRAFT_KEYS.contact, emptyValues, watch);
  const [receipt, setReceipt] = useState<SubmitAnswer & { name: string }>();
  const receiptHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (receipt) receiptHeading.current?.focus();
  }, [receipt]);

  const onSubmit = submit({
    request: (data, key) =>
      postMultipart<SubmitAnswer>('/api/submit-form/', formBody({ form: 'contact', ...data }), { idempotencyKey: key }),
    done: (answer, data) => {
      reset(emptyValues);
      clearDraft();
      setReceipt({ ...answer, name: data.name });
    },
  });

  if (receipt) {
    const name = receipt.name;
    return (
      <div className="contact-receipt" role="status">
        <h3 ref={receiptHeading} tabIndex={-1}>
          <Trans>Thank you, {name}! Your message has been sent.</Trans>
        </h3>
        <p>
          <Trans>We will get back to you soon. Please quote this reference number if you contact us about it:</Trans>
        </p>
        <p className="reference-box">
          <strong data-testid="contact-reference">{receipt.reference}</strong>
        </p>
        <ReceiptNextSteps
          reference={receipt.reference}
          request="message"
          phoneWord="mobile"
          again={{ label: t`Send another message`, className: 'button button--ghost', onClick: () => setReceipt(undefined) }}
        />
      </div>
    );
  }

  return (
    <PersonForm name="contact" person={person} formRef={formRef} kit={{ register, error }} onSubmit={onSubmit}>
      <FormField id="contact-message" label={t`Message`} error={error('message')}>
        {(control) => <textarea {...control} {...register('message')} rows={5} maxLength={2000} />}
      </FormField>
      <FormSubmit held failure={failure} sending={sending} labels={{ idle: t`Send Message`, sending: t`Sending…`, retry: t`Send again` }} />
    </PersonForm>
  );
}
