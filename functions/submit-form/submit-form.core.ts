import type { SubmitAnswer } from '@contracts/api';
import { PRESCRIPTION_FILE_FIELD, PRESCRIPTION_MAX_BYTES } from '@domain/prescription-file-checks';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { parseMultipart, type MultipartLimits } from '../runtime/multipart';
import { logger } from '../runtime/logger';
import { localeFromAcceptLanguage } from '../runtime/shopper-locale';
import { IdempotencyStore, type IdempotencyClaim } from '../data/idempotency';
import { checkoutForm } from './checkout';
import { chooseForm, type FormName } from './choose-form';
import { contactForm } from './contact';
import type { FormContext, FormProcessor } from './form-context';
import { prescriptionForm } from './prescription';
import { limitIpv6Network } from '../runtime/network-rate-limit';
import { keyOfItem } from '../data/table';

/**
 * busboy limits for submit-form: one file of at most 4 MiB (docs/architecture/api.md), 16 fields of at most 16 KiB each
 * (the largest legitimate field, checkout `items` with 99 lines, is about 6 KiB).
 */
export const submitFormLimits: MultipartLimits = {
  fileSize: PRESCRIPTION_MAX_BYTES,
  files: 1,
  fields: 16,
  fieldSize: 16 * 1024,
  fileFields: [PRESCRIPTION_FILE_FIELD],
};

const processors: Record<FormName, FormProcessor<unknown>> = {
  prescription: prescriptionForm as FormProcessor<unknown>,
  checkout: checkoutForm as FormProcessor<unknown>,
  contact: contactForm as FormProcessor<unknown>,
};

/**
 * POST /api/submit-form/ (docs/architecture/api.md): parses the multipart body, picks the form, validates it, and stores
 * it exactly once per Idempotency-Key. The record stores the language of the page it was sent from (Accept-Language:
 * 'hi' on a Hindi page), which its e-mails are written in.
 *
 * With a key: the key is claimed before storing; just before the record is written, its key and answer are
 * noted on the claim; after it, the answer is saved for replay. A failed store frees the key; a successful one
 * never does: if saving the answer fails, the 201 is still sent and the claim replays it later (IdempotencyStore).
 * @returns 201 `{reference, createdAt}` once every write (S3 object and DynamoDB item) has succeeded,
 *   or the first answer again for a repeated Idempotency-Key.
 * @throws HttpError 400/409/413/415/422 for the caller's mistakes (409: the same key is still running or was used
 *   for another form), 503 UPLOADS_PAUSED (with Retry-After) when a prescription file would pass the day's upload
 *   budget, 429 THROTTLED when the client's IPv6 /64 has made too many requests (runtime/network-rate-limit.ts); SDK
 *   errors propagate (→ 503/500).
 */
export async function submitForm(request: HttpRequest, context: Omit<FormContext, 'requestId'>): Promise<RouteResult> {
  await limitIpv6Network(context.clients.dynamo, context.config.tableName, request.clientIp, context.now);
  const idempotencyKey = IdempotencyStore.parseKey(request.headers['idempotency-key']);
  const parsed = await parseMultipart(request.headers['content-type'], request.body, submitFormLimits);
  const form = chooseForm(parsed);
  const processor = processors[form];
  const input = processor.validate(parsed);

  let formContext: FormContext = {
    ...context,
    requestId: request.requestId,
    locale: localeFromAcceptLanguage(request.headers['accept-language']),
  };
  let claim: IdempotencyClaim | undefined;
  if (idempotencyKey) {
    const outcome = await new IdempotencyStore(context.clients.dynamo, context.config.tableName).claim(idempotencyKey, form, context.now);
    if (outcome.kind === 'replay') return outcome.answer;
    claim = outcome.claim;
    const held = claim;
    // Every form answers with its record's reference and createdAt (SubmitAnswer), so the answer is known here.
    formContext = {
      ...formContext,
      beforeRecordWrite: (item) =>
        held.markPending(keyOfItem(item), { status: 201, body: { reference: item.reference, createdAt: item.createdAt } }),
    };
  }

  let answer: SubmitAnswer;
  try {
    answer = await processor.store(input, formContext);
  } catch (error) {
    // Nothing was stored (store() undoes its partial writes before it throws): the key may be used again.
    await claim?.release();
    throw error;
  }
  const result: RouteResult = { status: 201, body: answer };
  if (claim) {
    try {
      await claim.complete(result);
    } catch (error) {
      // The record is stored, so the key stays claimed: a retry gets 409 for 60 s, then the pending answer.
      logger.error('idempotency answer not saved', {
        requestId: request.requestId,
        reference: answer.reference,
        errorName: (error as Error)?.name,
      });
    }
  }
  return result;
}
