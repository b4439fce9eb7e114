import * as z from 'zod/mini';
import { deliveryFieldsSchema, dispatchFieldsSchema } from '@contracts/fulfilment';
import { toFieldErrors } from '@contracts/forms/fields';
import type { StaffRecord } from '@contracts/staff-api';
import { AWB_PATTERN, MAX_RECEIVER_NAME_LENGTH, couriers } from '@domain/couriers';
import { formatMoney } from '@domain/money';
import { paymentOf } from '@domain/payment';
import { FormField } from '../../components/FormField';
import { fieldProblemText } from '../../lib/api-messages/api-messages';

/** True when delivering this order first needs its cash marked collected: cash on delivery, nothing received yet. */
export function needsCashAtDelivery(record: StaffRecord): boolean {
  const payment = paymentOf(record);
  return payment.method === 'cod' && payment.state === 'pending';
}

/**
 * What a dispatch or delivery confirm form adds to the status change (contracts/fulfilment.ts), read from its fields and
 * checked with the API's own schema, so the words match what the API would answer (lib/api-messages).
 * @param to the change's target status; only `dispatched` and `delivered` read anything
 * @returns `body` the members to send, `errors` field name → words (empty when it may be sent), `collectCash` true when
 *   the cash must be marked collected first (needsCashAtDelivery; the form's box says the courier has it)
 */
export function fulfilmentFieldsFrom(form: FormData, to: string, record: StaffRecord) {
  const errors: Record<string, string> = {};
  const words = (fields: ReturnType<typeof toFieldErrors>) => {
    for (const [field, problem] of Object.entries(fields)) errors[field] = fieldProblemText(problem);
  };
  if (to === 'dispatched') {
    const parsed = z.safeParse(dispatchFieldsSchema, { courier: String(form.get('courier') ?? ''), awb: String(form.get('awb') ?? '') });
    if (!parsed.success) words(toFieldErrors(parsed.error));
    return { body: parsed.success ? parsed.data : {}, errors, collectCash: false };
  }
  if (to === 'delivered') {
    const parsed = z.safeParse(deliveryFieldsSchema, { receivedBy: String(form.get('receivedBy') ?? '') });
    if (!parsed.success) words(toFieldErrors(parsed.error));
    const collectCash = needsCashAtDelivery(record);
    if (collectCash && form.get('cashCollected') !== 'yes') errors.cashCollected = 'Tick this once the courier has handed over the cash.';
    return { body: parsed.success ? parsed.data : {}, errors, collectCash };
  }
  return { body: {}, errors, collectCash: false };
}

/**
 * The fields of a dispatch's confirm (docs/behaviour.md "Fulfilment"): the courier, from the configured list
 * (domain/couriers.ts), and its tracking number (AWB: 6 to 30 letters, digits or hyphens).
 * @param props.errors field name → words, shown under the field
 */
export function DispatchFields({ errors }: { errors: Record<string, string> }) {
  return (
    <>
      <FormField id="decision-courier" label="Courier" error={errors.courier} required>
        {(control) => (
          <select {...control} name="courier" defaultValue="" required>
            <option value="" disabled>
              Choose the courier
            </option>
            {couriers.map((courier) => (
              <option key={courier.id} value={courier.id}>
                {courier.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="decision-awb"
        label="Tracking number (AWB)"
        error={errors.awb}
        hint="As printed on the courier's label: 6 to 30 letters, digits or hyphens."
        required
      >
        {(control) => (
          <input
            {...control}
            name="awb"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            pattern={AWB_PATTERN.source.slice(1, -1)}
          />
        )}
      </FormField>
    </>
  );
}

/**
 * The fields of a delivery's confirm: who received the parcel (a name, as the courier reports it) and, for a cash-on-
 * delivery order whose cash is not recorded yet, a box confirming the courier has handed over the order's total: on
 * confirm the console marks the cash collected first (POST …/cash-collected), then the delivery.
 * @param props.errors field name → words, shown under the field
 */
export function DeliveryFields({ record, errors }: { record: StaffRecord; errors: Record<string, string> }) {
  const total = typeof record.totalPaise === 'number' ? formatMoney(record.totalPaise) : undefined;
  return (
    <>
      <FormField id="decision-received-by" label="Received by" error={errors.receivedBy} hint="The name the courier wrote down." required>
        {(control) => <input {...control} name="receivedBy" required autoComplete="off" maxLength={MAX_RECEIVER_NAME_LENGTH} />}
      </FormField>
      {needsCashAtDelivery(record) && (
        <div className={`field${errors.cashCollected ? ' field--invalid' : ''}`}>
          <label>
            <input
              type="checkbox"
              name="cashCollected"
              value="yes"
              aria-invalid={Boolean(errors.cashCollected)}
              aria-describedby={errors.cashCollected ? 'decision-cash-error' : undefined}
            />{' '}
            Cash collected{total ? `: ${total}` : ''} (cash on delivery)
          </label>
          {errors.cashCollected && (
            <p className="field__error" id="decision-cash-error">
              {errors.cashCollected}
            </p>
          )}
        </div>
      )}
    </>
  );
}
