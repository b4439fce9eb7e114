import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { H1_REGISTER_MAX_DAYS, type H1RegisterEntry } from '@contracts/registers';
import { addCalendarDays, kolkataDate } from '@domain/delivery-estimate';
import { FormField } from '../../components/FormField';
import { saveFile } from '../../lib/save-file';
import { StaffApiError, useLoad, useStaffApi } from './staff-api-client';
import { failureText } from './staff-failure-texts';
import { formatStaffMonth } from '@domain/staff-date-time';
import { formatDateTime, staffLocale, staffPaths, usePageTitle } from './staff-paths';
import { LoadFailure } from './StaffUi';
import './registers.css';

/** The days the register shows when the address names none: the last 30 India days, today included. */
const H1_REGISTER_DEFAULT_DAYS = 30;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The range the page shows: `from` and `to` of the address when both are India days 'YYYY-MM-DD', else the last
 * H1_REGISTER_DEFAULT_DAYS days to today in India (the pharmacy's clock, whatever the PC's zone).
 * @param now the present instant (for tests)
 * @returns { from, to }, 'YYYY-MM-DD' each; a backwards or too long range is left for the API to refuse by code
 */
export function h1RegisterRange(params: URLSearchParams, now: Date = new Date()): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (ISO_DAY.test(from) && ISO_DAY.test(to)) return { from, to };
  const today = kolkataDate(now);
  return { from: addCalendarDays(today, -(H1_REGISTER_DEFAULT_DAYS - 1)), to: today };
}

/**
 * The words of a refused range, by field: the API's codes for the range (functions/staff-api/h1-register-view.ts
 * rangeDays: `to` `invalid` when it is before `from`, `above_max` over the longest range), else the common words of
 * the field's code (StaffApiError.fieldTexts).
 */
function rangeProblemTexts(error: StaffApiError, range: { from: string; to: string }): Record<string, string> {
  const texts = error.fieldTexts;
  const to = error.fields.to;
  if (to?.code === 'invalid' && range.to < range.from) texts.to = 'The end date is before the start date.';
  if (to?.code === 'above_max') texts.to = `Ask for at most ${to.max ?? H1_REGISTER_MAX_DAYS} days at a time.`;
  return texts;
}

/**
 * /staff/registers/h1 (pharmacists; docs/architecture/staff-api.md "The pharmacist's registers"): the Schedule H1
 * register of a range of India days (Drugs Rules, 1945, Rule 65(3)(b) and Schedule H1: the patient's name and address,
 * the prescriber's name, registration and address, the medicine, the quantity supplied, the batch and the date of supply, with
 * the order and the verifying pharmacist), read through GET /api/staff/registers/h1; "Download CSV" fetches the same
 * range as text/csv with the session's token and saves it (a bare link would carry no Authorization header). The range
 * lives in the address (?from=&to=), so Back and a shared link keep it. Every reading and export is audited by the API.
 */
