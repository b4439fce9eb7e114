import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type HydrationState } from 'react-router-dom';
import { text } from 'node:stream/consumers';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { basenameOf, localeOfPath, type Locale } from '@contracts/locale';
import { routes, type RouteHandle } from '../src/app/router';
import { activateLocale, catalogModuleKeys, sharedCatalogModuleKeys } from '../src/i18n/catalogs';

/** One page rendered at build time. */
export interface RenderedPage {
  /** The HTTP status the page stands for: 200, or 404 for an unknown path (the error screen). */
  status: number;
  /**
   * The app's markup as React renders it into `<div id="root">`. React 19 puts the hoistable elements the page
   * rendered (`<title>`, `<meta>`, `<link>`) first; the prerender step moves them into <head>.
   */
  appHtml: string;
  /** React Router's hydration state (loaderData, errors), JSON-serialisable; errors as React Router serialises them. */
  hydrationData: HydrationState;
  /** The page's language, from its path ('/hi/…' is Hindi). */
  locale: Locale;
  /**
   * The source modules the page starts with (Vite manifest keys): its language's shared catalogs, then each matched
   * route's module and catalogs (`handle.module`, `handle.catalogs`), outermost first.
   */
  modules: string[];
}

/** The origin the static handler builds its requests on; nothing is fetched from it. */
const BUILD_ORIGIN = 'http://prerender.invalid';

/**
 * Renders one route of the storefront to HTML at build time (docs/architecture.md §5, docs/decisions/0002-own-prerender-pipeline.md), with React Router's static data
 * router (createStaticHandler → createStaticRouter → StaticRouterProvider) and react-dom/static's prerender, which
 * waits for every Suspense boundary, so the HTML is the finished page. The tree is the client's (StrictMode →
 * router), rendered as its own root so `useId` values match on hydration.
 * @param path a URL path such as '/health3', or an unknown one for the 404 page
 * @returns the page's status, markup, hydration state and matched modules
 * @throws Error when a loader redirects (no prerendered route may) or the render fails
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  // Pages are rendered one after another, so the one global i18n instance can carry each page's language in turn.
  const locale = localeOfPath(new URL(path, BUILD_ORIGIN).pathname);
  await activateLocale(locale);
  const handler = createStaticHandler(routes, { basename: basenameOf(locale) || undefined });
  const context = await handler.query(new Request(new URL(path, BUILD_ORIGIN)));
  if (context instanceof Response) throw new Error(`Prerender of ${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let renderError: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nProvider>
    </StrictMode>,
    // No outlined boundaries: React would reveal them with inline <script>s, which the CSP (script-src 'self')
    // blocks. Every boundary is complete at build time, so inlining them all is the finished page.
    { onError: (error) => void (renderError ??= error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await text(prelude);
  if (renderError) throw new Error(`Prerender of ${path} failed`, { cause: renderError });
  return {
    status: context.statusCode,
    appHtml,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    locale,
    modules: [
      ...sharedCatalogModuleKeys(locale),
      ...context.matches.flatMap((match) => {
        const handle = match.route.handle as RouteHandle | undefined;
        if (!handle) return [];
        return [handle.module, ...handle.catalogs.flatMap((catalog) => catalogModuleKeys(locale, catalog))];
      }),
    ],
  };
}

/**
 * Route errors in the shape React Router's browser router revives from hydration data (the same as
 * StaticRouterProvider's own serialisation): a thrown 404 Response becomes `{ status, statusText, data,
 * __type: 'RouteErrorResponse' }`.
 */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
      return [routeId, error];
    }),
  );
}
