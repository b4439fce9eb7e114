import { htmlLang } from '@contracts/locale';
import { Window } from 'happy-dom';
import { CLIENT_SHELL_HEAD_ATTRIBUTE, HYDRATION_DATA_ELEMENT_ID, PAGE_CHUNKS_ELEMENT_ID } from '../src/app/hydration-data';
import type { RenderedPage } from './render-page';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by source path ('index.html', 'src/features/…'). */
export interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: source path → chunk. */
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The app's start module (React, the router, the layout), which the tiny entry imports after the first paint. */
const APP_START_MODULE = 'src/app/start.tsx';

/** The elements React 19 hoists out of the app (rendered first in its output) that belong in <head>. */
const HOISTED_TAGS = new Set(['TITLE', 'META', 'LINK']);

/**
 * The chunks and stylesheets a page's route modules need beyond the entry's own: every file of the modules'
 * import closure in Vite's manifest, minus what the entry already loads.
 * @param manifest Vite's build manifest
 * @param modules the matched routes' `handle.module` keys, e.g. ['src/features/about/AboutPage.tsx']
 * @returns URL paths ('/assets/…') of the scripts to modulepreload and the stylesheets to link, in load order
 * @throws Error when a module is not in the manifest (a route names a file Vite did not build)
 */
export function routeAssets(manifest: ViteManifest, modules: readonly string[]): { scripts: string[]; stylesheets: string[] } {
  const closure = (keys: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      if (!manifest[key]) throw new Error(`Vite's manifest has no chunk for ${key}`);
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entry = closure(entryKeys);
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]!.css ?? []));
  const pageKeys = [...closure(modules)].filter((key) => !entry.has(key));
  const scripts = pageKeys.map((key) => `/${manifest[key]!.file}`);
  const stylesheets = [...new Set(pageKeys.flatMap((key) => manifest[key]!.css ?? []))]
    .filter((css) => !entryCss.has(css))
    .map((css) => `/${css}`);
  return { scripts, stylesheets };
}

/**
 * A stylesheet's text as it may be inlined into a page's `<style>`: URLs in it must not be relative (they would then
 * resolve against the page, not /assets/), and nothing in it may end the style element.
 * @param href the stylesheet's URL path, for the error
 * @throws Error naming the stylesheet when its text has a relative url() or a `</style`
 */
function inlinableCss(href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style", which would end the inlined style element`);
  const relative = /url\(\s*(['"]?)(?!data:|\/|#|https?:)[^)'"]/i.exec(css);
  if (relative) throw new Error(`${href} has a relative URL (${relative[0]}…), which would resolve against the page once inlined`);
  return css;
}

/**
 * Builds one prerendered page's HTML document (docs/decisions/0002-own-prerender-pipeline.md) with a DOM (happy-dom), not string templates: Vite's
 * built index.html as the document, the app's markup in #root, the page's hoisted title/meta/link elements in
 * <head> in place of the template's title, the route's stylesheets, the list of the app's and the route's chunks
 * (a JSON block the entry preloads from after the first paint), and, when `hydrate`, React
 * Router's hydration state in a `<script type="application/json">` block (`<` escaped, so no text can close it).
 *
 * The page's stylesheets (the entry's and the route's, 5–20 KB in all) are inlined into one `<style>` where the first
 * of them was, in their order: the page paints with its HTML alone, without a round trip per stylesheet before the
 * first paint (on a phone over mobile data each costs 150 ms or more). Their `<link>`s stay, `disabled` (not fetched,
 * never render-blocking), because Vite's module loader treats a stylesheet linked in the document as loaded: the
 * route's lazy chunks then neither fetch those files again nor wait for them (docs/decisions/0028-inlined-page-css.md).
 * @param options.template the built dist/web/index.html
 * @param options.manifest Vite's build manifest
 * @param options.rendered the page as renderPage() rendered it
 * @param options.hydrate false for a client-rendered shell (no hydration state: the browser renders from scratch)
 * @param options.stylesheetText the text of a built stylesheet by its URL path ('/assets/x.css')
 * @returns the document's HTML, starting with `<!DOCTYPE html>`
 * @throws Error when a stylesheet cannot be inlined as it is (inlinableCss)
 */
export function buildPageDocument(options: {
  template: string;
  manifest: ViteManifest;
  rendered: RenderedPage;
  hydrate: boolean;
  stylesheetText: (href: string) => string;
}): string {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  try {
    const document = new window.DOMParser().parseFromString(options.template, 'text/html');
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root');
    // The page's language (WCAG 3.1.1): Hindi pages are read aloud and hyphenated as Hindi.
    document.documentElement.setAttribute('lang', htmlLang[options.rendered.locale]);
    const app = document.createElement('template');
    app.innerHTML = options.rendered.appHtml;
    const head = document.head;
    for (
      let node = app.content.firstChild;
      node && node.nodeType === node.ELEMENT_NODE && HOISTED_TAGS.has((node as unknown as Element).tagName);
      node = app.content.firstChild
    ) {
      const element = node as unknown as Element;
      if (element.tagName === 'TITLE') head.querySelector('title')?.remove();
      // A client-rendered shell's app renders these again: marked, so the browser entry can drop them first.
      if (!options.hydrate) element.setAttribute(CLIENT_SHELL_HEAD_ATTRIBUTE, '');
      head.append(element as never);
    }
    root.replaceChildren(app.content);
    const { scripts, stylesheets } = routeAssets(options.manifest, [APP_START_MODULE, ...options.rendered.modules]);
    for (const href of stylesheets)
      head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href, crossOrigin: '' }));
    const links = [...head.querySelectorAll('link[rel="stylesheet"][href]')];
    if (links.length > 0) {
      const style = document.createElement('style');
      style.textContent = links
        .map((link) => {
          const href = link.getAttribute('href')!;
          return inlinableCss(href, options.stylesheetText(href));
        })
        .join('\n');
      links[0]!.before(style);
      for (const link of links) link.setAttribute('disabled', '');
      // With its CSS inline, Chromium may paint while the HTML is still arriving, and a box laid out from the part
      // parsed so far moves once the rest is in (measured on a throttled stream: the header's actions widening as
      // their buttons arrive, the sort menu as its options do, the floating bar). The list of chunks, which follows
      // all of the page's markup, holds rendering until the parser has reached it (HTML's render-blocking `expect`
      // link, in Chromium since 124; other browsers paint as before).
      const expect = Object.assign(document.createElement('link'), { rel: 'expect', href: `#${PAGE_CHUNKS_ELEMENT_ID}` });
      expect.setAttribute('blocking', 'render');
      style.before(expect);
    }
    // The app's and the route's chunks are listed, not preloaded: the tiny entry preloads them right after the first
    // paint (web/src/main.tsx), so no script download competes with the HTML, CSS and hero image before it.
    const chunks = document.createElement('script');
    chunks.type = 'application/json';
    chunks.id = PAGE_CHUNKS_ELEMENT_ID;
    chunks.textContent = JSON.stringify(scripts).replace(/</g, '\\u003c');
    document.body.append(chunks);
    if (options.hydrate) {
      const data = document.createElement('script');
      data.type = 'application/json';
      data.id = HYDRATION_DATA_ELEMENT_ID;
      data.textContent = JSON.stringify(options.rendered.hydrationData).replace(/</g, '\\u003c');
      document.body.append(data);
    }
    return `<!DOCTYPE html>\n${document.documentElement.outerHTML}`;
  } finally {
    void window.happyDOM.close();
  }
}
