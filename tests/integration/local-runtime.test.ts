/**
 * `npm start` and `npm run dev` (dev/start.ts) stay inside their clone: run from a copy of this repository placed a
 * few folders deep in a fresh temporary folder, the build (dist/web) and the emulators' data (.data/) land inside the
 * copy and nothing else appears beside it (dev/project-root.ts finds the root from package.json). Each run gets free
 * loopback ports, waits for the start-up banner on stdout, fetches `/`, and stops on SIGTERM as Ctrl-C would.
 *
 * The copy is the working tree's tracked and not-ignored files (so uncommitted changes are what runs) with a symlink to
 * the real node_modules. `npm start` builds the site in it: the build dominates this file's time.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, realpath, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../dev/emulators';
import { projectRoot } from '../../dev/project-root';

/** The folders between the temporary parent and the copy: the copy sits at `<parent>/a/b/clone`. */
const CLONE_PATH = ['a', 'b', 'clone'];
/** The line dev/start.ts prints once the storefront answers. */
const BANNER = 'Medvika storefront is running';

let parent: string;
let clone: string;
let running: ChildProcess | undefined;

/** Copies the working tree's tracked and untracked-but-not-ignored files into `target`, and links node_modules. */
async function copyWorkingTree(target: string): Promise<void> {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = listed.stdout.split('\0').filter((file) => file !== '' && existsSync(path.join(projectRoot, file)));
  await Promise.all(files.map((file) => cp(path.join(projectRoot, file), path.join(target, file), { recursive: false })));
  await symlink(await realpath(path.join(projectRoot, 'node_modules')), path.join(target, 'node_modules'));
}

/** Every path under `folder` (relative, '/'-separated), not descending into `skip` (an absolute folder). */
async function pathsUnder(folder: string, skip: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      found.push(path.relative(folder, full).split(path.sep).join('/'));
      if (entry.isDirectory() && full !== skip) await walk(full);
    }
  };
  await walk(folder);
  return found.sort();
}

/**
 * Runs dev/start.ts in the copy as `npm start` runs it (the project's Node and tsx, node_modules/.bin first on PATH), with
 * free ports and a clean environment (no test emulator endpoints, no DATA_DIR), and resolves once its banner is out.
 * @param args e.g. ['--dev'] for `npm run dev`
 * @returns the child, the storefront's origin and everything it printed so far (stdout and stderr, with its logs)
 * @throws when the process exits before printing the banner (its output is in the message)
 */
async function startLocalRuntime(args: string[]): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const [port, staffPort, dynamodb, s3, cognito, ses] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const bin = path.join(clone, 'node_modules', '.bin');
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs start.ts in a child process and relays signals to it,
  // so on a loaded machine its own exit status could be the relayed signal's rather than start.ts's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'dev/start.ts', ...args], {
    cwd: clone,
    env: {
      PATH: [bin, path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
      HOME: process.env.HOME,
      PORT: String(port),
      STAFF_PORT: String(staffPort),
      DYNAMODB_PORT: String(dynamodb),
      S3_PORT: String(s3),
      COGNITO_PORT: String(cognito),
      SES_PORT: String(ses),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let output = '';
  const banner = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(BANNER)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`dev/start.ts ${args.join(' ')} exited (${code ?? signal}) before its banner:\n${output}`)),
    );
  });
  await banner;
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output };
}

/** Sends SIGTERM (what Ctrl-C's SIGINT also does) and resolves with the exit code. */
async function stop(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  child.kill('SIGTERM');
  const [code] = await exited;
  running = undefined;
  return code;
}

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'medvika-clone-parent-'));
  clone = path.join(parent, ...CLONE_PATH);
  await mkdir(clone, { recursive: true });
  await copyWorkingTree(clone);
});

afterAll(async () => {
  if (running && running.exitCode === null) await stop(running);
  if (parent) await rm(parent, { recursive: true, force: true });
});

describe('the local runtime stays inside its clone', () => {
  it('npm start builds into dist/web and keeps .data inside the clone, serves /, and stops on SIGTERM', { timeout: 600_000 }, async () => {
    const { child, origin, output } = await startLocalRuntime([]);
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    // The prerendered home page: the app's root holds rendered HTML, not an empty shell.
    expect(html).toMatch(/<div id="root"><[a-z]/);
    expect(html).toContain('Medvika');

    expect(existsSync(path.join(clone, 'dist', 'web', 'index.html'))).toBe(true);
    expect(existsSync(path.join(clone, '.data', 'dynamodb'))).toBe(true);
    expect(await pathsUnder(parent, clone)).toEqual(['a', 'a/b', 'a/b/clone']);
    expect(await stop(child)).toBe(0);
    expect(await pathsUnder(parent, clone)).toEqual(['a', 'a/b', 'a/b/clone']);
    // Nothing logged an error, the stop included (the scan stand-in and the notifier end before the emulators).
    expect(output()).not.toContain('"level":"error"');
  });

  it(
    'npm run dev serves / from Vite with its hot-reload client, on the storefront port, inside the clone',
    { timeout: 300_000 },
    async () => {
      const { child, origin, output } = await startLocalRuntime(['--dev']);
      const home = await fetch(`${origin}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('/@vite/client');
      expect(html).toContain('/src/main.tsx');
      // The app's entry, compiled by Vite on request.
      const entry = await fetch(`${origin}/src/main.tsx`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toMatch(/javascript/);
      // Hot reload's WebSocket answers on the same port (dev/start.ts hands Vite the storefront's server).
      const socket = new WebSocket(origin.replace('http', 'ws'), 'vite-hmr');
      const [message] = (await once(socket, 'message')) as [MessageEvent];
      socket.close();
      expect(JSON.parse(String(message.data))).toMatchObject({ type: 'connected' });

      expect(await pathsUnder(parent, clone)).toEqual(['a', 'a/b', 'a/b/clone']);
      expect(await stop(child)).toBe(0);
      expect(await pathsUnder(parent, clone)).toEqual(['a', 'a/b', 'a/b/clone']);
      expect(output()).not.toContain('"level":"error"');
    },
  );
});