export function H1RegisterPage() {
  usePageTitle('H1 register');
  const api = useStaffApi();
  const [params, setParams] = useSearchParams();
  const range = h1RegisterRange(params);
  const register = useLoad(`h1:${range.from}:${range.to}`, () => api.h1Register(range));
  const [downloading, setDownloading] = useState(false);
  const [downloadFailure, setDownloadFailure] = useState<string>();

  async function download() {
    setDownloading(true);
    setDownloadFailure(undefined);
    try {
      const { blob, fileName } = await api.h1RegisterCsv(range);
      saveFile(blob, fileName);
    } catch (error) {
      setDownloadFailure(failureText(error as Error));
    } finally {
      setDownloading(false);
    }
  }

  const entries = register.data?.entries;
  // A range the API refused names its field (`from`, `to`): the words go under that date, not in a generic failure.
  const rangeProblems = register.error instanceof StaffApiError ? rangeProblemTexts(register.error, range) : {};
  const rangeRefused = Object.keys(rangeProblems).length > 0;
  return (
    <>
      <h1>H1 register</h1>
      <p className="staff-lead">
        Every Schedule H1 medicine we supplied, one row per order line, as the Drugs Rules ask (kept 3 years, open to inspection). Reading
        or downloading it is recorded in the audit trail.
      </p>
      <div className="staff-toolbar">
        {/* Keyed by the range in the address, so Back shows the range it goes back to. */}
        <RangeForm
          key={`${range.from}:${range.to}`}
          range={range}
          problems={rangeProblems}
          onShow={(next) => setParams(new URLSearchParams(next))}
        />
        <div className="staff-register-download">
          <button type="button" className="staff-button" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
            {downloading ? 'Preparing the CSV…' : 'Download CSV'}
          </button>
        </div>
      </div>
      {downloadFailure && (
        <p className="staff-alert staff-alert--error" role="alert">
          We could not download the register. {downloadFailure}
        </p>
      )}
      {register.error && rangeRefused ? null : register.error ? (
        <LoadFailure error={register.error} onRetry={register.reload} what="the H1 register" />
      ) : (
        <div className="staff-table-wrap staff-register-scroll" tabIndex={0} role="region" aria-label="H1 register entries">
          {entries && (
            <p className="staff-queue-total" aria-live="polite">
              {entries.length === 1 ? '1 entry' : `${entries.length} entries`} from {register.data?.from} to {register.data?.to}
            </p>
          )}
          <table className="staff-table staff-register-table" aria-busy={register.loading}>
            <caption className="visually-hidden">
              Schedule H1 register from {range.from} to {range.to}: one row per medicine supplied
            </caption>
            <thead>
              <tr>
                <th scope="col">Date of supply</th>
                <th scope="col">Order</th>
                <th scope="col">Patient</th>
                <th scope="col">Prescriber</th>
                <th scope="col">Medicine</th>
                <th scope="col">Quantity</th>
                <th scope="col">Batch</th>
                <th scope="col">Verified by</th>
              </tr>
            </thead>
            <tbody>
              {entries?.map((entry) => (
                <RegisterRow key={`${entry.reference}#${entry.productId}`} entry={entry} />
              ))}
              {entries && entries.length === 0 && (
                <tr>
                  <td colSpan={8} className="staff-table__empty">
                    No Schedule H1 medicine was supplied from {range.from} to {range.to}.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/**
 * One register entry: a missing prescriber (an order verified before prescribers were recorded) says so, and so does a
 * missing prescriber's address (verified before it was asked; Schedule H1 asks the "name and address of the prescriber").
 */
function RegisterRow({ entry }: { entry: H1RegisterEntry }) {
  return (
    <tr>
      <td>
        <time dateTime={entry.dispatchedAt}>{formatDateTime(entry.dispatchedAt)}</time>
      </td>
      <th scope="row">
        <Link to={staffPaths.record(entry.reference)}>{entry.reference}</Link>
      </th>
      <td>
        {entry.patientName}
        <span className="staff-register-table__more">{entry.patientAddress}</span>
      </td>
      <td>
        {entry.prescriberName || <span className="staff-muted">Not recorded</span>}
        {entry.prescriberRegistration && <span className="staff-register-table__more">{entry.prescriberRegistration}</span>}
        {entry.prescriberName && (
          <span className="staff-register-table__more">
            {entry.prescriberAddress || <span className="staff-muted">Address not recorded</span>}
          </span>
        )}
      </td>
      <td>{entry.medicine}</td>
      <td>{entry.quantity}</td>
      <td>
        {entry.batch || <span className="staff-muted">Not recorded</span>}
        {entry.expiry && <span className="staff-register-table__more">Expires {formatStaffMonth(entry.expiry, staffLocale())}</span>}
      </td>
      <td>
        {entry.pharmacistName}
        {entry.pharmacistRegistration && <span className="staff-register-table__more">{entry.pharmacistRegistration}</span>}
      </td>
    </tr>
  );
}

/**
 * The range's two dates, sent on "Show". The browser's date picker gives 'YYYY-MM-DD'; a backwards range or one over
 * H1_REGISTER_MAX_DAYS days is refused by the API, and the page shows its words.
 */
function RangeForm({
  range,
  problems,
  onShow,
}: {
  range: { from: string; to: string };
  /** The API's words for a refused date, by field name. */
  problems: Readonly<Record<string, string>>;
  onShow: (range: { from: string; to: string }) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onShow({ from, to });
  }
  return (
    <form className="staff-toolbar__filters" aria-label="Dates of the register" onSubmit={onSubmit}>
      <FormField id="h1-from" label="From" hint="India date" error={problems.from}>
        {(control) => (
          <input {...control} type="date" name="from" value={from} required onChange={(event) => setFrom(event.target.value)} />
        )}
      </FormField>
      <FormField id="h1-to" label="To" hint={`At most ${H1_REGISTER_MAX_DAYS} days`} error={problems.to}>
        {(control) => <input {...control} type="date" name="to" value={to} required onChange={(event) => setTo(event.target.value)} />}
      </FormField>
      <button type="submit" className="staff-button">
        Show
      </button>
    </form>
  );
}
