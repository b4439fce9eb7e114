import { useLingui } from '@lingui/react/macro';
import { A11y } from 'swiper/modules';

/**
 * The Swiper props both home carousels share (docs/behaviour.md §9 timings; WCAG 2.2.2 and docs/architecture/departures.md:
 * instant transitions under `prefers-reduced-motion`): the A11y module, rewinding after the last slide, slides
 * announced as 'slide' 'N of M' (in the page's language). Autoplay is useCarouselPlayback's timer, not Swiper's module.
 * @param reducedMotion the live `prefers-reduced-motion: reduce` value
 * @param speedMs the duration of a transition (content/home.ts homeTimings)
 * @returns props to spread on `<Swiper>`
 */
export function useSwiperOptions(reducedMotion: boolean, speedMs: number) {
  const { t } = useLingui();
  // Swiper's own placeholders, which it fills in per slide: passed through the message as values, untouched.
  const index = '{{index}}';
  const slidesLength = '{{slidesLength}}';
  return {
    modules: [A11y],
    rewind: true,
    speed: reducedMotion ? 0 : speedMs,
    a11y: { itemRoleDescriptionMessage: t`slide`, slideLabelMessage: t`${index} of ${slidesLength}` },
  };
}
