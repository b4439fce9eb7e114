import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCart } from '../stores/cart/cart-context';
import { useHydrated } from '../lib/hydration';

/**
 * The header's cart icon with a live badge of the total quantity (docs/architecture/departures.md: real, not fixed at 3); opens the cart panel.
 * The prerendered page cannot know the shopper's cart (localStorage): until the app has hydrated the button is named
 * just "Cart" and shows no badge, rather than "Cart, 0 items" to a shopper whose cart has items
 * (docs/decisions/0005-hydration-after-first-paint.md). A tap meanwhile is recorded and replayed (web/src/app/event-replay.ts).
 */
export function CartButton() {
  const { count, setPanelOpen, panelOpen } = useCart();
  const hydrated = useHydrated();
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="icon-button cart-button"
      aria-haspopup="dialog"
      aria-expanded={panelOpen}
      aria-label={hydrated ? t`Cart, ${plural(count, { one: '# item', other: '# items' })}` : t`Cart`}
      onClick={() => setPanelOpen(true)}
    >
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
