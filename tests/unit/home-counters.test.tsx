/** @vitest-environment happy-dom */
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeCounters } from '../../web/src/content/home';
import { CounterBand } from '../../web/src/features/home/CounterBand';
import { activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { contentText } from '../../web/src/i18n/content-text';

/** A controllable IntersectionObserver: `observers` holds every instance; `show(bool)` reports the band (not) in view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  show(isIntersecting: boolean) {
    const entries = this.targets.map(
      (target) => ({ isIntersecting, target, intersectionRatio: isIntersecting ? 1 : 0 }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Makes matchMedia answer `reduce` for prefers-reduced-motion (or not). */
function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }),
  });
}

/** The animated (aria-hidden) number of a counter, e.g. '12+'. */
const shown = (label: string) => screen.getByTestId(`counter-${label}`).textContent;
const band = () => {
  const observer = FakeIntersectionObserver.instances.at(-1);
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
};
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.useFakeTimers();
  setReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Home counter band', () => {
  it('has the three counters of the spec: 37+ stores, 5L+ happy customers, 45K+ medicine types', () => {
    expect(
      homeCounters.map((counter) => [i18n._(counter.label), counter.target, contentText(i18n, counter.suffix), counter.stepMs]),
    ).toEqual([
      ['Stores', 37, '+', 60],
      ['Happy Customers', 5, 'L+', 350],
      ['Medicine Types', 45, 'K+', 50],
    ]);
  });

  it('stays at 0 until the band scrolls into view', () => {
    render(<CounterBand />);
    expect(band().targets).toHaveLength(1);
    advance(5000);
    expect(shown('Stores')).toBe('0+');
    expect(shown('Happy Customers')).toBe('0L+');
    expect(shown('Medicine Types')).toBe('0K+');
  });

  it('counts the stores up to 37 in 37 steps of 60 ms once in view, then stops', () => {
    render(<CounterBand />);
    act(() => band().show(true));
    advance(59);
    expect(shown('Stores')).toBe('0+');
    advance(1);
    expect(shown('Stores')).toBe('1+');
    for (let step = 2; step <= 36; step += 1) {
      advance(60);
      expect(shown('Stores')).toBe(`${step}+`);
    }
    advance(60); // step 37 at 37 × 60 = 2220 ms
    expect(shown('Stores')).toBe('37+');
    advance(3000);
    expect(shown('Stores')).toBe('37+');
    // The other two run on their own steps: 5 × 350 ms and 45 × 50 ms, both done by now.
    expect(shown('Happy Customers')).toBe('5L+');
    expect(shown('Medicine Types')).toBe('45K+');
  });

  it('runs each counter at its own step (350 ms for happy customers, 50 ms for medicine types)', () => {
    render(<CounterBand />);
    act(() => band().show(true));
    advance(700);
    expect(shown('Happy Customers')).toBe('2L+');
    expect(shown('Medicine Types')).toBe('14K+');
    expect(shown('Stores')).toBe('11+');
  });

  it('resets when the band leaves the view and counts again from 0 when it comes back', () => {
    render(<CounterBand />);
    act(() => band().show(true));
    advance(37 * 60);
    expect(shown('Stores')).toBe('37+');
    act(() => band().show(false));
    expect(shown('Stores')).toBe('0+');
    expect(shown('Medicine Types')).toBe('0K+');
    advance(2000);
    expect(shown('Stores')).toBe('0+');
    act(() => band().show(true));
    advance(10 * 60);
    expect(shown('Stores')).toBe('10+');
  });

  it('gives screen readers the final values only; the moving numbers are aria-hidden', () => {
    render(<CounterBand />);
    act(() => band().show(true));
    advance(120);
    for (const counter of homeCounters) {
      const animated = screen.getByTestId(`counter-${counter.key}`);
      expect(animated.getAttribute('aria-hidden')).toBe('true');
      const finalText = animated.nextElementSibling;
      expect(finalText?.className).toBe('visually-hidden');
      expect(finalText?.textContent).toBe(`${counter.target}${contentText(i18n, counter.suffix)}`);
    }
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Medvika in numbers');
  });

  it('shows 37+, 5L+ and 45K+ at once under prefers-reduced-motion, without observing', () => {
    setReducedMotion(true);
    render(<CounterBand />);
    expect(shown('Stores')).toBe('37+');
    expect(shown('Happy Customers')).toBe('5L+');
    expect(shown('Medicine Types')).toBe('45K+');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    advance(5000);
    expect(shown('Stores')).toBe('37+');
  });

  it('says lakh and thousand in Hindi on a Hindi page, kept with the number, and still counts up', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'home');
    render(<CounterBand />);
    act(() => band().show(true));
    advance(700);
    expect(shown('Happy Customers')).toBe('2\u00a0लाख+');
    advance(45 * 50);
    expect(shown('Happy Customers')).toBe('5\u00a0लाख+');
    expect(shown('Medicine Types')).toBe('45\u00a0हज़ार+');
    expect(screen.getByTestId('counter-Medicine Types').nextElementSibling?.textContent).toBe('45\u00a0हज़ार+');
  });
});
