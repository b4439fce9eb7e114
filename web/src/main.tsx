import { PAGE_CHUNKS_ELEMENT_ID } from './app/hydration-data';
import './styles/global.css';

/** Longest wait for the hero image before the app starts anyway (a stalled image must not keep the page inert). */
const HERO_WAIT_LIMIT_MS = 3000;

/**
 * Preloads the chunks the prerendered page listed (the app's start chunk and the route's modules) in parallel, so
 * that `import('./app/start')` and the route's lazy modules find them on their way.
 */
function preloadPageChunks(): void {
  const list = document.getElementById(PAGE_CHUNKS_ELEMENT_ID);
  const chunks = list ? (JSON.parse(list.textContent ?? '[]') as string[]) : [];
  for (const href of chunks) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
}

/**
 * The browser entry, deliberately tiny: the page is prerendered HTML (docs/decisions/0005-hydration-after-first-paint.md), so the first paint needs no
 * JavaScript. Once the page's hero image (`fetchpriority="high"`, the LCP element) is decoded and a frame has been
 * painted, it preloads the page's chunks and starts the app (web/src/app/start.tsx: React, the router, the layout),
 * which hydrates the HTML. No script download or parse competes with the HTML, CSS and hero before the first paint,
 * so a shopper on a slow phone sees the finished page as soon as those arrive. Without a hero image (or after
 * HERO_WAIT_LIMIT_MS) it starts after the first frame.
 */
function startAfterFirstPaint(): void {
  const heroes = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const heroDecoded = Promise.allSettled(heroes.map((image) => image.decode()));
  const limit = new Promise((resolve) => setTimeout(resolve, HERO_WAIT_LIMIT_MS));
  void Promise.race([heroDecoded, limit]).then(() => {
    requestAnimationFrame(() => {
      setTimeout(() => {
        preloadPageChunks();
        void import('./app/start').then(({ start }) => start());
      }, 0);
    });
  });
}

startAfterFirstPaint();
