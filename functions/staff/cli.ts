/**
 * Staff CLI for pharmacy staff: `npm run staff -- prescriptions list|get …` (see README "Staff CLI").
 *
 * Target: with MEDVIKA_TABLE and MEDVIKA_BUCKET set, the deployed stack in AWS_REGION using the staff
 * member's own AWS credentials (the StaffPolicy output of the stack grants exactly what this needs);
 * otherwise the local stack of `npm start` (DYNAMODB_PORT, S3_PORT).
 */
import { formatBytes } from '@contracts/format-bytes';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isReference } from '../shared/reference';
import { createAwsClients } from '../shared/aws-clients';
import type { RuntimeConfig } from '../shared/config';
import { localAwsEnv, readLocalSettings } from '../local/local-env';
import { DEFAULT_URL_EXPIRY_SECONDS, MAX_URL_EXPIRY_SECONDS, downloadPrescription, getPrescription, listPrescriptions, presignPrescriptionUrl } from './prescriptions';

const usage = `Usage:
  npm run staff -- prescriptions list [--since YYYY-MM-DD] [--json]
  npm run staff -- prescriptions get <RX-reference> [--download FILE] [--expires SECONDS]

Target: the local stack of "npm start", or a deployed stack when MEDVIKA_TABLE, MEDVIKA_BUCKET
(and AWS_REGION) are set; AWS credentials come from your usual AWS profile or environment.`;

class UsageError extends Error {}

function target(): { config: RuntimeConfig; where: string } {
  const table = process.env.MEDVIKA_TABLE;
  const bucket = process.env.MEDVIKA_BUCKET;
  if (table || bucket) {
    if (!table || !bucket) throw new UsageError('Set both MEDVIKA_TABLE and MEDVIKA_BUCKET to use a deployed stack.');
    return { config: { tableName: table, bucketName: bucket }, where: `AWS ${process.env.AWS_REGION ?? '(default region)'}` };
  }
  const settings = readLocalSettings();
  const env = localAwsEnv(settings.dynamodbPort, settings.s3Port);
  Object.assign(process.env, env);
  return { config: { tableName: env.TABLE_NAME!, bucketName: env.BUCKET_NAME! }, where: 'local stack' };
}

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function pad(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      json: { type: 'boolean', default: false },
      download: { type: 'string' },
      expires: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [resource, action, reference] = positionals;
  if (values.help || resource !== 'prescriptions' || !action) throw new UsageError(usage);
  const { config, where } = target();
  const clients = createAwsClients();

  if (action === 'list') {
    if (values.since !== undefined && !isIsoDate(values.since)) throw new UsageError('--since takes a date as YYYY-MM-DD, e.g. --since 2026-11-01');
    const rows = await listPrescriptions(clients, config, { since: values.since });
    if (values.json) {
      console.log(JSON.stringify(rows, null, 2));
      return;
    }
    console.log(`${rows.length} prescription(s) in the ${where}${values.since ? ` since ${values.since}` : ''}, newest first:\n`);
    console.log(`${pad('REFERENCE', 22)} ${pad('RECEIVED (UTC)', 17)} ${pad('PATIENT', 22)} ${pad('MEDICINE', 24)} ${pad('CITY', 9)} FILE`);
    for (const row of rows) {
      console.log(`${pad(row.reference, 22)} ${pad(row.createdAt.slice(0, 16).replace('T', ' '), 17)} ${pad(row.patientName, 22)} ${pad(row.medicineName, 24)} ${pad(row.city || '-', 9)} ${row.fileType.toUpperCase()} ${formatBytes(row.fileBytes)}`);
    }
    return;
  }

  if (action === 'get') {
    if (!reference || !isReference(reference, 'RX')) throw new UsageError('Give the prescription reference, e.g. prescriptions get RX-20261121-7K3F9QAZ');
    const expires = values.expires === undefined ? DEFAULT_URL_EXPIRY_SECONDS : Number(values.expires);
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_URL_EXPIRY_SECONDS) throw new UsageError(`--expires takes whole seconds from 1 to ${MAX_URL_EXPIRY_SECONDS}`);
    const record = await getPrescription(clients, config, reference);
    if (!record) {
      console.error(`No prescription ${reference} in the ${where}.`);
      process.exitCode = 1;
      return;
    }
    const url = await presignPrescriptionUrl(clients, record, expires);
    console.log(`Reference:   ${record.reference}
Received:    ${record.createdAt}
Patient:     ${record.name}
Email:       ${record.email}
Phone:       ${record.phone}
City:        ${record.city || '-'}
Address:     ${record.address}
Medicine:    ${record.medicineName}
Notes:       ${record.notes || '-'}
File:        ${record.file.type.toUpperCase()}, ${record.file.bytes} bytes, sent as "${record.file.originalName}"
Deleted on:  ${new Date(record.expiresAt * 1000).toISOString().slice(0, 10)} (180-day retention)
Download URL (valid ${expires} s):
${url}`);
    if (values.download) {
      const bytes = await downloadPrescription(clients, record);
      await writeFile(values.download, bytes, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        throw new UsageError(error.code === 'EEXIST' ? `${values.download} already exists; choose another file name.` : `Could not write ${values.download}: ${error.message}`);
      });
      console.log(`Saved ${bytes.length} bytes to ${values.download}`);
    }
    return;
  }
  throw new UsageError(usage);
}

main(process.argv.slice(2)).catch((error: Error) => {
  if (error instanceof UsageError || error.name === 'TypeError' && 'code' in error && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')) {
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  const unreachable = ['ECONNREFUSED', 'TimeoutError'].some((code) => String((error as NodeJS.ErrnoException).code ?? error.name).includes(code) || String(error.cause ?? '').includes(code));
  console.error(unreachable ? 'Could not reach the data store. Is "npm start" running (or are MEDVIKA_TABLE/MEDVIKA_BUCKET and your AWS credentials set)?' : `Failed: ${error.name}: ${error.message}`);
  process.exitCode = 1;
});
