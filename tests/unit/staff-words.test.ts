import { describe, expect, it } from 'vitest';
import { cancellationReasons, rejectionReasons, returnDeclineReasons, returnReasons, statusesByKind, transitions } from '@domain/lifecycle';
import { PRIVACY_CORRECTION_REASON } from '@contracts/privacy-requests';
import { CASH_COLLECTED_REASON } from '@contracts/order-service';
import { conflictHeadline } from '../../web/src/features/staff/DecisionPanel';
import { DEFAULT_STAFF_LOCALE, formatStaffDateTime, formatStaffDay, formatStaffExportDateTime } from '@domain/staff-date-time';
import {
  auditActionLabel,
  auditActionWords,
  auditEntryWords,
  formatDateTime,
  historyEntryWords,
  reasonLabel,
  reasonWords,
  staffLocale,
  statusLabel,
  statusWords,
} from '../../web/src/features/staff/staff-paths';

// The console's words for codes (web/src/features/staff/staff-paths.ts): every code the API stores has words, so a new
// status, reason or audit action without words fails here, and no raw code ('in_review', 'presign') reaches staff.

/** A raw code: a word with an underscore, or a lower-case status code on its own. */
const RAW_CODE = /\b[a-z]+_[a-z_]+\b|→[a-z]/;

describe('staff words cover every code', () => {
  // That every AuditAction has words is tsc's to prove: auditActionWords is a Record<AuditAction, string>.
  it('has words for every audit action, different from the code', () => {
    const actions = Object.keys(auditActionWords) as Array<keyof typeof auditActionWords>;
    expect(actions.length).toBeGreaterThanOrEqual(11);
    for (const action of actions) expect(auditActionLabel(action)).not.toBe(action);
  });

  it('has words for every lifecycle status of every kind', () => {
    for (const status of Object.values(statusesByKind).flat()) {
      expect(statusWords, status).toHaveProperty(status);
      expect(statusLabel(status)).not.toMatch(RAW_CODE);
    }
  });

  it('has words for every reason a change can carry, and for a privacy correction', () => {
    const codes = new Set([
      ...transitions.flatMap((row) => row.reasons ?? []),
      ...Object.keys({ ...rejectionReasons, ...cancellationReasons, ...returnReasons, ...returnDeclineReasons }),
      PRIVACY_CORRECTION_REASON,
      CASH_COLLECTED_REASON,
    ]);
    for (const code of codes) {
      expect(reasonWords, code).toHaveProperty(code);
      expect(reasonLabel(code)).not.toMatch(RAW_CODE);
    }
  });
});

describe('audit entries and history in plain words', () => {
  it('reads each stored detail the API writes into words, with no raw code left', () => {
    const cases: Array<[Parameters<typeof auditEntryWords>[0], ReturnType<typeof auditEntryWords>]> = [
      [
        { action: 'status', detail: 'in_review→rejected (unreadable)' },
        { what: 'Changed the status', detail: 'In review → Rejected: Unclear or unreadable' },
      ],
      [
        { action: 'status', detail: 'received→in_review' },
        { what: 'Changed the status', detail: 'New → In review' },
      ],
      [
        { action: 'answer', detail: 'awaiting_support→answered' },
        { what: 'Answered the message', detail: 'Customer replied → Answered' },
      ],
      [
        { action: 'moderate', detail: 'held→published (finishing)' },
        { what: 'Moderated a comment', detail: 'Held → Published' },
      ],
      [
        { action: 'return_decision', detail: 'return_requested→return_declined (outside_policy)' },
        { what: 'Decided a return', detail: 'Return requested → Return declined: Not returnable under our policy' },
      ],
      [
        { action: 'return_decision', detail: 'return_requested→return_approved (pickup 2026-12-01)' },
        { what: 'Decided a return', detail: 'Return requested → Return approved' },
      ],
      [{ action: 'presign', detail: '300s' }, { what: 'Opened the prescription file' }],
      [{ action: 'presign', detail: 'content' }, { what: 'Opened the prescription file' }],
      [{ action: 'presign', detail: 'return-photo 300s' }, { what: 'Opened the return photo' }],
      [
        { action: 'presign', detail: 'refused: NOT_SCANNED' },
        { what: 'Opened the prescription file', detail: 'not opened: the file has not passed the malware scan' },
      ],
      [{ action: 'privacy_correction', detail: 'correction 5f0c: name, email' }, { what: 'Corrected: Name, E-mail address' }],
      [{ action: 'privacy_correction', detail: 'correction 5f0c' }, { what: 'Applied a correction request' }],
      [
        { action: 'privacy_request_done', detail: 'erasure 5f0c' },
        { what: 'Closed a privacy request', detail: 'Erasure request' },
      ],
      [{ action: 'privacy_erase', detail: 'erasure 5f0c' }, { what: 'Erased on a privacy request' }],
      [{ action: 'refund', detail: 'refund at returned' }, { what: 'Refund marked paid' }],
      [{ action: 'invoice', detail: 'tax invoice PDF' }, { what: 'Downloaded the tax invoice' }],
      [{ action: 'view' }, { what: 'Viewed the record' }],
      [
        { action: 'view', detail: 'current version shown after a conflict' },
        { what: 'Viewed the record', detail: 'the current version, after a change that lost to another' },
      ],
    ];
    for (const [entry, words] of cases) {
      expect(auditEntryWords(entry), JSON.stringify(entry)).toEqual(words);
      expect(`${words.what} ${words.detail ?? ''}`).not.toMatch(RAW_CODE);
    }
  });

  it('reads a history entry as its change and reason', () => {
    expect(historyEntryWords({ from: 'in_review', to: 'rejected', reason: 'too_old' })).toBe('In review → Rejected: Older than six months');
    expect(historyEntryWords({ from: null, to: 'received' })).toBe('New');
    expect(historyEntryWords({ from: 'placed', to: 'cancelled', reason: 'other' })).toBe('Placed → Cancelled: Other reason (see the note)');
    expect(historyEntryWords({ from: 'new', to: 'new', reason: PRIVACY_CORRECTION_REASON })).toBe("Corrected at the shopper's request");
    expect(historyEntryWords({ from: 'dispatched', to: 'dispatched', reason: CASH_COLLECTED_REASON, amountPaise: 40_000 })).toBe(
      'Cash collected: ₹400.00',
    );
    expect(historyEntryWords({ from: 'delivered', to: 'delivered', reason: CASH_COLLECTED_REASON })).toBe('Cash collected');
  });
});

