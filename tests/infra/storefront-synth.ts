import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { PROJECT_ROOT } from '../../infra/constructs/api-function';
import { SAMPLE_SELLER_SETTING, StorefrontStack, addSecurityChecks, type StorefrontStackProps } from '../../infra/storefront-stack';

/** The context of cdk.json (feature flags and CLI settings), so tests synthesize what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

/** Hashed asset file name in the tiny web build used by the infra tests. */
export const FAKE_ASSET = 'assets/index-abc123.js';

/**
 * A scratch folder inside the repository (`.tmp/` is git-ignored). Inside, rather than under the OS temp
 * folder, so that a synthesized bundle's external `@aws-sdk/*` imports resolve to this repository's
 * node_modules, as they resolve to the runtime's SDK on Lambda.
 */
export function scratchDir(prefix: string): string {
  const root = path.join(PROJECT_ROOT, '.tmp');
  mkdirSync(root, { recursive: true });
  return mkdtempSync(path.join(root, prefix));
}

/** The page list of the fake build. */
export const FAKE_PAGE_ROUTES = { pages: ['/', '/about', '/staff'], clientShells: ['/staff'], localePrefixes: ['/hi'] };

/**
 * Writes a tiny stand-in for `dist/web` (two pages, the 404 page, page-routes.json, one hashed asset, robots.txt) and
 * for the staff console's `dist/staff` beside it (its document, one hashed asset); returns the web folder.
 */
export function writeFakeWebBuild(parent: string): string {
  const dir = path.join(parent, 'web');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Medvika</title><script type="module" src="/${FAKE_ASSET}"></script>\n`,
  );
  writeFileSync(path.join(dir, FAKE_ASSET), 'console.log("medvika");\n');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  mkdirSync(path.join(dir, 'about'));
  writeFileSync(path.join(dir, 'about', 'index.html'), '<!doctype html><title>About</title>\n');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>\n');
  writeFileSync(path.join(dir, 'page-routes.json'), JSON.stringify(FAKE_PAGE_ROUTES));
  // The staff console's build beside it, as `npm run build` writes dist/staff beside dist/web.
  const consoleDir = path.join(parent, 'staff');
  mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
  writeFileSync(path.join(consoleDir, 'staff.html'), '<!doctype html><title>Medvika staff console</title>\n');
  writeFileSync(path.join(consoleDir, 'assets', 'staff-abc123.js'), 'console.log("console");\n');
  return dir;
}

export interface SynthOptions {
  /** Run esbuild for the three functions (only the bundle test needs the real bundles). */
  readonly bundle?: boolean;
  /** Register the cdk-nag AwsSolutions plugin (addSecurityChecks), as infra/app.ts does. */
  readonly nag?: boolean;
  /** Extra context (settings under test). */
  readonly context?: Record<string, unknown>;
  /** Extra stack props. */
  readonly props?: StorefrontStackProps;
}

export interface SynthResult {
  readonly app: App;
  readonly stack: StorefrontStack;
  readonly assembly: CloudAssembly;
  readonly template: Template;
  /** The cloud assembly folder (assets, templates, validation-report.json). */
  readonly outdir: string;
  /** Removes the scratch folder. */
  cleanup(): void;
}

/**
 * Synthesizes the storefront stack the way infra/app.ts does (same stack id, region ap-south-1, cdk.json
 * context) into a scratch folder, with a tiny web build. Skipping bundling (the default) keeps a synthesis
 * to a second or two; `bundle: true` runs the local esbuild like `cdk synth`.
 */
export function synthStorefront(options: SynthOptions = {}): SynthResult {
  const scratch = scratchDir('infra-');
  const outdir = path.join(scratch, 'cdk.out');
  const app = new App({
    outdir,
    context: {
      ...cdkJsonContext(),
      // What the CLI sets: construct paths and asset folders in the template metadata.
      'aws:cdk:enable-path-metadata': true,
      'aws:cdk:enable-asset-metadata': true,
      // The CLI's way of saying "bundle no stack" (`cdk synth --exclusively` of another stack).
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      // The tests synthesize with the sample seller and stores, as a demo deployment does.
      [SAMPLE_SELLER_SETTING]: true,
      ...options.context,
    },
  });
  const stack = new StorefrontStack(app, 'MedvikaStorefront', {
    env: { region: 'ap-south-1' },
    webBuildDir: writeFakeWebBuild(scratch),
    ...options.props,
  });
  if (options.nag) addSecurityChecks(app);
  const assembly = app.synth();
  const template = Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template as Record<string, unknown>);
  return { app, stack, assembly, template, outdir, cleanup: () => rmSync(scratch, { recursive: true, force: true }) };
}

/** The shared syntheses of this worker: the default one and the one with cdk-nag, made on first use. */
const sharedSyntheses = new Map<'default' | 'nag', SynthResult>();

/**
 * The default synthesis (or, with `nag`, the one with the cdk-nag plugin), made once per test worker and shared by
 * every file that worker runs: the infra lane runs its files without module isolation (vitest.config.ts), and a
 * synthesis costs seconds idle and tens of seconds on a loaded machine, so ten files asking for the same stack
 * synthesize it once per worker rather than ten times. Callers must only read it (templates, the construct tree,
 * cdk-nag's validateScope); a test that needs other settings calls synthStorefront with them. Its `cleanup` does
 * nothing: the scratch folder is removed when the worker exits.
 * @param options.nag the synthesis with addSecurityChecks, as infra/app.ts registers it
 */
export function sharedStorefrontSynth(options: { readonly nag?: boolean } = {}): SynthResult {
  const key = options.nag ? 'nag' : 'default';
  let result = sharedSyntheses.get(key);
  if (!result) {
    const made = synthStorefront({ nag: options.nag });
    process.once('exit', () => made.cleanup());
    result = { ...made, cleanup: () => undefined };
    sharedSyntheses.set(key, result);
  }
  return result;
}

/**
 * One synthesis for every test of the calling file: synthesizes in beforeAll (the worker's shared default synthesis
 * when no options are given, sharedStorefrontSynth), hands the result to `ready`, and removes its own scratch folder
 * in afterAll.
 */
export function useStorefrontSynth(ready: (result: SynthResult) => void, options: SynthOptions = {}): void {
  let result: SynthResult | undefined;
  beforeAll(() => {
    result = Object.keys(options).length === 0 ? sharedStorefrontSynth() : synthStorefront(options);
    ready(result);
  });
  afterAll(() => result?.cleanup());
}
