import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../contracts/deployment/origin-verify';
import { createHttpHandler, isDependencyUnavailable } from '../../functions/runtime/handler-kit';
import { HttpError, asStructured } from '../../functions/runtime/http';
import { StoredRecordInvalid } from '../../functions/data/parse-item';

/** An error shaped like the AWS SDK v3's service exceptions: name, HTTP status in $metadata. */
const sdkError = (name: string, httpStatusCode: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });
/** An error shaped like Node's socket errors: a `code`. */
const nodeError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:8000`), { code });

describe('isDependencyUnavailable (503 or 500)', () => {
  it.each([
    ['DynamoDB ThrottlingException (HTTP 400)', sdkError('ThrottlingException', 400)],
    ['DynamoDB ProvisionedThroughputExceededException (HTTP 400)', sdkError('ProvisionedThroughputExceededException', 400)],
    ['DynamoDB RequestLimitExceeded (HTTP 400)', sdkError('RequestLimitExceeded', 400)],
    ['S3 SlowDown (HTTP 503)', sdkError('SlowDown', 503)],
    ['any answer with HTTP 429', sdkError('TooManyRequestsException', 429)],
  ])('treats throttling as unavailable: %s', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['the SDK TimeoutError', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
    ['InternalServerError', sdkError('InternalServerError', 500)],
    ['an unnamed 502', sdkError('UnknownError', 502)],
    ['ECONNREFUSED', nodeError('ECONNREFUSED')],
    ['ECONNRESET', nodeError('ECONNRESET')],
    ['EAI_AGAIN (DNS)', nodeError('EAI_AGAIN')],
    ['a network error as the cause of another', new Error('request failed', { cause: nodeError('ETIMEDOUT') })],
  ])('treats timeouts, 5xx and network errors as unavailable: %s', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it("looks inside an AggregateError's errors (Node's happy-eyeballs connect to ::1 and 127.0.0.1)", () => {
    const refused = new AggregateError([nodeError('ECONNREFUSED'), nodeError('ECONNREFUSED')], 'connect failed');
    expect(isDependencyUnavailable(refused)).toBe(true);
    // One network error among others is enough…
    expect(isDependencyUnavailable(new AggregateError([new TypeError('x'), nodeError('EHOSTUNREACH')]))).toBe(true);
    // …and an AggregateError as a cause is followed too.
    expect(isDependencyUnavailable(Object.assign(new Error('send failed'), { cause: refused }))).toBe(true);
  });

  it('does not treat an AggregateError of other errors, or an empty one, as unavailable', () => {
    expect(isDependencyUnavailable(new AggregateError([new TypeError('a'), new RangeError('b')]))).toBe(false);
    expect(isDependencyUnavailable(new AggregateError([]))).toBe(false);
  });

  it.each([
    ['ConditionalCheckFailedException (HTTP 400)', sdkError('ConditionalCheckFailedException', 400)],
    ['ResourceNotFoundException (HTTP 400)', sdkError('ResourceNotFoundException', 400)],
    ['AccessDenied (HTTP 403)', sdkError('AccessDenied', 403)],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'pk')")],
    ['an unknown error code', nodeError('EACCES')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    ['undefined', undefined],
  ])('does not treat %s as unavailable (it is a 500)', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});

describe('createHttpHandler', () => {
  const event = (method = 'POST'): APIGatewayProxyEventV2 =>
    ({
      rawPath: '/api/x/',
      headers: {},
      requestContext: { http: { method }, requestId: 'r-1' },
      isBase64Encoded: false,
    }) as unknown as APIGatewayProxyEventV2;
  const run = async (error: unknown, method = 'POST') => {
    const handler = createHttpHandler('x', ['POST'], () => Promise.reject(error));
    const result = asStructured((await handler(event(method), { awsRequestId: 'req-1' } as Context, () => undefined))!);
    return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') };
  };

  it('answers a throttled dependency with 503 SERVICE_UNAVAILABLE, saying nothing of it', async () => {
    const answer = await run(sdkError('ProvisionedThroughputExceededException', 400));
    expect(answer).toEqual({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/temporarily unavailable/) } },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/Provisioned|Throughput/);
  });

  it('answers a refused connection (AggregateError) with 503', async () => {
    expect((await run(new AggregateError([nodeError('ECONNREFUSED')]))).status).toBe(503);
  });

  it('answers a bug with 500 INTERNAL and a generic message', async () => {
    const answer = await run(new TypeError('secret internals'));
    expect(answer).toEqual({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
    });
  });

  it('answers a stored record of the wrong shape with the generic 500 INTERNAL, naming neither its kind nor its key', async () => {
    const answer = await run(new StoredRecordInvalid('comment', { pk: 'POST#some-post', sk: 'COMMENT#2026#c-1' }));
    expect(answer).toEqual({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
    });
  });

  it('answers an HttpError with its own status, code, message and fields', async () => {
    const answer = await run(new HttpError(409, 'CONFLICT', 'The same request is still being processed. Please wait a moment.'));
    expect(answer).toEqual({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'The same request is still being processed. Please wait a moment.' } },
    });
  });

  it('answers a method it does not serve with a JSON 405', async () => {
    expect(await run(new Error('not called'), 'DELETE')).toMatchObject({ status: 405, body: { error: { code: 'METHOD_NOT_ALLOWED' } } });
  });

  describe('origin check (x-origin-verify)', () => {
    afterEach(() => vi.unstubAllEnvs());
    const call = async (headers: Record<string, string>) => {
      const handler = createHttpHandler('x', ['POST'], () => Promise.resolve({ status: 200, body: { ok: true } }));
      const request = { ...event(), headers } as APIGatewayProxyEventV2;
      const result = asStructured((await handler(request, { awsRequestId: 'req-1' } as Context, () => undefined))!);
      return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') };
    };

    it('with ORIGIN_VERIFY_SECRET set, answers 403 FORBIDDEN without the header or with a wrong one, and passes the right one', async () => {
      vi.stubEnv(ORIGIN_VERIFY_ENV, 's3cr3t-value-from-secrets-manager');
      expect(await call({})).toEqual({ status: 403, body: { error: { code: 'FORBIDDEN', message: expect.any(String) } } });
      expect(await call({ [ORIGIN_VERIFY_HEADER]: 'wrong' })).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
      expect(await call({ 'X-Origin-Verify': 's3cr3t-value-from-secrets-manager' })).toEqual({ status: 200, body: { ok: true } });
    });

    it('without ORIGIN_VERIFY_SECRET (locally, in tests) does not check', async () => {
      vi.stubEnv(ORIGIN_VERIFY_ENV, '');
      expect((await call({})).status).toBe(200);
    });
  });
});
