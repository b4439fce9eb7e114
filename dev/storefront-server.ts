import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import { pageRoutingCode, readPageRoutes } from '../infra/page-routing';
import { NOT_FOUND_FILE } from '@contracts/page-routes';
import { consoleSecurityHeaders, siteSecurityHeaders, type StaffOrigins } from '../infra/security-headers';
import { STAFF_CONSOLE_CONFIG_PATH, STAFF_CONSOLE_PATH, type StaffConsoleConfig } from '@contracts/staff-console';
import { STAFF_CONSOLE_DOCUMENT } from '../web/prerender/build-staff-console';
import { createApiRouter } from './api-adapter';
import { projectRoot } from './project-root';
import type { ViteDevServer } from 'vite';

/** Options for the local storefront server. */
export interface StorefrontServerOptions {
  /** Folder of the production SPA build (`dist/web`); ignored when `viteMiddlewares` is given. */
  distDir: string;
  /** Vite dev-server middlewares (`npm run dev`), replacing the static build. */
  viteMiddlewares?: express.RequestHandler;
  /**
   * The staff console's origin, e.g. 'http://127.0.0.1:5174' (no trailing slash): /staff and every path below it
   * redirect there, as the console lives on its own origin (createStaffConsoleApp).
   */
  consoleOrigin: string;
}

/** One year in seconds: hashed assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The local equivalent of CloudFront: /api/* to the Lambda handlers, everything else from the build, compressed,
 * with the production security headers; hashed assets cached for a year, HTML pages never. Pages are routed by the
 * very CloudFront Function the default behavior runs (infra/cloudfront/page-routing.js, with the build's
 * page-routes.json): a clean URL is served its prerendered `<path>/index.html`, every path under the staff console
 * its shell, and any other path the prerendered error screen with HTTP 404 (docs/architecture/frontend.md).
 */
export function createStorefrontApp({ distDir, viteMiddlewares, consoleOrigin }: StorefrontServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use('/api', createApiRouter());
  const securityHeaders = siteSecurityHeaders();
  // The console is not served here: an old bookmark or link of /staff/... opens the same path on the console's origin.
  app.use(STAFF_CONSOLE_PATH, (req, res) => {
    res.set(securityHeaders).redirect(302, `${consoleOrigin}${req.originalUrl}`);
  });
  if (viteMiddlewares) {
    app.use(viteMiddlewares);
    return app;
  }
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`No SPA build in ${distDir}: run npm run build`);
  const routePage = pageRouter(distDir);
  app.use((_req, res, next) => {
    res.set(securityHeaders);
    next();
  });
  app.use(compression());
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    const page = routePage(req.path);
    if (!page) {
      next();
      return;
    }
    res.status(page.status).set('cache-control', 'no-cache').sendFile(path.join(distDir, page.file));
  });
  app.use(
    express.static(distDir, {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          path.relative(distDir, filePath).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    }),
  );
  // A missing file: the error screen, with 404 (CloudFront answers S3's 403 there).
  app.use((_req, res) => {
    res.status(404).set('cache-control', 'no-cache').sendFile(path.join(distDir, NOT_FOUND_FILE));
  });
  return app;
}

/**
 * Routes a request path as CloudFront does, by running infra/cloudfront/page-routing.js (filled with the build's
 * page-routes.json) in a node:vm context, the way CloudFront Functions run it: viewer request for the file, viewer
 * response for the status.
 * @param distDir the web build folder
 * @returns a function from a URL path to the page file (relative to distDir) and HTTP status, or undefined for a
 *   path that names a file (served as it is)
 */
function pageRouter(distDir: string): (urlPath: string) => { file: string; status: number } | undefined {
  const context = vm.createContext({}) as { handler?: (event: unknown) => { uri?: string; statusCode?: number } };
  vm.runInContext(pageRoutingCode(readPageRoutes(distDir)), context, { filename: 'page-routing.js' });
  const handler = context.handler!;
  return (urlPath) => {
    const request = { method: 'GET', uri: urlPath, querystring: {}, headers: {} };
    const { uri = urlPath } = handler({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer: { ip: '127.0.0.1' },
      request: { ...request },
    });
    if (!uri.endsWith('.html')) return undefined;
    const { statusCode = 200 } = handler({
      version: '1.0',
      context: { eventType: 'viewer-response' },
      viewer: { ip: '127.0.0.1' },
      request,
      response: { statusCode: 200, headers: {} },
    });
    return { file: uri.slice(1), status: statusCode };
  };
}

