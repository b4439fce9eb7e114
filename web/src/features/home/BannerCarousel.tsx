import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { homeBanners, homeTimings } from '../../content/home';
import { CarouselButtons, handleCarouselKeys, useCarouselPlayback } from './carousel-playback';
import { useReducedMotion } from './use-reduced-motion';

const SWIPER_ID = 'home-banners';

/**
 * Home section 1 (spec §2, §9): the carousel of the three banners of content/home.ts. Autoplay every
 * 5000 ms with a 300 ms transition, rewinding after the last banner; a visible pause/play button
 * ('Pause slideshow' / 'Play slideshow'), no autoplay and instant transitions under
 * `prefers-reduced-motion` (WCAG 2.2.2, DESIGN §6); previous/next buttons, one bullet per banner and
 * the arrow keys while focus is inside; banners not shown are inert (out of the tab order). The first banner's picture is the page's LCP element: loaded
 * eagerly with fetchpriority="high" and intrinsic width/height. Banner texts are HTML over the
 * picture's plain left part from 768 px, under the picture on phones.
 */
export function BannerCarousel() {
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const { playing, setPlaying, regionHandlers } = useCarouselPlayback(swiper, reducedMotion);
  // Fixed at mount: later changes go through swiper.autoplay.start()/stop() (useCarouselPlayback).
  const [autoplay] = useState(() => ({ delay: homeTimings.bannerAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: !reducedMotion }));

  return (
    <section
      className="home-carousel"
      aria-roledescription="carousel"
      aria-label="Offers"
      onKeyDown={(event) => handleCarouselKeys(event, swiper)}
      {...regionHandlers}
    >
      <Swiper
        id={SWIPER_ID}
        modules={[Autoplay, A11y]}
        rewind
        speed={reducedMotion ? 0 : homeTimings.bannerSpeedMs}
        autoplay={autoplay}
        a11y={{ itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} of {{slidesLength}}' }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActiveIndex(instance.activeIndex)}
      >
        {homeBanners.map((banner, index) => (
          <SwiperSlide key={banner.image}>
            {/* Banners not shown are inert: Tab goes from the shown banner's link to the controls. */}
            <div className="home-banner" inert={index !== activeIndex}>
              <img
                className="home-banner__image"
                src={banner.image}
                alt={banner.alt}
                width={1600}
                height={600}
                loading="eager"
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
              <div className="home-banner__text">
                <p className="home-banner__heading">{banner.heading}</p>
                <p className="home-banner__lead">{banner.text}</p>
                <Link className="button" to={banner.cta.to}>
                  {banner.cta.label}
                </Link>
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      <CarouselButtons
        swiper={swiper}
        controlsId={SWIPER_ID}
        playing={playing}
        onPlayingChange={setPlaying}
        labels={{ previous: 'Previous slide', next: 'Next slide', pause: 'Pause slideshow', play: 'Play slideshow' }}
        bullets={{ count: homeBanners.length, activeIndex }}
      />
    </section>
  );
}
