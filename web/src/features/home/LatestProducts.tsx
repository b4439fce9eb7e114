import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { paths } from '../../app/paths';
import { ProductCard } from '../../components/ProductCard';
import { productById } from '../../content/catalogue';
import { homeTimings, latestProductTabs, type LatestProductsTab } from '../../content/home';
import type { Product } from '../../content/product-types';
import { CarouselButtons, handleCarouselKeys, useCarouselPlayback } from './carousel-playback';
import { useReducedMotion } from './use-reduced-motion';

const PANEL_ID = 'latest-products-panel';
const SWIPER_ID = 'latest-products-strip';

/** The products of a tab, in the tab's order; an id missing from the catalogue is skipped. */
export function tabProducts(tab: LatestProductsTab): Product[] {
  return tab.productIds.map((id) => productById(id)).filter((product): product is Product => product !== undefined);
}

/**
 * Home section 5 (spec §2, §4, §9): "Our Latest Products". Five tabs (WAI-ARIA tabs pattern: one tab stop,
 * Left/Right arrows move and select with wrap-around, Home/End jump to the first/last tab), Energy Drinks
 * selected first; the panel shows the selected tab's six products as ProductCards in a Swiper strip
 * (6 visible, 3 below 768 px; autoplay 5000 ms, speed 500 ms; paused under reduced motion and by its
 * pause button); then ALL PRODUCTS → /products.
 */
export function LatestProducts() {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
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
    <section className="home-section home-latest" aria-labelledby="home-latest-heading">
      <div className="container">
        <h2 id="home-latest-heading" className="home-section__heading">
          Our Latest Products
        </h2>
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
          <ProductStrip tabKey={selectedTab.key} products={tabProducts(selectedTab)} />
        </div>
        <p className="home-section__more">
          <Link className="button" to={paths.products}>
            ALL PRODUCTS
          </Link>
        </p>
      </div>
    </section>
  );
}

/**
 * The Swiper strip of one tab's products: 3 slides per view, 6 from 768 px; autoplay 5000 ms, speed 500 ms
 * (spec §9), rewinding at the end. Previous/next and 'Pause product slideshow'/'Play product slideshow'
 * buttons show only while there are more products than fit (Swiper's lock state). One Swiper for all tabs
 * (the pause choice survives a tab change); a new tab starts at its first product.
 */
function ProductStrip({ tabKey, products }: { tabKey: string; products: readonly Product[] }) {
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [locked, setLocked] = useState(false);
  const { playing, setPlaying, regionHandlers } = useCarouselPlayback(swiper, reducedMotion);
  const [autoplay] = useState(() => ({ delay: homeTimings.stripAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: !reducedMotion }));

  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.slideTo(0, 0);
  }, [swiper, tabKey]);

  return (
    <div
      className="home-latest__strip"
      role="region"
      aria-roledescription="carousel"
      aria-label="Products"
      onKeyDown={(event) => handleCarouselKeys(event, swiper)}
      {...regionHandlers}
    >
      <Swiper
        id={SWIPER_ID}
        modules={[Autoplay, A11y]}
        rewind
        speed={reducedMotion ? 0 : homeTimings.stripSpeedMs}
        autoplay={autoplay}
        slidesPerView={3}
        spaceBetween={8}
        breakpoints={{ 768: { slidesPerView: 6, spaceBetween: 16 } }}
        a11y={{ itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} of {{slidesLength}}' }}
        onSwiper={(instance) => {
          setSwiper(instance);
          setLocked(instance.isLocked);
        }}
        onLock={() => setLocked(true)}
        onUnlock={() => setLocked(false)}
      >
        {products.map((product) => (
          <SwiperSlide key={product.id}>
            <ProductCard product={product} headingLevel={3} />
          </SwiperSlide>
        ))}
      </Swiper>
      {!locked && (
        <CarouselButtons
          swiper={swiper}
          controlsId={SWIPER_ID}
          playing={playing}
          onPlayingChange={setPlaying}
          labels={{ previous: 'Previous products', next: 'Next products', pause: 'Pause product slideshow', play: 'Play product slideshow' }}
        />
      )}
    </div>
  );
}
