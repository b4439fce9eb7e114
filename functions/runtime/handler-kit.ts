import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyHandlerV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError, errorResponse, fileResponse, jsonResponse } from './http';
import { logger } from './logger';
import { eventBodyBytes } from './multipart';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '@contracts/deployment/origin-verify';
import { clientAddress } from './client-network';

/** What a route core sees of an HTTP request: already decoded, headers lower-cased. */
export interface HttpRequest {
  method: string;
  path: string;
  headers: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  body: Buffer;
  /** API Gateway / Lambda request id, the only request identifier we log. */
  requestId: string;
  /**
   * The verified JWT's claims on routes behind the staff authorizer (API Gateway's JWT authorizer on AWS, the
   * local adapter's identical check locally: `requestContext.authorizer.jwt.claims`); undefined elsewhere.
   */
  claims?: Readonly<Record<string, unknown>>;
  /**
   * The client's address (client-network.ts `clientAddress`: the viewer address CloudFront appended to X-Forwarded-For,
   * else the connection's `requestContext.http.sourceIp`), for per-client limits only: never logged or stored as it
   * is (callers keep a short hash of its network).
   */
  clientIp?: string;
}

/** A successful answer: status and JSON-serialisable body, or a file (then `body` only names what is logged, e.g. `reference`). */
export interface RouteResult {
  status: number;
  body: unknown;
  /** A file to answer with instead of JSON (http.ts fileResponse: base64 with isBase64Encoded, payload 2.0). */
  file?: FileAnswer;
  /** Headers over the API's own (http.ts apiHeaders): the staff session's `set-cookie` (one cookie per answer), a public Cache-Control for an answer that holds nothing personal. */
  headers?: Record<string, string>;
}

/** A binary answer: its bytes, media type and the file name a browser saves it under (Content-Disposition attachment). */
export interface FileAnswer {
  bytes: Uint8Array;
  contentType: string;
  /** ASCII letters, digits, '.', '-' and '_' only (it goes in a header as it is). */
  fileName: string;
}

/** A route's core: answers a request, or throws an HttpError (its JSON error) or any other error (→ 503/500). */
export type RouteCore = (request: HttpRequest) => Promise<RouteResult>;

const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'SlowDown',
]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True when an error means a dependency (DynamoDB, S3) is unreachable, overloaded, throttling or failing,
 * which we answer with 503 so the shopper retries (docs/architecture/api.md: 503 is ours); anything else unexpected
 * is a 500.
 *
 * Recognised: the SDK's timeout, 5xx and throttling error names (UNAVAILABLE_NAMES: DynamoDB's
 * ThrottlingException / ProvisionedThroughputExceededException / RequestLimitExceeded, S3's SlowDown), any
 * answer with HTTP status 429 or ≥ 500, Node's network error codes (NETWORK_CODES), and the same anywhere in
 * the `cause` chain or among an AggregateError's `errors` (Node's happy-eyeballs connect throws one).
 * @param error anything thrown
 * @returns true for 503, false for 500 (non-objects, HttpError-like 4xx, ConditionalCheckFailedException, bugs)
 */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: string; code?: string; cause?: unknown; $metadata?: { httpStatusCode?: number } };
  if (e.name && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  const status = e.$metadata?.httpStatusCode ?? 0;
  if (status === 429 || status >= 500) return true;
  if (e.cause) return isDependencyUnavailable(e.cause);
  // AggregateError from Node's happy-eyeballs connect carries the codes in `errors`.
  const nested = (error as { errors?: unknown[] }).errors;
  return Array.isArray(nested) && nested.some(isDependencyUnavailable);
}

/**
 * True when the request came through CloudFront: its `x-origin-verify` header equals ORIGIN_VERIFY_SECRET
 * (compared in constant time, over SHA-256 digests so that lengths do not leak either). When the variable is
 * unset or empty — the local server and the tests — there is nothing to compare and every request passes.
 */
export function isFromOrigin(headers: HttpRequest['headers'], expected = process.env[ORIGIN_VERIFY_ENV]): boolean {
  if (!expected) return true;
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The JWT authorizer's claims of a payload-v2 event (`requestContext.authorizer.jwt.claims`), if any. */
function jwtClaims(event: APIGatewayProxyEventV2): Record<string, unknown> | undefined {
  const context = event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } } | undefined;
  return context?.authorizer?.jwt?.claims;
}

