import { handler as privacyHandler } from '../../functions/privacy/privacy.handler';
import { encodeMultipart, formData, invoke, prescriptionFields } from './http';
import { pharmacistClaims } from './staff-claims';
import { staffRequest } from './staff-request';

/**
 * Takes a new prescription (submitted with prescriptionFields, version 1) through a refusal and the shopper's new file:
 * a pharmacist starts the review and rejects it (staff API), then the shopper re-uploads `file` from /track
 * (POST /api/privacy/reupload/). Afterwards the record's `files` holds both uploads, oldest first, and it is `received`
 * again at version 4.
 * @param file [bytes, file name, content type] of the new upload
 * @throws Error naming the step whose answer was not 200
 */
export async function refuseAndReupload(reference: string, file: [Uint8Array, string, string]): Promise<void> {
  for (const body of [
    { to: 'in_review', version: 1 },
    { to: 'rejected', reason: 'unreadable', version: 2 },
  ]) {
    const answer = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, { json: body });
    if (answer.status !== 200) throw new Error(`${body.to}: ${answer.status} ${answer.raw}`);
  }
  const { body, contentType } = await encodeMultipart(
    formData({ reference, phone: prescriptionFields.phone, consent: 'true' }, { prescription: file }),
  );
  const answer = await invoke(privacyHandler, {
    method: 'POST',
    path: '/api/privacy/reupload/',
    headers: { 'content-type': contentType },
    body,
  });
  if (answer.status !== 200) throw new Error(`re-upload: ${answer.status} ${answer.raw}`);
}
