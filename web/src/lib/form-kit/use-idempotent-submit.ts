import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../api-client';
import { fingerprintOf } from './fingerprint';

/** What useIdempotentSubmit gives a form. */
export interface IdempotentSubmit {
  /** True while a request started by `send` is in flight (for `disabled`, `aria-busy` and the button label). */
  sending: boolean;
  /**
   * The double-submit guard: wraps a submit handler so that a second submit (a double click, Enter pressed twice)
   * while the first one still runs — validation included — is dropped. Always calls `event.preventDefault()`, so
   * a dropped submit never falls back to a native page-reloading form post.
   * @param handler the form's submit handler (e.g. react-hook-form's `handleSubmit(…)`)
   * @returns an onSubmit handler; its promise settles when the wrapped handler did (at once when dropped)
   */
  guard: <E extends SubmitEventLike>(handler: (event?: E) => Promise<unknown>) => (event?: E) => Promise<void>;
  /**
   * Sends one attempt of a logical submit with its Idempotency-Key (docs/architecture/api.md: "a repeated submit with the same
   * Idempotency-Key returns the first answer"). The key is kept while `input` is the same as at the last failed
   * attempt (a retry after a lost answer can never store twice) and renewed when `input` differs (any edit of the
   * form, or of what the request carries besides it, such as the cart) and after a success (the next submit is a
   * new request).
   * @param input everything the request carries, compared as JSON (a Blob or File counts by name, size and type)
   * @param request performs the request with the key (the `Idempotency-Key` header value, a UUID v4)
   * @returns the request's answer
   * @throws whatever `request` throws (ApiError from lib/api-client), after `sending` is back to false
   */
  send: <T>(input: unknown, request: (key: string) => Promise<T>) => Promise<T>;
}

/** The part of a submit event the guard uses. */
export interface SubmitEventLike {
  preventDefault(): void;
}

/**
 * One Idempotency-Key per logical submit, and one submit at a time (the form kit, docs/architecture/api.md, docs/architecture/frontend.md, docs/architecture/departures.md:
 * "every failure keeps the input; retry works" without storing twice).
 * @returns `{ sending, guard, send }`, see IdempotentSubmit
 */
export function useIdempotentSubmit(): IdempotentSubmit {
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const attempt = useRef<{ fingerprint: string; key: string } | undefined>(undefined);

  const guard: IdempotentSubmit['guard'] = (handler) => async (event) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await handler(event);
    } finally {
      busy.current = false;
    }
  };

  const send: IdempotentSubmit['send'] = async (input, request) => {
    const fingerprint = fingerprintOf(input);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
    setSending(true);
    try {
      const answer = await request(attempt.current.key);
      attempt.current = undefined; // the next submit is a new request
      return answer;
    } finally {
      setSending(false);
    }
  };

  return { sending, guard, send };
}
