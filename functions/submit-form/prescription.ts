import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import {
  PRESCRIPTION_MAX_BYTES,
  detectPrescriptionFileType,
  nameAndTypeAgree,
  prescriptionFileTypes,
  type PrescriptionFileType,
} from '../../web/src/lib/validation/file-signature';
import { PRESCRIPTION_FILE_FIELD, prescriptionFieldsSchema, type PrescriptionFields } from '../../web/src/lib/validation/prescription-form';
import { HttpError } from '../shared/http';
import { logger } from '../shared/logger';
import type { ParsedMultipart, UploadedFile } from '../shared/multipart';
import { putNewItem } from '../shared/records';
import { newReference } from '../shared/reference';
import { PRESCRIPTION_RETENTION_DAYS, RECORD_SK, expiryEpochSeconds } from '../shared/table-design';
import { validateFields } from '../shared/validate-fields';
import type { FormContext, FormProcessor, SubmitAnswer } from './form-context';

/** A validated prescription request: its fields and its file with the type decided by content. */
export interface PrescriptionInput {
  fields: PrescriptionFields;
  file: UploadedFile;
  fileType: PrescriptionFileType;
}

/** Stored item of a prescription (DESIGN §4). Personal data lives here and in S3 only, never in logs. */
export interface PrescriptionRecord {
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
  medicineName: string;
  notes: string;
  consentAt: string;
  file: { bucket: string; key: string; versionId?: string; contentType: string; type: PrescriptionFileType; bytes: number; originalName: string };
}

const fileHelp = 'Attach the prescription as a PNG, JPEG or PDF file of at most 4 MiB';

/**
 * Keeps a shopper's file name for staff, safely: Unicode-normalised (NFC), letters and digits of any script,
 * spaces, '.', '_', '-' and '()' kept, everything else replaced by '_', at most 120 characters.
 * Never used in S3 keys or logs.
 */
export function sanitiseFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'prescription';
}

/** S3 key `prescriptions/YYYY/MM/DD/<reference>/<uuid>.<ext>` (DESIGN §4); nothing the shopper typed. */
export function prescriptionObjectKey(reference: string, now: Date, fileType: PrescriptionFileType): string {
  const [date] = now.toISOString().split('T');
  const [year, month, day] = (date ?? '').split('-');
  return `prescriptions/${year}/${month}/${day}/${reference}/${randomUUID()}.${prescriptionFileTypes[fileType].extension}`;
}

export const prescriptionForm: FormProcessor<PrescriptionInput> = {
  /**
   * @throws HttpError 400 for invalid fields or a missing/empty file, 415 when the file is not PNG, JPEG or PDF
   *   by its content, 413 when it is larger than 4 MiB.
   */
  validate(parsed: ParsedMultipart): PrescriptionInput {
    if (PRESCRIPTION_FILE_FIELD in parsed.fields) {
      throw new HttpError(400, 'VALIDATION', 'The prescription must be sent as a file.', { prescription: fileHelp });
    }
    const fields = validateFields(prescriptionFieldsSchema, parsed.fields, parsed.repeatedFields);
    const file = parsed.files.find((candidate) => candidate.field === PRESCRIPTION_FILE_FIELD);
    if (!file || file.content.length === 0) {
      throw new HttpError(400, 'VALIDATION', 'The prescription file is missing or empty.', { prescription: fileHelp });
    }
    if (file.content.length > PRESCRIPTION_MAX_BYTES) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The prescription file is larger than 4 MiB.', { prescription: fileHelp });
    }
    const fileType = detectPrescriptionFileType(file.content.subarray(0, 8));
    if (!fileType) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG or PDF prescriptions are accepted.', { prescription: fileHelp });
    }
    if (!nameAndTypeAgree(fileType, file.filename, file.declaredType)) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', "The file's content does not match its name or type.", {
        prescription: `This file is really a ${fileType.toUpperCase()}; please choose the original file`,
      });
    }
    return { fields, file, fileType };
  },

  /**
   * Puts the file in S3, then the item in DynamoDB. If the item write fails, the object version just
   * written is deleted, so a failure leaves nothing behind; the error is rethrown (→ 503/500).
   */
  async store({ fields, file, fileType }: PrescriptionInput, { clients, config, now, requestId }: FormContext): Promise<SubmitAnswer> {
    const reference = newReference('RX', now);
    const createdAt = now.toISOString();
    const key = prescriptionObjectKey(reference, now, fileType);
    const { mime } = prescriptionFileTypes[fileType];
    const put = await clients.s3.send(
      new PutObjectCommand({
        Bucket: config.bucketName,
        Key: key,
        Body: file.content,
        ContentType: mime,
        ContentLength: file.content.length,
        Metadata: { reference },
      }),
    );
    const record: PrescriptionRecord = {
      pk: `PRESCRIPTION#${reference}`,
      sk: RECORD_SK,
      kind: 'prescription',
      reference,
      createdAt,
      expiresAt: expiryEpochSeconds(now, PRESCRIPTION_RETENTION_DAYS),
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      city: fields.city,
      address: fields.address,
      medicineName: fields.medicine_name,
      notes: fields.definition,
      consentAt: createdAt,
      file: {
        bucket: config.bucketName,
        key,
        ...(put.VersionId ? { versionId: put.VersionId } : {}),
        contentType: mime,
        type: fileType,
        bytes: file.content.length,
        originalName: sanitiseFileName(file.filename),
      },
    };
    try {
      await putNewItem(clients.dynamo, config.tableName, record as unknown as Record<string, unknown>);
    } catch (error) {
      await clients.s3
        .send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: key, ...(put.VersionId ? { VersionId: put.VersionId } : {}) }))
        .catch(() => logger.error('orphan object not deleted', { requestId, reference }));
      throw error;
    }
    logger.info('prescription stored', { requestId, reference, fileType, fileBytes: file.content.length });
    return { reference, createdAt };
  },
};
