import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, newIdempotencyKey, postMultipart, toApiError } from '../../web/src/lib/api-client';

/**
 * The browser API client (web/src/lib/api-client.ts) without a network: XMLHttpRequest is a minimal fake
 * installed on globalThis (the upload path: postMultipart), fetch a stub (getJson). The fake records what the
 * client asked for and lets each test play the browser's part: upload progress, an answer, a network error
 * or a timeout.
 */

const NETWORK_MESSAGE = 'We could not reach Medvika. Check your internet connection and try again.';

/** The part of XMLHttpRequest postMultipart uses, driven by the test. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  responseType = '';
  timeout = 0;
  status = 0;
  response: unknown = null;
  sent: unknown;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.sent = body;
    FakeXhr.last = this;
  }

  /** The browser reports `loaded` of `total` bytes uploaded. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  /** An answer arrives; with responseType 'json' the browser hands over the parsed body, or null if it was not JSON. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.onload?.();
  }
}

/** The single request the last postMultipart sent. */
function sent(): FakeXhr {
  if (!FakeXhr.last) throw new Error('postMultipart sent nothing');
  return FakeXhr.last;
}

/** The settled outcome of a promise, so a rejection can be inspected. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toApiError', () => {
  it("keeps the server's code, message and field errors (docs/architecture/api.md error body)", () => {
    const error = toApiError(400, {
      error: { code: 'VALIDATION', message: 'Some fields need attention.', fields: { email: { code: 'email_invalid' } } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'VALIDATION',
      message: 'Some fields need attention.',
      fields: { email: { code: 'email_invalid' } },
    });
    expect(error.retryable).toBe(false);
  });

  it('defaults the fields to {} and a missing code to ERROR', () => {
    expect(toApiError(409, { error: { code: 'CONFLICT', message: 'The same request is still being processed.' } }).fields).toEqual({});
    expect(toApiError(418, { error: { message: 'I am a teapot' } })).toMatchObject({
      status: 418,
      code: 'ERROR',
      message: 'I am a teapot',
      fields: {},
    });
  });

  it.each([
    ['no body', 502, null],
    ['an HTML error page (not JSON)', 503, undefined],
    ['an error without a message', 500, { error: { code: 'INTERNAL' } }],
  ])('answers a 5xx with %s with a generic "try again in a minute", SERVICE_UNAVAILABLE', (_label, status, body) => {
    expect(toApiError(status, body)).toMatchObject({
      status,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Our service is having trouble right now. Please try again in a minute.',
      fields: {},
    });
  });

  it.each([
    [404, null],
    [413, 'Request Entity Too Large'],
    [400, { message: 'not our error body' }],
  ])('answers a %i without our error body with "The request failed (status)."', (status, body) => {
    expect(toApiError(status, body)).toMatchObject({ status, code: 'ERROR', message: `The request failed (${status}).` });
  });

  it.each([
    [0, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [409, false],
    [413, false],
  ])('status %i is retryable: %s', (status, retryable) => {
    expect(new ApiError(status, 'ERROR', 'x').retryable).toBe(retryable);
  });
});

describe('postMultipart (the upload path, over XMLHttpRequest)', () => {
  it('POSTs the FormData itself as JSON-accepting, with the Idempotency-Key and a 60 s default timeout', async () => {
    const body = new FormData();
    body.append('name', 'Asha');
    const answer = postMultipart('/api/submit-form/', body, { idempotencyKey: 'key-12345678' });
    const xhr = sent();
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/submit-form/', responseType: 'json', timeout: 60_000 });
    expect(xhr.headers).toEqual({ accept: 'application/json', 'accept-language': 'en-IN', 'idempotency-key': 'key-12345678' });
    expect(xhr.sent).toBe(body);
    xhr.respond(201, { reference: 'RX-20260101-ABCD1234', createdAt: '2026-01-01T00:00:00.000Z' });
    await expect(answer).resolves.toEqual({ reference: 'RX-20260101-ABCD1234', createdAt: '2026-01-01T00:00:00.000Z' });
  });

  it('sends no Idempotency-Key header without a key, and no progress listener without a callback', async () => {
    const answer = postMultipart('/api/post-comment/', new FormData());
    const xhr = sent();
    expect(xhr.headers).toEqual({ accept: 'application/json', 'accept-language': 'en-IN' });
    expect(xhr.upload.onprogress).toBeNull();
    xhr.respond(200, { id: 'c-1' });
    await expect(answer).resolves.toEqual({ id: 'c-1' });
  });

  it('reports upload progress as a fraction 0–1, ignoring events without a known length', async () => {
    const fractions: number[] = [];
    const answer = postMultipart('/api/submit-form/', new FormData(), { onProgress: (fraction) => fractions.push(fraction) });
    const xhr = sent();
    xhr.progress(0, 0, false);
    xhr.progress(512, 0);
    xhr.progress(1024, 4096);
    xhr.progress(4096, 4096);
    expect(fractions).toEqual([0.25, 1]);
    xhr.respond(201, {});
    await answer;
  });

  it("rejects an error answer with an ApiError carrying the server's status, code, message and fields", async () => {
    const answer = postMultipart('/api/submit-form/', new FormData());
    sent().respond(415, {
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only PNG, JPEG or PDF prescriptions are accepted.',
        fields: { prescription: { code: 'file_help', file: 'prescription', maxBytes: 4194304 } },
      },
    });
    const error = await rejection(answer);
    expect(error).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only PNG, JPEG or PDF prescriptions are accepted.',
      fields: { prescription: { code: 'file_help', file: 'prescription', maxBytes: 4194304 } },
    });
    expect(error.retryable).toBe(false);
  });

  it('rejects a 409 CONFLICT (same key still running) as not retryable by itself', async () => {
    const answer = postMultipart('/api/submit-form/', new FormData(), { idempotencyKey: 'key-12345678' });
    sent().respond(409, { error: { code: 'CONFLICT', message: 'The same request is still being processed. Please wait a moment.' } });
    expect(await rejection(answer)).toMatchObject({ status: 409, code: 'CONFLICT', retryable: false });
  });

  it('rejects a 503 whose body is not JSON (null with responseType json) with the generic retryable error', async () => {
    const answer = postMultipart('/api/submit-form/', new FormData());
    sent().respond(503, null);
    expect(await rejection(answer)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryable: true });
  });

  it('rejects a network failure with status 0 NETWORK', async () => {
    const answer = postMultipart('/api/submit-form/', new FormData());
    sent().onerror?.();
    expect(await rejection(answer)).toMatchObject({ status: 0, code: 'NETWORK', message: NETWORK_MESSAGE, fields: {}, retryable: true });
  });

  it('rejects a timeout with status 0 TIMEOUT, after the given timeoutMs', async () => {
    const answer = postMultipart('/api/submit-form/', new FormData(), { timeoutMs: 5_000 });
    const xhr = sent();
    expect(xhr.timeout).toBe(5_000);
    xhr.ontimeout?.();
    expect(await rejection(answer)).toMatchObject({ status: 0, code: 'TIMEOUT', message: NETWORK_MESSAGE, retryable: true });
  });
});

describe('getJson', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('GETs JSON and resolves with the body of a 2xx', async () => {
    const fetch = vi.fn(async () => json(200, { comments: [] }));
    vi.stubGlobal('fetch', fetch);
    await expect(getJson('/api/comments/?post=health3')).resolves.toEqual({ comments: [] });
    expect(fetch).toHaveBeenCalledWith('/api/comments/?post=health3', {
      headers: { accept: 'application/json', 'accept-language': 'en-IN' },
      signal: undefined,
    });
  });

  it('rejects an error answer as toApiError does, and a non-JSON 5xx with the generic error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(404, {
          error: { code: 'NOT_FOUND', message: 'There is no article with that name.', fields: { post: { code: 'unknown_article' } } },
        }),
      ),
    );
    expect(await rejection(getJson('/api/comments/?post=health99'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      fields: { post: { code: 'unknown_article' } },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await rejection(getJson('/api/comments/'))).toMatchObject({ status: 502, code: 'SERVICE_UNAVAILABLE' });
  });

  it('rejects a failed fetch with status 0 NETWORK, but passes an abort through unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await rejection(getJson('/api/comments/'))).toMatchObject({ status: 0, code: 'NETWORK', message: NETWORK_MESSAGE });
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(getJson('/api/comments/', new AbortController().signal)).rejects.toBe(abort);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a fresh UUID v4 each time, which the server accepts as an Idempotency-Key', () => {
    const [first, second] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/); // IdempotencyStore.parseKey's rule
  });
});
