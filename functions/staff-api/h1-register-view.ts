/**
 * GET /api/staff/registers/h1?from=YYYY-MM-DD&to=YYYY-MM-DD: the Schedule H1 register of a date range (Drugs Rules,
 * 1945, Rule 65(3)(b): open to inspection), as JSON or, with `Accept: text/csv`, as a CSV file with a header and one
 * row per dispatched line (docs/architecture/staff-api.md).
 */
import { stringify } from 'csv-stringify/sync';
import {
  H1_NOT_RECORDED,
  H1_REGISTER_MAX_DAYS,
  h1RegisterColumns,
  h1RegisterQuerySchema,
  type H1RegisterEntry,
  type H1RegisterPage,
} from '@contracts/registers';
import { H1_REGISTER_AUDIT_REFERENCE } from '@contracts/staff-api';
import { addCalendarDays } from '@domain/delivery-estimate';
import { formatStaffExportDateTime, formatStaffMonth } from '@domain/staff-date-time';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { validationError } from '../runtime/http';
import { validateFields } from '../runtime/validate-fields';
import { readH1Entries } from '../data/h1-register';
import { authoriseAction } from './authorise';
import { auditAction, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

/**
 * The days of a range, `from` to `to` (both included, 'YYYY-MM-DD').
 * @throws HttpError 400 VALIDATION (field `to`) when `to` is before `from` or the range is longer than H1_REGISTER_MAX_DAYS
 */
export function rangeDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= H1_REGISTER_MAX_DAYS; day = addCalendarDays(day, 1)) days.push(day);
  if (days.length === 0) throw validationError({ to: { code: 'invalid' } }, 'The end date is before the start date.');
  if (days.length > H1_REGISTER_MAX_DAYS)
    throw validationError(
      { to: { code: 'above_max', max: H1_REGISTER_MAX_DAYS } },
      `Ask for at most ${H1_REGISTER_MAX_DAYS} days at a time.`,
    );
  return days;
}

/** The columns the page shows as "Not recorded" when empty: the export writes the same words, not a blank cell. */
const NOT_RECORDED_WHEN_EMPTY: ReadonlySet<keyof H1RegisterEntry> = new Set(['prescriberName', 'prescriberAddress', 'batch']);

/**
 * The export's rows, one per entry in register order (h1RegisterColumns): the serial number 1, 2, …; the date of supply
 * as 'DD-MM-YYYY HH:mm' in India time, the day the register files it under (domain/staff-date-time.ts
 * formatStaffExportDateTime; the stored time is UTC); the expiry as the register page prints it, 'Oct 2027'
 * (formatStaffMonth); "Not recorded" for a missing prescriber, prescriber's address or batch, as on the page.
 * @param entries the register's entries, oldest first (readH1Entries)
 * @returns the cells of each row, in column order
 */
export function h1RegisterRows(entries: readonly H1RegisterEntry[]): Array<Array<string | number>> {
  return entries.map((entry, index) =>
    h1RegisterColumns.map(([name]) => {
      if (name === 'serial') return index + 1;
      if (name === 'dispatchedAt') return formatStaffExportDateTime(entry.dispatchedAt);
      if (name === 'expiry') return formatStaffMonth(entry.expiry);
      const value = entry[name];
      return value === '' && NOT_RECORDED_WHEN_EMPTY.has(name) ? H1_NOT_RECORDED : value;
    }),
  );
}

/**
 * The register as CSV (RFC 4180 by csv-stringify, CRLF line ends): the header row of h1RegisterColumns, then one row per
 * entry (h1RegisterRows).
 * @returns UTF-8 bytes, with a byte-order mark so spreadsheet programs read Hindi and other non-Latin names rightly
 */
export function h1RegisterCsv(entries: readonly H1RegisterEntry[]): Uint8Array {
  const text = stringify(h1RegisterRows(entries), {
    header: true,
    columns: h1RegisterColumns.map(([, heading]) => heading),
    bom: true,
    record_delimiter: 'windows',
  });
  return new TextEncoder().encode(text);
}

/**
 * Answers the register of a range for a pharmacist, audited (action `h1_register`, reference H1-REGISTER, detail the
 * range, the format and the number of rows) before it is read: every reading and every export leaves a trace.
 * @returns 200 H1RegisterPage as JSON, or a text/csv attachment 'h1-register-<from>-to-<to>.csv' when the request's
 *   Accept header names text/csv
 * @throws HttpError 403 for a non-pharmacist; 400 VALIDATION for a missing or malformed date, or a range backwards or
 *   over 92 days
 */
export async function showH1Register(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  _params: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'read_h1_register');
  const { from, to } = validateFields(h1RegisterQuerySchema, request.query, []);
  const days = rangeDays(from, to);
  const csv = /\btext\/csv\b/i.test(request.headers.accept ?? '');
  await auditAction(context, user, {
    action: 'h1_register',
    reference: H1_REGISTER_AUDIT_REFERENCE,
    detail: `${from} to ${to} as ${csv ? 'CSV' : 'JSON'}`,
    outcome: 'allowed',
  });
  const entries = await readH1Entries(context.clients.dynamo, context.config.tableName, days);
  if (!csv) return { status: 200, body: { from, to, entries } satisfies H1RegisterPage };
  return {
    status: 200,
    body: { rows: entries.length },
    file: { bytes: h1RegisterCsv(entries), contentType: 'text/csv; charset=utf-8', fileName: `h1-register-${from}-to-${to}.csv` },
  };
}
