import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { site } from '../content/site';
import { useHydrated } from '../lib/hydration';
import { SUBMIT_HELD_UNTIL_APP_ATTRIBUTE } from '../lib/deferred-regions';

/**
 * A labelled form control with its error message under it (docs/behaviour.md §5: message under the field, red border).
 * The control gets `aria-invalid` and `aria-describedby` pointing at the message (WCAG 3.3.1, 1.3.1).
 * `children` receives the ids and invalid flag to put on the control. `error` is the text to show, already in the page's
 * language (the form kit words problem codes: lib/api-messages).
 */
export function FormField(props: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const { id, label, hint, required, children } = props;
  const { error } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The line above a form that explains the asterisk (WCAG 3.3.2: labels or instructions). Point the form's
 * `aria-describedby` at `id`.
 */
export function RequiredFieldsNote({ id }: { id: string }) {
  return (
    <p id={id} className="form-note">
      <Trans>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </Trans>
    </p>
  );
}

/**
 * What a form says to a visitor without JavaScript (docs/architecture/frontend.md): the prerendered page reads without it, but its
 * forms validate, upload and send through JavaScript. Rendered in `<noscript>`, so no one else sees it.
 */
export function NeedsJavaScript() {
  const phone = site.phoneDisplay;
  return (
    <noscript>
      <p className="form-needs-javascript">
        <Trans>This form needs JavaScript. Please turn JavaScript on in your browser, or call us at {phone}.</Trans>
      </p>
    </noscript>
  );
}

/**
 * The end of a form: the failure of the last submit (role=alert, so screen readers announce it; WCAG 4.1.3) and the
 * submit button, disabled and aria-busy while the request runs (one submit at a time). The button is also disabled
 * until the page has hydrated: a prerendered form submitted without JavaScript would put what was typed (name,
 * phone, …) into a URL; a disabled default button also stops implicit submission (HTML § 4.10.21.2).
 * @param failure the form kit's failure message, if any
 * @param sending true while the request is in flight
 * @param labels the button's text: `idle`, `sending` (e.g. 'Sending…'), and `retry` after a failure (default `idle`)
 * @param held true in a form that hydrates on first use (web/src/components/HydrateOnUse.tsx): the button is marked
 *   SUBMIT_HELD_UNTIL_APP_ATTRIBUTE, so the entry enables it and holds a tap on it until the form's code has loaded
 */
export function FormSubmit({
  failure,
  sending,
  labels,
  held = false,
}: {
  failure?: string;
  sending: boolean;
  labels: { idle: string; sending: string; retry?: string };
  held?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <NeedsJavaScript />
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="button button--block"
        disabled={sending || !hydrated}
        aria-busy={sending}
        {...(held ? { [SUBMIT_HELD_UNTIL_APP_ATTRIBUTE]: '' } : {})}
      >
        {sending ? labels.sending : failure ? (labels.retry ?? labels.idle) : labels.idle}
      </button>
    </>
  );
}
