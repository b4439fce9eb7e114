/**
 * The production build of the storefront (docs/architecture/frontend.md, docs/decisions/0002-own-prerender-pipeline.md), used by `npm run build`, `npm start` and the test
 * setup alike:
 * 1. Vite builds the browser bundle into `webDir` (hashed assets, and a manifest of which chunks and CSS each
 *    module needs);
 * 2. Vite builds the server renderer (render-page.tsx, react-dom/static + React Router's static data router) into a
 *    scratch folder inside node_modules/.cache (so it resolves react and react-router-dom like the app);
 * 3. every route of web/src/app/prerender-routes.ts, and the 404 page, is rendered to its own HTML file
 *    (`<path>/index.html`, `404.html`), page-routes.json lists them for the servers, sitemap.xml (indexable routes)
 *    and robots.txt point search engines at them; the manifest is removed;
 * 4. the staff console, the second entry, is built into the folder beside (build-staff-console.ts: dist/web → dist/staff).
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LogLevel } from 'vite';
import { HINDI_PATH_PREFIX, localizedPath } from '@contracts/locale';
import { NOT_FOUND_FILE, PAGE_ROUTES_FILE, type PageRoutes } from '@contracts/page-routes';
import { htmlFileOf, prerenderRoutes } from '../src/app/prerender-routes';
import { buildPageDocument, type ViteManifest } from './page-document';
import { robotsTxt, sitemapXml } from './seo-files';
import { SITE_ORIGIN } from '../src/content/site-origin';
import type { RenderedPage } from './render-page';
import { buildStaffConsole, staffConsoleDirBeside } from './build-staff-console';
import { buildYearDefine } from '../build-year';
import { sellerDefine } from '../seller-define';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '..', '..');
const configFile = path.join(here, '..', 'vite.config.ts');

/** A path no route matches, rendered as the 404 page; under /hi, as the Hindi one. */
const NOT_FOUND_PATH = '/__not-found__';

/**
 * Builds the site into `webDir`, prerendered, and the staff console beside it (staffConsoleDirBeside).
 * @param options.webDir the output folder (emptied first), e.g. dist/web; the console goes to its sibling `staff`
 * @param options.logLevel Vite's log level; default 'warn'
 * @param options.buildDate the build's date, whose year (in India) the footer shows (web/build-year.ts); default now
 * @throws Error when a build fails, a route renders with an unexpected status (200 for pages, 404 for the error
 *   screen) or a route module is missing from Vite's manifest
 */
export async function buildSite(options: { webDir: string; logLevel?: LogLevel; buildDate?: Date }): Promise<void> {
  const { build } = await import('vite');
  const logLevel = options.logLevel ?? 'warn';
  // One date for both builds, so the prerendered HTML and the bundle that hydrates it carry the same year.
  const define = { ...buildYearDefine(options.buildDate ?? new Date()), ...sellerDefine() };
  await build({ configFile, mode: 'production', logLevel, define, build: { outDir: options.webDir, emptyOutDir: true, manifest: true } });
  const cacheDir = path.join(projectRoot, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const rendererDir = await mkdtemp(path.join(cacheDir, 'medvika-prerender-'));
  try {
    await build({
      configFile,
      mode: 'production',
      logLevel,
      define,
      build: { ssr: path.join(here, 'render-page.tsx'), outDir: rendererDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    });
    await prerenderPages(options.webDir, path.join(rendererDir, 'render-page.js'));
  } finally {
    await rm(rendererDir, { recursive: true, force: true });
  }
  await buildStaffConsole({ outDir: staffConsoleDirBeside(options.webDir), define, logLevel });
}

/**
 * Writes the HTML file of every prerendered route and the 404 page into a Vite build, then page-routes.json, and
 * removes Vite's manifest (build metadata, not for the bucket).
 * @param webDir the browser build (with .vite/manifest.json)
 * @param rendererFile the built render-page.js
 * @returns the number of pages written
 */
async function prerenderPages(webDir: string, rendererFile: string): Promise<number> {
  const template = await readFile(path.join(webDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const { renderPage } = (await import(pathToFileURL(rendererFile).href)) as { renderPage: (path: string) => Promise<RenderedPage> };
  // Each page inlines its stylesheets (page-document.ts): read once each from the build.
  const stylesheets = new Map<string, string>();
  const stylesheetText = (href: string): string => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(path.join(webDir, href), 'utf8'));
    return stylesheets.get(href)!;
  };
  const pages = [
    ...prerenderRoutes.map((route) => ({ path: route.path, file: htmlFileOf(route.path), hydrate: route.mode !== 'client', status: 200 })),
    { path: NOT_FOUND_PATH, file: NOT_FOUND_FILE, hydrate: true, status: 404 },
    { path: localizedPath(NOT_FOUND_PATH, 'hi'), file: `${HINDI_PATH_PREFIX.slice(1)}/${NOT_FOUND_FILE}`, hydrate: true, status: 404 },
  ];
  for (const page of pages) {
    const rendered = await renderPage(page.path);
    if (rendered.status !== page.status) throw new Error(`${page.path} rendered with status ${rendered.status}, expected ${page.status}`);
    const target = path.join(webDir, page.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, buildPageDocument({ template, manifest, rendered, hydrate: page.hydrate, stylesheetText }));
  }
  const pageRoutes: PageRoutes = {
    pages: prerenderRoutes.map((route) => route.path),
    clientShells: prerenderRoutes.filter((route) => route.mode === 'client').map((route) => route.path),
    localePrefixes: [HINDI_PATH_PREFIX],
  };
  await writeFile(path.join(webDir, PAGE_ROUTES_FILE), `${JSON.stringify(pageRoutes, null, 2)}\n`);
  await writeFile(path.join(webDir, 'sitemap.xml'), sitemapXml(SITE_ORIGIN, prerenderRoutes));
  await writeFile(path.join(webDir, 'robots.txt'), robotsTxt(SITE_ORIGIN));
  await rm(path.join(webDir, '.vite'), { recursive: true, force: true });
  return pages.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const webDir = path.resolve(process.argv[2] ?? path.join(projectRoot, 'dist', 'web'));
  await buildSite({ webDir, logLevel: 'info' });
  console.log(`prerendered ${prerenderRoutes.length + 2} pages into ${path.relative(process.cwd(), webDir)}`);
  console.log(`built the staff console into ${path.relative(process.cwd(), staffConsoleDirBeside(webDir))}`);
}
