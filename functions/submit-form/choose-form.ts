import { PRESCRIPTION_FILE_FIELD } from '@domain/prescription-file-checks';
import { HttpError } from '../runtime/http';
import type { ParsedMultipart } from '../runtime/multipart';

/** The three forms the submit-form endpoint accepts (docs/architecture/api.md). */
export type FormName = 'prescription' | 'checkout' | 'contact';

const FORMS: readonly FormName[] = ['prescription', 'checkout', 'contact'];

/**
 * Decides which form a request carries: the `form` field when present; otherwise a `prescription`
 * file or `medicine_name` means prescription, and `country` or `code` means checkout (docs/architecture/api.md,
 * for clients written to the original contract).
 * @throws HttpError 400 when `form` names no known form or nothing identifies the form.
 */
export function chooseForm(parsed: ParsedMultipart): FormName {
  const declared = parsed.fields.form;
  if (declared !== undefined) {
    if ((FORMS as readonly string[]).includes(declared)) return declared as FormName;
    throw new HttpError(400, 'VALIDATION', 'Unknown form.', { form: { code: 'one_of', allowed: FORMS.join(', ') } });
  }
  if (parsed.files.some((file) => file.field === PRESCRIPTION_FILE_FIELD) || 'medicine_name' in parsed.fields) return 'prescription';
  if ('country' in parsed.fields || 'code' in parsed.fields) return 'checkout';
  throw new HttpError(400, 'VALIDATION', 'Say which form this is.', { form: { code: 'one_of', allowed: FORMS.join(', ') } });
}
