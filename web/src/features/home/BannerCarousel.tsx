import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { homeBanners, homeTimings } from '../../content/home';
import { BannerSlide } from './BannerSlide';
import { CarouselButtons, useCarouselPlayback, type CarouselController } from './carousel-playback';
import { useReducedMotion } from './use-reduced-motion';

const SWIPER_ID = 'home-banners';
const BannerSwiper = lazy(() => import('./BannerSwiper'));

/** The first banner alone, exactly as Swiper shows it: what a visitor sees until the first slide change. */
function FirstBanner() {
  return (
    <div id={SWIPER_ID} className="home-carousel__first">
      <BannerSlide banner={homeBanners[0]!} index={0} shown />
    </div>
  );
}

/**
 * Home section 1 (docs/behaviour.md §2, §9): the carousel of the three banners of content/home.ts (Swiper), autoplay
 * every 5000 ms with a 300 ms transition; a visible pause/play button ('Pause slideshow' / 'Play
 * slideshow'), no autoplay and instant transitions under `prefers-reduced-motion` (WCAG 2.2.2, docs/architecture/departures.md);
 * previous/next buttons, one bullet per banner and the arrow keys while focus is inside.
 *
 * Performance: the first banner renders without Swiper (it is the LCP element), and Swiper (about 28 kB of
 * gzipped JS) is loaded only when the first slide change is due: after 5000 ms of autoplay, or when a
 * control or arrow key asks for another banner. The command that asked is replayed once Swiper is ready.
 */
export function BannerCarousel() {
  const reducedMotion = useReducedMotion();
  const { t } = useLingui();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const pending = useRef<((instance: SwiperClass) => void) | null>(null);

  const request = (command: (instance: SwiperClass) => void) => {
    pending.current = command;
    setEnhanced(true);
  };
  const controller: CarouselController = swiper ?? {
    slidePrev: () => request((instance) => instance.slidePrev()),
    slideNext: () => request((instance) => instance.slideNext()),
    slideTo: (index) => request((instance) => instance.slideTo(index)),
  };
  const { running, region, buttons } = useCarouselPlayback(swiper, reducedMotion, {
    controlsId: SWIPER_ID,
    delayMs: homeTimings.bannerAutoplayMs,
    controller,
  });

  // Until Swiper is loaded, autoplay's first step is this timer; useCarouselPlayback's takes over from there.
  useEffect(() => {
    if (swiper || enhanced || !running) return undefined;
    const timer = setTimeout(() => request((instance) => instance.slideNext()), homeTimings.bannerAutoplayMs);
    return () => clearTimeout(timer);
  }, [swiper, enhanced, running]);

  // The command that asked for Swiper is replayed once the instance is in state, not inside Swiper's own mount
  // effect: React's StrictMode re-runs that effect (destroying the first instance and making a second one,
  // which keeps the first one's slide position in the DOM but starts at banner 1), and a command given to the
  // first instance would leave the bullets, the banner shown and autoplay out of step.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    const command = pending.current;
    pending.current = null;
    command?.(swiper);
  }, [swiper]);

  return (
    <section className="home-carousel" {...region} aria-label={t`Offers`}>
      {enhanced ? (
        <Suspense fallback={<FirstBanner />}>
          <BannerSwiper
            id={SWIPER_ID}
            reducedMotion={reducedMotion}
            activeIndex={activeIndex}
            onSwiper={setSwiper}
            onSlideChange={setActiveIndex}
          />
        </Suspense>
      ) : (
        <FirstBanner />
      )}
      <CarouselButtons
        {...buttons}
        labels={{ previous: t`Previous slide`, next: t`Next slide`, pause: t`Pause slideshow`, play: t`Play slideshow` }}
        bullets={{ count: homeBanners.length, activeIndex }}
      />
    </section>
  );
}
