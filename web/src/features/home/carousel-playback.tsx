import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { Swiper as SwiperClass } from 'swiper';

/**
 * What the controls need of a carousel: a Swiper instance, or a stand-in that first loads Swiper (the home
 * banners render their first banner without Swiper and load it on the first slide change).
 */
export interface CarouselController {
  slidePrev(): void;
  slideNext(): void;
  slideTo(index: number): void;
}

/**
 * Autoplay of one Swiper carousel (docs/behaviour.md §9 timings; WCAG 2.2.2 and docs/architecture/departures.md: a pause
 * control and no autoplay under `prefers-reduced-motion`).
 * - `playing` is the visitor's choice: starts as `!reducedMotion`, flipped by the pause/play button, and
 *   forced off when reduced motion gets switched on.
 * - Rotation is suspended while keyboard focus is on a slide or a navigation control (`onFocus`/`onBlur` of the carousel
 *   region; the play/pause button itself, marked `data-playback-toggle`, is excluded), so slides never move away under
 *   the focus (WAI-ARIA APG carousel pattern), while the mouse is over the region, and while a finger holds a slide.
 * - The step is a timer of ours: the next slide `delayMs` after the carousel started running or after the last slide
 *   change (by autoplay or by the visitor) has finished its transition, rewinding after the last (Swiper's `rewind`).
 *   Swiper's own Autoplay module is not used: it recomputes the time left on every animation frame for as long as it
 *   runs, so a phone showing the home page drew frames all the time (measured: about a tenth of a core in headless
 *   Chromium, with nothing on screen changing); a timer wakes the page once per slide.
 * @param swiper the Swiper instance once `onSwiper` handed it over (null before)
 * @param reducedMotion the live `prefers-reduced-motion: reduce` value
 * @param controls `controlsId`, the Swiper element's id (aria-controls of the buttons), `delayMs` between slides (ms),
 *   and `controller`, what the arrow keys and buttons drive (default: `swiper`; the home banners pass a stand-in that
 *   first loads Swiper)
 * @returns `running` (playing, no keyboard focus and no mouse inside), `region`: the props of the carousel's region
 *   element (role description 'carousel', the arrow keys of handleCarouselKeys, the focus and pointer handlers; spread
 *   them before its aria-label), and `buttons`: CarouselButtons' props but `labels` and `bullets`
 */
export function useCarouselPlayback(
  swiper: SwiperClass | null,
  reducedMotion: boolean,
  controls: { controlsId: string; delayMs: number; controller?: CarouselController | null },
) {
  const { controlsId, delayMs, controller = swiper } = controls;
  const [playing, setPlaying] = useState(!reducedMotion);
  const [focusInside, setFocusInside] = useState(false);
  const [mouseInside, setMouseInside] = useState(false);
  /** True while the carousel should rotate: playing, and neither keyboard focus nor the mouse inside. */
  const running = playing && !focusInside && !mouseInside;
  const { t } = useLingui();

  useEffect(() => {
    // A change of the system setting stops rotation; the shopper may still press play afterwards.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !running) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const schedule = (afterMs: number) => {
      stop();
      timer = setTimeout(() => {
        if (!swiper.destroyed) swiper.slideNext();
      }, afterMs);
    };
    // A slide change restarts the count once its transition is over, however it was asked for; a finger on the
    // slides holds it until it lets go.
    const afterChange = () => schedule((swiper.params.speed ?? 0) + delayMs);
    const afterTouch = () => schedule(delayMs);
    schedule(delayMs);
    swiper.on('slideChange', afterChange);
    swiper.on('touchStart', stop);
    swiper.on('touchEnd', afterTouch);
    return () => {
      stop();
      if (swiper.destroyed) return;
      swiper.off('slideChange', afterChange);
      swiper.off('touchStart', stop);
      swiper.off('touchEnd', afterTouch);
    };
  }, [swiper, running, delayMs]);

  /**
   * The region: arrow keys, and rotation suspended while focus is inside (except on the play/pause button) or the
   * mouse is over it (a touch's pointer leaves when the finger lifts, so only a mouse counts).
   */
  const region = {
    'aria-roledescription': t`carousel`,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      handleCarouselKeys(event, controller);
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      setFocusInside(!(event.target instanceof Element && event.target.closest('[data-playback-toggle]')));
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusInside(false);
    },
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') setMouseInside(true);
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') setMouseInside(false);
    },
  };
  const buttons = { swiper: controller, controlsId, playing, onPlayingChange: setPlaying };
  return { running, region, buttons };
}

