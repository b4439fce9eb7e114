import * as z from 'zod/mini';
import { toFieldErrors } from '@contracts/forms/fields';
import { validationError } from './http';

/**
 * Validates parsed multipart fields against a strict zod schema (the same schema the browser form uses).
 * @param schema a zod 4 schema (the contracts/forms schemas are built with zod/mini)
 * @param fields single-valued fields from the multipart parser, or a decoded JSON object
 * @param repeatedFields names sent more than once (always an error: a form field has one value)
 * @returns the schema's typed output
 * @throws HttpError 400 VALIDATION naming every missing, unknown, repeated or invalid field
 */
export function validateFields<S extends z.core.$ZodType>(schema: S, fields: Readonly<Record<string, unknown>>, repeatedFields: readonly string[]): z.output<S> {
  const repeated: Record<string, string> = {};
  for (const name of repeatedFields) repeated[name.slice(0, 40)] = 'Sent more than once';
  const result = z.safeParse(schema, { ...fields });
  if (result.success && repeatedFields.length === 0) return result.data;
  const problems = { ...(result.success ? {} : toFieldErrors(result.error)), ...repeated };
  throw validationError(problems, `Please check: ${Object.keys(problems).slice(0, 8).join(', ')}.`);
}
