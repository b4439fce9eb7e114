import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';

/**
 * The Swiper props both home carousels share (docs/behaviour.md §9 timings; WCAG 2.2.2 and docs/architecture/departures.md: no autoplay
 * and instant transitions under `prefers-reduced-motion`): the Autoplay and A11y modules, rewinding after the last
 * slide, slides announced as 'slide' 'N of M' (in the page's language), autoplay that goes on after a click and pauses under the mouse.
 * The autoplay options are fixed at mount: later changes go through swiper.autoplay.start()/stop() (useCarouselPlayback).
 * @param reducedMotion the `prefers-reduced-motion: reduce` value at mount (speed follows its live value)
 * @param timing `delayMs` between slides and `speedMs` of a transition (content/home.ts homeTimings)
 * @returns props to spread on `<Swiper>`
 */
export function useSwiperOptions(reducedMotion: boolean, timing: { delayMs: number; speedMs: number }) {
  const { t } = useLingui();
  // Swiper's own placeholders, which it fills in per slide: passed through the message as values, untouched.
  const index = '{{index}}';
  const slidesLength = '{{slidesLength}}';
  const [autoplay] = useState(() => ({
    delay: timing.delayMs,
    disableOnInteraction: false,
    pauseOnMouseEnter: true,
    enabled: !reducedMotion,
  }));
  return {
    modules: [Autoplay, A11y],
    rewind: true,
    speed: reducedMotion ? 0 : timing.speedMs,
    autoplay,
    a11y: { itemRoleDescriptionMessage: t`slide`, slideLabelMessage: t`${index} of ${slidesLength}` },
  };
}
