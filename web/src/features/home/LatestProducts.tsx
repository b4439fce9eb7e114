import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ProductCard } from '../../components/product/ProductCard';
import { productById } from '@domain/catalogue/catalogue';
import { latestProductTabs, type LatestProductsTab } from '../../content/home';
import type { Product } from '@domain/catalogue/product-types';
import { useNearViewport } from './use-near-viewport';
import { HomeSection } from './HomeSection';

/** The products of a tab, in the tab's order; an id missing from the catalogue is skipped. */
export function tabProducts(tab: LatestProductsTab): Product[] {
  return tab.productIds.map((id) => productById(id)).filter((product): product is Product => product !== undefined);
}

const ProductStrip = lazy(() => import('./ProductStrip'));

/** The tab's cards without Swiper, laid out as the strip shows them (3 across, 6 from 768 px). */
function StaticStrip({ products }: { products: readonly Product[] }) {
  return (
    <ul className="home-latest__static">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/** The radio group's name: one choice among the tabs, in the HTML and in the app alike. */
const TAB_GROUP_NAME = 'latest-products-tab';

/**
 * Home section 5 (docs/behaviour.md §2, §4, §9): "Our Latest Products". Five category choices, Energy Drinks first,
 * as a native radio group (one tab stop; the arrow keys move and select, wrapping; Home/End jump to the first/last
 * once the app runs): each radio is inside its pill-shaped label, and the chosen category's panel shows through CSS
 * (`:has(:checked)`, home.css), so a tap works before the app has started
 * (docs/decisions/0017-native-controls-before-hydration.md). Every category's six ProductCards are in the HTML, in a
 * plain row (3 across, 6 from 768 px); the app then controls the choice (`checked`). When the section comes near the
 * viewport (it is below the fold) the chosen category's cards move into one Swiper strip (ProductStrip: 6 visible,
 * 3 below 768 px; autoplay 5000 ms, speed 500 ms; paused under reduced motion and by its pause button), kept across
 * category changes; the strip's cards follow a new choice in a render of their own, right after the chosen pill has
 * painted. Then ALL PRODUCTS → /products.
 */
export function LatestProducts() {
  const [selected, setSelected] = useState(0);
  const radios = useRef<(HTMLInputElement | null)[]>([]);
  const section = useRef<HTMLDivElement>(null);
  const near = useNearViewport(section);
  const selectedTab = latestProductTabs[selected] ?? latestProductTabs[0]!;
  // The strip's cards follow the choice one render later (useDeferredValue), and the element is kept between renders
  // so that the tap's own render skips the strip: the chosen pill paints at once, and the six new cards and Swiper's
  // update (about 80 ms of script on a phone 4× slower than a laptop) come after that paint instead of delaying it.
  const shownTab = latestProductTabs[useDeferredValue(selected)] ?? latestProductTabs[0]!;
  const shownStrip = useMemo(() => <ProductStrip tabKey={shownTab.key} products={tabProducts(shownTab)} />, [shownTab]);
  const { i18n, t } = useLingui();

  function onRadioKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The arrow keys are the radio group's own; Home and End are the tabs pattern's, added here.
    const target = { Home: 0, End: latestProductTabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    radios.current[target]?.focus();
  }

  return (
    <HomeSection name="latest" heading={<Trans>Our Latest Products</Trans>}>
      <div ref={section}>
        <div className="home-latest__tabs" role="radiogroup" aria-label={t`Product categories`}>
          {latestProductTabs.map((tab, index) => (
            <label key={tab.key} className="home-latest__tab" id={`latest-tab-${tab.key}`}>
              <input
                ref={(element) => {
                  radios.current[index] = element;
                }}
                type="radio"
                name={TAB_GROUP_NAME}
                value={tab.key}
                className="visually-hidden"
                checked={index === selected}
                onChange={() => setSelected(index)}
                onKeyDown={onRadioKeyDown}
              />
              {i18n._(tab.label)}
            </label>
          ))}
        </div>
        {/* Without the strip: every category's row, the chosen one shown by CSS. */}
        <div className="home-latest__panels" hidden={near}>
          {latestProductTabs.map((tab) => (
            <div key={tab.key} role="group" aria-labelledby={`latest-tab-${tab.key}`} className="home-latest__panel">
              <StaticStrip products={tabProducts(tab)} />
            </div>
          ))}
        </div>
        {near && (
          <div role="group" aria-labelledby={`latest-tab-${shownTab.key}`} className="home-latest__panel home-latest__panel--strip">
            {/* Until the strip's code has arrived, the chosen category's cards without it. */}
            <Suspense fallback={<StaticStrip products={tabProducts(selectedTab)} />}>{shownStrip}</Suspense>
          </div>
        )}
      </div>
      <p className="home-section__more">
        <Link className="button" to={paths.products}>
          <Trans>ALL PRODUCTS</Trans>
        </Link>
      </p>
    </HomeSection>
  );
}
