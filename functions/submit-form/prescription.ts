import type { PrescriptionFileType } from '@domain/prescription-file-checks';
import { prescriptionFieldsSchema, type PrescriptionFields } from '@contracts/forms/prescription-form';
import { HttpError } from '../runtime/http';
import { logger } from '../runtime/logger';
import type { ParsedMultipart, UploadedFile } from '../runtime/multipart';
import { newReference } from '../runtime/reference';
import { recordKey } from '../data/records';
import { PRESCRIPTION_RETENTION_DAYS, expiryEpochSeconds } from '@contracts/deployment/table-design';
import { validateFields } from '../runtime/validate-fields';
import type { SubmitAnswer } from '@contracts/api';
import { DEFAULT_LOCALE, type Locale } from '@contracts/locale';
import type { FormContext, FormProcessor } from './form-context';
import { prescriptionFileRules } from '@domain/prescription-file-checks';
import type { StoredFileRef } from '@domain/prescription-file-checks';
import { checkPrescriptionFile, fileHelpProblem, prescriptionSentAsText, putItemWithPrescriptionFile } from './prescription-upload';
import { initialStatus } from '@domain/lifecycle';
import { newLifecycleFieldsWithOutbox, type LifecycleFields } from '../runtime/lifecycle-fields';
import { newCallTask } from '../data/call-task';
import type { CallTask } from '@contracts/call-log';

/** A validated prescription request: its fields and its file with the type decided by content. */
export interface PrescriptionInput {
  fields: PrescriptionFields;
  file: UploadedFile;
  fileType: PrescriptionFileType;
}

/** Stored item of a prescription (docs/architecture/data-model.md). Personal data lives here and in S3 only, never in logs. */
export interface PrescriptionRecord extends LifecycleFields {
  pk: string;
  sk: string;
  kind: 'prescription';
  reference: string;
  createdAt: string;
  expiresAt: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  /** The address's PIN code, one the pharmacy delivers to (contracts/forms/fields.ts servedPinField). */
  code: string;
  medicineName: string;
  notes: string;
  consentAt: string;
  /** The consent notice version the shopper saw (CONSENT_NOTICE_VERSIONS), when the browser sent it. */
  consentVersion?: string;
  /** The language of the page the shopper sent it from ('hi' or 'en'): its e-mails are written in it. */
  locale: Locale;
  file: StoredFileRef;
  /** The pharmacist's call to the shopper (functions/data/call-task.ts): due within the desk hours after the upload. */
  call: CallTask;
}

export const prescriptionForm: FormProcessor<PrescriptionInput> = {
  /**
   * @throws HttpError 400 for invalid fields or a missing/empty file, 415 when the file is not PNG, JPEG or PDF
   *   by its content, 413 when it is larger than 4 MiB.
   */
  validate(parsed: ParsedMultipart): PrescriptionInput {
    if (prescriptionSentAsText(parsed)) {
      throw new HttpError(400, 'VALIDATION', 'The prescription must be sent as a file.', {
        prescription: fileHelpProblem(prescriptionFileRules),
      });
    }
    const fields = validateFields(prescriptionFieldsSchema, parsed.fields, parsed.repeatedFields);
    const checked = checkPrescriptionFile(parsed, { required: true })!;
    return { fields, file: checked.file, fileType: checked.fileType };
  },

  /**
   * Puts the file in S3, then the item in DynamoDB. If the item write fails, the object version just
   * written is deleted, so a failure leaves nothing behind; the error is rethrown (→ 503/500).
   */
  async store({ fields, file, fileType }: PrescriptionInput, context: FormContext): Promise<SubmitAnswer> {
    const { now, requestId } = context;
    const reference = newReference('RX', now);
    const createdAt = now.toISOString();
    await putItemWithPrescriptionFile(context, reference, { file, fileType }, (stored) => {
      const record: PrescriptionRecord = {
        ...recordKey('prescription', reference),
        kind: 'prescription',
        reference,
        createdAt,
        expiresAt: expiryEpochSeconds(now, PRESCRIPTION_RETENTION_DAYS),
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        city: fields.city,
        address: fields.address,
        code: fields.code,
        medicineName: fields.medicine_name,
        notes: fields.definition,
        consentAt: createdAt,
        // The language of the page it was sent from: its e-mails are written in it.
        locale: context.locale ?? DEFAULT_LOCALE,
        ...(fields.consent_version ? { consentVersion: fields.consent_version } : {}),
        // The shopper's "received" e-mail and the pharmacy's new-prescription alert, queued by the same write
        // (transactional outbox).
        ...newLifecycleFieldsWithOutbox('prescription', initialStatus('prescription'), createdAt, { email: fields.email }),
        file: stored!,
        // Every new upload owes the shopper a call (domain/call-clock.ts: 60 desk minutes).
        call: newCallTask(now),
      };
      return record as unknown as Record<string, unknown>;
    });
    logger.info('prescription stored', { requestId, reference, fileType, fileBytes: file.content.length });
    return { reference, createdAt };
  },
};
