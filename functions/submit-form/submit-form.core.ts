import { PRESCRIPTION_FILE_FIELD, PRESCRIPTION_MAX_BYTES } from '@contracts/prescription-file';
import { HttpError } from '../shared/http';
import type { HttpRequest, RouteResult } from '../shared/handler-kit';
import { parseMultipart, type MultipartLimits } from '../shared/multipart';
import { IdempotencyStore } from '../shared/records';
import { checkoutForm } from './checkout';
import { chooseForm, type FormName } from './choose-form';
import { contactForm } from './contact';
import type { FormContext, FormProcessor } from './form-context';
import { prescriptionForm } from './prescription';

/**
 * busboy limits for submit-form: one file of at most 4 MiB (DESIGN §3), 16 fields of at most 16 KiB each
 * (the largest legitimate field, checkout `items` with 99 lines, is about 6 KiB).
 */
export const submitFormLimits: MultipartLimits = {
  fileSize: PRESCRIPTION_MAX_BYTES,
  files: 1,
  fields: 16,
  fieldSize: 16 * 1024,
  fileFields: [PRESCRIPTION_FILE_FIELD],
};

const processors: Partial<Record<FormName, FormProcessor<unknown>>> = {
  prescription: prescriptionForm as FormProcessor<unknown>,
  checkout: checkoutForm as FormProcessor<unknown>,
  contact: contactForm as FormProcessor<unknown>,
};

/**
 * POST /api/submit-form/ (DESIGN §3): parses the multipart body, picks the form, validates it, and stores it
 * exactly once per Idempotency-Key.
 * @returns 201 `{reference, createdAt}` once every write (S3 object and DynamoDB item) has succeeded,
 *   or the first answer again for a repeated Idempotency-Key.
 * @throws HttpError 400/409/413/415/422 for the caller's mistakes; SDK errors propagate (→ 503/500).
 */
export async function submitForm(request: HttpRequest, context: Omit<FormContext, 'requestId'>): Promise<RouteResult> {
  const idempotencyKey = IdempotencyStore.parseKey(request.headers['idempotency-key']);
  const parsed = await parseMultipart(request.headers['content-type'], request.body, submitFormLimits);
  const form = chooseForm(parsed);
  const processor = processors[form];
  if (!processor) throw new HttpError(400, 'VALIDATION', 'This form is not accepted yet.', { form: 'Not accepted' });
  const input = processor.validate(parsed);

  const formContext: FormContext = { ...context, requestId: request.requestId };
  const idempotency = new IdempotencyStore(context.clients.dynamo, context.config.tableName);
  if (idempotencyKey) {
    const replay = await idempotency.claim(idempotencyKey, form, context.now);
    if (replay) return replay;
  }
  try {
    const answer = await processor.store(input, formContext);
    const result: RouteResult = { status: 201, body: answer };
    if (idempotencyKey) await idempotency.complete(idempotencyKey, result);
    return result;
  } catch (error) {
    if (idempotencyKey) await idempotency.release(idempotencyKey);
    throw error;
  }
}
