import type { TrackAnswer } from '@contracts/track';
import { shipmentView } from '@domain/couriers';

/**
 * An order's dispatch and delivery as /track shows them (docs/behaviour.md "Fulfilment"): the courier's name and the
 * tracking number stored at dispatch (functions/staff-api/fulfilment-step.ts), with the courier's tracking page
 * (domain/couriers.ts shipmentView), and the receiver's name stored at delivery. The receiver is the shopper or someone
 * at their address: their own data, shown only to whoever holds the reference and phone number.
 * @param item the stored order
 * @returns the `shipment` and `receivedBy` members present on the order (none before dispatch)
 */
export function shipmentFields(item: Record<string, unknown>): Pick<TrackAnswer, 'shipment' | 'receivedBy'> {
  const shipment = shipmentView(item.shipment);
  return {
    ...(shipment ? { shipment } : {}),
    ...(typeof item.receivedBy === 'string' && item.receivedBy ? { receivedBy: item.receivedBy } : {}),
  };
}
