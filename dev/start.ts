/**
 * `npm start` (and `npm run dev` with --dev): the whole product on this machine.
 * Everything it writes stays in this clone (dev/project-root.ts): the build in dist/web, and dynalite + s3rver +
 * cognito-local with data under DATA_DIR (default .data/), aws-ses-v2-local (mail in memory; its
 * page lists the e-mails the notifier sent, which runs every 2 s), the SPA (production build, or
 * Vite's dev server with hot reload) and /api/* served by the same Lambda handler modules, on one origin;
 * /api/staff/* behind the same JWT check as on AWS, against cognito-local's staff user pool.
 * Ports: PORT (5173), DYNAMODB_PORT (8000), S3_PORT (4569), COGNITO_PORT (9229), SES_PORT (8005). STAFF_DEMO_PASSWORD sets the
 * demo staff users' password. Ctrl-C / SIGTERM stops everything.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { PortInUseError, assertPortFree } from './emulators';
import { readLocalSettings } from './local-env';
import { projectRoot as root } from './project-root';
import { startLocalBackend, type LocalBackend } from './local-stack';
import { createStorefrontApp, listenOn } from './storefront-server';
import { buildSite } from '../web/prerender/build-site';

const dev = process.argv.includes('--dev');

async function main(): Promise<void> {
  const settings = readLocalSettings(process.env, root);
  await assertPortFree(settings.port, 'storefront', 'PORT');
  await assertPortFree(settings.dynamodbPort, 'DynamoDB emulator', 'DYNAMODB_PORT');
  await assertPortFree(settings.s3Port, 'S3 emulator', 'S3_PORT');
  await assertPortFree(settings.cognitoPort, 'Cognito emulator', 'COGNITO_PORT');
  await assertPortFree(settings.sesPort, 'SES emulator', 'SES_PORT');

  let backend: LocalBackend | undefined;
  let server: Server | undefined;
  let closeVite: (() => Promise<void>) | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    server?.closeAllConnections();
    await closeVite?.();
    await backend?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    backend = await startLocalBackend({
      dynamodbPort: settings.dynamodbPort,
      s3Port: settings.s3Port,
      cognitoPort: settings.cognitoPort,
      sesPort: settings.sesPort,
      siteOrigin: `http://127.0.0.1:${settings.port}`,
      dataDir: settings.dataDir,
      staffDemoPassword: settings.staffDemoPassword,
    });
    // One HTTP server for the storefront, the API and, in dev mode, Vite's hot-reload WebSocket (an upgrade on the same
    // port): no second port to find free or to report.
    server = createServer();
    if (dev) {
      const { createServer: createViteServer } = await import('vite');
      const vite = await createViteServer({
        configFile: path.join(root, 'web/vite.config.ts'),
        server: { middlewareMode: true, hmr: { server } },
        appType: 'spa',
      });
      closeVite = () => vite.close();
      server.on('request', createStorefrontApp({ distDir: '', viteMiddlewares: vite.middlewares }));
    } else {
      console.log('Building the storefront…');
      await buildSite({ webDir: path.join(root, 'dist/web') });
      server.on('request', createStorefrontApp({ distDir: path.join(root, 'dist/web') }));
    }
    await listenOn(server, settings.port);
  } catch (error) {
    console.error(`\n${(error as Error).message}`);
    await stop(1);
    return;
  }

  const url = `http://127.0.0.1:${settings.port}`;
  console.log(`
Medvika storefront is running${dev ? ' (dev mode, hot reload)' : ''}:
  Storefront      ${url}/
  API             ${url}/api/  (comments, post-comment, submit-form, staff/* with a staff ID token)
  DynamoDB (local) http://127.0.0.1:${settings.dynamodbPort}  table ${backend.env.TABLE_NAME}
  S3 (local)      http://127.0.0.1:${settings.s3Port}  bucket ${backend.env.BUCKET_NAME}
  Cognito (local) ${backend.staff.endpoint}  user pool ${backend.staff.userPoolId}  console client ${backend.staff.clientId}
  SES (local)     http://127.0.0.1:${backend.ses.port}  e-mails sent (shoppers' and the pharmacy's): open http://127.0.0.1:${backend.ses.port}/
  Data            ${settings.dataDir}
Demo staff accounts (password from STAFF_DEMO_PASSWORD; MFA is enforced on AWS only):
${backend.staff.users.map((user) => `  ${user.email.padEnd(26)} ${user.password}  ${user.group}`).join('\n')}
Staff CLI: npm run staff -- prescriptions list
Press Ctrl-C to stop.`);
}

main().catch((error) => {
  console.error(error instanceof PortInUseError ? error.message : error);
  process.exit(1);
});
