/** @vitest-environment happy-dom */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { productById } from '@domain/catalogue/catalogue';
import { ProductPage } from '../../web/src/features/product/ProductPage';
import { activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { productJsonLd } from '../../web/src/lib/structured-data/product-page';
import { CartProvider } from '../../web/src/stores/cart/cart-context';
import { renderedDeclarations } from '../support/rendered-declarations';
import { SITE_ORIGIN } from '../../web/src/content/site-origin';

const DOLO = 'products-dolo-650-tab-15';
const PARACETAMOL = 'products-paracetamol-650-tab-15';
const SOAP = 'personal-dettol-original-soap-125g';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Renders the product page at /product/<id>, or /hi/product/<id> under the /hi basename. */
function renderProduct(id: string, hindi = false) {
  const router = createMemoryRouter([{ path: '/product/:id', element: <ProductPage /> }], {
    initialEntries: [`${hindi ? '/hi' : ''}/product/${id}`],
    basename: hindi ? '/hi' : undefined,
  });
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
  return router;
}

const main = () => document.querySelector('main')!;

const declarations = renderedDeclarations;

describe('the product page', () => {
  it('shows Dolo 650 with its pack, price, composition and the cheaper Paracetamol 650mg offered beside it', () => {
    renderProduct(DOLO);
    expect(screen.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeTruthy();
    expect(main().textContent).toContain('Form-Tab, strip of 15');
    expect(document.querySelector('.product-page__price')!.textContent).toBe('₹4.00');
    expect(declarations()).toEqual({
      'Generic name and composition': 'Paracetamol 650 mg',
      'Dosage form': 'Tablet',
      'Manufacturer or marketer': 'Micro Labs Ltd, Bengaluru, Karnataka',
      'Country of origin': 'India',
      'Net quantity': '15 tablets',
      MRP: '₹4.00 (incl. of all taxes)',
      'Customer care': '+91 98110 42367, care@medvika.in',
    });
    expect(document.querySelector('.product-page__info .mrp-note')!.textContent).toBe('MRP incl. of all taxes');
    expect(main().textContent).not.toContain('Prescription required');
    const alternatives = screen.getByRole('region', { name: 'Same composition, lower price' });
    const link = within(alternatives).getByRole('link', { name: 'Paracetamol 650mg Tablet' });
    expect(link.getAttribute('href')).toBe(`/product/${PARACETAMOL}`);
    expect(alternatives.textContent).toContain('₹3.00 for 15 — save 25 %');
    expect(within(alternatives).getByRole('button', { name: 'Add to cart: Paracetamol 650mg Tablet' })).toBeTruthy();
    // Breadcrumbs: Home › All Products › the product.
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((crumb) => crumb.getAttribute('href')),
    ).toEqual(['/', '/products']);
    expect(within(trail).getByText('Dolo 650 Tablet').getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Dolo 650 Tablet | Medvika Pharmacy');
  });

  it('adds to the cart and then shows the cart quantity with the stepper; nothing is swapped', async () => {
    renderProduct(DOLO);
    const user = userEvent.setup();
    expect(screen.queryByRole('group', { name: 'Quantity of Dolo 650 Tablet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' }));
    const stepper = await screen.findByRole('group', { name: 'Quantity of Dolo 650 Tablet' });
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }));
    expect(within(stepper).getByRole('status').textContent).toBe('2');
    expect(JSON.parse(localStorage.getItem('medvika:cart:v1') ?? '{"lines":[]}').lines ?? []).not.toContainEqual(
      expect.objectContaining({ productId: PARACETAMOL }),
    );
  });

  it('leaves out the composition and the alternatives for a cosmetic, and names the category in the trail', () => {
    renderProduct(SOAP);
    expect(screen.getByRole('heading', { level: 1, name: 'Dettol Original Soap' })).toBeTruthy();
    // No composition for a soap, and no maker's country we know: the page says so, and invents nothing.
    expect(declarations()).toMatchObject({
      'Generic name and composition': 'As printed on the pack',
      'Manufacturer or marketer': 'Reckitt Benckiser (India) Pvt Ltd',
      'Country of origin': 'India',
      'Net quantity': '125 g',
    });
    expect(declarations()).not.toHaveProperty('Dosage form');
    expect(main().textContent).not.toMatch(/not known/);
    expect(screen.queryByRole('region', { name: 'Same composition, lower price' })).toBeNull();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Personal Care' }).getAttribute('href')).toBe('/category/personal-care');
  });

  it('says "Prescription required" for a prescription medicine', () => {
    renderProduct('products-pantoprazole-40-tab-15');
    expect(screen.getByRole('heading', { level: 1, name: 'Pantoprazole 40mg Tablet' })).toBeTruthy();
    expect(document.querySelector('.product-page__rx')!.textContent).toBe('Prescription required');
  });

  it('reads in Hindi on /hi/product/…: pack, composition, saving and links stay Hindi', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'product');
    renderProduct(DOLO, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeTruthy();
    const text = main().textContent!;
    expect(text).toContain('टैबलेट, 15 की पट्टी');
    expect(declarations()).toEqual({
      'जेनेरिक नाम और कंपोज़िशन': 'पैरासिटामोल 650 mg',
      'दवा का रूप': 'टैबलेट',
      'बनाने या बेचने वाली कंपनी': 'Micro Labs Ltd, Bengaluru, Karnataka',
      'किस देश में बना': 'भारत',
      'कुल मात्रा': '15 टैबलेट',
      MRP: '₹4.00 (सभी टैक्स सहित)',
      'ग्राहक सेवा': '+91 98110 42367, care@medvika.in',
    });
    expect(text).toContain('MRP सभी टैक्स सहित');
    const alternatives = screen.getByRole('region', { name: 'यही दवा, कम दाम में' });
    expect(alternatives.textContent).toContain('15 के ₹3.00 — 25 % की बचत');
    expect(within(alternatives).getByRole('link', { name: 'Paracetamol 650mg Tablet' }).getAttribute('href')).toBe(
      `/hi/product/${PARACETAMOL}`,
    );
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toMatch(/ख़रीदें/);
    expect(screen.getByRole('navigation', { name: 'आप यहाँ हैं' })).toBeTruthy();
  });
});

