import { use, type ComponentType } from 'react';
import { i18n } from '@lingui/core';
import { useParams, type Params } from 'react-router-dom';
import { ErrorScreen } from '../layout/ErrorScreen';
import { RouteDataContext } from '../lib/route-data';

/**
 * A page whose code, texts and data load when it is first shown (React Router's declarative mode has no route
 * loaders, and its data-router mode costs every page about 16 KB of gzip JavaScript more: docs/decisions/0019).
 * One per page route (web/src/app/router.tsx); the prerender step and the browser's start load the page of the
 * address before rendering, so a prerendered page hydrates without suspending.
 */
export interface LazyPage {
  /** The page's source module relative to web/, the key of Vite's build manifest, e.g. 'src/features/about/AboutPage.tsx'. */
  readonly module: string;
  /** The catalogs holding its texts (web/src/i18n/catalogs.ts), loaded with it in the page's language. */
  readonly catalogs: readonly string[];
  /**
   * Loads what the page needs for these route params in the active language: its module, its catalogs and its data
   * (PageOptions.data). The same promise for the same language and params until it fails (then a new try).
   * @throws the import's error when the chunk cannot be fetched (shown by the route's error boundary)
   */
  load(params: Params): Promise<void>;
  /** True when the params name something that exists (PageOptions.exists); false renders the 404 screen. */
  exists(params: Params): boolean;
  /** The page's data for these params once loaded (undefined for a page without data). */
  dataFor(params: Params): unknown;
  /** Seeds the data of these params (the prerendered page's, so the browser does not fetch it again). */
  seedData(params: Params, data: unknown): void;
  /** The component once loaded; undefined before. */
  readonly component: ComponentType | undefined;
}

/** What a page route may add to its module and catalogs. */
export interface PageOptions {
  /**
   * Whether the params name something that exists (a known category slug, product id); otherwise the address is a
   * 404 (the error screen, and HTTP 404 for a prerendered path). Synchronous: it decides before anything loads.
   */
  exists?: (params: Params) => boolean;
  /**
   * Loads data the page shows, JSON-serialisable (an article's summary): computed at build time and carried in the
   * prerendered page, loaded on a navigation inside the app. Read in the page with useRouteData() (web/src/lib/route-data.ts).
   */
  data?: (params: Params) => Promise<unknown>;
}

/** The key of one set of route params in a page's caches. */
function paramsKey(params: Params): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
}

/** A promise that React's `use()` reads synchronously once settled (React's thenable protocol: `status`, `value`). */
type TrackedLoad = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };

/**
 * A lazily loaded page.
 * @param module the page module's manifest key (see LazyPage.module)
 * @param catalogs its catalogs
 * @param loadModule imports the page module, resolving the page component
 * @param loadCatalogs loads its catalogs in the active language (Lingui's i18n; the language is read at each load, so
 *   the build, which renders English and Hindi pages in one process, loads each language's texts)
 * @param options existence check and data
 */
export function lazyPage(
  module: string,
  catalogs: readonly string[],
  loadModule: () => Promise<ComponentType>,
  loadCatalogs: () => Promise<unknown>,
  options: PageOptions = {},
): LazyPage {
  let component: ComponentType | undefined;
  let moduleLoad: Promise<void> | undefined;
  const data = new Map<string, unknown>();
  const loads = new Map<string, TrackedLoad>();
  return {
    module,
    catalogs,
    get component() {
      return component;
    },
    load(params) {
      const key = `${i18n.locale}:${paramsKey(params)}`;
      const cached = loads.get(key);
      if (cached) return cached;
      moduleLoad ??= loadModule().then((loaded) => void (component = loaded));
      const dataKey = paramsKey(params);
      const dataLoad = options.data && !data.has(dataKey) ? options.data(params).then((value) => void data.set(dataKey, value)) : undefined;
      const load: TrackedLoad = Promise.all([moduleLoad, loadCatalogs(), dataLoad]).then(() => undefined);
      load.status = 'pending';
      load.then(
        () => void (load.status = 'fulfilled'),
        (reason: unknown) => {
          load.status = 'rejected';
          load.reason = reason;
          // The next visit of the address tries again (a chunk that failed on a flaky connection).
          loads.delete(key);
          if (!component) moduleLoad = undefined;
        },
      );
      loads.set(key, load);
      return load;
    },
    exists: (params) => options.exists?.(params) ?? true,
    dataFor: (params) => data.get(paramsKey(params)),
    seedData: (params, value) => void data.set(paramsKey(params), value),
  };
}

/**
 * Renders a lazy page at its route: the 404 screen when its params name nothing (PageOptions.exists), else the page,
 * suspending until its module, catalogs and data are loaded (the nearest Suspense boundary; a navigation inside the
 * app is a transition, so the previous page stays on screen meanwhile). A page loaded before (the browser's start
 * loads the address's page before hydrating) renders at once. A chunk that fails to load throws to the route's error
 * boundary.
 */
export function PageRoute({ page }: { page: LazyPage }) {
  const params = useParams();
  if (!page.exists(params)) return <ErrorScreen status={404} />;
  use(page.load(params));
  const Component = page.component!;
  return (
    <RouteDataContext value={page.dataFor(params)}>
      <Component />
    </RouteDataContext>
  );
}
