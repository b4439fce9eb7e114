import * as z from 'zod/mini';
import type { FieldErrors } from '@contracts/api';
import { toFieldErrors } from '@contracts/forms/fields';
import type { HttpRequest } from './handler-kit';
import { HttpError, validationError } from './http';

/**
 * Validates parsed multipart fields against a strict zod schema (the same schema the browser form uses).
 * @param schema a zod 4 schema (the contracts/forms schemas are built with zod/mini)
 * @param fields single-valued fields from the multipart parser, or a decoded JSON object
 * @param repeatedFields names sent more than once (always an error: a form field has one value)
 * @returns the schema's typed output
 * @throws HttpError 400 VALIDATION naming every missing, unknown, repeated or invalid field
 */
export function validateFields<S extends z.core.$ZodType>(
  schema: S,
  fields: Readonly<Record<string, unknown>>,
  repeatedFields: readonly string[],
): z.output<S> {
  const repeated: FieldErrors = {};
  for (const name of repeatedFields) repeated[name.slice(0, 40)] = { code: 'sent_twice' };
  const result = z.safeParse(schema, { ...fields });
  if (result.success && repeatedFields.length === 0) return result.data;
  const problems = { ...(result.success ? {} : toFieldErrors(result.error)), ...repeated };
  throw validationError(problems, `Please check: ${Object.keys(problems).slice(0, 8).join(', ')}.`);
}

/**
 * Reads a JSON request body (a JSON API such as /api/track/ and the staff API) and validates it like validateFields.
 * @param maxBytes the largest body accepted, in bytes (well above any honest request of the endpoint)
 * @param contentTypes the content types accepted; `application/json` unless given (the field-data beacons also come as
 *   text/plain, what `navigator.sendBeacon` sends for a string)
 * @returns the schema's typed output
 * @throws HttpError 415 for another content type, 413 over `maxBytes`, 422 for a body that is not
 *   JSON, 400 for JSON that is not an object or fails the schema (docs/architecture/api.md error codes)
 */
export function validateJsonBody<S extends z.core.$ZodType>(
  schema: S,
  request: Pick<HttpRequest, 'headers' | 'body'>,
  maxBytes: number,
  contentTypes = /^application\/json\b/i,
): z.output<S> {
  if (!contentTypes.test(request.headers['content-type'] ?? ''))
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the details as JSON.');
  if (request.body.length > maxBytes) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
  let body: unknown;
  try {
    body = JSON.parse(request.body.toString('utf8'));
  } catch {
    throw new HttpError(422, 'MALFORMED_BODY', 'The body must be JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'VALIDATION', 'The body must be a JSON object.');
  return validateFields(schema, body as Record<string, unknown>, []);
}
