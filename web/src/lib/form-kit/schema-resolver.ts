import * as z from 'zod/mini';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldProblem } from '@contracts/field-problems';
import { toFieldErrors } from '@contracts/forms/fields';
import { fieldProblemText } from '../api-messages/api-messages';

/** What a form submits: its own values, with the schema's parsed (trimmed, defaulted) fields over them. */
export type Submitted<TValues, TOutput> = Omit<TValues, keyof TOutput> & TOutput;

/** Options of schemaResolver. */
export interface SchemaResolverOptions<TValues> {
  /** Maps the form's values to the schema's input (add a fixed field, drop one the schema does not know, turn a checkbox into 'true'). Default: the values as they are. */
  input?: (values: TValues) => Record<string, unknown>;
  /** Checks the schema cannot make (a chosen file, a conditional consent): field name → problem, or undefined when fine. */
  rules?: (values: TValues) => Record<string, FieldProblem | undefined>;
}

/**
 * A react-hook-form resolver over one of the contracts/forms schemas, so the browser checks exactly what the API
 * checks (docs/architecture/api.md) and words each problem as it words the API's: the schema's problem codes
 * (toFieldErrors, the same function the handlers answer with) through the page's catalog (lib/api-messages).
 * @param schema the shared zod schema, e.g. contactFormSchema
 * @param options `input` mapping and extra `rules`, see SchemaResolverOptions
 * @returns a Resolver: on success `values` is Submitted (the form's values with the parsed fields over them);
 *   on failure `errors` holds field name → `{type: problem code, message: its text}`, the first problem per field,
 *   from the schema and the rules
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.core.$ZodType<TOutput>,
  options: SchemaResolverOptions<TValues> = {},
): Resolver<TValues, unknown, Submitted<TValues, TOutput>> {
  return (values) => {
    const result = z.safeParse(schema, options.input ? options.input(values) : values);
    const problems: Record<string, FieldProblem> = result.success ? {} : toFieldErrors(result.error);
    for (const [name, problem] of Object.entries(options.rules?.(values) ?? {})) if (problem) problems[name] ??= problem;
    const errors: Record<string, FieldError> = {};
    for (const [name, problem] of Object.entries(problems)) errors[name] = { type: problem.code, message: fieldProblemText(problem) };
    if (Object.keys(errors).length > 0 || !result.success) return { values: {}, errors: errors as FieldErrors<TValues> };
    return { values: { ...values, ...result.data }, errors: {} };
  };
}
