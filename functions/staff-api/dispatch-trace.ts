/**
 * What a dispatch writes besides the order's status (docs/behaviour.md "The Schedule H1 register" and "Recalls"): a
 * shipment per packed line (the recall trace, functions/data/batches.ts) and a Schedule H1 register entry per H1 line
 * (functions/data/h1-register.ts). Both are keyed by order and line, so a retried dispatch writes each once.
 *
 * They are written just BEFORE the status write (no transactions in dynalite): a dispatch is then never stored without
 * its register entries. If the status write loses to someone else's change and the order is not dispatched, they are
 * voided (undoDispatchTrace), so the register never shows a supply that did not happen. If the status write fails
 * otherwise (DynamoDB unreachable), they stay and the retried dispatch keeps them as written: an entry then carries the
 * first attempt's time, seconds or minutes before the dispatch the history records.
 */
import type { H1RegisterEntry } from '@contracts/registers';
import { isScheduleH1 } from '@domain/catalogue/schedule-h1';
import { recordShipment, voidShipments, type Shipment } from '../data/batches';
import { appendH1Entry, voidH1Entries } from '../data/h1-register';
import type { StoredOrder } from '../data/record-schemas';
import type { StaffApiContext } from './staff-context';

/** An order's dispatch trace: its shipments and its H1 register entries. */
export interface DispatchTrace {
  reference: string;
  dispatchedAt: string;
  shipments: Shipment[];
  h1Entries: H1RegisterEntry[];
}

/** A stored text attribute, or ''. */

/**
 * The trace of dispatching `order` at `dispatchedAt` (pure): a shipment for each line with a stored batch, and an H1
 * register entry for each Schedule H1 line (domain/catalogue/schedule-h1.ts), with the patient's name and address, the
 * prescriber's name, registration and address as the verifying pharmacist recorded them (`prescriber`,
 * contracts/prescriber.ts; '' on an order verified before each was recorded: Schedule H1 asks the "name and address of
 * the prescriber"), the medicine, quantity, batch and the verifying pharmacist (`decidedBy`).
 * @param order the order as stored, packed (its `lineItems`, `batches`, `decidedBy`, `prescriber`)
 */
export function dispatchTrace(order: StoredOrder, dispatchedAt: string): DispatchTrace {
  const { reference, lineItems: lines, prescriber, decidedBy } = order;
  const batches = order.batches ?? [];
  const address = [(order.address ?? '').replace(/\s*\r?\n\s*/g, ', '), `${order.city ?? ''}, ${order.state ?? ''} ${order.code ?? ''}`]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const shipments: Shipment[] = [];
  const h1Entries: H1RegisterEntry[] = [];
  for (const line of lines) {
    const packed = batches.find((batch) => batch.productId === line.productId);
    if (packed)
      shipments.push({
        productId: line.productId,
        batch: packed.batch,
        expiry: packed.expiry,
        reference,
        quantity: line.quantity,
        dispatchedAt,
      });
    if (isScheduleH1(line.productId))
      h1Entries.push({
        dispatchedAt,
        reference,
        productId: line.productId,
        patientName: order.name ?? '',
        patientAddress: address,
        prescriberName: prescriber?.name ?? '',
        prescriberRegistration: prescriber?.registration ?? '',
        prescriberAddress: prescriber?.address ?? '',
        medicine: line.name,
        quantity: line.quantity,
        batch: packed?.batch ?? '',
        expiry: packed?.expiry ?? '',
        pharmacistName: decidedBy?.name ?? '',
        pharmacistRegistration: [decidedBy?.council, decidedBy?.registration].filter(Boolean).join(' '),
      });
  }
  return { reference, dispatchedAt, shipments, h1Entries };
}

/**
 * Writes a dispatch's shipments and H1 register entries (each a conditional put of a new key: written once).
 * @throws the SDK's errors (the dispatch is then not attempted)
 */
export async function writeDispatchTrace(context: StaffApiContext, trace: DispatchTrace): Promise<void> {
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  for (const shipment of trace.shipments) await recordShipment(dynamo, tableName, shipment);
  for (const entry of trace.h1Entries) await appendH1Entry(dynamo, tableName, entry);
}

/**
 * Voids what writeDispatchTrace wrote for a dispatch whose status write lost (the order as it is now was never
 * dispatched): only this attempt's shipments and H1 entries (their `dispatchedAt`), never another dispatch's.
 * @throws the SDK's errors
 */
export async function undoDispatchTrace(context: StaffApiContext, trace: DispatchTrace): Promise<void> {
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  await voidShipments(dynamo, tableName, trace.reference, trace.shipments, trace.dispatchedAt);
  await voidH1Entries(
    dynamo,
    tableName,
    trace.reference,
    trace.h1Entries.map((entry) => entry.productId),
    trace.dispatchedAt,
  );
}