/** Options for the local staff console server. */
export interface StaffConsoleServerOptions {
  /** Folder of the console's production build (`dist/staff`, web/prerender/build-staff-console.ts); ignored with `vite`. */
  staffDir: string;
  /** A Vite dev server in middleware mode (`npm run dev`), replacing the build: modules and web/staff.html transformed. */
  vite?: ViteDevServer;
}

/** A console path: /staff or below it. */
const CONSOLE_PAGE = /^\/staff(\/.*)?$/;

/**
 * The local equivalent of the console's own CloudFront distribution (docs/architecture/staff-session.md "Its own
 * origin"): /api/staff/* to the same Lambda handlers as the shop's server (every other /api path 404), the console's
 * settings at /staff/config.json, its build's files, and for every other /staff path its document, all with the
 * console's security headers; `/` redirects to /staff. Hashed assets are cached for a year, the document never.
 */
export function createStaffConsoleApp({ staffDir, vite }: StaffConsoleServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const api = createApiRouter();
  app.use('/api', (req, res, next) => {
    if (/^\/staff(\/|$)/.test(req.path)) api(req, res, next);
    else res.status(404).json({ error: { code: 'NOT_FOUND', message: 'The console origin serves only /api/staff.' } });
  });
  const staff = localStaffConsole(process.env);
  const securityHeaders = consoleSecurityHeaders(staff.origins);
  app.use((_req, res, next) => {
    res.set(securityHeaders);
    next();
  });
  app.get(STAFF_CONSOLE_CONFIG_PATH, (_req, res) => {
    res.set('cache-control', 'no-cache').json(staff.config);
  });
  app.get('/', (_req, res) => res.redirect(302, STAFF_CONSOLE_PATH));
  if (vite) {
    app.use(vite.middlewares);
    app.get(CONSOLE_PAGE, (req, res, next) => {
      readFile(path.join(projectRoot, 'web', STAFF_CONSOLE_DOCUMENT), 'utf8')
        .then((html) => vite.transformIndexHtml(req.originalUrl, html))
        .then((html) => res.status(200).set('cache-control', 'no-cache').type('html').send(html))
        .catch(next);
    });
    return app;
  }
  const document = path.join(staffDir, STAFF_CONSOLE_DOCUMENT);
  if (!existsSync(document)) throw new Error(`No staff console build in ${staffDir}: run npm run build`);
  app.use(compression());
  app.get(CONSOLE_PAGE, (_req, res) => {
    res.set('cache-control', 'no-cache').sendFile(document);
  });
  app.use(
    express.static(staffDir, {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          path.relative(staffDir, filePath).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    }),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not Found');
  });
  return app;
}

/** Starts `app` on 127.0.0.1:`port` and resolves with the listening server. */
export function listen(app: express.Express, port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

/**
 * Starts an existing server (one that other listeners share, e.g. Vite's hot-reload WebSocket) on `host`:`port`.
 * @throws the server's 'error' (e.g. EADDRINUSE) when it cannot listen
 */
export function listenOn(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The staff console's settings and CSP origins on the local stack: the cognito-local pool and client that
 * dev/staff-identity.ts provisions, and the emulators' origins (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
 * AWS_ENDPOINT_URL_S3). Empty ids when the stack has not provisioned a pool (the console then says it cannot sign in).
 */
function localStaffConsole(env: NodeJS.ProcessEnv): { config: StaffConsoleConfig; origins: StaffOrigins } {
  const cognito = env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? 'http://127.0.0.1:9229';
  const s3 = env.AWS_ENDPOINT_URL_S3 ?? 'http://127.0.0.1:4569';
  return {
    config: {
      region: env.AWS_REGION ?? 'ap-south-1',
      userPoolId: env.STAFF_USER_POOL_ID ?? '',
      clientId: env.STAFF_CLIENT_ID ?? '',
      endpoint: `${new URL(cognito).origin}/`,
    },
    origins: { staffAuthOrigin: new URL(cognito).origin, staffFileOrigin: new URL(s3).origin },
  };
}
