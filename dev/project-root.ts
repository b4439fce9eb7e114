/**
 * The project's root folder, found from package.json rather than counted in `../` from a file's own folder: a module
 * that moves (or a count that is off by one) must not send the build or the emulators' data beside the clone, where a
 * second clone would share them. Used by every dev/, tools/ and bench/ file that needs the root.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `name` of this project's package.json, which marks its root. */
export const PROJECT_PACKAGE_NAME = 'medvika-storefront';

/**
 * The nearest folder at or above `from` whose package.json is named PROJECT_PACKAGE_NAME.
 * @param from an absolute folder to start at (default: this module's folder)
 * @returns the absolute path of that folder
 * @throws Error when no folder up to the file system's root has such a package.json
 */
export function findProjectRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = path.resolve(from); ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PROJECT_PACKAGE_NAME) {
      return folder;
    }
    if (path.dirname(folder) === folder) throw new Error(`No package.json named ${PROJECT_PACKAGE_NAME} at or above ${from}`);
  }
}

/** This clone's root folder (absolute), e.g. /home/me/medvika-storefront. */
export const projectRoot = findProjectRoot();
