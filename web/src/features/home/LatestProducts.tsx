import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ProductCard } from '../../components/ProductCard';
import { productById } from '@domain/catalogue/catalogue';
import { latestProductTabs, type LatestProductsTab } from '../../content/home';
import type { Product } from '@domain/catalogue/product-types';
import { useNearViewport } from './use-near-viewport';
import { HomeSection } from './HomeSection';

const PANEL_ID = 'latest-products-panel';

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

/**
 * Home section 5 (docs/behaviour.md §2, §4, §9): "Our Latest Products". Five tabs (WAI-ARIA tabs pattern: one tab stop,
 * Left/Right arrows move and select with wrap-around, Home/End jump to the first/last tab), Energy Drinks
 * selected first; the panel shows the selected tab's six products as ProductCards in a Swiper strip
 * (6 visible, 3 below 768 px; autoplay 5000 ms, speed 500 ms; paused under reduced motion and by its
 * pause button); then ALL PRODUCTS → /products. The strip's Swiper code loads when the section comes
 * near the viewport (it is below the fold); until then the same cards show in a plain row.
 */
export function LatestProducts() {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  const near = useNearViewport(panel);
  const selectedTab = latestProductTabs[selected] ?? latestProductTabs[0]!;

  function select(index: number, focus: boolean) {
    const count = latestProductTabs.length;
    const next = (index + count) % count;
    setSelected(next);
    if (focus) tabRefs.current[next]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number | undefined> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: latestProductTabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <HomeSection name="latest" heading="Our Latest Products">
      <div className="home-latest__tabs" role="tablist" aria-label="Product categories">
        {latestProductTabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`latest-tab-${tab.key}`}
            className="home-latest__tab"
            aria-selected={index === selected}
            aria-controls={PANEL_ID}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index, false)}
            onKeyDown={onTabKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`latest-tab-${selectedTab.key}`} className="home-latest__panel">
        <div ref={panel}>
          {near ? (
            <Suspense fallback={<StaticStrip products={tabProducts(selectedTab)} />}>
              <ProductStrip tabKey={selectedTab.key} products={tabProducts(selectedTab)} />
            </Suspense>
          ) : (
            <StaticStrip products={tabProducts(selectedTab)} />
          )}
        </div>
      </div>
      <p className="home-section__more">
        <Link className="button" to={paths.products}>
          ALL PRODUCTS
        </Link>
      </p>
    </HomeSection>
  );
}
