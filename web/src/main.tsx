import { PAGE_CHUNKS_ELEMENT_ID } from './app/hydration-data';
import { captureUntilHydrated } from './app/event-replay';
import { watchDeferredRegions } from './app/watch-deferred-regions';
import { DEFERRED_REGION_ATTRIBUTE } from './lib/deferred-regions';
import { isLocale } from '@contracts/locale';
import { rememberLocaleChoice } from './i18n/locale-choice';
import { LANGUAGE_SWITCH_ATTRIBUTE } from './layout/language-switch-attribute';
import './styles/global.css';

/**
 * Preloads the chunks the prerendered page listed (the app's start chunk and the route's modules) in parallel, so
 * that `import('./app/start')` and the route's lazy modules find them on their way.
 */
function preloadPageChunks(): void {
  const list = document.getElementById(PAGE_CHUNKS_ELEMENT_ID);
  const chunks = list ? (JSON.parse(list.textContent ?? '[]') as string[]) : [];
  for (const href of chunks)
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
}

/**
 * The browser entry, deliberately tiny: the page is prerendered HTML, so the first paint needs no JavaScript. At once
 * it starts recording the shopper's taps and typing on the page (captureUntilHydrated; a region that hydrates on
 * first use, web/src/lib/deferred-regions.ts, records its own); in the task after the first
 * frame it preloads the page's chunks and starts the app (web/src/app/start.tsx: React, the router, the layout),
 * which hydrates the HTML and then replays what was recorded. It does not wait for the hero image to decode: that
 * left every control inert for longer on a slow phone, while requesting the chunks only after the first frame keeps
 * them off the first paint's critical path.
 */
function startOnFirstFrame(): void {
  const root = document.getElementById('root');
  // Regions that hydrate on first use (a form) record their own interactions, until they hydrate.
  const recording = captureUntilHydrated(root, { skipInside: `[${DEFERRED_REGION_ATTRIBUTE}]` });
  watchDeferredRegions(root);
  requestAnimationFrame(() => {
    // The task after the first frame: that frame is painted before any chunk is requested.
    setTimeout(() => {
      preloadPageChunks();
      void import('./app/start').then(({ start }) => start(recording));
    }, 0);
  });
}

/**
 * The language switch (web/src/layout/LanguageSwitch.tsx) is a plain link, prerendered without the query: at once it
 * gets the page's query and hash ('?sort=price-asc'), so the other language opens the same listing even before the app
 * starts. Following it, at any time, remembers the language chosen for the next visit.
 */
function prepareLanguageSwitches(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${LANGUAGE_SWITCH_ATTRIBUTE}]`)) {
    link.search = window.location.search;
    link.hash = window.location.hash;
  }
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${LANGUAGE_SWITCH_ATTRIBUTE}]`) : null;
      const chosen = link?.getAttribute('hreflang')?.slice(0, 2);
      if (isLocale(chosen)) rememberLocaleChoice(chosen);
    },
    { capture: true },
  );
}

prepareLanguageSwitches();
startOnFirstFrame();
