import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import { pageRoutingCode, readPageRoutes } from '../infra/page-routing';
import { NOT_FOUND_FILE } from '@contracts/page-routes';
import { siteSecurityHeaders, type StaffOrigins } from '../infra/security-headers';
import { STAFF_CONSOLE_CONFIG_PATH, type StaffConsoleConfig } from '@contracts/staff-console';
import { createApiRouter } from './api-adapter';

/** Options for the local storefront server. */
export interface StorefrontServerOptions {
  /** Folder of the production SPA build (`dist/web`); ignored when `viteMiddlewares` is given. */
  distDir: string;
  /** Vite dev-server middlewares (`npm run dev`), replacing the static build. */
  viteMiddlewares?: express.RequestHandler;
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
export function createStorefrontApp({ distDir, viteMiddlewares }: StorefrontServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use('/api', createApiRouter());
  const staff = localStaffConsole(process.env);
  const securityHeaders = siteSecurityHeaders(staff.origins);
  // What CloudFront serves from the site bucket on AWS (infra/constructs/site.ts): the console's settings.
  app.get(STAFF_CONSOLE_CONFIG_PATH, (_req, res) => {
    res.set(securityHeaders).set('cache-control', 'no-cache').json(staff.config);
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
