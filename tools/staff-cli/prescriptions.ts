import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AwsClients } from '../../functions/runtime/aws-clients';
import type { RuntimeConfig } from '../../functions/runtime/config';
import type { PrescriptionRecord } from '../../functions/submit-form/prescription';
import { getRecordOfKind, listRecordsOfKind } from './record-queries';

/** One line of `prescriptions list`. */
export interface PrescriptionSummary {
  reference: string;
  createdAt: string;
  patientName: string;
  medicineName: string;
  city: string;
  fileType: string;
  /** File size in bytes. */
  fileBytes: number;
}

/**
 * Presigned URL lifetime, in seconds: default and at most 300 s. Prescriptions are health data, and on AWS the bucket
 * policy refuses any request signed more than 300 s earlier (s3:signatureAge, infra/constructs/prescription-read-guards.ts),
 * so a longer expiry would only print a link that stops working early.
 */
export const DEFAULT_URL_EXPIRY_SECONDS = 300;
/** The longest `--expires` accepted, in seconds: the bucket policy's signature age limit. */
export const MAX_URL_EXPIRY_SECONDS = 300;

/**
 * Lists prescriptions newest first, optionally only those created on or after `since` (a UTC date,
 * YYYY-MM-DD). Uses a Query on the kind/createdAt index, never a Scan, then reads each record by key
 * (listRecordsOfKind); follows pages until `limit`.
 */
export async function listPrescriptions(
  clients: AwsClients,
  config: RuntimeConfig,
  options: { since?: string; limit?: number } = {},
): Promise<PrescriptionSummary[]> {
  const items = (await listRecordsOfKind(clients, config, 'prescription', options)) as unknown as PrescriptionRecord[];
  return items.map((item) => ({
    reference: item.reference,
    createdAt: item.createdAt,
    patientName: item.name,
    medicineName: item.medicineName,
    city: item.city,
    fileType: item.file.type,
    fileBytes: item.file.bytes,
  }));
}

/** Reads one prescription by its RX- reference (GetItem); undefined when there is none. */
export async function getPrescription(
  clients: AwsClients,
  config: RuntimeConfig,
  reference: string,
): Promise<PrescriptionRecord | undefined> {
  return (await getRecordOfKind(clients, config, 'prescription', reference)) as PrescriptionRecord | undefined;
}

/**
 * A presigned GET URL for the prescription file (SigV4 query signing by @aws-sdk/s3-request-presigner),
 * served as an attachment named after the reference. Does not check the malware scan: callers that hand the file to a
 * person check it first (cli.ts: readScanState + scanRefusal, functions/staff-api/file-scan-gate.ts: no file reaches
 * staff unscanned).
 * @param expiresInSeconds 1–300
 * @throws RangeError for an expiry outside 1–300 s
 */
export async function presignPrescriptionUrl(
  { s3 }: AwsClients,
  record: Pick<PrescriptionRecord, 'reference' | 'file'>,
  expiresInSeconds = DEFAULT_URL_EXPIRY_SECONDS,
): Promise<string> {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_URL_EXPIRY_SECONDS) {
    throw new RangeError(`The URL lifetime must be a whole number of seconds from 1 to ${MAX_URL_EXPIRY_SECONDS}.`);
  }
  const extension = record.file.key.split('.').pop();
  const command = new GetObjectCommand({
    Bucket: record.file.bucket,
    Key: record.file.key,
    ...(record.file.versionId ? { VersionId: record.file.versionId } : {}),
    ResponseContentDisposition: `attachment; filename="${record.reference}.${extension}"`,
  });
  return getSignedUrl(s3, command, { expiresIn: expiresInSeconds });
}

/** Downloads the prescription file's bytes. Like presignPrescriptionUrl, without the scan check (the caller's). */
export async function downloadPrescription({ s3 }: AwsClients, record: Pick<PrescriptionRecord, 'file'>): Promise<Buffer> {
  const object = await s3.send(
    new GetObjectCommand({
      Bucket: record.file.bucket,
      Key: record.file.key,
      ...(record.file.versionId ? { VersionId: record.file.versionId } : {}),
    }),
  );
  return Buffer.from(await object.Body!.transformToByteArray());
}
