import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { STANDARD_CLAIMS_TRIGGER } from './cognito-triggers';

const require = createRequire(import.meta.url);

/** A running emulator child process. */
export interface RunningEmulator {
  name: string;
  port: number;
  /** Stops the process (SIGTERM, then SIGKILL after 3 s); resolves when it has exited. */
  stop(): Promise<void>;
  child: ChildProcess;
}

/** Thrown when a port the stack needs is already taken. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly purpose: string,
    readonly variable: string,
  ) {
    super(`Port ${port} (${purpose}) is already in use. Stop whatever uses it, or set ${variable} to a free port.`);
  }
}

/** Resolves when `port` on 127.0.0.1 is free; rejects with PortInUseError otherwise. */
export function assertPortFree(port: number, purpose: string, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new PortInUseError(port, purpose, variable)));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve()));
  });
}

/** Asks the OS for a free loopback port (for tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls until something accepts TCP connections on 127.0.0.1:`port`, or rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 60_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode} before listening on ${port}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startChild(
  name: string,
  port: number,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet: boolean,
  cwd?: string,
): Promise<RunningEmulator> {
  const child = spawn(process.execPath, args, { env, cwd, stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForPort(port, 60_000, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${name} did not start: ${(error as Error).message}`, { cause: error });
  }
  return { name, port, child, stop: () => stopChild(child) };
}

/**
 * Starts dynalite (DynamoDB emulator, LevelDB files under `<dataDir>/dynamodb`) on 127.0.0.1:`port`.
 * Tables become ACTIVE at once (createTableMs 0, docs/architecture/toolchain.md).
 */
export function startDynalite(port: number, dataDir: string | undefined, quiet = true): Promise<RunningEmulator> {
  const args = [
    require.resolve('dynalite/cli.js'),
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--createTableMs',
    '0',
    '--deleteTableMs',
    '0',
    '--updateTableMs',
    '0',
  ];
  if (dataDir) {
    const dir = path.join(dataDir, 'dynamodb');
    mkdirSync(dir, { recursive: true });
    args.push('--path', dir);
  }
  return startChild('dynalite', port, args, process.env, quiet);
}

/**
 * Starts s3rver (S3 emulator, objects under `<dataDir>/s3`) on 127.0.0.1:`port`, path-style only, through
 * s3rver-versions.cjs, which adds ListObjectVersions (each object as its one version; the erasure of
 * functions/privacy lists and deletes versions). NODE_OPTIONS gets --openssl-legacy-provider, which s3rver's
 * ListObjectsV2 paging needs on Node 17+ (docs/architecture/toolchain.md).
 */
export function startS3rver(port: number, dataDir: string, quiet = true): Promise<RunningEmulator> {
  const dir = path.join(dataDir, 's3');
  mkdirSync(dir, { recursive: true });
  const script = require.resolve('./s3rver-versions.cjs');
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --openssl-legacy-provider`.trim() };
  return startChild('s3rver', port, [script, dir, '127.0.0.1', String(port)], env, quiet);
}

/**
 * Starts cognito-local (Amazon Cognito user-pool emulator) on 127.0.0.1:`port`, with its data under
 * `<dataDir>/cognito/.cognito` (it keeps its pools, clients and users in `.cognito/` under its working directory).
 * HOST=127.0.0.1 makes its token issuer `http://127.0.0.1:<port>/<userPoolId>` (docs/architecture/toolchain.md).
 * @param triggerEndpoint where its Lambda client invokes the PreTokenGeneration trigger that adds the standard
 *   claims (`name`) Amazon Cognito puts in ID tokens (cognito-triggers.ts); written to `.cognito/config.json` each start
 */
export function startCognitoLocal(port: number, dataDir: string, triggerEndpoint: string, quiet = true): Promise<RunningEmulator> {
  const dir = path.join(dataDir, 'cognito');
  mkdirSync(path.join(dir, '.cognito'), { recursive: true });
  const config = {
    TriggerFunctions: { PreTokenGeneration: STANDARD_CLAIMS_TRIGGER },
    LambdaClient: {
      endpoint: triggerEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxRetries: 0,
    },
  };
  writeFileSync(path.join(dir, '.cognito', 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  const bin = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  return startChild('cognito-local', port, [bin], { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, quiet, dir);
}

/**
 * Starts aws-ses-v2-local (an Amazon SES v2 emulator, docs/architecture/toolchain.md) on 127.0.0.1:`port`. It keeps the mail it accepts
 * in memory only (nothing on disk; a restart empties it), lists it on its web page at `/` and as JSON at
 * `GET /store[?since=<epoch seconds>]`. The SDK reaches it through AWS_ENDPOINT_URL_SESV2 (local-env.ts).
 */
export function startSesLocal(port: number, quiet = true): Promise<RunningEmulator> {
  const bin = path.join(path.dirname(require.resolve('aws-ses-v2-local/package.json')), 'dist', 'cli.js');
  return startChild('aws-ses-v2-local', port, [bin, '--host', '127.0.0.1', '--port', String(port)], process.env, quiet);
}
