import type { Page } from 'playwright-core';

/**
 * The page's layout shift so far, summed as CLS sums it (entries without recent input), from the navigation on: the
 * Layout Instability API buffers every entry, so nothing needs to be installed before the page loads.
 * @returns 0 when nothing has moved (no entry at all calls no observer: the answer comes after two frames then)
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
              .filter((shift) => !shift.hadRecentInput)
              .reduce((sum, shift) => sum + shift.value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}
