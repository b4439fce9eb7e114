import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { text } from 'node:stream/consumers';
import { basenameOf, localeOfPath, type Locale } from '@contracts/locale';
import { AppRoutes, routes, type RouteHandle } from '../src/app/router';
import type { PrerenderedState } from '../src/app/hydration-data';
import { activateLocale, catalogModuleKeys, sharedCatalogModuleKeys } from '../src/i18n/catalogs';
import { DocumentI18nProvider } from '../src/i18n/DocumentI18nProvider';

/** One page rendered at build time. */
export interface RenderedPage {
  /** The HTTP status the page stands for: 200, or 404 for an unknown path (the error screen). */
  status: number;
  /**
   * The app's markup as React renders it into `<div id="root">`. React 19 puts the hoistable elements the page
   * rendered (`<title>`, `<meta>`, `<link>`) first; the prerender step moves them into <head>.
   */
  appHtml: string;
  /** What the browser needs to hydrate it (the page's data), JSON-serialisable. */
  hydrationData: PrerenderedState;
  /** The page's language, from its path ('/hi/…' is Hindi). */
  locale: Locale;
  /**
   * The source modules the page starts with (Vite manifest keys): its language's shared catalogs, then each matched
   * route's module and catalogs (`handle.module`, `handle.catalogs`), outermost first.
   */
  modules: string[];
}

/** The origin paths are resolved against; nothing is fetched from it. */
const BUILD_ORIGIN = 'http://prerender.invalid';

/**
 * Renders one route of the storefront to HTML at build time (docs/architecture/frontend.md, docs/decisions/0002-own-prerender-pipeline.md),
 * with React Router's StaticRouter and react-dom/static's prerender, which waits for every Suspense boundary, so the
 * HTML is the finished page. The matched pages (module, catalogs, data) are loaded first, as the browser does before
 * hydrating. The tree is the client's (StrictMode → router), rendered as its own root so `useId` values match on
 * hydration.
 * @param path a URL path such as '/health3', or an unknown one for the 404 page
 * @returns the page's status (404 for an unknown path or a page whose params name nothing), markup, state and modules
 * @throws Error when the render fails
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  // Pages are rendered one after another, so the one global i18n instance can carry each page's language in turn.
  const url = new URL(path, BUILD_ORIGIN);
  const locale = localeOfPath(url.pathname);
  await activateLocale(locale);
  const basename = basenameOf(locale) || undefined;
  const matches = matchRoutes(routes, url.pathname, basename) ?? [];
  const pages = matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [{ page: handle.page, params: match.params }] : [];
  });
  const found = matches.length > 0 && matches.at(-1)!.route.path !== '*' && pages.every(({ page, params }) => page.exists(params));
  const shown = pages.filter(({ page, params }) => page.exists(params));
  await Promise.all(shown.map(({ page, params }) => page.load(params)));
  const leaf = shown.at(-1);
  const routeData = leaf?.page.dataFor(leaf.params);
  let renderError: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DocumentI18nProvider>
        <StaticRouter location={path} basename={basename}>
          <AppRoutes />
        </StaticRouter>
      </DocumentI18nProvider>
    </StrictMode>,
    // No outlined boundaries: React would reveal them with inline <script>s, which the CSP (script-src 'self')
    // blocks. Every boundary is complete at build time, so inlining them all is the finished page.
    { onError: (error) => void (renderError ??= error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await text(prelude);
  if (renderError) throw new Error(`Prerender of ${path} failed`, { cause: renderError });
  return {
    status: found ? 200 : 404,
    appHtml,
    hydrationData: routeData === undefined ? {} : { routeData },
    locale,
    modules: [
      ...sharedCatalogModuleKeys(locale),
      ...shown.flatMap(({ page }) => [page.module, ...page.catalogs.flatMap((catalog) => catalogModuleKeys(locale, catalog))]),
    ],
  };
}
