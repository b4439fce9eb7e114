import { describe, expect, it } from 'vitest';
import { MALWARE_SCAN_RESULTS } from '../../contracts/deployment/malware-scan';
import { errorResponse } from '../../functions/runtime/http';
import { SCAN_PENDING_RETRY_AFTER_SECONDS, scanRefusal, type ScanState } from '../../functions/staff-api/file-scan-gate';
import { ApiError } from '../../web/src/lib/api-client';
import { SCAN_WAIT_DELAYS_MS, scanWaitDelay } from '../../web/src/features/staff/scan-wait';

// The scan gate's refusals (functions/staff-api/file-scan-gate.ts) tell a scan still running, the one refusal worth
// waiting out, from one that is over; the console's viewer polls only on the first (web/src/features/staff/scan-wait.ts).

describe('scanRefusal', () => {
  const expected: Record<ScanState, { status: number; code: string; message: RegExp } | undefined> = {
    NO_THREATS_FOUND: undefined,
    NOT_SCANNED: { status: 409, code: 'FILE_SCAN_PENDING', message: /still being scanned.*Try again in a few seconds/ },
    THREATS_FOUND: { status: 423, code: 'FILE_QUARANTINED', message: /found a threat.*Reject the prescription/ },
    FAILED: { status: 409, code: 'FILE_NOT_SCANNED', message: /scan of this file failed.*Ask an administrator to rescan it/ },
    ACCESS_DENIED: { status: 409, code: 'FILE_NOT_SCANNED', message: /could not read this file.*check the scan set-up/ },
    UNSUPPORTED: { status: 409, code: 'FILE_NOT_SCANNED', message: /could not check this kind of file.*new photo or PDF/ },
    UNREADABLE: { status: 409, code: 'FILE_NOT_SCANNED', message: /result could not be read.*ask an administrator/ },
  };

  it('covers every state GuardDuty can tag, plus no tag and unreadable tags', () => {
    expect(Object.keys(expected).sort()).toEqual([...MALWARE_SCAN_RESULTS, 'NOT_SCANNED', 'UNREADABLE'].sort());
  });

  it.each(Object.entries(expected))('%s → %o', (state, want) => {
    const refusal = scanRefusal(state as ScanState);
    if (!want) return expect(refusal).toBeUndefined();
    expect(refusal).toMatchObject({ status: want.status, code: want.code });
    expect(refusal!.message).toMatch(want.message);
  });

  it('sends Retry-After (the first back-off wait, in seconds) with the pending refusal only', () => {
    const pending = errorResponse(scanRefusal('NOT_SCANNED')!);
    expect(pending.headers?.['retry-after']).toBe('1');
    expect(SCAN_PENDING_RETRY_AFTER_SECONDS * 1000).toBe(SCAN_WAIT_DELAYS_MS[0]);
    for (const state of ['THREATS_FOUND', 'FAILED', 'ACCESS_DENIED', 'UNSUPPORTED', 'UNREADABLE'] as const) {
      expect(errorResponse(scanRefusal(state)!).headers?.['retry-after']).toBeUndefined();
    }
  });
});

describe('scanWaitDelay', () => {
  const pending = new ApiError(409, 'FILE_SCAN_PENDING', 'This file is still being scanned for malware.');

  it('waits 1, 2, 4, 8, 16 and 29 s while the scan is pending, then gives up', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((waits) => scanWaitDelay(pending, waits))).toEqual([1000, 2000, 4000, 8000, 16000, 29000, undefined]);
  });

  it('never waits for a scan that is over, a threat, another 409 or a failure without an API answer', () => {
    for (const error of [
      new ApiError(409, 'FILE_NOT_SCANNED', 'The malware scan of this file failed, so it cannot be opened.'),
      new ApiError(423, 'FILE_QUARANTINED', 'The malware scan found a threat in this file.'),
      new ApiError(409, 'CONFLICT', 'Someone else changed this record.'),
      new Error('The image did not load.'),
    ]) {
      expect(scanWaitDelay(error, 0)).toBeUndefined();
    }
  });
});
