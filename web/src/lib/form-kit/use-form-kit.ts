import { useEffect, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from '../toast';
import { focusFirstError } from './focus-first-error';
import { toFormFailure, type FailureTexts } from './form-failure';
import { useIdempotentSubmit } from './use-idempotent-submit';

/** Options of useFormKit. */
export interface FormKitOptions<TValues extends FieldValues, TOutput> {
  /** Usually schemaResolver(<contracts/forms schema>, …). */
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Every value of the form, including those without a registered control (a file choice, a consent flag). */
  defaultValues: TValues;
  /** The form's wording of a failed request (toFormFailure). */
  failure: FailureTexts;
  /** The fields the shopper sees (default: every key of defaultValues): only they take server errors and focus. */
  fields?: readonly string[];
  /** The form-level message when validation fails only on fields the shopper cannot see (e.g. the comment form's article slug). */
  unchecked?: string;
}

/** One submit of a form: what to send and what to do with the answer. */
export interface SubmitPlan<TOutput, TAnswer> {
  /** Performs the request with the validated values and the Idempotency-Key (which it may ignore). */
  request: (data: TOutput, key: string) => Promise<TAnswer>;
  /** Called with the answer of a successful request (show a receipt, reset, navigate). */
  done: (answer: TAnswer, data: TOutput) => void;
  /** Everything the request carries, to decide whether a submit is a retry (default: the validated values). */
  input?: (data: TOutput) => unknown;
}

/** What useFormKit gives a form: react-hook-form's API plus the kit's. */
export type FormKit<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput> & {
  /** Put on the `<form>`: focus-first-error looks for controls inside it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The form-level failure message of the last submit (cleared when a new submit starts). */
  failure: string | undefined;
  /** True while the request is in flight. */
  sending: boolean;
  /** Builds the form's onSubmit handler for a SubmitPlan. */
  submit: <TAnswer>(plan: SubmitPlan<TOutput, TAnswer>) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** The message under field `name`, if any. */
  error: (name: string) => string | undefined;
  /** Sets a value that has no registered control (a file choice, a consent flag); before the first submit, re-validates it when its error shows or `now` is true. */
  change: <N extends Path<TValues>>(name: N, value: PathValue<TValues, N>, now?: boolean) => void;
};

/**
 * The storefront's form behaviour in one hook (the one form kit of docs/architecture/frontend.md; docs/behaviour.md §5, docs/architecture/api.md, docs/architecture/departures.md), on react-hook-form:
 * - validation with the shared schema on submit, then of the whole form again on every change once a submit has been
 *   tried (messages under the fields, red border, aria-invalid: FormField; docs/behaviour.md §5);
 * - after a failed submit, or a server 400 whose `error.fields` name fields of this form, focus moves to the first
 *   invalid control in DOM order (focusFirstError; WCAG 3.3.1, 2.4.3);
 * - one submit at a time (the double-submit guard) and one Idempotency-Key per logical submit (useIdempotentSubmit);
 * - a failed request keeps every value, puts the server's field messages under their fields and shows the form's
 *   message (`failure`) and a toast (toFormFailure's wording).
 * @param options see FormKitOptions
 * @returns see FormKit
 */
export function useFormKit<TValues extends FieldValues, TOutput>(options: FormKitOptions<TValues, TOutput>): FormKit<TValues, TOutput> {
  // reValidateMode 'onSubmit' turns off react-hook-form's own per-field re-validation: once a submit has been tried, the
  // effect below re-validates the whole form on every change of a value (typing, a file, a checkbox), as the forms
  // always have, so that a rule across fields (country → PIN) updates at once.
  const form = useForm<TValues, unknown, TOutput>({
    resolver: options.resolver,
    defaultValues: options.defaultValues as DefaultValues<TValues>,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string>();
  const { sending, guard, send } = useIdempotentSubmit();
  const fields = options.fields ?? Object.keys(options.defaultValues);
  const { errors, isSubmitted } = form.formState;
  const error = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, isSubmitted: tried }) => {
          if (name && tried) void form.trigger();
        },
      }),
    [form],
  );

  const fail = (problem: unknown) => {
    const { fields: fieldErrors, message } = toFormFailure(problem, fields, options.failure);
    for (const [name, text] of Object.entries(fieldErrors)) form.setError(name as Path<TValues>, { type: 'server', message: text });
    focusFirstError(formRef.current, fieldErrors);
    setFailure(message);
    if (message) toast.error(message);
  };

  const submit: FormKit<TValues, TOutput>['submit'] = (plan) =>
    guard(
      form.handleSubmit(
        async (data) => {
          setFailure(undefined);
          let answer;
          try {
            answer = await send(plan.input ? plan.input(data) : data, (key) => plan.request(data, key));
          } catch (problem) {
            fail(problem);
            return;
          }
          plan.done(answer, data);
        },
        (found) => setFailure(focusFirstError(formRef.current, found, fields) ? undefined : options.unchecked),
      ),
    );

  const change: FormKit<TValues, TOutput>['change'] = (name, value, now = false) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: !isSubmitted && (now || Boolean(error(name))) });

  return { ...form, formRef, failure, sending, submit, error, change };
}