describe('the product JSON-LD', () => {
  const trail = (id: string) => [
    { name: 'Home', path: '/' },
    { name: 'All Products', path: '/products' },
    { name: productById(id)!.name, path: `/product/${id}` },
  ];

  it('makes Dolo 650 a Product and a Drug with its offer, ingredient, status and form, and a BreadcrumbList', () => {
    const graph = productJsonLd(productById(DOLO)!, { details: 'Form-Tab, strip of 15', dosageForm: 'Tablet', breadcrumbs: trail(DOLO) });
    const nodes = JSON.parse(JSON.stringify(graph['@graph'])) as Record<string, unknown>[];
    const product = nodes.find((node) => Array.isArray(node['@type']))!;
    expect(product).toMatchObject({
      '@type': ['Product', 'Drug'],
      name: 'Dolo 650 Tablet',
      activeIngredient: 'Paracetamol 650 mg',
      prescriptionStatus: 'https://schema.org/OTC',
      dosageForm: 'Tablet',
      offers: {
        '@type': 'Offer',
        price: '4.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${SITE_ORIGIN}/product/${DOLO}`,
      },
    });
    expect(nodes.find((node) => node['@type'] === 'ItemPage')).toMatchObject({
      inLanguage: 'en-IN',
      url: `${SITE_ORIGIN}/product/${DOLO}`,
    });
    const breadcrumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(breadcrumbs.itemListElement.map((entry) => entry.item)).toEqual([
      `${SITE_ORIGIN}/`,
      `${SITE_ORIGIN}/products`,
      `${SITE_ORIGIN}/product/${DOLO}`,
    ]);
  });

  it('keeps a cosmetic a plain Product, and names the /hi addresses and inLanguage hi on a Hindi page', async () => {
    await activateLocale('hi');
    const graph = productJsonLd(productById(SOAP)!, { breadcrumbs: trail(SOAP) });
    const nodes = graph['@graph'] as unknown as Record<string, unknown>[];
    const product = nodes.find((node) => node['@type'] === 'Product')!;
    expect(product).not.toHaveProperty('activeIngredient');
    expect((product.offers as { url: string }).url).toBe(`${SITE_ORIGIN}/hi/product/${SOAP}`);
    expect(nodes.find((node) => node['@type'] === 'ItemPage')).toMatchObject({ inLanguage: 'hi' });
    const breadcrumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(breadcrumbs.itemListElement[0]!.item).toBe(`${SITE_ORIGIN}/hi`);
  });
});
