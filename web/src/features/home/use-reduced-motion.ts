import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The media query list, or undefined where matchMedia is missing (old test environments). */
function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True while the visitor asks for reduced motion (`prefers-reduced-motion: reduce`), updated live when the
 * setting changes. Read on the first render, so carousels never start autoplay for such visitors
 * (WCAG 2.2.2, docs/architecture/departures.md) and the counter band shows its final values at once.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
