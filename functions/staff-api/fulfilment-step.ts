import * as z from 'zod/mini';
import type { FieldErrors } from '@contracts/api';
import { deliveryFieldsSchema, dispatchFieldsSchema } from '@contracts/fulfilment';
import { toFieldErrors } from '@contracts/forms/fields';
import type { StatusChange } from '@contracts/staff-api';
import { courierById, type Shipment } from '@domain/couriers';
import type { LifecycleKind } from '@domain/lifecycle';
import { paymentOf } from '@domain/payment';
import { HttpError, validationError } from '../runtime/http';
import type { Item } from '../data/table';

/** What a dispatch or a delivery stores on the order and in its history entry. */
type FulfilmentStep = { shipment: Shipment } | { receivedBy: string };

/**
 * Reads what an order's dispatch or delivery records (docs/behaviour.md "Fulfilment"): a dispatch the courier (one of
 * domain/couriers.ts) and its tracking number (AWB), a delivery the receiver's name. No other change takes them.
 * @param change the request body; `kind` the record's kind
 * @returns `{ shipment }` for a dispatch, `{ receivedBy }` for a delivery, undefined for any other change
 * @throws HttpError 400 VALIDATION naming each field: `courier` courier_required, `awb` awb_invalid, `receivedBy`
 *   received_by_required or too_long; `unknown_field` for any of them on another change
 */
export function readFulfilmentStep(change: StatusChange, kind: LifecycleKind): FulfilmentStep | undefined {
  const dispatch = kind === 'order' && change.to === 'dispatched';
  const delivery = kind === 'order' && change.to === 'delivered';
  const stray: FieldErrors = {};
  if (!dispatch && change.courier !== undefined) stray.courier = { code: 'unknown_field' };
  if (!dispatch && change.awb !== undefined) stray.awb = { code: 'unknown_field' };
  if (!delivery && change.receivedBy !== undefined) stray.receivedBy = { code: 'unknown_field' };
  if (Object.keys(stray).length > 0) throw validationError(stray, 'Only a dispatch records a courier, and only a delivery its receiver.');
  if (dispatch) {
    const parsed = z.safeParse(dispatchFieldsSchema, { courier: change.courier, awb: change.awb });
    if (!parsed.success) throw validationError(toFieldErrors(parsed.error), 'A dispatch needs its courier and tracking number (AWB).');
    const { courier, awb } = parsed.data;
    return { shipment: { courierId: courier, courierName: courierById(courier)!.name, awb } };
  }
  if (delivery) {
    const parsed = z.safeParse(deliveryFieldsSchema, { receivedBy: change.receivedBy });
    if (!parsed.success) throw validationError(toFieldErrors(parsed.error), 'A delivery needs the name of the person who received it.');
    return { receivedBy: parsed.data.receivedBy };
  }
  return undefined;
}

/**
 * Refuses the delivery of a cash-on-delivery order whose cash is not marked collected yet: the cash is recorded by its
 * own step first (functions/staff-api/cash-collected.ts, allowed from dispatch on), so the order's payment says what
 * was received before the order says it arrived.
 * @throws HttpError 409 CONFLICT with reason `cash_not_collected`
 */
export function refuseDeliveryWithoutCash(order: Item): void {
  const payment = paymentOf(order);
  if (payment.method === 'cod' && payment.state === 'pending')
    throw new HttpError(409, 'CONFLICT', 'Mark the cash collected before marking this order delivered.').because({
      code: 'cash_not_collected',
    });
}

/**
 * The audit detail a dispatch or delivery adds: the courier and the tracking number (no personal data), and for a
 * delivery only that a receiver was recorded: their name is personal data and stays on the order and its history,
 * which an erasure scrubs, not in the audit trail that outlives it (docs/architecture/privacy.md).
 */
export function fulfilmentDetail(step: FulfilmentStep): string {
  return 'shipment' in step ? `courier ${step.shipment.courierId} AWB ${step.shipment.awb}` : 'receiver recorded';
}
