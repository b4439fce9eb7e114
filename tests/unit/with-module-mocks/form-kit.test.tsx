/** @vitest-environment happy-dom */
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactFormSchema } from '@contracts/forms/contact-form';
import { API_MESSAGES_CATALOG, loadCatalog } from '../../../web/src/i18n/catalogs';
import { ApiError } from '../../../web/src/lib/api-client';
import { focusFirstError } from '../../../web/src/lib/form-kit/focus-first-error';
import { formBody } from '../../../web/src/lib/form-kit/form-body';
import { toFormFailure } from '../../../web/src/lib/form-kit/form-failure';
import { schemaResolver } from '../../../web/src/lib/form-kit/schema-resolver';
import { useFormKit } from '../../../web/src/lib/form-kit/use-form-kit';
import { useIdempotentSubmit } from '../../../web/src/lib/form-kit/use-idempotent-submit';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

beforeAll(async () => {
  // The words of the API's codes, which every form's errors are worded with (lib/api-messages).
  await loadCatalog('en', API_MESSAGES_CATALOG);
});

afterEach(() => {
  cleanup();
  vi.mocked(toast.error).mockReset();
});

/** A request that settles when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useIdempotentSubmit: one Idempotency-Key per logical submit', () => {
  const lost = () => Promise.reject(new ApiError(0, 'NETWORK', 'We could not reach Medvika.'));

  async function sendWith(
    result: ReturnType<typeof renderHook<ReturnType<typeof useIdempotentSubmit>, unknown>>['result'],
    input: unknown,
    answer: () => Promise<string>,
  ) {
    const keys: string[] = [];
    await act(() =>
      result.current
        .send(input, (key) => {
          keys.push(key);
          return answer();
        })
        .catch(() => undefined),
    );
    return keys[0]!;
  }

  it('keeps the key across retries of the same input', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const first = await sendWith(result, { name: 'Asha' }, lost);
    const retry = await sendWith(result, { name: 'Asha' }, lost);
    const again = await sendWith(result, { name: 'Asha' }, () => Promise.resolve('ok'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(again).toBe(first);
  });

  it('renews the key after an edit of the input', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const first = await sendWith(result, { name: 'Asha' }, lost);
    const edited = await sendWith(result, { name: 'Asha V' }, lost);
    expect(edited).not.toBe(first);
    expect(await sendWith(result, { name: 'Asha V' }, lost)).toBe(edited);
  });

  it('tells files apart by name, size and type', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const first = await sendWith(result, { file: new File(['%PDF-1'], 'rx.pdf', { type: 'application/pdf' }) }, lost);
    expect(await sendWith(result, { file: new File(['%PDF-1'], 'rx.pdf', { type: 'application/pdf' }) }, lost)).toBe(first);
    expect(await sendWith(result, { file: new File(['%PDF-12'], 'rx.pdf', { type: 'application/pdf' }) }, lost)).not.toBe(first);
  });

  it('renews the key after a success, even for the same input', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const first = await sendWith(result, { name: 'Asha' }, () => Promise.resolve('ok'));
    const next = await sendWith(result, { name: 'Asha' }, () => Promise.resolve('ok'));
    expect(next).not.toBe(first);
  });

  it('is sending while the request is in flight, and passes its answer or error through', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const request = deferred<string>();
    let answer: Promise<string>;
    act(() => {
      answer = result.current.send({}, () => request.promise);
    });
    expect(result.current.sending).toBe(true);
    await act(async () => {
      request.resolve('RX-1');
      expect(await answer).toBe('RX-1');
    });
    expect(result.current.sending).toBe(false);

    const failing = deferred<string>();
    act(() => {
      answer = result.current.send({}, () => failing.promise);
    });
    await act(async () => {
      failing.reject(new ApiError(503, 'SERVICE_UNAVAILABLE', 'down'));
      await expect(answer).rejects.toThrow('down');
    });
    expect(result.current.sending).toBe(false);
  });
});

describe('useIdempotentSubmit: the double-submit guard', () => {
  it('drops a submit while the previous one runs, prevents the native post of both, and lets the next one through', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const running = deferred<void>();
    const handler = vi.fn(() => running.promise);
    const submit = result.current.guard(handler);
    const first = { preventDefault: vi.fn() };
    const second = { preventDefault: vi.fn() };

    const done = submit(first);
    await submit(second); // settles at once: dropped
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(first);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(second.preventDefault).toHaveBeenCalled();

    running.resolve();
    await done;
    await submit({ preventDefault: vi.fn() });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('releases the guard when the handler fails', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const handler = vi.fn().mockRejectedValueOnce(new Error('bug')).mockResolvedValueOnce(undefined);
    const submit = result.current.guard(handler);
    await expect(submit()).rejects.toThrow('bug');
    await submit();
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('focusFirstError', () => {
  function form(html: string): HTMLFormElement {
    document.body.innerHTML = `<form>${html}</form>`;
    return document.querySelector('form')!;
  }

  it('focuses the first invalid control in DOM order, whatever the order of the errors', () => {
    const element = form('<input name="name"><input name="email"><select name="city"></select><input type="file" name="prescription">');
    expect(focusFirstError(element, { prescription: 'Attach a file', city: 'Choose a city' })).toBe(true);
    expect(document.activeElement?.getAttribute('name')).toBe('city');
  });

  it('skips controls outside `names` and reports when nothing could take focus', () => {
    const element = form('<input name="website" tabindex="-1"><textarea name="comment"></textarea>');
    expect(focusFirstError(element, { website: 'Too long', comment: 'Too long' }, ['name', 'comment'])).toBe(true);
    expect(document.activeElement?.getAttribute('name')).toBe('comment');
    (document.activeElement as HTMLElement).blur();
    expect(focusFirstError(element, { website: 'Too long' }, ['name', 'comment'])).toBe(false);
    expect(focusFirstError(element, { post: 'Unknown article' })).toBe(false);
    expect(focusFirstError(element, { comment: undefined })).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(focusFirstError(null, { comment: 'x' })).toBe(false);
  });
});

describe('toFormFailure: an ApiError as field errors and one message', () => {
  const kept = 'Your message is kept: press Send again.';

  it('adds the "kept" text to a retryable failure (network, 429, 5xx)', () => {
    expect(toFormFailure(new ApiError(0, 'NETWORK', 'We could not reach Medvika.'), ['name'], { fallback: 'x', kept })).toEqual({
      fields: {},
      message: `We could not reach Medvika. Check your internet connection and try again. ${kept}`,
    });
    expect(toFormFailure(new ApiError(429, 'THROTTLED', 'Too many requests.'), [], { fallback: 'x', kept }).message).toBe(
      `Too many attempts. Please wait a few minutes and try again. ${kept}`,
    );
  });

  it('points to the phone, not to Send again, while uploads are paused for the day', () => {
    const paused = new ApiError(503, 'UPLOADS_PAUSED', 'Prescription uploads are paused.');
    const { message } = toFormFailure(paused, ['prescription'], { fallback: 'x', kept });
    expect(message).toBe(
      'Prescription uploads are paused because of unusually heavy use. They start again at 5:30 am India time (midnight UTC): please try again then, or call the pharmacy. Call us on +91 98110 42367 (10am to 7pm) and we will take your order by phone.',
    );
    expect(message).not.toContain(kept);
  });

  it('words anything that is not an ApiError with the fallback, as a retryable failure', () => {
    expect(toFormFailure(new TypeError('boom'), [], { fallback: 'Something went wrong while sending your message.', kept }).message).toBe(
      `Something went wrong while sending your message. ${kept}`,
    );
  });

  it("keeps only this form's fields, worded from their codes, and words the 400 from its code, never its English message", () => {
    const error = new ApiError(400, 'VALIDATION', 'Some fields are not valid.', {
      mobile: { code: 'mobile_invalid' },
      form: { code: 'unknown_field' },
    });
    expect(toFormFailure(error, ['name', 'mobile'], { fallback: 'x', kept })).toEqual({
      fields: { mobile: 'Please enter a valid mobile number' },
      message: 'Some details need attention: please check the marked fields.',
    });
  });

  it('with fieldsOnly, says nothing more when the fields say it, and prefixes the message otherwise', () => {
    const texts = { fallback: 'x', prefix: 'Your comment was not posted.', fieldsOnly: true };
    expect(
      toFormFailure(new ApiError(400, 'VALIDATION', 'Check.', { comment: { code: 'too_long', max: 2000 } }), ['name', 'comment'], texts),
    ).toEqual({
      fields: { comment: 'Must be at most 2000 characters' },
    });
    const unknownArticle = new ApiError(
      404,
      'NOT_FOUND',
      'No such article.',
      { post: { code: 'unknown_article' } },
      { code: 'article_not_found' },
    );
    expect(toFormFailure(unknownArticle, ['name', 'comment'], texts)).toEqual({
      fields: {},
      message: 'Your comment was not posted. There is no article with that name.',
    });
  });

  it('appends the text of named fields without a control to a non-retryable message only', () => {
    const texts = { fallback: 'x', kept: 'Your details are kept: press Next to try again.', appendFields: ['items'] };
    expect(
      toFormFailure(
        new ApiError(400, 'VALIDATION', 'Please check: items.', { items: { code: 'unknown_product', product: 'x' } }),
        ['name'],
        texts,
      ).message,
    ).toBe('Some details need attention: please check the marked fields. Unknown product: x.');
    expect(
      toFormFailure(
        new ApiError(503, 'SERVICE_UNAVAILABLE', 'Try later.', { items: { code: 'unknown_product', product: 'x' } }),
        ['name'],
        texts,
      ).message,
    ).toBe(`Our service is having trouble right now. Please try again in a minute. ${texts.kept}`);
  });
});

describe('schemaResolver and formBody', () => {
  const options = { fields: [], names: undefined, shouldUseNativeValidation: false } as never;

  it('maps the values into the schema, adds the extra rules, and returns the parsed values over the form values', async () => {
    const resolver = schemaResolver<{ name: string; email: string; mobile: string; message: string; agreed: boolean }, { name: string }>(
      contactFormSchema,
      {
        input: ({ agreed: _agreed, ...text }) => text,
        rules: ({ agreed }) => ({ agreed: agreed ? undefined : { code: 'consent_required' } }),
      },
    );
    const invalid = await resolver({ name: ' ', email: 'a@b', mobile: '98765 43210', message: '', agreed: false }, undefined, options);
    expect(Object.fromEntries(Object.entries(invalid.errors).map(([name, error]) => [name, error?.message]))).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      agreed: 'Please agree to the consent notice to send your prescription',
    });
    const valid = await resolver(
      { name: ' Asha ', email: 'a@b.in', mobile: '98765 43210', message: ' hi ', agreed: true },
      undefined,
      options,
    );
    expect(valid).toEqual({ errors: {}, values: { name: 'Asha', email: 'a@b.in', mobile: '98765 43210', message: 'hi', agreed: true } });
  });

  it('builds a multipart body of strings and named files, leaving out null and undefined', () => {
    const blob = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    const body = formBody({ form: 'checkout', name: 'Meera', prescription: { blob, name: 'rx.pdf' }, consent: undefined, other: null });
    expect([...body.keys()]).toEqual(['form', 'name', 'prescription']);
    expect(body.get('name')).toBe('Meera');
    expect((body.get('prescription') as File).name).toBe('rx.pdf');
    expect((body.get('prescription') as File).size).toBe(blob.size);
  });
});

/** A small form on the kit with its fields in a different order than the schema's. */
function Harness({ request }: { request: (key: string) => Promise<unknown> }) {
  const { register, error, failure, sending, formRef, submit } = useFormKit({
    resolver: schemaResolver(contactFormSchema),
    defaultValues: { name: '', email: '', mobile: '', message: '' },
    failure: { fallback: 'Something went wrong.', kept: 'Your message is kept: press Send again.' },
  });
  const onSubmit = submit({ request: (_data, key) => request(key), done: () => undefined });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {(['mobile', 'email', 'name'] as const).map((name) => (
        <label key={name}>
          {name}
          <input {...register(name)} aria-label={name} aria-invalid={Boolean(error(name))} />
          {error(name) && <span role="note">{error(name)}</span>}
        </label>
      ))}
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" disabled={sending}>
        Send
      </button>
    </form>
  );
}

