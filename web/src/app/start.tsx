import { startTransition, StrictMode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, useLocation } from 'react-router-dom';
import { basenameOf, localeOfPath } from '@contracts/locale';
import { activateLocale } from '../i18n/catalogs';
import { DocumentI18nProvider } from '../i18n/DocumentI18nProvider';
import { AppRoutes, routes, type RouteHandle } from './router';
import { APP_ATTACHED_MARK, CLIENT_SHELL_HEAD_ATTRIBUTE, HYDRATION_DATA_ELEMENT_ID, type PrerenderedState } from './hydration-data';
import type { InteractionRecording } from './event-replay';
import { releaseDeferredRegions } from '../lib/deferred-regions';

/**
 * Renders nothing; once the tree around it has committed (for a hydrating root: the whole prerendered page is
 * hydrated and React's handlers are live), runs `onCommitted` once, a task later, after the re-render that
 * hydration-gated state (useHydrated) schedules. Fields are put back then too, not in a layout effect before paint as
 * a hydrate-on-use region does (web/src/components/HydrateOnUse.tsx): tried, the payment page's card number typed
 * before the app came back empty, since the root's first commit need not have hydrated every part of the page and a
 * value set in a part before it hydrates is lost; a region's replay sits inside the region's own Suspense boundary.
 */
function AfterFirstCommit({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onCommitted, 0);
    return () => clearTimeout(timer);
  }, [onCommitted]);
  return null;
}

/**
 * Renders nothing; at the first navigation inside the app, releases the regions that wait for their first use
 * (web/src/lib/deferred-regions.ts): after it, such a region may render anywhere.
 */
function FirstNavigationWatch() {
  const { key } = useLocation();
  const [initialKey] = useState(key);
  useEffect(() => {
    if (key !== initialKey) releaseDeferredRegions();
  }, [key, initialKey]);
  return null;
}

/**
 * Starts the app in the browser (loaded by web/src/main.tsx on the first frame). The page's language comes from its
 * path (a Hindi page lives under /hi, the router's basename there, so its links stay Hindi); that language's shared
 * catalog is loaded first, and a page's own catalog loads with its route module. A prerendered page
 * (docs/decisions/0005-hydration-after-first-paint.md) carries its state in a JSON data block (`<script
 * type="application/json">`, which the CSP's `script-src 'self'` allows, unlike an inline script): the matched pages'
 * modules, catalogs and data are loaded first, then React hydrates the HTML as it is.
 * Without that block (the dev server, the staff console's shell) the app renders from scratch, after removing the
 * shell's own head elements, which it renders again. The recording of taps and typing that web/src/main.tsx started
 * (web/src/app/event-replay.ts) stops as React attaches, which handles every later event itself; once the page is
 * hydrated (or rendered), what was recorded before is replayed exactly once, and
 * sets the APP_ATTACHED_MARK performance mark. The first navigation inside the app releases the regions that hydrate
 * on first use (web/src/lib/deferred-regions.ts).
 * @param recording the entry's recording of the page; none by default
 */
export async function start(recording?: InteractionRecording): Promise<void> {
  let replayed = false;
  const replayOnce = () => {
    if (replayed) return;
    replayed = true;
    recording?.replay();
    performance.mark(APP_ATTACHED_MARK);
  };
  const container = document.getElementById('root')!;
  const locale = localeOfPath(window.location.pathname);
  const basename = basenameOf(locale) || undefined;
  await activateLocale(locale);
  const dataElement = document.getElementById(HYDRATION_DATA_ELEMENT_ID);
  if (!dataElement) {
    for (const element of document.head.querySelectorAll(`[${CLIENT_SHELL_HEAD_ATTRIBUTE}]`)) element.remove();
    recording?.stopRecording();
    createRoot(container).render(
      <StrictMode>
        <DocumentI18nProvider>
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
          <AfterFirstCommit onCommitted={replayOnce} />
        </DocumentI18nProvider>
      </StrictMode>,
    );
    return;
  }
  const prerendered = JSON.parse(dataElement.textContent ?? '{}') as PrerenderedState;
  // Load the matched pages (module, catalogs, data) before hydrating, so the first client render is the prerendered
  // one; the page's data comes with the HTML, so it is not fetched again.
  const matches = (matchRoutes(routes, window.location, basename) ?? []).flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [{ page: handle.page, params: match.params }] : [];
  });
  const leaf = matches.at(-1);
  if (leaf && 'routeData' in prerendered) leaf.page.seedData(leaf.params, prerendered.routeData);
  await Promise.all(matches.filter(({ page, params }) => page.exists(params)).map(({ page, params }) => page.load(params)));
  // As a transition, hydration runs in 5 ms slices that yield to the browser (input, paint) instead of one long
  // task: the page is already painted, so nothing is gained by blocking the main thread until it is done.
  recording?.stopRecording();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <DocumentI18nProvider>
          <BrowserRouter basename={basename}>
            <AppRoutes />
            <FirstNavigationWatch />
          </BrowserRouter>
          <AfterFirstCommit onCommitted={replayOnce} />
        </DocumentI18nProvider>
      </StrictMode>,
    );
  });
  // Field data (web/src/lib/vitals.ts) from a sampled share of page views, loaded after the app has started:
  // VITE_VITALS_SAMPLE_RATE (0–1) at build time, else 10 %. An unsampled view downloads none of it.
  if (Math.random() < Number(import.meta.env.VITE_VITALS_SAMPLE_RATE ?? 0.1))
    void import('../lib/vitals').then(({ startVitals }) => startVitals()).catch(() => undefined);
}
