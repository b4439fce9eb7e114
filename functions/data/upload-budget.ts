/**
 * The global daily upload-byte budget (pk UPLOADS#<yyyy-mm-dd>, sk RECORD: contracts/deployment/table-design.ts): one
 * counter per UTC day of the bytes of prescription files stored by all shoppers together. The one module that builds
 * its key and commands. The budget's size is the caller's (RuntimeConfig.uploadBudgetBytesPerDay), and so is what a
 * refusal answers (503 UPLOADS_PAUSED, functions/submit-form/prescription-upload.ts).
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, RECORD_SK, UPLOAD_COUNTER_RETENTION_DAYS, expiryEpochSeconds } from '@contracts/deployment/table-design';
import * as z from 'zod/mini';
import { parseStored } from './parse-item';
import { isConditionFailure, type ItemKey } from './table';
import { add, set, updateExpression } from './update-expression';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The counter's attribute as an UpdateItem returns it: the day's bytes so far, at least the file just counted. */
const uploadCounterSchema = z.looseObject({ bytes: z.int().check(z.gte(1)) });

/** The UTC calendar day of `now`, `yyyy-mm-dd` (ISO 8601). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The table key of one UTC day's counter.
 * @param day `yyyy-mm-dd` ({@link utcDay})
 * @returns pk 'UPLOADS#<day>', sk RECORD
 */
export function uploadCounterKey(day: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES.uploads}${day}`, sk: RECORD_SK };
}

/** Whole seconds from `now` to the next UTC midnight, when the next day's budget opens: 1 to 86,400. */
export function secondsToNextUtcDay(now: Date): number {
  const nextDay = (Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS;
  return Math.max(1, Math.ceil((nextDay - now.getTime()) / 1000));
}

/** The answer of {@link reserveUploadBytes}: counted (with the day's new total), or refused (the budget would be passed). */
export type UploadReservation = { granted: true; totalBytes: number } | { granted: false; retryAfterSeconds: number };

/**
 * Counts `bytes` against the budget of `now`'s UTC day, atomically: one conditional UpdateItem (`ADD bytes :n`, on the
 * condition that the counter is absent or at most `budgetBytes − bytes`), so concurrent uploads can never take the
 * total past the budget, and one that would is refused without counting anything. The counter expires
 * {@link UPLOAD_COUNTER_RETENTION_DAYS} days after its day began (TTL). Called before the file is stored; the bytes of a
 * file whose storing then fails stay counted (the budget errs towards pausing).
 * @param bytes the size of the file about to be stored, bytes (> 0)
 * @param budgetBytes the day's budget, bytes
 * @returns granted with the day's total after this file, or refused with the seconds until the next UTC day
 * @throws the SDK's errors (→ 503), other than the failed condition; StoredRecordInvalid when the counter is not a
 *   whole number of bytes
 */
export async function reserveUploadBytes(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  { bytes, budgetBytes, now }: { bytes: number; budgetBytes: number; now: Date },
): Promise<UploadReservation> {
  const key = uploadCounterKey(utcDay(now));
  const refused: UploadReservation = { granted: false, retryAfterSeconds: secondsToNextUtcDay(now) };
  if (bytes > budgetBytes) return refused;
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        ...updateExpression(
          [set('expiresAt', ':expiresAt', expiryEpochSeconds(dayStart, UPLOAD_COUNTER_RETENTION_DAYS)), add('bytes', ':bytes', bytes)],
          {
            expression: 'attribute_not_exists(#bytes) OR #bytes <= :room',
            values: { ':room': budgetBytes - bytes },
          },
        ),
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { granted: true, totalBytes: parseStored(uploadCounterSchema, answer.Attributes ?? {}, { kind: 'upload-counter', key }).bytes };
  } catch (error) {
    if (isConditionFailure(error)) return refused;
    throw error;
  }
}
