/** @vitest-environment happy-dom */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { productById } from '@domain/catalogue/catalogue';
import { MAX_ORDER_QUANTITY } from '@contracts/order-limits';
import { priceOrder } from '@domain/pricing';
import { renderOverCart } from '../support/cart-render';
import { CartPanel } from '../../web/src/layout/CartPanel';
import { OrderSummary } from '../../web/src/features/checkout/OrderSummary';
import { formatMoney } from '@domain/money';

const DOLO = 'products-dolo-650-tab-15'; // Dolo 650 Tablet
const OMRON = 'devices-omron-hem-7120-bp-monitor';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The cart panel and the checkout order summary side by side, over one cart. */
function renderBoth(lines: { productId: string; quantity: number }[]) {
  renderOverCart(
    lines,
    <>
      <CartPanel />
      <OrderSummary />
    </>,
  );
  // The panel is a closed <dialog>: its content is in the document but not exposed until opened.
  const panel = document.querySelector<HTMLElement>('dialog.cart-panel')!;
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  return { panel, summary };
}

const name = (product: string) => productById(product)!.name;
const buttons = (container: HTMLElement, label: string) =>
  within(container).getByRole('button', { name: label, hidden: true }) as HTMLButtonElement;
const stepperState = (container: HTMLElement, product: string) => ({
  quantity: within(container)
    .getByRole('group', { name: `Quantity of ${name(product)}`, hidden: true })
    .querySelector('output')!.textContent,
  decrease: buttons(container, `Decrease quantity of ${name(product)}`).disabled ? 'disabled' : 'enabled',
  increase: buttons(container, `Increase quantity of ${name(product)}`).disabled ? 'disabled' : 'enabled',
});

describe('one QuantityStepper for the cart panel and the checkout summary (docs/behaviour.md §4, §5; docs/architecture/api.md: 1–99)', () => {
  it('the checkout limit is the one the cart clamps to', () => {
    expect(MAX_ORDER_QUANTITY).toBe(99);
  });

  it('disables − at 1 in both places, and both step together', async () => {
    const user = userEvent.setup();
    const { panel, summary } = renderBoth([{ productId: DOLO, quantity: 1 }]);
    for (const place of [panel, summary])
      expect(stepperState(place, DOLO)).toEqual({ quantity: '1', decrease: 'disabled', increase: 'enabled' });
    await user.click(buttons(panel, `Increase quantity of ${name(DOLO)}`));
    for (const place of [panel, summary])
      expect(stepperState(place, DOLO)).toEqual({ quantity: '2', decrease: 'enabled', increase: 'enabled' });
    await user.click(buttons(summary, `Decrease quantity of ${name(DOLO)}`));
    for (const place of [panel, summary])
      expect(stepperState(place, DOLO)).toEqual({ quantity: '1', decrease: 'disabled', increase: 'enabled' });
  });

  it('disables + at the maximum in both places', async () => {
    const user = userEvent.setup();
    const { panel, summary } = renderBoth([{ productId: DOLO, quantity: MAX_ORDER_QUANTITY - 1 }]);
    await user.click(buttons(panel, `Increase quantity of ${name(DOLO)}`));
    for (const place of [panel, summary])
      expect(stepperState(place, DOLO)).toEqual({ quantity: String(MAX_ORDER_QUANTITY), decrease: 'enabled', increase: 'disabled' });
  });

  it('clamps a stored quantity above the maximum, in both places', () => {
    const { panel, summary } = renderBoth([{ productId: DOLO, quantity: 500 }]);
    for (const place of [panel, summary]) expect(stepperState(place, DOLO).quantity).toBe(String(MAX_ORDER_QUANTITY));
  });
});

describe('cart money comes from domain/pricing.ts, in paise, through formatMoney', () => {
  it('shows the same line total and subtotal in the panel and the summary as priceOrder computes', () => {
    const lines = [
      { productId: OMRON, quantity: 40 },
      { productId: DOLO, quantity: 3 },
    ];
    const priced = priceOrder(lines, productById);
    // Large enough to need a thousands separator, so both places must format it the same way.
    expect(priced.subtotalPaise).toBeGreaterThan(100_000);
    const { panel, summary } = renderBoth(lines);

    const panelTotals = [...panel.querySelectorAll('.cart-line__total')].map((element) => element.textContent);
    expect(panelTotals).toEqual(priced.lineItems.map((line) => ` · ${formatMoney(line.lineTotalPaise)}`));
    expect(panel.querySelector('.cart-panel__subtotal strong')!.textContent).toBe(formatMoney(priced.subtotalPaise));
    expect([...panel.querySelectorAll('.cart-line__price')].map((element) => element.firstChild!.textContent)).toEqual(
      priced.lineItems.map((line) => formatMoney(line.unitPricePaise)),
    );

    expect(
      within(summary)
        .getAllByTestId('line-total')
        .map((cell) => cell.textContent),
    ).toEqual(priced.lineItems.map((line) => formatMoney(line.lineTotalPaise)));
    expect(within(summary).getByTestId('subtotal').textContent).toBe(formatMoney(priced.subtotalPaise));
    expect(within(summary).getByTestId('total-label').textContent).toBe(`Total (incl. GST ${formatMoney(priced.gstPaise)})`);
    expect(within(summary).getByTestId('total').textContent).toBe(formatMoney(priced.totalPaise));
    expect(within(summary).getByTestId('subtotal').textContent).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$/);
  });
});