/**
 * Arrow keys inside a carousel region: Left shows the previous slide, Right the next (only while focus is
 * inside the region, unlike Swiper's Keyboard module, which listens on the whole document and also takes
 * over Page Up/Page Down).
 */
function handleCarouselKeys(event: KeyboardEvent<HTMLElement>, swiper: CarouselController | null) {
  if (!swiper || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.key === 'ArrowLeft') {
    event.preventDefault();
    swiper.slidePrev();
  } else if (event.key === 'ArrowRight') {
    event.preventDefault();
    swiper.slideNext();
  }
}

/** Props of CarouselButtons. */
export interface CarouselButtonsProps {
  swiper: CarouselController | null;
  /** Id of the Swiper element, for aria-controls. */
  controlsId: string;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  /**
   * Accessible names in the page's language, e.g. 'Previous slide', 'Next slide', 'Pause slideshow', 'Play slideshow';
   * the toggle's visible 'Pause' / 'Play' must be part of its name (WCAG 2.5.3) in every language.
   */
  labels: { previous: string; next: string; pause: string; play: string };
  /** Pagination bullets: how many slides and which one is active (omit for no bullets). */
  bullets?: { count: number; activeIndex: number };
  className?: string;
}

/** A previous/next arrow of the controls row: a native <button> named by `label`, drawing the `chevron` path. */
function ArrowButton({ label, controlsId, chevron, onClick }: { label: string; controlsId: string; chevron: string; onClick: () => void }) {
  return (
    <button type="button" className="carousel-controls__arrow" aria-label={label} aria-controls={controlsId} onClick={onClick}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={chevron} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/**
 * The controls row of a carousel: previous, optional pagination bullets (real buttons, `aria-current` on the
 * active one), next, and the pause/play toggle: its accessible name changes between `labels.pause` and
 * `labels.play`, its visible text ('Pause' / 'Play') is the first word of that name (WCAG 2.5.3).
 * Every control is a native <button>, so Tab, Enter and Space work without extra code.
 */
export function CarouselButtons({ swiper, controlsId, playing, onPlayingChange, labels, bullets, className }: CarouselButtonsProps) {
  const { t } = useLingui();
  return (
    <div className={className ? `carousel-controls ${className}` : 'carousel-controls'}>
      <ArrowButton label={labels.previous} controlsId={controlsId} chevron="M12.5 4 6.5 10l6 6" onClick={() => swiper?.slidePrev()} />
      {bullets && (
        <div className="carousel-controls__bullets">
          {Array.from({ length: bullets.count }, (_, index) => {
            const slide = index + 1;
            const count = bullets.count;
            return (
              <button
                key={index}
                type="button"
                className="carousel-controls__bullet"
                aria-label={t`Go to slide ${slide} of ${count}`}
                aria-current={index === bullets.activeIndex ? 'true' : undefined}
                aria-controls={controlsId}
                onClick={() => swiper?.slideTo(index)}
              >
                <span aria-hidden="true" />
              </button>
            );
          })}
        </div>
      )}
      <ArrowButton label={labels.next} controlsId={controlsId} chevron="m7.5 4 6 6-6 6" onClick={() => swiper?.slideNext()} />
      <button
        type="button"
        className="carousel-controls__toggle"
        data-playback-toggle=""
        aria-label={playing ? labels.pause : labels.play}
        aria-controls={controlsId}
        onClick={() => onPlayingChange(!playing)}
      >
        {playing ? (
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 4v12l10-6z" fill="currentColor" />
          </svg>
        )}
        <span>{playing ? t`Pause` : t`Play`}</span>
      </button>
    </div>
  );
}
