import { useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { homeBanners, homeTimings } from '../../content/home';
import { BannerSlide } from './BannerSlide';

/**
 * The Swiper half of the home banner carousel, loaded on demand by BannerCarousel (first slide change,
 * by autoplay or by a control). Autoplay every 5000 ms with a 300 ms transition (docs/behaviour.md §9), rewinding after
 * the last banner; instant transitions and no autoplay under reduced motion.
 * @param id element id (the controls' aria-controls target)
 * @param onSwiper receives the instance; BannerCarousel then replays the command that asked for Swiper
 */
export default function BannerSwiper(props: { id: string; reducedMotion: boolean; activeIndex: number; onSwiper: (swiper: SwiperClass) => void; onSlideChange: (index: number) => void }) {
  const { id, reducedMotion, activeIndex, onSwiper, onSlideChange } = props;
  // Fixed at mount: later changes go through swiper.autoplay.start()/stop() (useCarouselPlayback).
  const [autoplay] = useState(() => ({ delay: homeTimings.bannerAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: !reducedMotion }));
  return (
    <Swiper
      id={id}
      modules={[Autoplay, A11y]}
      rewind
      speed={reducedMotion ? 0 : homeTimings.bannerSpeedMs}
      autoplay={autoplay}
      a11y={{ itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} of {{slidesLength}}' }}
      onSwiper={onSwiper}
      onSlideChange={(instance) => onSlideChange(instance.activeIndex)}
    >
      {homeBanners.map((banner, index) => (
        <SwiperSlide key={banner.image}>
          <BannerSlide banner={banner} index={index} shown={index === activeIndex} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
