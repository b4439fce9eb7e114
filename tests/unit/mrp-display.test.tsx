/** @vitest-environment happy-dom */
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { productById } from '@domain/catalogue/catalogue';
import { percentOffMrp } from '@domain/catalogue/mrp-discount';
import type { Product } from '@domain/catalogue/product-types';
import { MrpNote } from '../../web/src/components/product/MrpNote';
import { ProductCard } from '../../web/src/components/product/ProductCard';
import { ProductPage } from '../../web/src/features/product/ProductPage';
import { activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { offerOf } from '../../web/src/lib/structured-data/products';
import { CartProvider } from '../../web/src/stores/cart/cart-context';
import { renderedDeclarations } from '../support/rendered-declarations';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const dolo = productById('products-dolo-650-tab-15')!;
/** Dolo 650 sold below its MRP of ₹4.00: no catalogue product is today, so the struck-MRP path is shown here. */
const doloOnOffer: Product = { ...dolo, pricePaise: 301 };

/** Renders `ui` inside the cart and a router, at `path` (a route matching '/product/:id' or any other), as the shop does. */
function renderInShop(ui: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/product/:id', element: ui },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
}

describe('percentOffMrp', () => {
  it.each([
    [400, 300, 25],
    [400, 301, 24], // 24.75 % rounds down: never promise more than the saving
    [6700, 6699, 0], // 0.01 % is 0 % off
    [400, 400, 0],
    [400, 500, 0], // never a negative discount (a price above the MRP is refused where prices are built)
    [400, 0, 100],
    [0, 0, 0],
    [123456, 100000, 18],
  ])('MRP %i paise, price %i paise: %i percent off', (mrp, price, percent) => {
    expect(percentOffMrp(mrp, price)).toBe(percent);
  });
});

describe('MrpNote beside a price', () => {
  it('strikes the MRP through and says "N % off" only when the price is lower', () => {
    render(<MrpNote mrpPaise={400} pricePaise={300} />);
    const struck = document.querySelector('.mrp-note s')!;
    expect(struck.textContent).toBe('₹4.00');
    // The word MRP is plain text right before the struck amount: a screen reader reads "MRP ₹4.00".
    expect(struck.previousSibling!.textContent).toBe('MRP ');
    expect(document.querySelector('.mrp-note')!.textContent).toBe('MRP ₹4.00 25 % off MRP incl. of all taxes');
  });

  it('shows only "MRP incl. of all taxes" when the price is the MRP', () => {
    render(<MrpNote mrpPaise={400} pricePaise={400} />);
    expect(document.querySelector('.mrp-note s, .mrp-note del')).toBeNull();
    expect(document.querySelector('.mrp-note')!.textContent).toBe('MRP incl. of all taxes');
  });

  it('reads in Hindi: "MRP ₹4.00", "% की छूट", "सभी टैक्स सहित"', async () => {
    await activateLocale('hi');
    render(<MrpNote mrpPaise={400} pricePaise={300} />);
    expect(document.querySelector('.mrp-note')!.textContent).toBe('MRP ₹4.00 25 % की छूट MRP सभी टैक्स सहित');
    expect(document.querySelector('.mrp-note s')!.textContent).toBe('₹4.00');
  });
});

describe('prices on a card and a product page', () => {
  it('a card of a product below its MRP shows the selling price, the struck MRP and the discount', () => {
    renderInShop(<ProductCard product={doloOnOffer} />);
    expect(document.querySelector('.product-card__price')!.textContent).toBe('₹3.01');
    expect(document.querySelector('.product-card s')!.textContent).toBe('₹4.00');
    expect(screen.getByText('24 % off')).toBeTruthy();
    expect(screen.getByText('MRP incl. of all taxes')).toBeTruthy();
  });

  it('a card at its MRP strikes nothing through', () => {
    renderInShop(<ProductCard product={dolo} />);
    expect(document.querySelector('.product-card__price')!.textContent).toBe('₹4.00');
    expect(document.querySelector('.product-card s, .product-card del')).toBeNull();
    expect(document.querySelector('.product-card')!.textContent).not.toMatch(/% off/);
    expect(screen.getByText('MRP incl. of all taxes')).toBeTruthy();
  });

  it('the offer of the structured data is the selling price in INR, with the MRP as its list price', () => {
    expect(offerOf(doloOnOffer, 'https://example.test/p')).toMatchObject({
      price: '3.01',
      priceCurrency: 'INR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/ListPrice',
        price: '4.00',
        priceCurrency: 'INR',
      },
    });
  });
});

describe('pack declarations of a product we know little of', () => {
  const declarations = renderedDeclarations;

  it('says "As printed on the pack" for every unknown, never an invented value', () => {
    renderInShop(<ProductPage />, '/product/devices-omron-hem-7120-bp-monitor');
    expect(declarations()).toEqual({
      'Generic name and composition': 'As printed on the pack',
      'Manufacturer or marketer': 'As printed on the pack',
      'Country of origin': 'As printed on the pack',
      'Net quantity': 'As printed on the pack',
      MRP: expect.stringMatching(/^₹[\d,]+\.\d\d \(incl\. of all taxes\)$/),
      'Customer care': '+91 98110 42367, care@medvika.in',
    });
    expect(screen.getByRole('link', { name: '+91 98110 42367' }).getAttribute('href')).toBe('tel:+919811042367');
    expect(screen.getByRole('link', { name: 'care@medvika.in' }).getAttribute('href')).toBe('mailto:care@medvika.in');
  });

  it('says "पैक पर छपे अनुसार" in Hindi, and counts pieces and devices in the singular', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'product');
    renderInShop(<ProductPage />, '/product/devices-omron-hem-7120-bp-monitor');
    expect(declarations()['किस देश में बना']).toBe('पैक पर छपे अनुसार');
    cleanup();
    renderInShop(<ProductPage />, '/product/devices-bpl-pulse-oximeter');
    expect(declarations()['कुल मात्रा']).toBe('1 डिवाइस');
  });

  it('counts one device in the singular and many pieces in the plural in English', () => {
    renderInShop(<ProductPage />, '/product/devices-bpl-pulse-oximeter');
    expect(declarations()['Net quantity']).toBe('1 device');
    cleanup();
    renderInShop(<ProductPage />, '/product/baby-mamypoko-pants-large-42');
    expect(declarations()['Net quantity']).toBe('42 pieces');
  });
});
