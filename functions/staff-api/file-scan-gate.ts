import { GetObjectTaggingCommand, type S3Client } from '@aws-sdk/client-s3';
import { HttpError } from '../runtime/http';
import { MALWARE_SCAN_CLEAN, MALWARE_SCAN_RESULTS, MALWARE_SCAN_TAG_KEY, type MalwareScanResult } from '@contracts/deployment/malware-scan';

/**
 * The scan gate of the staff tools (no file reaches staff unscanned): a prescription file is opened — presigned by the
 * staff API's `POST /records/<ref>/file-url`, or presigned and downloaded by the staff CLI — only when Amazon GuardDuty
 * Malware Protection for S3 has tagged its object `GuardDutyMalwareScanStatus=NO_THREATS_FOUND`
 * (contracts/deployment/malware-scan.ts). Everything else is refused, failing closed: no tag yet (the scan runs seconds
 * after the upload: the one refusal worth waiting out, FILE_SCAN_PENDING), a scan that could not finish (FAILED,
 * ACCESS_DENIED, UNSUPPORTED), a threat (THREATS_FOUND), and a tag that cannot be read at all (e.g. a role without
 * s3:GetObjectTagging / s3:GetObjectVersionTagging).
 * Locally, dev/malware-scan-stand-in.ts writes the tag in GuardDuty's place.
 */

/** Where a stored prescription file lives (the record's `file`, docs/architecture/data-model.md). */
export interface ScannedFileRef {
  bucket: string;
  key: string;
  versionId?: string;
}

/** What the gate found: the tag's value, 'NOT_SCANNED' without one, 'UNREADABLE' when the tags could not be read. */
export type ScanState = MalwareScanResult | 'NOT_SCANNED' | 'UNREADABLE';

/**
 * Reads the object's malware-scan tag (S3 GetObjectTagging, of the record's version when it has one).
 * @returns the tag's value, 'NOT_SCANNED' when the object has no such tag (or an unknown value), 'UNREADABLE' when
 *   the tags cannot be read (access denied, throttled)
 * @throws HttpError 404 NOT_FOUND when the object (version) is no longer stored; other SDK errors of an unreachable S3
 */
export async function readScanState(s3: S3Client, file: ScannedFileRef): Promise<ScanState> {
  try {
    const tagging = await s3.send(
      new GetObjectTaggingCommand({ Bucket: file.bucket, Key: file.key, ...(file.versionId ? { VersionId: file.versionId } : {}) }),
    );
    const value = tagging.TagSet?.find((tag) => tag.Key === MALWARE_SCAN_TAG_KEY)?.Value;
    return (MALWARE_SCAN_RESULTS as readonly string[]).includes(value ?? '') ? (value as MalwareScanResult) : 'NOT_SCANNED';
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NoSuchKey' || name === 'NoSuchVersion' || name === 'NotFound')
      throw new HttpError(404, 'NOT_FOUND', 'The prescription file is no longer stored.').because({ code: 'file_gone' });
    if (name === 'AccessDenied' || name === 'SlowDown' || name === 'Forbidden') return 'UNREADABLE';
    throw error;
  }
}

/**
 * The Retry-After (seconds) of a FILE_SCAN_PENDING refusal: the first wait of the console's back-off
 * (web/src/features/staff/scan-wait.ts SCAN_WAIT_DELAYS_MS[0]; tests/unit/file-scan-gate.test.ts keeps the two equal).
 * GuardDuty usually tags an object within seconds of the upload, so a second is the earliest look worth taking.
 */
export const SCAN_PENDING_RETRY_AFTER_SECONDS = 1;

/**
 * The refusal for a file that is not scanned clean, as the staff API answers it and the CLI prints it. The code says
 * whether waiting can help, so a client polls only while the scan is still running:
 * - no tag yet → 409 FILE_SCAN_PENDING with `Retry-After: 1` (GuardDuty tags within seconds; ask again);
 * - THREATS_FOUND → 423 FILE_QUARANTINED;
 * - FAILED, ACCESS_DENIED, UNSUPPORTED, unreadable tags → 409 FILE_NOT_SCANNED, the message saying which and what to do.
 *   These scans are over: GuardDuty does not rescan an object by itself, so no wait changes the answer. UNREADABLE
 *   stays here too: its usual cause is a role without s3:GetObjectTagging (a set-up fault no wait fixes); when it is
 *   S3 throttling (SlowDown), polling would only add load, and the console's "Try again" covers the rare transient case.
 * @returns undefined when the state is NO_THREATS_FOUND (the file may be opened)
 */
export function scanRefusal(state: ScanState): HttpError | undefined {
  if (state === MALWARE_SCAN_CLEAN) return undefined;
  if (state === 'NOT_SCANNED') {
    return new HttpError(
      409,
      'FILE_SCAN_PENDING',
      'This file is still being scanned for malware, which usually takes a few seconds after the upload. Try again in a few seconds.',
      undefined,
      { 'retry-after': String(SCAN_PENDING_RETRY_AFTER_SECONDS) },
    ).because({ code: 'file_scan_pending' });
  }
  if (state === 'THREATS_FOUND') {
    return new HttpError(
      423,
      'FILE_QUARANTINED',
      'The malware scan found a threat in this file, so it cannot be opened. Reject the prescription and ask the shopper for a new photo or PDF.',
    ).because({ code: 'file_threat_found' });
  }
  // A scan that is over without a clean result (MALWARE_SCAN_CLEAN is typed as any result, so the cast narrows).
  type Finished = Exclude<ScanState, 'NO_THREATS_FOUND' | 'THREATS_FOUND' | 'NOT_SCANNED'>;
  const why: Record<Finished, string> = {
    FAILED: 'The malware scan of this file failed, so it cannot be opened. Ask an administrator to rescan it.',
    ACCESS_DENIED: 'The malware scanner could not read this file, so it cannot be opened. Ask an administrator to check the scan set-up.',
    UNSUPPORTED: 'The malware scanner could not check this kind of file, so it cannot be opened. Ask the shopper for a new photo or PDF.',
    UNREADABLE: "This file's malware-scan result could not be read, so it cannot be opened. Try again, or ask an administrator.",
  };
  return new HttpError(409, 'FILE_NOT_SCANNED', why[state as Finished]).because({ code: 'file_not_scanned', status: state });
}
