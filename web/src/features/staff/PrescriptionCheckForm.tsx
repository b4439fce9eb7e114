import { useEffect, useRef, type FormEvent } from 'react';
import { PRESCRIBER_ADDRESS_MAX_LENGTH, PRESCRIBER_ADDRESS_MIN_LENGTH, type Prescriber } from '@contracts/prescriber';
import type { StaffRecord, StatusChange } from '@contracts/staff-api';
import { productById } from '@domain/catalogue/catalogue';
import { addCalendarDays, kolkataDate } from '@domain/delivery-estimate';
import { isCalendarDate, prescriptionDateProblem } from '@domain/prescription-validity';
import { FormField } from '../../components/FormField';

/** The id of the form's first field (the doctor's name): focused when the form opens, and by V while it is open. */
export const FIRST_CHECK_FIELD = 'check-doctor';

/** What the form sends with the status change: the prescriber, and for an order its ticked prescription lines. */
export type PrescriptionCheckFields = Pick<StatusChange, 'prescriber' | 'prescriptionLines'>;

/** An order's lines that need a prescription (the catalogue's schedule), as the form lists them to tick. */
export function prescriptionLinesOf(record: StaffRecord): Array<{ productId: string; name: string }> {
  const lines = Array.isArray(record.lineItems) ? (record.lineItems as Array<{ productId?: unknown; name?: unknown }>) : [];
  return lines.flatMap(({ productId, name }) =>
    typeof productId === 'string' && productById(productId)?.requiresPrescription
      ? [{ productId, name: typeof name === 'string' ? name : productId }]
      : [],
  );
}

/** The words of the browser's own checks, as the API's codes would say them (lib/api-messages, English). */
const CHECK_TEXTS = {
  name: 'Enter the doctor’s name as written on the prescription.',
  registration: 'Enter the council and registration number, such as DMC/R/12345.',
  address: 'Enter the doctor’s clinic or hospital address as written on the prescription.',
  prescribedOn: 'Enter the date written on the prescription.',
  prescription_too_old: 'This prescription is more than six months old and cannot be accepted.',
  prescription_dated_future: 'The prescription date cannot be later than today.',
  namesComposition: 'Say whether the prescription names the brand or only the composition.',
  prescriptionLines: 'Tick every prescription medicine that is on the prescription.',
} as const;

/**
 * Reads the form into the change's fields, with the problems the browser can see before sending (the API checks them
 * again: functions/staff-api/prescription-check.ts). Field names are the API's ('prescriber.name', 'prescriptionLines').
 * @returns the fields to send, and field name → problem text (empty when none)
 */
function readForm(form: HTMLFormElement, lineIds: readonly string[], now: Date) {
  const data = new FormData(form);
  const name = String(data.get('prescriber.name') ?? '').trim();
  const registration = String(data.get('prescriber.registration') ?? '').trim();
  const address = String(data.get('prescriber.address') ?? '').trim();
  const prescribedOn = String(data.get('prescriber.prescribedOn') ?? '');
  const composition = String(data.get('prescriber.namesComposition') ?? '');
  const ticked = data.getAll('prescriptionLines').map(String);
  const errors: Record<string, string> = {};
  if (name.length < 2) errors['prescriber.name'] = CHECK_TEXTS.name;
  if (registration.length < 3) errors['prescriber.registration'] = CHECK_TEXTS.registration;
  if (address.length < PRESCRIBER_ADDRESS_MIN_LENGTH) errors['prescriber.address'] = CHECK_TEXTS.address;
  if (!isCalendarDate(prescribedOn)) errors['prescriber.prescribedOn'] = CHECK_TEXTS.prescribedOn;
  else {
    const problem = prescriptionDateProblem(prescribedOn, now);
    if (problem) errors['prescriber.prescribedOn'] = CHECK_TEXTS[problem];
  }
  if (composition !== 'composition' && composition !== 'brand') errors['prescriber.namesComposition'] = CHECK_TEXTS.namesComposition;
  if (lineIds.some((id) => !ticked.includes(id))) errors.prescriptionLines = CHECK_TEXTS.prescriptionLines;
  const prescriber: Prescriber = { name, registration, address, prescribedOn, namesComposition: composition === 'composition' };
  return { fields: { prescriber, ...(lineIds.length > 0 ? { prescriptionLines: ticked } : {}) }, errors };
}

