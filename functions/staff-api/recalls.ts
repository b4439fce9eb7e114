/**
 * Recalls of a batch (docs/behaviour.md "Recalls"): GET /api/staff/recalls?productId=…&batch=… lists every order that
 * shipped that batch of the product, with its dates; POST of the same body e-mails each of those shoppers once, in
 * their language, through the outbox (domain/notifications.ts BATCH_RECALL), naming the product, the batch and what to
 * do. Pharmacists only (authorise.ts), every call audited (action `recall`, reference RECALL-<productId>).
 */
import { recallNoticeSchema, recallSchema, type RecallAnswer, type RecalledOrder, type RecallQuery } from '@contracts/registers';
import { BATCH_RECALL } from '@domain/notifications';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { validateFields } from '../runtime/validate-fields';
import { readShipments, type Shipment } from '../data/batches';
import { readOrder, readRecord, recordKey, writeRecordFields } from '../data/records';
import { isConditionFailure } from '../data/table';
import { authoriseAction } from './authorise';
import { auditAction, staffJsonBody, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';
import type { StoredRecord } from '../data/record-schemas';

/** Tries of one order's recall write when its `version` moved meanwhile (a colleague's change): re-read, then again. */
const RECALL_WRITE_TRIES = 3;

/** The key of a recall in an order's `recalls` map (recall key → ISO time its e-mail was queued). */
function recallKey({ productId, batch }: RecallQuery): string {
  return `${productId}#${batch}`;
}

/** When the order's shopper was told of this recall (its `recalls` map), or undefined. */
function notifiedAt(order: StoredRecord | undefined, recall: RecallQuery): string | undefined {
  return order?.kind === 'order' ? order.recalls?.[recallKey(recall)] : undefined;
}

/** True when the order can still be e-mailed: it has an address and is not erased. */
function hasEmail(order: StoredRecord | undefined): boolean {
  return order?.kind === 'order' && Boolean(order.email);
}

/** A shipment as the recall list shows it, with its order's notice state. */
function recalledOrder(shipment: Shipment, order: StoredRecord | undefined, recall: RecallQuery): RecalledOrder {
  const at = notifiedAt(order, recall);
  return {
    reference: shipment.reference,
    quantity: shipment.quantity,
    expiry: shipment.expiry,
    dispatchedAt: shipment.dispatchedAt,
    ...(at ? { notifiedAt: at } : {}),
    hasEmail: hasEmail(order),
  };
}

/** The recall as the caller named it, its batch in upper case (batches are stored so: packing.ts). */
function normalised(recall: RecallQuery): RecallQuery {
  return { productId: recall.productId, batch: recall.batch.toUpperCase() };
}

/** The shipments of the batch and their orders as stored now (consistent reads). */
async function shippedOrders(context: StaffApiContext, recall: RecallQuery): Promise<Array<{ shipment: Shipment; order?: StoredRecord }>> {
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  const shipments = await readShipments(dynamo, tableName, recall.productId, recall.batch);
  const found: Array<{ shipment: Shipment; order?: StoredRecord }> = [];
  for (const shipment of shipments)
    found.push({ shipment, order: await readRecord(dynamo, tableName, recordKey('order', shipment.reference)) });
  return found;
}

/**
 * GET /api/staff/recalls?productId=…&batch=…: every order that shipped the batch, with its dispatch date, quantity
 * and whether its shopper has been told. Audited before it is read (`recall`, detail 'batch <batch>: listed').
 * @returns 200 RecallAnswer (contracts/registers.ts)
 * @throws HttpError 403 for a non-pharmacist; 400 VALIDATION for a missing or malformed product id or batch number
 */
export async function listRecall(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  _params: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'recall');
  const recall = normalised(validateFields(recallSchema, request.query, []));
  await auditAction(context, user, {
    action: 'recall',
    reference: `RECALL-${recall.productId}`,
    detail: `batch ${recall.batch}: listed`,
    outcome: 'allowed',
  });
  const orders = (await shippedOrders(context, recall)).map(({ shipment, order }) => recalledOrder(shipment, order, recall));
  return { status: 200, body: { ...recall, orders } satisfies RecallAnswer };
}

/**
 * Queues one order's recall e-mail with its `recalls` mark, in ONE write conditional on the order's `version`
 * (functions/data/records.ts writeRecordFields: the transactional outbox), re-read and retried when a colleague's change
 * moved the version meanwhile.
 * @returns the order as stored after the write, or undefined when it needs no e-mail (told already, no address, erased)
 * @throws the SDK's errors; its ConditionalCheckFailedException after RECALL_WRITE_TRIES lost races
 */
async function queueRecallEmail(context: StaffApiContext, reference: string, recall: RecallQuery): Promise<StoredRecord | undefined> {
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  const key = recordKey('order', reference);
  for (let attempt = 1; ; attempt += 1) {
    const order = await readOrder(dynamo, tableName, key);
    if (!order?.email || notifiedAt(order, recall)) return undefined;
    const at = context.now.toISOString();
    try {
      return await writeRecordFields(dynamo, tableName, {
        key,
        kind: 'order',
        version: order.version,
        at,
        set: { recalls: { ...order.recalls, [recallKey(recall)]: at } },
        notify: { email: order.email, statuses: [BATCH_RECALL], recall },
      });
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= RECALL_WRITE_TRIES) throw error;
    }
  }
}

/**
 * POST /api/staff/recalls {productId, batch, reason?}: e-mails each shopper whose order shipped the batch, once: an order told
 * before is left as it is, so a second POST sends nothing new; an order without an e-mail address (or erased) is
 * listed with `hasEmail` false for the pharmacy to reach another way. Audited before anything is written (`recall`,
 * detail 'batch <batch>: shoppers notified', then the reason code in brackets when one was given).
 * @returns 200 RecallAnswer with `queued`, the e-mails newly queued
 * @throws HttpError 415/413/422/400 for a bad body; 403 for a non-pharmacist; the SDK's errors (a retry then finishes
 *   what is left: each order is marked with its e-mail in one write)
 */
export async function notifyRecall(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  _params: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'recall');
  const { reason, ...named } = staffJsonBody(recallNoticeSchema, request);
  const recall = normalised(named);
  await auditAction(context, user, {
    action: 'recall',
    reference: `RECALL-${recall.productId}`,
    detail: `batch ${recall.batch}: shoppers notified${reason ? ` (${reason})` : ''}`,
    outcome: 'allowed',
  });
  let queued = 0;
  const orders: RecalledOrder[] = [];
  for (const { shipment, order } of await shippedOrders(context, recall)) {
    const written = await queueRecallEmail(context, shipment.reference, recall);
    if (written) queued += 1;
    orders.push(recalledOrder(shipment, written ?? order, recall));
  }
  return { status: 200, body: { ...recall, orders, queued } satisfies RecallAnswer };
}
