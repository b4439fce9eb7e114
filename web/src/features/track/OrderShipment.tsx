import { Trans } from '@lingui/react/macro';
import type { TrackAnswer } from '@contracts/track';

/**
 * An order's courier, tracking number (AWB) and receiver on /track, in the page's language (docs/behaviour.md
 * "Fulfilment"): once dispatched, the courier's name (a company's name, not translated) and the tracking number, which
 * links to the courier's tracking page when it has one (a new tab: the shopper keeps /track open; `noopener` so the
 * courier's page cannot reach back into it); once delivered, who received it. Renders nothing before dispatch.
 * @param props.answer the order's TrackAnswer (`shipment`, `receivedBy`)
 */
export function OrderShipment({ answer }: { answer: TrackAnswer }) {
  const { shipment, receivedBy } = answer;
  if (!shipment && !receivedBy) return null;
  return (
    <dl className="track-shipment">
      {shipment && (
        <>
          <div>
            <dt>
              <Trans>Courier</Trans>
            </dt>
            <dd>{shipment.courier}</dd>
          </div>
          <div>
            <dt>
              <Trans>Tracking number (AWB)</Trans>
            </dt>
            <dd>
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  <Trans>
                    {shipment.awb} <span className="visually-hidden">(opens the courier&apos;s tracking page in a new tab)</span>
                  </Trans>
                </a>
              ) : (
                shipment.awb
              )}
            </dd>
          </div>
        </>
      )}
      {receivedBy && (
        <div>
          <dt>
            <Trans>Delivery</Trans>
          </dt>
          <dd>
            <Trans>Delivered to {receivedBy}</Trans>
          </dd>
        </div>
      )}
    </dl>
  );
}
