import './styles/global.css';

/** Longest wait for the hero image before the app starts anyway (a stalled image must not keep the page inert). */
const HERO_WAIT_LIMIT_MS = 3000;

/**
 * The browser entry, deliberately tiny: the page is prerendered HTML (issue 12), so the first paint needs no
 * JavaScript. The app's code (React, the router, the layout: web/src/app/start.tsx, modulepreloaded by the page at
 * low priority) starts once the page's hero image (`fetchpriority="high"`, the LCP element) is decoded, and after
 * the next frame: the browser paints the page, hero included, before it parses and runs ~115 KB of script, so a
 * shopper on a slow phone sees the finished page as soon as its HTML, CSS and hero arrive. Without a hero image
 * (or after HERO_WAIT_LIMIT_MS) it starts after the first frame.
 */
function startAfterFirstPaint(): void {
  const heroes = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const heroDecoded = Promise.allSettled(heroes.map((image) => image.decode()));
  const limit = new Promise((resolve) => setTimeout(resolve, HERO_WAIT_LIMIT_MS));
  void Promise.race([heroDecoded, limit]).then(() => {
    requestAnimationFrame(() => {
      setTimeout(() => {
        void import('./app/start').then(({ start }) => start());
      }, 0);
    });
  });
}

startAfterFirstPaint();
