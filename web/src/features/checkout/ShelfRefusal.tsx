import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceChangedLine, ShortLine } from '@contracts/catalogue-availability';
import { productById } from '@domain/catalogue/catalogue';
import { requestsFor } from '../../lib/availability-requests';
import { liveShelf } from '../../lib/live-shelf';
import { useFormatMoney } from '../../lib/money';
import { useCart } from '../../stores/cart/cart-context';

/** What the checkout's last 409 said of the shelf: the changed prices, or the lines it cannot fill. */
export type ShelfProblem = { kind: 'prices'; changes: readonly PriceChangedLine[] } | { kind: 'stock'; shortLines: readonly ShortLine[] };

/**
 * The checkout's answer to a 409 PRICE_CHANGED or OUT_OF_STOCK (docs/behaviour.md §2 "Catalogue pages", checkout against the shelf),
 * shown above Next before anything is paid, worded from the catalog (never the API's English):
 * - changed prices: each line's name with its old and new price (formatMoney) and "Accept the new prices", which
 *   takes them into the cart (the live shelf, so the summary, the total and the prices sent next are the new ones) and
 *   closes the box; the shopper then presses Next again;
 * - short lines: each line "only N left" (N from the server, 0–10) with "Buy N", or "out of stock" with Remove; the
 *   box closes by itself once no cart line asks for more than the shelf has.
 * Nothing typed in the form is touched. Focus moves to the box when it appears, so a keyboard or screen-reader user
 * learns of it at once.
 * @param problem what the server said; `onResolved` is called when the shopper accepted the prices
 */
export function ShelfRefusal({ problem, onResolved }: { problem: ShelfProblem; onResolved: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [problem]);
  return (
    <section className="shelf-refusal" aria-labelledby="shelf-refusal-title">
      <h3 id="shelf-refusal-title" ref={heading} tabIndex={-1}>
        {problem.kind === 'prices' ? (
          <Trans>Some prices changed since you filled your cart</Trans>
        ) : (
          <Trans>We do not have enough of some items</Trans>
        )}
      </h3>
      {problem.kind === 'prices' ? (
        <PriceChanges changes={problem.changes} onAccepted={onResolved} />
      ) : (
        <ShortLines shortLines={problem.shortLines} onResolved={onResolved} />
      )}
    </section>
  );
}

/** The changed lines, old → new price, and the button that accepts them. */
function PriceChanges({ changes, onAccepted }: { changes: readonly PriceChangedLine[]; onAccepted: () => void }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  return (
    <>
      <ul>
        {changes.map((change) => {
          const name = productById(change.id)?.name ?? change.id;
          const before = money(change.oldPricePaise);
          const now = money(change.newPricePaise);
          return <li key={change.id}>{t`${name}: was ${before}, now ${now} each`}</li>;
        })}
      </ul>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          requestsFor(liveShelf).acceptPrices(
            changes.map((change) => ({ id: change.id, pricePaise: change.newPricePaise, mrpPaise: change.newMrpPaise })),
          );
          onAccepted();
        }}
      >
        <Trans>Accept the new prices</Trans>
      </button>
      <p className="checkout-form__note">
        <Trans>Then press Next to place your order at the new prices.</Trans>
      </p>
    </>
  );
}

/** The short lines still in the cart with more than the shelf has, each with Buy N or Remove. */
function ShortLines({ shortLines, onResolved }: { shortLines: readonly ShortLine[]; onResolved: () => void }) {
  const { t } = useLingui();
  const { items, dispatch } = useCart();
  const open = shortLines.filter((short) => items.some((item) => item.product.id === short.id && item.quantity > short.available));
  const resolved = open.length === 0;
  useEffect(() => {
    if (resolved) onResolved();
  }, [resolved, onResolved]);
  return (
    <ul>
      {open.map((short) => {
        const name = productById(short.id)?.name ?? short.id;
        const left = short.available;
        return (
          <li key={short.id} className="shelf-refusal__line">
            <span>{left > 0 ? t`${name}: only ${left} left` : t`${name}: out of stock`}</span>
            {left > 0 ? (
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t`Buy ${left}: ${name}`}
                onClick={() => dispatch({ type: 'set', productId: short.id, quantity: left })}
              >
                <Trans>Buy {left}</Trans>
              </button>
            ) : null}
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t`Remove ${name}`}
              onClick={() => dispatch({ type: 'remove', productId: short.id })}
            >
              <Trans>Remove</Trans>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
