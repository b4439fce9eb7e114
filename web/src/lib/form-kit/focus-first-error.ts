/**
 * Moves focus to the first control of `form`, in DOM order, whose `name` has an error, so that keyboard and
 * screen-reader users land on the first problem after a failed submit or a server 400 with `error.fields`
 * (WCAG 3.3.1 Error Identification, 2.4.3 Focus Order; docs/behaviour.md §5: the first invalid field is focused).
 * @param form the form element (null before it mounts: nothing happens)
 * @param errors field name → error (any truthy value counts; react-hook-form's FieldErrors or `{name: message}`)
 * @param names when given, only controls with these names may take focus (e.g. not a hidden honeypot)
 * @returns true when a control was focused, false when no control of the form carries one of the errors
 */
export function focusFirstError(form: HTMLFormElement | null, errors: object, names?: readonly string[]): boolean {
  const failed = errors as Record<string, unknown>;
  for (const control of form?.querySelectorAll<HTMLElement & { name: string }>('[name]') ?? []) {
    if (failed[control.name] && (!names || names.includes(control.name))) {
      control.focus();
      return true;
    }
  }
  return false;
}
