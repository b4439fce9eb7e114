import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type { StaffConsoleConfig } from '@contracts/staff-console';
import { FormField } from '../../components/FormField';
import { ApiError } from '../../lib/api-client';
import {
  answerChallenge,
  associateSoftwareToken,
  signInMessage,
  startSignIn,
  verifySoftwareToken,
  type AuthStep,
  type CognitoTokens,
} from './cognito';
import { failureText } from './staff-failure-texts';

type Step =
  | { type: 'password' }
  | { type: 'new-password'; session: string; username: string }
  | { type: 'mfa-setup'; session: string; username: string; secret?: string; email: string }
  | { type: 'mfa'; session: string; username: string };

const CODE_PATTERN = /^\d{6}$/;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(email: string, secret: string): string {
  return `otpauth://totp/Medvika:${encodeURIComponent(email)}?secret=${secret}&issuer=Medvika`;
}

/**
 * A required input of a sign-in step, labelled and with its error under it (FormField: WCAG 3.3.1, 1.3.1).
 * @param id the input's id; `label` its visible label; `error` the message for it, if any
 * @param input the input's own attributes (name, type, autoComplete, …); `required` is always set
 * @returns the FormField around the input
 */
function SignInField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} error={error} required>
      {(control) => <input {...control} {...input} required />}
    </FormField>
  );
}

/**
 * The form of one sign-in step: its fields and the primary submit button, disabled while a request runs.
 * @param label the form's accessible name; `onSubmit` its submit handler
 * @param submit the button's text when idle and while `busy`
 * @param disabled also disables the button when true (e.g. no authenticator key yet)
 * @param children the step's text and fields, above the button
 * @returns a <form> that leaves validation to its handler (noValidate)
 */
function StepForm(props: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submit: { idle: string; busy: string };
  disabled?: boolean;
  children: ReactNode;
}) {
  const { label, onSubmit, busy, submit, disabled = false, children } = props;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <button type="submit" className="staff-button staff-button--primary" disabled={busy || disabled}>
        {busy ? submit.busy : submit.idle}
      </button>
    </form>
  );
}

/**
 * The console's sign-in: e-mail and password (Cognito USER_PASSWORD_AUTH), then whatever the pool asks: a new
 * password on first sign-in, setting up an authenticator app (QR code and secret, then a first code), or the
 * 6-digit code. `ended` shows that an earlier session ran out; after sign-in the console shows the page the user was on.
 */
