/**
 * `npm start` (and `npm run dev` with --dev): the whole product on this machine.
 * Everything it writes stays in this clone (dev/project-root.ts): the build in dist/web, and dynalite + s3rver +
 * cognito-local with data under DATA_DIR (default .data/), aws-ses-v2-local (mail in memory; its
 * page lists the e-mails the notifier sent, which runs every 2 s), the SPA (production build, or
 * Vite's dev server with hot reload) and /api/* served by the same Lambda handler modules, on one origin;
 * the staff console on an origin of its own (its build, or a second Vite dev server), which serves /staff/* and
 * routes /api/staff/* to the same handlers, behind the same JWT check as on AWS, against cognito-local's staff user
 * pool; /staff on the shop's port redirects there.
 * Ports: PORT (5173), STAFF_PORT (5174), DYNAMODB_PORT (8000), S3_PORT (4569), COGNITO_PORT (9229), SES_PORT (8005).
 * STAFF_DEMO_PASSWORD sets the demo staff users' password. Ctrl-C / SIGTERM stops everything.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { PortInUseError, assertPortFree } from './emulators';
import { readLocalSettings } from './local-env';
import { projectRoot as root } from './project-root';
import { startLocalBackend, type LocalBackend } from './local-stack';
import { createStaffConsoleApp, createStorefrontApp, listenOn } from './storefront-server';
import { buildSite } from '../web/prerender/build-site';
import { staffConsoleDirBeside } from '../web/prerender/build-staff-console';

const dev = process.argv.includes('--dev');

async function main(): Promise<void> {
  const settings = readLocalSettings(process.env, root);
  await assertPortFree(settings.port, 'storefront', 'PORT');
  await assertPortFree(settings.staffPort, 'staff console', 'STAFF_PORT');
  await assertPortFree(settings.dynamodbPort, 'DynamoDB emulator', 'DYNAMODB_PORT');
  await assertPortFree(settings.s3Port, 'S3 emulator', 'S3_PORT');
  await assertPortFree(settings.cognitoPort, 'Cognito emulator', 'COGNITO_PORT');
  await assertPortFree(settings.sesPort, 'SES emulator', 'SES_PORT');

  let backend: LocalBackend | undefined;
  let server: Server | undefined;
  let consoleServer: Server | undefined;
  const closeVite: Array<() => Promise<void>> = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    for (const open of [server, consoleServer]) {
      await new Promise<void>((resolve) => (open?.listening ? open.close(() => resolve()) : resolve()));
      open?.closeAllConnections();
    }
    for (const close of closeVite) await close();
    await backend?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const consoleOrigin = `http://127.0.0.1:${settings.staffPort}`;
  try {
    backend = await startLocalBackend({
      dynamodbPort: settings.dynamodbPort,
      s3Port: settings.s3Port,
      cognitoPort: settings.cognitoPort,
      sesPort: settings.sesPort,
      siteOrigin: `http://127.0.0.1:${settings.port}`,
      consoleOrigin,
      dataDir: settings.dataDir,
      staffDemoPassword: settings.staffDemoPassword,
    });
    // One HTTP server per origin: the storefront with the API, the console with /api/staff; in dev mode each also
    // carries its Vite hot-reload WebSocket (an upgrade on the same port).
    server = createServer();
    consoleServer = createServer();
    if (dev) {
      const { createServer: createViteServer } = await import('vite');
      // One Vite dev server per origin, each with its hot-reload WebSocket on its own port.
      const viteFor = (host: Server, appType: 'spa' | 'custom') =>
        createViteServer({
          configFile: path.join(root, 'web/vite.config.ts'),
          server: { middlewareMode: true, hmr: { server: host } },
          appType,
        });
      const shopVite = await viteFor(server, 'spa');
      const consoleVite = await viteFor(consoleServer, 'custom');
      closeVite.push(
        () => shopVite.close(),
        () => consoleVite.close(),
      );
      server.on('request', createStorefrontApp({ distDir: '', viteMiddlewares: shopVite.middlewares, consoleOrigin }));
      consoleServer.on('request', createStaffConsoleApp({ staffDir: '', vite: consoleVite }));
    } else {
      console.log('Building the storefront and the staff console…');
      const webDir = path.join(root, 'dist/web');
      await buildSite({ webDir });
      server.on('request', createStorefrontApp({ distDir: webDir, consoleOrigin }));
      consoleServer.on('request', createStaffConsoleApp({ staffDir: staffConsoleDirBeside(webDir) }));
    }
    await listenOn(server, settings.port);
    await listenOn(consoleServer, settings.staffPort);
  } catch (error) {
    console.error(`\n${(error as Error).message}`);
    await stop(1);
    return;
  }

  const url = `http://127.0.0.1:${settings.port}`;
  console.log(`
Medvika storefront is running${dev ? ' (dev mode, hot reload)' : ''}:
  Storefront      ${url}/
  Staff console   ${consoleOrigin}/staff  (its own origin; ${url}/staff redirects there)
  API             ${url}/api/  (comments, post-comment, submit-form, staff/* with a staff ID token)
  DynamoDB (local) http://127.0.0.1:${settings.dynamodbPort}  table ${backend.env.TABLE_NAME}
  S3 (local)      http://127.0.0.1:${settings.s3Port}  bucket ${backend.env.BUCKET_NAME}
  Cognito (local) ${backend.staff.endpoint}  user pool ${backend.staff.userPoolId}  console client ${backend.staff.clientId}
  SES (local)     http://127.0.0.1:${backend.ses.port}  e-mails sent (shoppers' and the pharmacy's): open http://127.0.0.1:${backend.ses.port}/
  Data            ${settings.dataDir}
Demo staff accounts for ${consoleOrigin}/staff (password from STAFF_DEMO_PASSWORD; MFA is enforced on AWS only):
${backend.staff.users.map((user) => `  ${user.email.padEnd(26)} ${user.password}  ${user.group}`).join('\n')}
Staff CLI: npm run staff -- prescriptions list
Press Ctrl-C to stop.`);
}

main().catch((error) => {
  console.error(error instanceof PortInUseError ? error.message : error);
  process.exit(1);
});
