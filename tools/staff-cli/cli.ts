/**
 * Staff CLI for pharmacy staff: `npm run staff -- prescriptions|orders|messages list|get …` (see README "Staff CLI").
 *
 * Target: with MEDVIKA_TABLE and MEDVIKA_BUCKET set, the deployed stack in AWS_REGION using the staff
 * member's own AWS credentials (the StaffPolicy output of the stack grants exactly what this needs);
 * otherwise the local stack of `npm start` (DYNAMODB_PORT, S3_PORT).
 */
import { formatBytes } from '@domain/format-bytes';
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
import { stripControlCharacters } from '@contracts/forms/fields';
import { formatMoney } from '@domain/money';

const usage = `Usage:
  npm run staff -- prescriptions list [--since YYYY-MM-DD] [--json]
  npm run staff -- prescriptions get <RX-reference> [--download FILE] [--expires SECONDS]
  npm run staff -- orders list [--since YYYY-MM-DD] [--json]
  npm run staff -- orders get <ORD-reference> [--download FILE] [--expires SECONDS]
  npm run staff -- messages list [--since YYYY-MM-DD] [--json]
  npm run staff -- messages get <MSG-reference>

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
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

function pad(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

/** The three record kinds the CLI reads, with their reference prefix. */
const resources = {
  prescriptions: { kind: 'prescription', prefix: 'RX' },
  orders: { kind: 'order', prefix: 'ORD' },
  messages: { kind: 'message', prefix: 'MSG' },
} as const satisfies Record<string, { kind: LifecycleKind; prefix: 'RX' | 'ORD' | 'MSG' }>;

/**
 * Makes a stored value safe to print in a terminal: control characters (ANSI/OSC escape sequences a shopper could
 * type into a form) and bidi overrides are removed, line breaks become spaces (no terminal injection).
 */
function printable(value: unknown): string {
  return stripControlCharacters(String(value ?? '')).replace(/[\t\n]+/g, ' ');
}

/** One line per record for `list`, by kind (no more personal data than a pharmacist needs to pick a record). */
function listLine(kind: LifecycleKind, item: Record<string, unknown>): string {
  const head = `${pad(printable(item.reference), 22)} ${pad(printable(item.createdAt).slice(0, 16).replace('T', ' '), 17)} ${pad(printable(item.status ?? '-'), 22)}`;
  if (kind === 'prescription') {
    const file = item.file as { type: string; bytes: number };
    return `${head} ${pad(printable(item.name), 22)} ${pad(printable(item.medicineName), 24)} ${pad(printable(item.city) || '-', 9)} ${file.type.toUpperCase()} ${formatBytes(file.bytes)}`;
  }
  if (kind === 'order') {
    const lines = (item.lineItems as unknown[] | undefined)?.length ?? 0;
    return `${head} ${pad(printable(item.name), 22)} ${pad(printable(item.city), 14)} ${String(lines).padStart(3)} lines ${formatMoney(Number(item.totalCents))}${item.file ? '  Rx file' : ''}`;
  }
  return `${head} ${pad(printable(item.name), 22)} ${pad(printable(item.message), 40)}`;
}

/** The fields `get` prints, by kind, as [label, value] pairs. */
function detailLines(kind: LifecycleKind, item: Record<string, unknown>): Array<[string, string]> {
  const common: Array<[string, string]> = [
    ['Reference', printable(item.reference)],
    ['Received', printable(item.createdAt)],
    ['Status', `${printable(item.status ?? '-')} (version ${printable(item.version ?? '-')})`],
    ['Name', printable(item.name)],
    ['Email', printable(item.email)],
  ];
  if (kind === 'message') return [...common, ['Mobile', printable(item.mobile)], ['Message', printable(item.message)]];
  const file = item.file as
    { type: string; bytes: number; originalName: string; reencoded?: boolean; notReencodedText?: string } | undefined;
  const fileLine: Array<[string, string]> = file
    ? [['File', `${file.type.toUpperCase()}, ${formatBytes(file.bytes)}, sent as "${printable(file.originalName)}"`]]
    : [];
  // An image stored as uploaded because re-encoding failed (functions/submit-form/reencode-image.ts) may still carry
  // metadata: say so.
  if (file?.reencoded === false) fileLine.push(['Warning', printable(file.notReencodedText ?? 'Stored as uploaded, not re-encoded.')]);
  if (kind === 'prescription') {
    return [
      ...common,
      ['Phone', printable(item.phone)],
      ['City', printable(item.city) || '-'],
      ['Address', printable(item.address)],
      ['Medicine', printable(item.medicineName)],
      ['Notes', printable(item.notes) || '-'],
      ...fileLine,
      ['Deleted on', `${new Date(Number(item.expiresAt) * 1000).toISOString().slice(0, 10)} (180-day retention)`],
    ];
  }
  const lineItems = (item.lineItems as Array<{ name: string; quantity: number; lineTotalCents: number }> | undefined) ?? [];
  return [
    ...common,
    ['Phone', printable(item.phone)],
    [
      'Address',
      `${printable(item.address)}, ${printable(item.city)}, ${printable(item.state)} ${printable(item.code)}, ${printable(item.country)}`,
    ],
    ...lineItems.map((line): [string, string] => [
      'Line',
      `${line.quantity} × ${printable(line.name)}  ${formatMoney(line.lineTotalCents)}`,
    ]),
    [
      'Total',
      `${formatMoney(Number(item.totalCents))} (subtotal ${formatMoney(Number(item.subtotalCents))} + tax ${formatMoney(Number(item.taxCents))})`,
    ],
    ...fileLine,
  ];
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
  const [resourceName, action, reference] = positionals;
  if (values.help || !resourceName || !(resourceName in resources) || !action) throw new UsageError(usage);
  const { kind, prefix } = resources[resourceName as keyof typeof resources];
  const { config, where } = target();
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
    console.log(`${items.length} ${resourceName} in the ${where}${values.since ? ` since ${values.since}` : ''}, newest first:\n`);
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
    for (const [label, value] of detailLines(kind, item)) console.log(`${`${label}:`.padEnd(12)} ${value}`);
    for (const entry of (item.history as Array<Record<string, unknown>> | undefined) ?? []) {
      console.log(
        `${'History:'.padEnd(12)} ${printable(entry.at)} ${entry.from ? `${printable(entry.from)} → ` : 'submitted as '}${printable(entry.to)} by ${printable(entry.by)}${entry.reason ? ` (${printable(entry.reason)})` : ''}`,
      );
    }
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
