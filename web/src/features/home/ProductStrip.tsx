import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { ProductCard } from '../../components/product/ProductCard';
import { homeTimings } from '../../content/home';
import type { Product } from '@domain/catalogue/product-types';
import { CarouselButtons, useCarouselPlayback } from './carousel-playback';
import { useSwiperOptions } from './swiper-options';
import { useReducedMotion } from './use-reduced-motion';

const SWIPER_ID = 'latest-products-strip';

/**
 * The Swiper strip of one tab's products: 3 slides per view, 6 from 768 px; autoplay 5000 ms, speed 500 ms
 * (docs/behaviour.md §9), rewinding at the end. Previous/next and 'Pause product slideshow'/'Play product slideshow'
 * buttons show only while there are more products than fit (Swiper's lock state). One Swiper for all tabs
 * (the pause choice survives a tab change); a new tab starts at its first product.
 */
export default function ProductStrip({ tabKey, products }: { tabKey: string; products: readonly Product[] }) {
  const reducedMotion = useReducedMotion();
  const { t } = useLingui();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [locked, setLocked] = useState(false);
  const { region, buttons } = useCarouselPlayback(swiper, reducedMotion, { controlsId: SWIPER_ID, delayMs: homeTimings.stripAutoplayMs });
  const options = useSwiperOptions(reducedMotion, homeTimings.stripSpeedMs);

  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.slideTo(0, 0);
  }, [swiper, tabKey]);

  return (
    <div className="home-latest__strip" role="region" {...region} aria-label={t`Products`}>
      <Swiper
        id={SWIPER_ID}
        {...options}
        slidesPerView={3}
        spaceBetween={8}
        breakpoints={{ 768: { slidesPerView: 6, spaceBetween: 16 } }}
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
          {...buttons}
          labels={{
            previous: t`Previous products`,
            next: t`Next products`,
            pause: t`Pause product slideshow`,
            play: t`Play product slideshow`,
          }}
        />
      )}
    </div>
  );
}
