import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { basenameOf, localeOfPath } from '@contracts/locale';
import { activateLocale } from '../i18n/catalogs';
import { routes } from './router';
import { APP_ATTACHED_MARK, CLIENT_SHELL_HEAD_ATTRIBUTE, HYDRATION_DATA_ELEMENT_ID } from './hydration-data';
import type { ReplayRecorded } from './event-replay';
import { releaseDeferredRegions } from '../lib/deferred-regions';

/**
 * Renders nothing; once the tree around it has committed (for a hydrating root: the whole prerendered page is
 * hydrated and React's handlers are live), runs `onCommitted` once, a task later, after the re-render that
 * hydration-gated state (useHydrated) schedules.
 */
function AfterFirstCommit({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onCommitted, 0);
    return () => clearTimeout(timer);
  }, [onCommitted]);
  return null;
}

/**
 * Starts the app in the browser (loaded by web/src/main.tsx on the first frame). The page's language comes from its
 * path (a Hindi page lives under /hi, the router's basename there, so its links stay Hindi); that language's shared
 * catalog is loaded first, and a page's own catalog loads with its route module. A prerendered page (docs/decisions/0005-hydration-after-first-paint.md) carries the router's state in a JSON data block
 * (`<script type="application/json">`, which the CSP's `script-src 'self'` allows, unlike the inline script React
 * Router would write): the page's lazy route modules are loaded first, then React hydrates the HTML as it is.
 * Without that block (the dev server, the staff console's shell) the app renders from scratch, after removing the
 * shell's own head elements, which it renders again. Once the page is hydrated (or rendered), `replay` replays the
 * taps and typing web/src/main.tsx recorded before the app was there (web/src/app/event-replay.ts), exactly once, and
 * sets the APP_ATTACHED_MARK performance mark. The first navigation inside the app releases the regions that hydrate
 * on first use (web/src/lib/deferred-regions.ts).
 * @param replay the recorder's replay function; a no-op by default
 */
export async function start(replay: ReplayRecorded = () => undefined): Promise<void> {
  let replayed = false;
  const replayOnce = () => {
    if (replayed) return;
    replayed = true;
    replay();
    performance.mark(APP_ATTACHED_MARK);
  };
  const container = document.getElementById('root')!;
  const locale = localeOfPath(window.location.pathname);
  const basename = basenameOf(locale) || undefined;
  await activateLocale(locale);
  const dataElement = document.getElementById(HYDRATION_DATA_ELEMENT_ID);
  if (!dataElement) {
    for (const element of document.head.querySelectorAll(`[${CLIENT_SHELL_HEAD_ATTRIBUTE}]`)) element.remove();
    createRoot(container).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={createBrowserRouter(routes, { basename })} />
          <AfterFirstCommit onCommitted={replayOnce} />
        </I18nProvider>
      </StrictMode>,
    );
    return;
  }
  const hydrationData = JSON.parse(dataElement.textContent ?? '{}') as HydrationState;
  // Resolve the matched routes' lazy modules before hydrating, so the first client render is the prerendered one.
  const lazyMatches = (matchRoutes(routes, window.location, basename) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, { hydrationData, basename });
  // After the first navigation inside the app, a region that waited for its first use may render anywhere: let it load.
  const initialKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === initialKey && state.navigation.state === 'idle') return;
    releaseDeferredRegions();
    unsubscribe();
  });
  // As a transition, hydration runs in 5 ms slices that yield to the browser (input, paint) instead of one long
  // task: the page is already painted, so nothing is gained by blocking the main thread until it is done.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
          <AfterFirstCommit onCommitted={replayOnce} />
        </I18nProvider>
      </StrictMode>,
    );
  });
  // Field data (web/src/lib/vitals.ts) from a sampled share of page views, loaded after the app has started:
  // VITE_VITALS_SAMPLE_RATE (0–1) at build time, else 10 %. An unsampled view downloads none of it.
  if (Math.random() < Number(import.meta.env.VITE_VITALS_SAMPLE_RATE ?? 0.1))
    void import('../lib/vitals').then(({ startVitals }) => startVitals()).catch(() => undefined);
}
