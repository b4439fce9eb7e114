import { lazy, Suspense, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { productById, products } from '@domain/catalogue/catalogue';
import { compositionOf } from '@domain/catalogue/composition';
import { scheduleOrderable } from '@domain/catalogue/schedules';
import { cheaperEquivalents, type CheaperEquivalent } from '@domain/catalogue/equivalence';
import type { Product } from '@domain/catalogue/product-types';
import { formatMoney } from '@domain/money';
import { AddToCartButton } from '../../components/product/AddToCartButton';
import { CheckDelivery } from '../../components/product/CheckDelivery';
import { MrpNote } from '../../components/product/MrpNote';
import { QuantityStepper } from '../../components/product/QuantityStepper';
import { StockNote, unavailable, useShownProduct } from '../../components/product/StockNote';
import { productDetailsText } from '../../components/product/catalogue-text';
import { JsonLd } from '../../components/JsonLd';
import { Page } from '../../components/Page';
import { SizedImage } from '../../components/SizedImage';
import { useLocale } from '../../i18n/use-locale';
import { notFound } from '../../lib/not-found';
import { paths } from '../../lib/paths';
import type { Crumb } from '../../lib/structured-data/breadcrumbs';
import { productJsonLd, productListing } from '../../lib/structured-data/product-page';
import { useCart } from '../../stores/cart/cart-context';
import { activeLocale, API_MESSAGES_CATALOG, loadCatalog } from '../../i18n/catalogs';
import { dosageFormMessage } from './dosage-forms';
import { PackDeclarations } from './PackDeclarations';
import './product.css';

// "Notify me when it is back" is offered only for an out-of-stock product, which the live shelf tells after hydration,
// and opens on a tap: its code, its texts (the reminders catalog) and the words of the API's codes load then, never
// with the page.
const NotifyWhenBack = lazy(() =>
  Promise.all([
    import('../reminders/NotifyWhenBack'),
    loadCatalog(activeLocale(), 'reminders'),
    loadCatalog(activeLocale(), API_MESSAGES_CATALOG),
  ]).then(([module]) => ({ default: module.NotifyWhenBack })),
);

/** A product's pack text in the page's language ('Form-Tab, strip of 15' / 'टैबलेट, 15 की पट्टी'), if it has one. */
function usePackText(product: Product): string | undefined {
  const { i18n } = useLingui();
  const hindi = useLocale() === 'hi';
  return product.details ? productDetailsText(product.details, hindi, (message) => i18n._(message)) : undefined;
}

/**
 * The page's breadcrumb trail, Home › the product's listing › the product, with names in the page's language and
 * English paths (the router's basename keeps links Hindi on a Hindi page).
 */
function useTrail(product: Product): Crumb[] {
  const { i18n, t } = useLingui();
  const listing = productListing(product);
  return [
    { name: t`Home`, path: paths.home },
    { name: i18n._(listing.title), path: listing.path },
    { name: product.name, path: paths.product(product.id) },
  ];
}

/** The breadcrumb trail as a navigation landmark; the last step is the current page, not a link. */
function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumb`}>
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/**
 * The cart's quantity of this product, with the shared stepper, once it is in the cart (after hydration: the
 * prerendered page shows an empty cart, as every page does).
 */
function InCart({ product }: { product: Product }) {
  const { items, dispatch } = useCart();
  const line = items.find((item) => item.product.id === product.id);
  if (!line) return null;
  return (
    <div className="product-page__in-cart">
      <span>
        <Trans>In your cart</Trans>
      </span>
      <QuantityStepper
        className="quantity"
        name={product.name}
        quantity={line.quantity}
        onDecrease={() => dispatch({ type: 'decrement', productId: product.id })}
        onIncrease={() => dispatch({ type: 'increment', productId: product.id })}
      />
    </div>
  );
}

/**
 * One cheaper product of the same composition: its name (a link to its page), pack, the pack's price with the saving
 * per unit ('₹3.00 for 15 — save 25 %') and its MrpNote, and its own Add to cart. It is only offered: nothing in the cart is swapped.
 */
function Alternative({ equivalent }: { equivalent: CheaperEquivalent }) {
  const { t } = useLingui();
  const { product } = equivalent;
  const pack = usePackText(product);
  const price = formatMoney(product.pricePaise);
  const units = equivalent.packUnits;
  const saving = equivalent.savingPercent;
  return (
    <li className="product-alternative hover-card">
      <Link className="product-alternative__name" to={paths.product(product.id)}>
        {product.name}
      </Link>
      {pack && <span className="product-alternative__pack">{pack}</span>}
      <span className="product-alternative__offer">
        {t`${price} for ${units} — save ${saving} %`}
        <MrpNote mrpPaise={product.mrpPaise} pricePaise={product.pricePaise} />
      </span>
      <AddToCartButton product={product} />
    </li>
  );
}

/** "Same composition, lower price": the catalogue's cheaper equivalents, cheapest per unit first; none → nothing. */
function Alternatives({ productId }: { productId: string }) {
  const headingId = useId();
  const equivalents = cheaperEquivalents(productId);
  if (equivalents.length === 0) return null;
  return (
    <section className="product-page__alternatives" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Same composition, lower price</Trans>
      </h2>
      <ul>
        {equivalents.map((equivalent) => (
          <Alternative key={equivalent.product.id} equivalent={equivalent} />
        ))}
      </ul>
    </section>
  );
}

/** True when another catalogue product has the same name (two pack sizes), so the title must name the pack too. */
function sharesName(product: Product): boolean {
  return products.some((other) => other.id !== product.id && other.name === product.name);
}

/** The product page's title and meta description, in the page's language, unique across the catalogue. */
function usePageMeta(product: Product, pack: string | undefined): { title: string; description: string } {
  const { t } = useLingui();
  const name = product.name;
  const price = formatMoney(product.pricePaise);
  return {
    title: pack && sharesName(product) ? t`${name} (${pack})` : name,
    description: pack
      ? t`Buy ${name} (${pack}) online at Medvika Pharmacy for ${price}, with delivery across Delhi NCR.`
      : t`Buy ${name} online at Medvika Pharmacy for ${price}, with delivery across Delhi NCR.`,
  };
}

/** One product's page; keyed by id, so moving to an alternative's page starts afresh. */
function ProductView({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const pack = usePackText(product);
  const composition = compositionOf(product.id);
  const dosageForm = composition && i18n._(dosageFormMessage(composition.dosageForm));
  const { title, description } = usePageMeta(product, pack);
  const trail = useTrail(product);
  const shown = useShownProduct(product);
  const blocked = unavailable(shown.availability);
  const [notify, setNotify] = useState(false);
  return (
    <Page className="product-page" title={title} description={description}>
      <JsonLd data={import.meta.env.SSR ? productJsonLd(product, { details: pack, dosageForm, breadcrumbs: trail }) : undefined} />
      <div className="container">
        <Breadcrumbs trail={trail} />
        <div className="product-page__main">
          <SizedImage className="product-page__image" image={{ src: product.image, alt: '', width: 400, height: 400 }} priority />
          <div className="product-page__info">
            <h1>{product.name}</h1>
            {pack && <p className="product-page__pack">{pack}</p>}
            {product.requiresPrescription && (
              <p className="product-page__rx">
                <Trans>Prescription required</Trans>
              </p>
            )}
            <p className="product-page__price">{formatMoney(shown.pricePaise)}</p>
            <MrpNote mrpPaise={shown.mrpPaise} pricePaise={shown.pricePaise} />
            {scheduleOrderable(product.schedule) ? (
              <div className="product-page__buy">
                {/* A fixed id, the page's only one: useId's differ between the prerendered HTML and the app here. */}
                <div className="product-page__stock">
                  <StockNote id="product-stock-note" availability={shown.availability} />
                  {shown.availability === 'out_of_stock' && !notify && (
                    // On the stock note's own reserved line, so offering it moves nothing (CLS 0); the form opens below
                    // on the shopper's tap, a shift with input that CLS does not count.
                    <button type="button" className="product-page__notify" onClick={() => setNotify(true)}>
                      <Trans>Notify me when it is back</Trans>
                    </button>
                  )}
                </div>
                <AddToCartButton product={product} blockedBy={blocked ? 'product-stock-note' : undefined} />
                <InCart product={product} />
                {shown.availability === 'out_of_stock' && notify && (
                  <Suspense fallback={null}>
                    <NotifyWhenBack productId={product.id} />
                  </Suspense>
                )}
              </div>
            ) : (
              // Schedule X: never sold online (domain/catalogue/schedules.ts), so no Add to cart; say why.
              <p className="product-page__not-sold">
                <Trans>
                  This is a Schedule X medicine. The law allows it only against a prescription kept by the pharmacy, so we do not sell it
                  online: please buy it at a pharmacy with your prescription.
                </Trans>
              </p>
            )}
            <CheckDelivery />
            <PackDeclarations product={product} composition={composition} />
          </div>
        </div>
        <Alternatives productId={product.id} />
      </div>
    </Page>
  );
}

/**
 * /product/<id>: one catalogue product's own page (prerendered for every product, in English and under /hi): the
 * breadcrumbs Home › its listing › the product, its picture, name, pack, "Prescription required" where it applies,
 * the selling price with its MrpNote (the MRP struck through and "N % off" when lower, "MRP incl. of all taxes"), Add
 * to cart (for a Schedule X medicine, never sold online, a note saying why in its place; after hydration the live
 * price and a StockNote line reserved beforehand, Add to cart aria-disabled and described by it when the product is
 * out of stock or discontinued) and, once it is in the cart, the quantity stepper, Check delivery (a PIN code's delivery date), and the pack declarations (PackDeclarations: composition
 * and dosage form of a medicine, maker, country of origin, net quantity, MRP, customer care); then the cheaper products of the same
 * composition (domain/catalogue/equivalence.ts). Its JSON-LD (`Product`/`Drug`, `BreadcrumbList`) is written at build
 * time. Unknown ids never get here: the route's loader answers 404 (app/router.tsx).
 */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = productById(id);
  if (!product) notFound(); // the route's loader already answers 404; this narrows the type
  return <ProductView key={product.id} product={product} />;
}
