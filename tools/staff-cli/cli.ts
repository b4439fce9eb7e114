/**
 * Staff CLI for pharmacy staff: `npm run staff -- prescriptions|orders|messages list|get …` (see README "Staff CLI").
 *
 * Target: with MEDVIKA_TABLE and MEDVIKA_BUCKET set, the deployed stack in AWS_REGION using the staff
 * member's own AWS credentials (the StaffPolicy output of the stack grants exactly what this needs);
 * otherwise the local stack of `npm start` (DYNAMODB_PORT, S3_PORT, COGNITO_PORT). It prints records as the staff console
 * shows them (record-text.ts).
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isReference } from '../../functions/runtime/reference';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import type { RuntimeConfig } from '../../functions/runtime/config';
import { localAwsEnv, readLocalSettings } from '../../dev/local-env';
import {
  DEFAULT_URL_EXPIRY_SECONDS,
  MAX_URL_EXPIRY_SECONDS,
  downloadPrescription,
  listPrescriptions,
  presignPrescriptionUrl,
} from './prescriptions';
import { getRecordOfKind, listRecordsOfKind } from './record-queries';
import { readScanState, scanRefusal } from '../../functions/staff-api/file-scan-gate';
import type { PrescriptionRecord } from '../../functions/submit-form/prescription';
import type { LifecycleKind } from '@domain/lifecycle';
import { staffNamesFor } from '../../functions/staff-api/staff-names';
import { STAFF_POOL_ENV } from '../../functions/staff-api/staff-directory';
import { findStaffPoolId } from '../../dev/staff-identity';
import { countOf, detailLines, historyAuthors, kindWords, listLine } from './record-text';

const usage = `Usage:
  npm run staff -- prescriptions list [--since YYYY-MM-DD] [--json]
  npm run staff -- prescriptions get <RX-reference> [--download FILE] [--expires SECONDS]
  npm run staff -- orders list [--since YYYY-MM-DD] [--json]
  npm run staff -- orders get <ORD-reference> [--download FILE] [--expires SECONDS]
  npm run staff -- messages list [--since YYYY-MM-DD] [--json]
  npm run staff -- messages get <MSG-reference>

Target: the local stack of "npm start", or a deployed stack when MEDVIKA_TABLE, MEDVIKA_BUCKET
(and AWS_REGION) are set, with MEDVIKA_STAFF_POOL (the StaffUserPoolId output) for colleagues' names;
AWS credentials come from your usual AWS profile or environment. Times are India Standard Time.`;

class UsageError extends Error {}

/**
 * Where the CLI reads, and the environment the SDK and the staff directory (functions/staff-api/staff-directory.ts,
 * which names colleagues from the staff user pool) read it from: MEDVIKA_TABLE, MEDVIKA_BUCKET and, for names,
 * MEDVIKA_STAFF_POOL (the stack's StaffUserPoolId output) for a deployed stack; else the local stack's emulators and
 * its staff pool, found by name in cognito-local (COGNITO_PORT).
 * @throws UsageError when only one of MEDVIKA_TABLE and MEDVIKA_BUCKET is set
 */
async function target(): Promise<{ config: RuntimeConfig; where: string }> {
  const table = process.env.MEDVIKA_TABLE;
  const bucket = process.env.MEDVIKA_BUCKET;
  if (table || bucket) {
    if (!table || !bucket) throw new UsageError('Set both MEDVIKA_TABLE and MEDVIKA_BUCKET to use a deployed stack.');
    if (process.env.MEDVIKA_STAFF_POOL) process.env[STAFF_POOL_ENV] = process.env.MEDVIKA_STAFF_POOL;
    return { config: { tableName: table, bucketName: bucket }, where: `AWS ${process.env.AWS_REGION ?? '(default region)'}` };
  }
  const settings = readLocalSettings();
  const env = localAwsEnv(settings.dynamodbPort, settings.s3Port);
  Object.assign(process.env, env);
  const cognito = `http://127.0.0.1:${settings.cognitoPort}`;
  const poolId = await findStaffPoolId(cognito);
  if (poolId) Object.assign(process.env, { AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito, [STAFF_POOL_ENV]: poolId });
  return { config: { tableName: env.TABLE_NAME!, bucketName: env.BUCKET_NAME! }, where: 'local stack' };
}

function isIsoDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

/** The three record kinds the CLI reads, with their reference prefix. */
const resources = {
  prescriptions: { kind: 'prescription', prefix: 'RX' },
  orders: { kind: 'order', prefix: 'ORD' },
  messages: { kind: 'message', prefix: 'MSG' },
} as const satisfies Record<string, { kind: LifecycleKind; prefix: 'RX' | 'ORD' | 'MSG' }>;

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
  const [resourceName, action, reference] = positionals;
  if (values.help || !resourceName || !(resourceName in resources) || !action) throw new UsageError(usage);
  const { kind, prefix } = resources[resourceName as keyof typeof resources];
  const { config, where } = await target();
  const clients = createAwsClients();

  if (action === 'list') {
    if (values.since !== undefined && !isIsoDate(values.since)) throw new UsageError('--since takes a date, YYYY-MM-DD');
    const items = await listRecordsOfKind(clients, config, kind, { since: values.since });
    if (values.json) {
      console.log(
        JSON.stringify(kind === 'prescription' ? await listPrescriptions(clients, config, { since: values.since }) : items, null, 2),
      );
      return;
    }
    console.log(
      `${countOf(items.length, kindWords[kind])} in the ${where}${values.since ? ` since ${values.since}` : ''}, newest first:\n`,
    );
    for (const item of items) console.log(listLine(kind, item));
    return;
  }

  if (action === 'get') {
    if (!reference || !isReference(reference, prefix))
      throw new UsageError(`Give the reference, e.g. ${resourceName} get ${prefix}-20261121-7K3F9QAZ`);
    const expires = values.expires === undefined ? DEFAULT_URL_EXPIRY_SECONDS : Number(values.expires);
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_URL_EXPIRY_SECONDS)
      throw new UsageError(`--expires takes whole seconds from 1 to ${MAX_URL_EXPIRY_SECONDS}`);
    const item = await getRecordOfKind(clients, config, kind, reference);
    if (!item) {
      console.error(`No ${kind} ${reference} in the ${where}.`);
      process.exitCode = 1;
      return;
    }
    // Staff by the names the console shows: those stored on the record, then the staff user pool (cached, never failing).
    const names = await staffNamesFor(item, undefined, historyAuthors(item));
    for (const [label, value] of detailLines(kind, item, names)) console.log(`${(label ? `${label}:` : '').padEnd(14)}${value}`);
    const record = item as unknown as PrescriptionRecord;
    if (!record.file) return;
    // The scan gate (functions/staff-api/file-scan-gate.ts): no URL and no download unless GuardDuty (locally its
    // stand-in) tagged the file clean.
    const refusal = scanRefusal(await readScanState(clients.s3, record.file));
    if (refusal) {
      // The gate's message says why and what to do; a scan still running (FILE_SCAN_PENDING) reads "still being
      // scanned … Try again in a few seconds", the others say whom to ask.
      console.error(`File not opened (${refusal.code}): ${refusal.message}`);
      process.exitCode = 1;
      return;
    }
    console.log(`Download URL (valid ${expires} s):\n${await presignPrescriptionUrl(clients, record, expires)}`);
    if (values.download) {
      const bytes = await downloadPrescription(clients, record);
      await writeFile(values.download, bytes, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        throw new UsageError(
          error.code === 'EEXIST'
            ? `${values.download} already exists; choose another file name.`
            : `Could not write ${values.download}: ${error.message}`,
        );
      });
      console.log(`Saved ${bytes.length} bytes to ${values.download}`);
    }
    return;
  }
  throw new UsageError(usage);
}

main(process.argv.slice(2)).catch((error: Error) => {
  if (
    error instanceof UsageError ||
    (error.name === 'TypeError' && 'code' in error && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS'))
  ) {
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  const unreachable = ['ECONNREFUSED', 'TimeoutError'].some(
    (code) => String((error as NodeJS.ErrnoException).code ?? error.name).includes(code) || String(error.cause ?? '').includes(code),
  );
  console.error(
    unreachable
      ? 'Could not reach the data store. Is "npm start" running (or are MEDVIKA_TABLE/MEDVIKA_BUCKET and your AWS credentials set)?'
      : `Failed: ${error.name}: ${error.message}`,
  );
  process.exitCode = 1;
});
