import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { siteSecurityHeaders, type StaffOrigins } from '../../infra/security-headers';
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
 * The local equivalent of CloudFront: /api/* to the Lambda handlers, everything else from the SPA build,
 * compressed, with the production security headers; hashed assets cached for a year, index.html never;
 * unknown paths fall back to index.html (the SPA's router renders its own error screen).
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
  app.use((_req, res, next) => {
    res.set(securityHeaders);
    next();
  });
  app.use(compression());
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath);
        res.setHeader('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : relative === 'index.html' ? 'no-cache' : 'public, max-age=3600');
      },
    }),
  );
  app.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    res.set('cache-control', 'no-cache').sendFile(path.join(distDir, 'index.html'));
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
 * The staff console's settings and CSP origins on the local stack: the cognito-local pool and client that
 * functions/local/staff-identity.ts provisions, and the emulators' origins (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
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