/** Turns an API Gateway HTTP API (payload v2) event into an HttpRequest. */
export function toHttpRequest(event: APIGatewayProxyEventV2, requestId: string): HttpRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value;
  // Payload v2 moves the Cookie header into `cookies` (one entry per cookie).
  if (event.cookies?.length) headers.cookie = event.cookies.join('; ');
  return {
    method: event.requestContext?.http?.method?.toUpperCase() ?? 'GET',
    path: event.rawPath ?? '/',
    headers,
    query: event.queryStringParameters ?? {},
    body: eventBodyBytes(event.body, event.isBase64Encoded ?? false),
    requestId,
    ...(jwtClaims(event) ? { claims: jwtClaims(event) } : {}),
    clientIp: clientAddress(headers['x-forwarded-for'], event.requestContext?.http?.sourceIp),
  };
}

/** True for a missing or `identity` Content-Encoding header (RFC 9110 §8.4). */
function isIdentityEncoding(header: string | undefined): boolean {
  return header === undefined || header.trim() === '' || header.trim().toLowerCase() === 'identity';
}

/**
 * Wraps a route core as a Lambda handler (`APIGatewayProxyHandlerV2`).
 *
 * - When ORIGIN_VERIFY_SECRET is set (on AWS, by CDK), a request without the matching `x-origin-verify`
 *   header — one that did not come through CloudFront, e.g. to the execute-api URL — gets a JSON 403
 *   FORBIDDEN before anything else runs. When it is unset (locally, in tests) there is no such check.
 * - A method outside `methods` gets a JSON 405 with an `allow` header.
 * - A body with a `Content-Encoding` other than identity gets a JSON 415: API Gateway passes such bodies on still
 *   encoded, and no handler decodes them (a body we cannot read is refused, not guessed at; the local adapter
 *   refuses them the same way).
 * - An HttpError becomes its JSON error answer (docs/architecture/api.md).
 * - An unreachable or failing dependency becomes 503 SERVICE_UNAVAILABLE; anything else 500 INTERNAL;
 *   neither says more than a generic message.
 * - One log line per request with request id, route, status, code and duration — never the event — and the
 *   reference of the record the answer names, unless `options.logReference` is false (/api/track: a reference a
 *   shopper typed to look up never goes in a log line, docs/architecture/self-service-api.md).
 */
export function createHttpHandler(
  route: string,
  methods: readonly string[],
  core: RouteCore,
  options: { logReference?: boolean } = {},
): APIGatewayProxyHandlerV2 {
  return async (event, context): Promise<APIGatewayProxyStructuredResultV2> => {
    const started = Date.now();
    const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';
    let response: APIGatewayProxyStructuredResultV2;
    let code: string | undefined;
    let reference: string | undefined;
    try {
      const request = toHttpRequest(event, requestId);
      if (!isFromOrigin(request.headers)) {
        throw new HttpError(403, 'FORBIDDEN', 'Use the storefront address for this request.');
      }
      if (!methods.includes(request.method)) {
        throw new HttpError(405, 'METHOD_NOT_ALLOWED', `Use ${methods.join(' or ')} for this address.`, undefined, {
          allow: methods.join(', '),
        });
      }
      if (!isIdentityEncoding(request.headers['content-encoding'])) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body without a Content-Encoding.');
      }
      const result = await core(request);
      response = result.file ? fileResponse(result.status, result.file) : jsonResponse(result.status, result.body, result.headers);
      if (options.logReference !== false) reference = (result.body as { reference?: string } | undefined)?.reference;
    } catch (error) {
      if (error instanceof HttpError) {
        code = error.code;
        response = errorResponse(error);
      } else if (isDependencyUnavailable(error)) {
        logger.error('dependency unavailable', { requestId, route, errorName: (error as Error).name });
        code = 'SERVICE_UNAVAILABLE';
        response = errorResponse(
          new HttpError(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a minute.'),
        );
      } else {
        logger.error('unexpected error', { requestId, route, errorName: (error as Error)?.name ?? typeof error });
        code = 'INTERNAL';
        response = errorResponse(new HttpError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
      }
    }
    logger.info('request', { requestId, route, status: response.statusCode, code, reference, durationMs: Date.now() - started });
    return response;
  };
}
