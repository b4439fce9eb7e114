/**
 * The production build of the staff console (docs/architecture/frontend.md "The staff console"): the second Vite entry,
 * web/staff.html with web/src/staff-app/main.tsx, built on its own into a folder beside the shop's build, so that no
 * console chunk sits among the shop's files. Nothing is prerendered: the console renders in the browser once it knows
 * whether a session exists. `npm run build`, `npm start` and the e2e setup build it with the shop (build-site.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogLevel } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const configFile = path.join(here, '..', 'vite.config.ts');

/** The console's HTML document in its build: every /staff path is served this file. */
export const STAFF_CONSOLE_DOCUMENT = 'staff.html';

/**
 * The console build's folder for a shop build in `webDir`: the sibling folder `staff` (dist/web → dist/staff).
 * @param webDir the shop's build folder
 */
export function staffConsoleDirBeside(webDir: string): string {
  return path.join(path.dirname(path.resolve(webDir)), 'staff');
}

/**
 * Builds the console into `outDir` (emptied first): STAFF_CONSOLE_DOCUMENT, hashed chunks under assets/, and the
 * public files (favicon).
 * @param options.outDir the output folder, e.g. dist/staff
 * @param options.define compile-time constants, the same as the shop build's (build-site.ts)
 * @param options.logLevel Vite's log level; default 'warn'
 * @throws Error when the build fails
 */
export async function buildStaffConsole(options: { outDir: string; define?: Record<string, string>; logLevel?: LogLevel }): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile,
    mode: 'production',
    logLevel: options.logLevel ?? 'warn',
    define: options.define ?? {},
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: { input: path.join(here, '..', STAFF_CONSOLE_DOCUMENT) },
    },
  });
}
