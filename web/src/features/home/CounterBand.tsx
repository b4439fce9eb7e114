import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { homeCounters, type HomeCounter } from '../../content/home';
import { contentText } from '../../i18n/content-text';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Home section 10 (docs/behaviour.md §2, §4, §9): the counter band. While the band is in view (IntersectionObserver)
 * each number counts up from 0 by 1 every `stepMs` ms to its target (stores 37+ at 60 ms, happy customers
 * 5L+ at 350 ms, medicine types 45K+ at 50 ms; '5 लाख+' and '45 हज़ार+' on a Hindi page); when the band leaves the
 * view the numbers go back to 0.
 * Under `prefers-reduced-motion` the final values show at once. Screen readers always get the final value
 * (visually hidden text); the moving number is aria-hidden.
 */
export function CounterBand() {
  const reducedMotion = useReducedMotion();
  const bandRef = useRef<HTMLElement>(null);
  const { i18n } = useLingui();
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const band = bandRef.current;
    if (reducedMotion || !band) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (old browser): treat the band as in view, once, from the effect that would have observed it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(band);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <section ref={bandRef} className="home-counters" aria-labelledby="home-counters-heading">
      <div className="container">
        <h2 id="home-counters-heading" className="visually-hidden">
          <Trans>Medvika in numbers</Trans>
        </h2>
        <ul className="home-counters__list">
          {homeCounters.map((counter) => (
            <li key={counter.key} className="home-counters__item">
              <AnimatedNumber counter={counter} running={inView} showFinal={reducedMotion} />
              <span className="home-counters__label">{i18n._(counter.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * One counter: the aria-hidden animated number and the visually hidden final value.
 * @param running true while the band is in view: count up one step per `counter.stepMs` ms; false resets to 0
 * @param showFinal true under reduced motion: show `counter.target` without animating
 */
function AnimatedNumber({ counter, running, showFinal }: { counter: HomeCounter; running: boolean; showFinal: boolean }) {
  const { i18n } = useLingui();
  const suffix = contentText(i18n, counter.suffix);
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (showFinal) return;
    if (!running) {
      // Leaving the viewport resets the counter (docs/behaviour.md §2 counters), in step with the timer this effect owns.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValue(0);
      return;
    }
    let current = 0;
    setValue(0);
    const timer = setInterval(() => {
      current += 1;
      setValue(current);
      if (current >= counter.target) clearInterval(timer);
    }, counter.stepMs);
    return () => clearInterval(timer);
  }, [running, showFinal, counter.target, counter.stepMs]);

  const shown = showFinal ? counter.target : value;
  return (
    <span className="home-counters__value">
      <span aria-hidden="true" data-testid={`counter-${counter.key}`}>
        {shown}
        {suffix}
      </span>
      <span className="visually-hidden">{`${counter.target}${suffix}`}</span>
    </span>
  );
}
