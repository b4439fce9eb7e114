import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheaperEquivalent } from '@domain/catalogue/equivalence';
import { useCart, type CartItem } from '../../stores/cart/cart-context';
import { cartReducer, type CartState } from '../../stores/cart/cart-reducer';
import { useFormatMoney } from '../../lib/money';
import { MrpNote } from './MrpNote';
import './cheaper-equivalent.css';

/** The equivalence module once loaded (loadCheaperEquivalents), so that a line rendered later has its offer at once. */
let equivalence: typeof import('@domain/catalogue/equivalence') | undefined;

/**
 * Loads the equivalence module and its composition table on demand (a dynamic import), only where a cart line is
 * shown, so no page's first-visit JavaScript grows (docs/architecture/frontend.md). A page that waits for it before
 * showing its cart lines (the checkout) renders each line with its offer already in place, so nothing moves when the
 * offer would otherwise arrive a moment later (a layout shift, which Core Web Vitals count).
 * @returns resolves once the module is in memory; loading again is free
 */
export async function loadCheaperEquivalents(): Promise<void> {
  equivalence ??= await import('@domain/catalogue/equivalence');
}

/** True once loadCheaperEquivalents has resolved in this page. */
export const cheaperEquivalentsLoaded = (): boolean => equivalence !== undefined;

/**
 * The cheapest equivalent of a product (domain/catalogue/equivalence.ts `cheaperEquivalents`, cheapest per unit
 * first), or undefined while the module loads or when there is none. Test seam: the table is `compositions` of
 * domain/catalogue/composition.ts, read at call time, so a unit test may add entries to it before rendering
 * (tests/unit/cart-swap.test.tsx).
 * @param productId a catalogue id
 */
function useCheapestEquivalent(productId: string): CheaperEquivalent | undefined {
  const [module, setModule] = useState(equivalence);
  useEffect(() => {
    if (module) return undefined;
    let current = true;
    void loadCheaperEquivalents().then(() => {
      if (current) setModule(equivalence);
    });
    return () => {
      current = false;
    };
  }, [module]);
  return useMemo(() => module?.cheaperEquivalents(productId)[0], [module, productId]);
}

/**
 * Moves the focus to the first enabled button of the line of `productId` in `list` (a line carries
 * `data-product-id`), if it is there.
 * @param list the cart panel's list or the checkout summary's table body
 * @param productId the product id of the line to focus
 */
function focusLine(list: Element | null | undefined, productId: string) {
  const line = list && [...list.querySelectorAll<HTMLElement>('[data-product-id]')].find((row) => row.dataset.productId === productId);
  line?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
}

/** The last switch the shopper made: the cart before it and right after it, and the name switched to. */
interface LastSwitch {
  name: string;
  before: CartState;
  after: CartState;
}

/**
 * The last switch, kept outside React: its line unmounts with the switch, so the confirmation and its Undo live in
 * SwitchNotice, which the cart panel and the checkout summary render beside their lines.
 */
const lastSwitchStore = (() => {
  let value: LastSwitch | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: LastSwitch | undefined) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();

/** The cart's lines as the reducer holds them (ids and quantities). */
const linesOf = (items: readonly CartItem[]): CartState => ({
  lines: items.map(({ product, quantity }) => ({ productId: product.id, quantity })),
});

/**
 * Under a cart line: "Same composition, lower price: <name>, <price> for <units> — save <n> %" with the price's
 * MrpNote (struck MRP and "N % off" when it is below the MRP, "MRP incl. of all taxes") and a Switch button,
 * when the catalogue holds a cheaper product of the same composition. A substitute is only ever the shopper's own
 * choice: nothing changes until they tap Switch, which replaces the line by the cheaper product with the same quantity
 * (the cart reducer's 'swap': quantities merge, capped at 99, when it is already in the cart); SwitchNotice then
 * confirms it with Undo, and the focus moves to the line's first enabled button (focusLine), so a keyboard user stays
 * in the list. On a prescription-only line there is no Switch: the offer stays information, "Ask your doctor to
 * prescribe by composition", since a pharmacy supplies what the prescription names (cartReducer's 'swap' refuses it
 * too). Renders nothing otherwise. Used by the cart panel and the checkout's order summary; amounts are integer
 * paise shown through formatMoney.
 * @param productId the cart line's product id
 */
export function CheaperEquivalentLine({ productId }: { productId: string }) {
  const best = useCheapestEquivalent(productId);
  const button = useRef<HTMLButtonElement>(null);
  const { items, dispatch } = useCart();
  const { t } = useLingui();
  const money = useFormatMoney();
  if (!best) return null;
  const name = best.product.name;
  const price = money(best.product.pricePaise);
  const units = best.packUnits;
  const saving = best.savingPercent;
  // A prescription medicine is supplied as the doctor wrote it (Drugs Rules, 1945, r.65(9)): the cheaper brand stays
  // information, with the lawful way to it, and no Switch.
  if (best.product.requiresPrescription) {
    return (
      <div className="cheaper-equivalent">
        <div className="cheaper-equivalent__offer">
          <p className="cheaper-equivalent__text">
            <Trans>
              Same composition, lower price: {name}, {price} for {units} — save {saving} %. Ask your doctor to prescribe by composition.
            </Trans>
          </p>
          <MrpNote mrpPaise={best.product.mrpPaise} pricePaise={best.product.pricePaise} />
        </div>
      </div>
    );
  }
  const onSwitch = () => {
    const toProductId = best.product.id;
    const action = { type: 'swap', productId, toProductId } as const;
    const before = linesOf(items);
    const list = button.current?.closest('ul, tbody');
    lastSwitchStore.set({ name, before, after: cartReducer(before, action) });
    dispatch(action);
    // The tapped button goes with the old line: keep the keyboard focus on the line it became.
    requestAnimationFrame(() => focusLine(list, toProductId));
  };
  return (
    <div className="cheaper-equivalent">
      <div className="cheaper-equivalent__offer">
        <p className="cheaper-equivalent__text">
          <Trans>
            Same composition, lower price: {name}, {price} for {units} — save {saving} %
          </Trans>
        </p>
        <MrpNote mrpPaise={best.product.mrpPaise} pricePaise={best.product.pricePaise} />
      </div>
      <button
        type="button"
        ref={button}
        className="button button--small cheaper-equivalent__switch"
        aria-label={t`Switch to ${name}`}
        onClick={onSwitch}
      >
        <Trans>Switch</Trans>
      </button>
    </div>
  );
}

/**
 * A polite live region (always in the page, so screen readers announce what appears in it) that confirms the last
 * switch, "Switched to <name>", with an Undo button that puts the cart back as it was before the tap. It shows only
 * while the cart is exactly as the switch left it: any other change (a quantity, a removal, another tab) retires the
 * offer to undo. A toast would not do: inside the cart panel (a modal dialog) the rest of the page is inert.
 */
export function SwitchNotice() {
  const last = useSyncExternalStore(lastSwitchStore.subscribe, lastSwitchStore.get, () => undefined);
  const { items, dispatch } = useCart();
  const shown = last && JSON.stringify(linesOf(items)) === JSON.stringify(last.after) ? last : undefined;
  const name = shown?.name;
  return (
    <div className="cheaper-equivalent__notice" role="status">
      {shown && (
        <>
          <span>
            <Trans>Switched to {name}</Trans>
          </span>{' '}
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => {
              lastSwitchStore.set(undefined);
              dispatch({ type: 'replace', state: shown.before });
            }}
          >
            <Trans>Undo</Trans>
          </button>
        </>
      )}
    </div>
  );
}