describe("a 409's headline", () => {
  it('names the last change by its status, or a step that keeps the status by what it recorded', () => {
    const at = '2026-11-30T09:30:00.000Z';
    expect(conflictHeadline({ from: 'packed', to: 'dispatched', at, byName: 'Rohan Das' })).toBe(
      `Dispatched by Rohan Das at ${formatDateTime(at)} while you were viewing.`,
    );
    expect(
      conflictHeadline({
        from: 'dispatched',
        to: 'dispatched',
        reason: CASH_COLLECTED_REASON,
        amountPaise: 40000,
        at,
        byName: 'Rohan Das',
      }),
    ).toBe(`Cash collected: ₹400.00 by Rohan Das at ${formatDateTime(at)} while you were viewing.`);
    expect(conflictHeadline(undefined)).toBe('Someone else changed this record while you were viewing.');
  });
});

describe('console dates', () => {
  it('formats in the staff member’s locale, in India Standard Time, en-IN by default', () => {
    const at = '2026-11-23T08:35:00Z';
    expect(formatDateTime(at, 'en-IN')).toBe('23 Nov 2026, 2:05 pm');
    expect(formatDateTime(at, 'en-GB')).toBe('23 Nov 2026, 14:05');
    expect(formatDateTime('not a time', 'en-IN')).toBe('not a time');
  });

  it('is the shared formatter the staff CLI prints with (@domain/staff-date-time), en-IN by default', () => {
    expect(formatStaffDateTime('2026-11-21T05:40:00Z')).toBe('21 Nov 2026, 11:10 am');
    expect(formatDateTime('2026-11-21T05:40:00Z', DEFAULT_STAFF_LOCALE)).toBe(formatStaffDateTime('2026-11-21T05:40:00Z'));
  });

  it("reads a calendar day (a prescription's date) in the same style, moved by no time zone", () => {
    expect(formatStaffDay('2026-11-01')).toBe('1 Nov 2026');
    expect(formatStaffDay('2026-11-01', 'en-US')).toBe('Nov 1, 2026');
    expect(formatStaffDay('2026-02-30')).toBe('2026-02-30');
    expect(formatStaffDay('1 Nov')).toBe('1 Nov');
  });

  it('writes an export’s time as DD-MM-YYYY HH:mm in India, on the India day even when UTC is still on the day before', () => {
    // 20:10 UTC on 30 Nov is 01:40 on 1 Dec in India: the register files that supply under 1 Dec.
    expect(formatStaffExportDateTime('2026-11-30T20:10:00.000Z')).toBe('01-12-2026 01:40');
    expect(formatStaffExportDateTime('2026-11-30T18:30:00Z')).toBe('01-12-2026 00:00');
    expect(formatStaffExportDateTime('2026-12-31T18:29:59Z')).toBe('31-12-2026 23:59');
    expect(formatStaffExportDateTime('2026-06-05T06:35:00Z')).toBe('05-06-2026 12:05');
    expect(formatStaffExportDateTime('not a time')).toBe('not a time');
  });

  it('takes the first language Intl supports, else en-IN', () => {
    expect(staffLocale(['en-GB', 'hi-IN'])).toBe('en-GB');
    expect(staffLocale([])).toBe(DEFAULT_STAFF_LOCALE);
    expect(staffLocale(['not a tag!'])).toBe(DEFAULT_STAFF_LOCALE);
  });
});
