import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_ROUTES_FILE, type PageRoutes } from '../contracts/page-routes';

/** Source of the default behavior's CloudFront Function (viewer request + viewer response), with placeholders. */
export const PAGE_ROUTING_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'cloudfront', 'page-routing.js');

/**
 * Reads the page list the prerender step wrote into a web build (docs/decisions/0002-own-prerender-pipeline.md).
 * @param webBuildDir the build folder, e.g. dist/web
 * @returns its page-routes.json
 * @throws Error naming the file when it is missing or malformed (run `npm run build`)
 */
export function readPageRoutes(webBuildDir: string): PageRoutes {
  const file = path.join(webBuildDir, PAGE_ROUTES_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` (its prerender step writes it)`, { cause: error });
  }
  const routes = parsed as Partial<PageRoutes>;
  const isPathList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string' && item.startsWith('/'));
  if (!isPathList(routes.pages) || !isPathList(routes.clientShells) || !isPathList(routes.localePrefixes))
    throw new Error(`${file} is not a page list ({ pages, clientShells, localePrefixes })`);
  return { pages: routes.pages, clientShells: routes.clientShells, localePrefixes: routes.localePrefixes };
}

/**
 * The CloudFront Function code of infra/cloudfront/page-routing.js with the build's pages filled in (synth time).
 * CloudFront Functions have no file system or KeyValueStore lookup here, so the list is part of the code; 41 paths
 * keep it under the 10 KB function size quota.
 * @param routes the build's page list
 * @returns the function's source, ready for `FunctionCode.fromInline` or node:vm
 */
export function pageRoutingCode(routes: PageRoutes): string {
  const source = readFileSync(PAGE_ROUTING_SOURCE, 'utf8');
  const filled = source
    // The placeholders are `/*NAME*/ []` (any spacing: the formatter puts a space after the comment).
    .replace(/\/\*PAGE_PATHS\*\/\s*\[\]/, () => JSON.stringify(routes.pages))
    .replace(/\/\*CLIENT_SHELLS\*\/\s*\[\]/, () => JSON.stringify(routes.clientShells))
    .replace(/\/\*LOCALE_PREFIXES\*\/\s*\[\]/, () => JSON.stringify(routes.localePrefixes));
  if (['/*PAGE_PATHS*/', '/*CLIENT_SHELLS*/', '/*LOCALE_PREFIXES*/'].some((placeholder) => filled.includes(placeholder)))
    throw new Error('page-routing.js placeholders not found');
  return filled;
}
