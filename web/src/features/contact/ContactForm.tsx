import type { SubmitAnswer } from '@contracts/api';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { FormField } from '../../components/FormField';
import { IndianFlag } from '../../components/IndianFlag';
import { ApiError, newIdempotencyKey, postMultipart } from '../../lib/api-client';
import { contactFormSchema } from '@contracts/forms/contact-form';
import { toFieldErrors } from '@contracts/forms/fields';

/** The four fields of the contact form (spec §3 "Contact form"), in screen order. */
const fieldNames = ['name', 'email', 'mobile', 'message'] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string>;

const emptyValues: Values = { name: '', email: '', mobile: '', message: '' };

/**
 * Checks the values with the schema the server applies (lib/validation/contact-form.ts, spec §5).
 * @returns field name → message ('Name is required', 'Please enter a valid email address',
 * 'Please enter a valid mobile number'); empty when everything is valid.
 */
function validateContact(values: Values): Partial<Record<string, string>> {
  const parsed = contactFormSchema.safeParse(values);
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

/**
 * The Contact Us form (spec §2 "Other pages", §3, §5, §8; DESIGN §6 "contact form sends nothing" → stored).
 * - Validates on submit; after a failed submit, every edit re-validates, so a message appears under a
 *   field (red border, aria-invalid) while it is wrong and disappears as soon as it is valid.
 * - A valid message is posted as multipart `form=contact` to /api/submit-form/ and confirmed in place
 *   with its MSG- reference (the page is not reloaded).
 * - A network or server failure shows a message above the button and a toast; the input is kept and
 *   Send again repeats the request with the same Idempotency-Key, so a retry never stores it twice.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [receipt, setReceipt] = useState<SubmitAnswer & { name: string }>();
  const idempotencyKey = useRef<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const receiptHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (receipt) receiptHeading.current?.focus();
  }, [receipt]);

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    idempotencyKey.current = undefined; // different input is a different message
    if (submitted) setErrors(validateContact(next));
  };

  const focusFirstError = (found: Partial<Record<string, string>>) => {
    const first = fieldNames.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(undefined);
      focusFirstError(found);
      return;
    }
    const body = new FormData();
    body.set('form', 'contact');
    for (const name of fieldNames) body.set(name, values[name].trim());
    idempotencyKey.current ??= newIdempotencyKey();
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await postMultipart<SubmitAnswer>('/api/submit-form/', body, { idempotencyKey: idempotencyKey.current });
      setReceipt({ ...answer, name: values.name.trim() });
      setValues(emptyValues);
      setErrors({});
      setSubmitted(false);
      idempotencyKey.current = undefined;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', 'Something went wrong while sending your message.');
      const fieldErrors = Object.fromEntries(Object.entries(apiError.fields).filter(([name]) => (fieldNames as readonly string[]).includes(name)));
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      }
      const text = apiError.retryable ? `${apiError.message} Your message is kept: press Send again.` : apiError.message;
      setFailure(text);
      toast.error(text);
    } finally {
      setSending(false);
    }
  };

  if (receipt) {
    return (
      <div className="contact-receipt" role="status">
        <h3 ref={receiptHeading} tabIndex={-1}>
          Thank you, {receipt.name}! Your message has been sent.
        </h3>
        <p>We will get back to you soon. Please quote this reference number if you contact us about it:</p>
        <p className="contact-receipt__reference">
          <strong data-testid="contact-reference">{receipt.reference}</strong>
        </p>
        <p>
          <button type="button" className="button button--ghost" onClick={() => setReceipt(undefined)}>
            Send another message
          </button>
        </p>
      </div>
    );
  }

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={submit} aria-describedby="contact-form-note">
      <p id="contact-form-note" className="form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <FormField id="contact-name" label="Name" required error={errors.name}>
        {(control) => <input {...control} name="name" autoComplete="name" value={values.name} onChange={change('name')} maxLength={100} />}
      </FormField>
      <FormField id="contact-email" label="Email" required error={errors.email}>
        {(control) => (
          <input {...control} name="email" type="email" autoComplete="email" spellCheck={false} value={values.email} onChange={change('email')} maxLength={254} />
        )}
      </FormField>
      <FormField id="contact-mobile" label="Mobile" required error={errors.mobile}>
        {(control) => (
          <div className="phone-input">
            <span className="phone-input__prefix">
              <IndianFlag />
            </span>
            <input {...control} name="mobile" type="tel" inputMode="tel" autoComplete="tel" placeholder="+91" value={values.mobile} onChange={change('mobile')} maxLength={20} />
          </div>
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message}>
        {(control) => <textarea {...control} name="message" rows={5} value={values.message} onChange={change('message')} maxLength={2000} />}
      </FormField>
      {failure && (
        <p className="contact-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={sending} aria-busy={sending}>
        {sending ? 'Sending…' : failure ? 'Send again' : 'Send Message'}
      </button>
    </form>
  );
}
