import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { homeBanners, homeTimings } from '../../content/home';
import { BannerSlide } from './BannerSlide';
import { useSwiperOptions } from './swiper-options';

/**
 * The Swiper half of the home banner carousel, loaded on demand by BannerCarousel (first slide change,
 * by autoplay or by a control). A 300 ms transition (docs/behaviour.md §9), rewinding after the last banner; instant
 * transitions under reduced motion. BannerCarousel's useCarouselPlayback steps it every 5000 ms.
 * @param id element id (the controls' aria-controls target)
 * @param onSwiper receives the instance; BannerCarousel then replays the command that asked for Swiper
 */
export default function BannerSwiper(props: {
  id: string;
  reducedMotion: boolean;
  activeIndex: number;
  onSwiper: (swiper: SwiperClass) => void;
  onSlideChange: (index: number) => void;
}) {
  const { id, reducedMotion, activeIndex, onSwiper, onSlideChange } = props;
  const options = useSwiperOptions(reducedMotion, homeTimings.bannerSpeedMs);
  return (
    <Swiper id={id} {...options} onSwiper={onSwiper} onSlideChange={(instance) => onSlideChange(instance.activeIndex)}>
      {homeBanners.map((banner, index) => (
        <SwiperSlide key={banner.image}>
          <BannerSlide banner={banner} index={index} shown={index === activeIndex} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