describe('useFormKit: field errors, focus and failures', () => {
  it('after a failed submit, focuses the first invalid control in DOM order and re-validates on every change', async () => {
    const request = vi.fn();
    render(<Harness request={request} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'mobile' }));
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Please enter a valid mobile number',
      'Please enter a valid email address',
      'Name is required',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'mobile' }), '98765 43210');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'mobile' }).getAttribute('aria-invalid')).toBe('false'));
    expect(request).not.toHaveBeenCalled();
  });

  it("puts a server 400's fields under their controls, focuses the first, and shows the message and a toast", async () => {
    const request = vi.fn().mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Some fields are not valid.', {
        name: { code: 'name_required' },
        mobile: { code: 'mobile_invalid' },
      }),
    );
    render(<Harness request={request} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'name' }), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'email' }), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'mobile' }), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some details need attention: please check the marked fields.');
    expect(toast.error).toHaveBeenCalledWith('Some details need attention: please check the marked fields.');
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual(['Please enter a valid mobile number', 'Name is required']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'mobile' }));
    expect((screen.getByRole('textbox', { name: 'name' }) as HTMLInputElement).value).toBe('Asha');
  });

  it('retries a lost request with the same key, and a changed one with a new key', async () => {
    const request = vi.fn().mockRejectedValue(new ApiError(0, 'NETWORK', 'We could not reach Medvika.'));
    render(<Harness request={request} />);
    const fill = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fill('name', 'Asha');
    fill('email', 'asha@example.com');
    fill('mobile', '98765 43210');
    const send = async (calls: number) => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(calls));
      await screen.findByRole('alert');
    };
    await send(1);
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not reach Medvika. Check your internet connection and try again. Your message is kept: press Send again.',
    );
    await send(2);
    fill('name', 'Asha Verma');
    await send(3);
    const keys = request.mock.calls.map(([key]) => key as string);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
