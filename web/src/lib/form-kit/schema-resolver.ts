import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A zod schema, classic `zod` or `zod/mini` (both carry `_zod`), as zodResolver accepts it. */
interface ZodSchema<Output> {
  _zod: { input: unknown; output: Output };
}

/** What a form submits: its own values, with the schema's parsed (trimmed, defaulted) fields over them. */
export type Submitted<TValues, TOutput> = Omit<TValues, keyof TOutput> & TOutput;

/** Options of schemaResolver. */
export interface SchemaResolverOptions<TValues> {
  /** Maps the form's values to the schema's input (add a fixed field, drop one the schema does not know, turn a checkbox into 'true'). Default: the values as they are. */
  input?: (values: TValues) => Record<string, unknown>;
  /** Checks the schema cannot make (a chosen file, a conditional consent): field name → message, or undefined when fine. */
  rules?: (values: TValues) => Record<string, string | undefined>;
}

/**
 * A react-hook-form resolver over one of the contracts/forms schemas (zodResolver from @hookform/resolvers/zod),
 * so the browser checks exactly what the API checks (docs/architecture/api.md; messages are the schema's, docs/behaviour.md §5/§8).
 * @param schema the shared zod schema, e.g. contactFormSchema
 * @param options `input` mapping and extra `rules`, see SchemaResolverOptions
 * @returns a Resolver: on success `values` is Submitted (the form's values with the parsed fields over them);
 *   on failure `errors` holds field name → `{type, message}`, the first message per field, from the schema and the rules
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: ZodSchema<TOutput>,
  options: SchemaResolverOptions<TValues> = {},
): Resolver<TValues, unknown, Submitted<TValues, TOutput>> {
  const check = zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>, unknown, TOutput>;
  return async (values, context, resolverOptions) => {
    const result = await check(options.input ? options.input(values) : values, context, resolverOptions as never);
    const errors = { ...result.errors } as Record<string, FieldError | undefined>;
    for (const [name, message] of Object.entries(options.rules?.(values) ?? {})) {
      if (message) errors[name] ??= { type: 'rule', message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<TValues> };
    return { values: { ...values, ...(result.values as TOutput) }, errors: {} };
  };
}
