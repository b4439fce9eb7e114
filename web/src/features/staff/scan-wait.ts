import { ApiError } from '../../lib/api-client';

/**
 * The waits between tries while a file waits for its malware scan: 1, 2, 4, 8, 16 and 29 s, 60 s in all. GuardDuty
 * Malware Protection for S3 usually tags an object within seconds of the upload (docs/decisions/0010-guardduty-scan-gate.md);
 * doubling keeps the first look quick and the load on the API small, and a minute covers a slow scan. The first wait
 * is the Retry-After the API sends with FILE_SCAN_PENDING (functions/staff-api/file-scan-gate.ts).
 */
export const SCAN_WAIT_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 16000, 29000];

/**
 * How long to wait before asking for a file again. Only the staff API's 409 FILE_SCAN_PENDING (no scan tag yet) is
 * worth waiting out; a scan that is over without a clean result (409 FILE_NOT_SCANNED: failed, unsupported, …) or a
 * threat (423 FILE_QUARANTINED) gives the same answer however long the viewer waits, so those show at once
 * (functions/staff-api/file-scan-gate.ts scanRefusal).
 * @param error why the file was refused
 * @param waitsSoFar how many waits already passed for this file
 * @returns the wait in ms, or undefined when waiting cannot help (any other failure, or the minute is up)
 */
export function scanWaitDelay(error: unknown, waitsSoFar: number): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'FILE_SCAN_PENDING') return undefined;
  return SCAN_WAIT_DELAYS_MS[waitsSoFar];
}
