import type { APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiErrorBody, ApiErrorCode, ErrorReason, FieldErrors } from '@contracts/api';

/**
 * An error a handler answers with a JSON error body instead of crashing.
 * `status` is the HTTP status (4xx for the caller's fault, 5xx for ours); `code`, `fields` (problem codes and their
 * values) and `reason` (because()) are what pages show, through their message catalog; `message` is English for API
 * clients and logs, and never contains internals or personal data.
 */
export class HttpError extends Error {
  /** What exactly went wrong, where `code` alone does not say what a shopper needs to read (contracts/api.ts ErrorReason). */
  reason?: ErrorReason;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** Extra top-level members of the error body, e.g. `current` (the record as it is now) with a 409 (docs/architecture/staff-api.md). */
    readonly extra: Omit<ApiErrorBody, 'error'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /**
   * Sets the error's reason code and values, sent as `error.reason`.
   * @returns this error, to be thrown
   */
  because(reason: ErrorReason): this {
    this.reason = reason;
    return this;
  }
}

/**
 * Headers sent on every API answer: JSON, never cached, and the usual hardening headers. Referrer-Policy
 * `no-referrer`: nothing the API answers (a JSON error page opened by hand, say) may pass its URL on (a URL may name a
 * reference).
 */
export const apiHeaders: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

/** Builds a JSON answer with the API headers. `body` is serialised with JSON.stringify. */
export function jsonResponse(status: number, body: unknown, extraHeaders: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { ...apiHeaders, ...extraHeaders }, body: JSON.stringify(body) };
}

/**
 * Builds a file answer with the API headers (never cached: `no-store`, as every answer here may hold personal data), as
 * API Gateway HTTP API payload 2.0 needs a binary body: base64 text with `isBase64Encoded: true`, which API Gateway
 * decodes before sending (the local adapter, dev/api-adapter.ts, does the same). Content-Disposition `attachment` with
 * the file name (RFC 6266).
 * @param file bytes, media type and a file name of ASCII letters, digits, '.', '-' and '_'
 * @throws Error for any other file name (a programming error: it would break the header)
 */
export function fileResponse(
  status: number,
  file: { bytes: Uint8Array; contentType: string; fileName: string },
): APIGatewayProxyStructuredResultV2 {
  if (!/^[A-Za-z0-9._-]+$/.test(file.fileName)) throw new Error('A file name in a header must be plain ASCII');
  return {
    statusCode: status,
    headers: {
      ...apiHeaders,
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
    },
    body: Buffer.from(file.bytes).toString('base64'),
    isBase64Encoded: true,
  };
}

/** Builds the error answer `{"error": {"code", "message", "reason"?, "fields"?}}` of docs/architecture/api.md. */
export function errorResponse(error: HttpError): APIGatewayProxyStructuredResultV2 {
  const body: ApiErrorBody['error'] = { code: error.code, message: error.message };
  if (error.reason) body.reason = error.reason;
  if (error.fields && Object.keys(error.fields).length > 0) body.fields = error.fields;
  return jsonResponse(error.status, { ...error.extra, error: body } satisfies ApiErrorBody, error.headers);
}

/** Shorthand for a 400 VALIDATION error naming each bad field. */
export function validationError(fields: FieldErrors, message = 'Some fields need attention.'): HttpError {
  return new HttpError(400, 'VALIDATION', message, fields);
}

/** Narrows a handler result to the structured form used in tests and the local server. */
export function asStructured(result: APIGatewayProxyResultV2): APIGatewayProxyStructuredResultV2 {
  if (typeof result === 'string') return { statusCode: 200, body: result };
  return result as APIGatewayProxyStructuredResultV2;
}