export function SignIn({
  config,
  ended,
  onSignedIn,
}: {
  config: StaffConsoleConfig;
  ended: boolean;
  onSignedIn: (tokens: CognitoTokens) => Promise<void>;
}) {
  const [step, setStep] = useState<Step>({ type: 'password' });
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string>();
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new step (and the session-ended notice) moves focus to its heading, so screen readers announce it.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current && !ended) {
      firstStep.current = false;
      return;
    }
    firstStep.current = false;
    heading.current?.focus();
  }, [step.type, ended]);

  /** Moves on after a Cognito answer: signed in, or the next challenge. */
  async function follow(next: AuthStep) {
    if (next.type === 'done') {
      await onSignedIn(next.tokens);
      return;
    }
    setFailure(undefined);
    setFieldError({});
    if (next.challenge === 'NEW_PASSWORD_REQUIRED') setStep({ type: 'new-password', session: next.session, username: next.username });
    else if (next.challenge === 'MFA_SETUP') setStep({ type: 'mfa-setup', session: next.session, username: next.username, email });
    else setStep({ type: 'mfa', session: next.session, username: next.username });
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof ApiError ? failureText(error) : signInMessage(error));
    } finally {
      setBusy(false);
    }
  }

  // MFA set-up: ask Cognito for the authenticator secret once the step opens.
  const setupSession = step.type === 'mfa-setup' && !step.secret ? step.session : undefined;
  const [setupAttempt, setSetupAttempt] = useState(0);
  useEffect(() => {
    if (!setupSession) return;
    let live = true;
    associateSoftwareToken(config, setupSession).then(
      ({ secret, session }) => live && setStep((current) => (current.type === 'mfa-setup' ? { ...current, secret, session } : current)),
      (error: unknown) => live && setFailure(signInMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [config, setupSession, setupAttempt]);

  function restart() {
    setStep({ type: 'password' });
    setFailure(undefined);
    setFieldError({});
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const address = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const errors: Record<string, string> = {};
    if (!address) errors.email = 'Enter your work e-mail.';
    if (!password) errors.password = 'Enter your password.';
    setFieldError(errors);
    if (Object.keys(errors).length > 0) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${Object.keys(errors)[0]}"]`)?.focus();
      return;
    }
    setEmail(address);
    void run(async () => follow(await startSignIn(config, address, password)));
  }

  function onNewPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.type !== 'new-password') return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('newPassword') ?? '');
    const repeat = String(form.get('repeatPassword') ?? '');
    const errors: Record<string, string> = {};
    if (password.length < 12) errors.newPassword = 'Use at least 12 characters, with upper and lower case letters, a digit and a symbol.';
    else if (password !== repeat) errors.repeatPassword = 'The two passwords are not the same.';
    setFieldError(errors);
    if (Object.keys(errors).length > 0) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${Object.keys(errors)[0]}"]`)?.focus();
      return;
    }
    void run(async () =>
      follow(await answerChallenge(config, 'NEW_PASSWORD_REQUIRED', step.session, step.username, { NEW_PASSWORD: password })),
    );
  }

  function readCode(event: FormEvent<HTMLFormElement>): string | undefined {
    event.preventDefault();
    const input = event.currentTarget.querySelector<HTMLInputElement>('[name="code"]');
    const code = (input?.value ?? '').replace(/\s/g, '');
    if (!CODE_PATTERN.test(code)) {
      setFieldError({ code: 'Enter the 6-digit code from your authenticator app.' });
      input?.focus();
      return undefined;
    }
    setFieldError({});
    return code;
  }

  function onSetupCode(event: FormEvent<HTMLFormElement>) {
    const code = readCode(event);
    if (!code || step.type !== 'mfa-setup') return;
    void run(async () => {
      const session = await verifySoftwareToken(config, step.session, code);
      await follow(await answerChallenge(config, 'MFA_SETUP', session, step.username));
    });
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    const code = readCode(event);
    if (!code || step.type !== 'mfa') return;
    void run(async () =>
      follow(await answerChallenge(config, 'SOFTWARE_TOKEN_MFA', step.session, step.username, { SOFTWARE_TOKEN_MFA_CODE: code })),
    );
  }

  const titles: Record<Step['type'], string> = {
    password: ended ? 'Your session has ended — sign in again' : 'Sign in to the staff console',
    'new-password': 'Choose a new password',
    'mfa-setup': 'Set up your authenticator app',
    mfa: 'Enter your authenticator code',
  };

  const alert = failure && (
    <div className="staff-alert staff-alert--error" role="alert">
      <p>{failure}</p>
      {step.type === 'mfa-setup' && !step.secret && (
        <button type="button" className="staff-button" onClick={() => setSetupAttempt((count) => count + 1)}>
          Try again
        </button>
      )}
    </div>
  );

  const codeField = (
    <SignInField
      id="staff-code"
      label="6-digit code"
      error={fieldError.code}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
    />
  );

  return (
    <main className="staff-signin" id="staff-main">
      <div className="staff-signin__card">
        <p className="staff-signin__brand">Medvika staff console</p>
        <h1 ref={heading} tabIndex={-1}>
          {titles[step.type]}
        </h1>
        {step.type === 'password' && ended && (
          <p>For your patients&apos; privacy, sessions end after a while. Sign in to carry on where you were.</p>
        )}
        {alert}
        {step.type === 'password' && (
          <StepForm label="Sign in" onSubmit={onPassword} busy={busy} submit={{ idle: 'Sign in', busy: 'Signing in…' }}>
            <SignInField
              id="staff-email"
              label="Work e-mail"
              error={fieldError.email}
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={email}
            />
            <SignInField
              id="staff-password"
              label="Password"
              error={fieldError.password}
              name="password"
              type="password"
              autoComplete="current-password"
            />
          </StepForm>
        )}
        {step.type === 'new-password' && (
          <StepForm label="New password" onSubmit={onNewPassword} busy={busy} submit={{ idle: 'Save password', busy: 'Saving…' }}>
            <p>
              This is your first sign-in. Choose your own password: at least 12 characters, with upper and lower case letters, a digit and a
              symbol.
            </p>
            <SignInField
              id="staff-new-password"
              label="New password"
              error={fieldError.newPassword}
              name="newPassword"
              type="password"
              autoComplete="new-password"
            />
            <SignInField
              id="staff-repeat-password"
              label="New password again"
              error={fieldError.repeatPassword}
              name="repeatPassword"
              type="password"
              autoComplete="new-password"
            />
          </StepForm>
        )}
        {step.type === 'mfa-setup' && (
          <StepForm
            label="Authenticator set-up"
            onSubmit={onSetupCode}
            busy={busy}
            disabled={!step.secret}
            submit={{ idle: 'Verify code', busy: 'Checking…' }}
          >
            <p>
              The console needs a second step at every sign-in. Scan this code with an authenticator app (for example Google Authenticator
              or Microsoft Authenticator), then enter the 6-digit code it shows.
            </p>
            {step.secret ? (
              <div className="staff-totp">
                <QRCodeSVG
                  value={totpUri(step.email || step.username, step.secret)}
                  size={176}
                  marginSize={2}
                  title="QR code for your authenticator app"
                  role="img"
                />
                <div>
                  <p>Cannot scan? Enter this key in the app instead:</p>
                  <p className="staff-totp__secret" data-testid="totp-secret">
                    {step.secret}
                  </p>
                </div>
              </div>
            ) : (
              !failure && <p role="status">Preparing your authenticator key…</p>
            )}
            {codeField}
          </StepForm>
        )}
        {step.type === 'mfa' && (
          <StepForm label="Authenticator code" onSubmit={onCode} busy={busy} submit={{ idle: 'Continue', busy: 'Checking…' }}>
            <p>Open your authenticator app and enter the code shown for Medvika.</p>
            {codeField}
          </StepForm>
        )}
        {step.type !== 'password' && (
          <button type="button" className="staff-link-button" onClick={restart}>
            Start again with e-mail and password
          </button>
        )}
      </div>
    </main>
  );
}