/**
 * The prescription check before Verify (a prescription's, or an order's "Verify prescription and confirm"): the doctor's
 * name, council and registration, their clinic or hospital address (Drugs and Cosmetics Rules, 1945, Schedule H1: the
 * register records the "name and address of the prescriber"; one line, so Enter still confirms), the date written on
 * the prescription (six months at most, not after today, India time), whether it names the brand or only the
 * composition, and for an order a tick for each prescription medicine that is on it. Labelled native controls in reading order, so it is filled by keyboard; the first takes focus when it
 * opens. Problems show under their fields, whether the browser found them or the API did (`errors`, by the API's field
 * names); the controls are uncontrolled and stay mounted, so nothing typed is lost on an error.
 * @param record the record being verified; `action` the button's words ('Verify'); `sending` while the change is saved
 * @param errors field name → text of the API's answer (StaffApiError.fieldTexts); `failure` its sentence
 * @param onSubmit called with the checked fields; `onCancel` closes the form
 */
export function PrescriptionCheckForm(props: {
  record: StaffRecord;
  action: string;
  sending: boolean;
  errors: Record<string, string>;
  failure?: string;
  onErrors: (errors: Record<string, string>) => void;
  onSubmit: (fields: PrescriptionCheckFields) => void;
  onCancel: () => void;
}) {
  const { record, action, sending, errors, failure, onErrors, onSubmit, onCancel } = props;
  const lines = prescriptionLinesOf(record);
  const first = useRef<HTMLInputElement>(null);
  const today = kolkataDate(new Date());

  useEffect(() => first.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { fields, errors: found } = readForm(
      event.currentTarget,
      lines.map((line) => line.productId),
      new Date(),
    );
    onErrors(found);
    const firstProblem = Object.keys(found)[0];
    if (firstProblem) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstProblem}"]`)?.focus();
      return;
    }
    onSubmit(fields);
  }

  const compositionError = errors['prescriber.namesComposition'];
  const linesError = errors.prescriptionLines;
  return (
    <form className="staff-decision__form staff-decision__confirm" onSubmit={submit} noValidate aria-label={`${action}: the prescription`}>
      <p>
        <strong>{action}?</strong> Record the prescription first. Medicine is dispensed and sent on this decision, and the customer is told.
      </p>
      <FormField id={FIRST_CHECK_FIELD} label="Doctor’s name" error={errors['prescriber.name']} required>
        {(control) => <input {...control} ref={first} name="prescriber.name" type="text" autoComplete="off" maxLength={100} required />}
      </FormField>
      <FormField
        id="check-registration"
        label="Council and registration number"
        hint="As written on the prescription, e.g. DMC/R/12345"
        error={errors['prescriber.registration']}
        required
      >
        {(control) => <input {...control} name="prescriber.registration" type="text" autoComplete="off" maxLength={40} required />}
      </FormField>
      <FormField
        id="check-address"
        label="Doctor’s address"
        hint="Clinic or hospital, as written on the prescription"
        error={errors['prescriber.address']}
        required
      >
        {(control) => (
          <input
            {...control}
            name="prescriber.address"
            type="text"
            autoComplete="off"
            minLength={PRESCRIBER_ADDRESS_MIN_LENGTH}
            maxLength={PRESCRIBER_ADDRESS_MAX_LENGTH}
            required
          />
        )}
      </FormField>
      <FormField
        id="check-date"
        label="Prescription date"
        hint="Accepted up to six months after it was written."
        error={errors['prescriber.prescribedOn']}
        required
      >
        {(control) => (
          <input {...control} name="prescriber.prescribedOn" type="date" min={addCalendarDays(today, -190)} max={today} required />
        )}
      </FormField>
      <fieldset
        className={`field${compositionError ? ' field--invalid' : ''}`}
        aria-describedby={compositionError ? 'check-composition-error' : undefined}
      >
        <legend className="field__label">The prescription names</legend>
        <label>
          <input type="radio" name="prescriber.namesComposition" value="brand" /> the brand (supply that brand only)
        </label>
        <label>
          <input type="radio" name="prescriber.namesComposition" value="composition" /> only the composition (an equivalent may be supplied)
        </label>
        {compositionError && (
          <p className="field__error" id="check-composition-error">
            {compositionError}
          </p>
        )}
      </fieldset>
      {lines.length > 0 && (
        <fieldset className={`field${linesError ? ' field--invalid' : ''}`} aria-describedby={linesError ? 'check-lines-error' : undefined}>
          <legend className="field__label">On the prescription (tick each)</legend>
          {lines.map((line) => (
            <label key={line.productId}>
              <input type="checkbox" name="prescriptionLines" value={line.productId} /> {line.name}
            </label>
          ))}
          {linesError && (
            <p className="field__error" id="check-lines-error">
              {linesError}
            </p>
          )}
        </fieldset>
      )}
      {failure && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>The change was not saved. {failure}</p>
        </div>
      )}
      <div className="staff-actions">
        <button type="submit" className="staff-button staff-button--primary" disabled={sending}>
          {sending ? 'Saving…' : `Yes, ${action.charAt(0).toLowerCase()}${action.slice(1)}`}
        </button>
        <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
          Not now
        </button>
      </div>
    </form>
  );
}
