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
 * 32-bit FNV-1a of a path's UTF-16 code units, in base 36: the same function as `pageHash` of
 * infra/cloudfront/page-routing.js, which looks up PAGE_HASHES with it.
 */
function pageHash(path: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index++) {
    hash ^= path.charCodeAt(index);
    hash = (hash + (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24)) >>> 0;
  }
  return hash.toString(36);
}

/** A folder holding more pages than this (the product pages under /product) is listed by hashes, not paths. */
const LARGE_COLLECTION = 20;

/**
 * The build's pages split for the function: the pages of a large collection (a folder with more than
 * LARGE_COLLECTION pages, e.g. /product/<id> and /hi/product/<id>) as hashes (about 9 bytes each instead of 40),
 * every other page as its path. A path of an unknown page whose hash happens to equal a page's (about 1 in 10 million
 * for 400 hashed pages) would be sent to S3 for a file that does not exist, instead of to the error screen.
 */
function splitPages(pages: readonly string[]): { paths: string[]; hashes: string[] } {
  const folderOf = (page: string) => page.slice(0, page.lastIndexOf('/'));
  const counts = new Map<string, number>();
  for (const page of pages) counts.set(folderOf(page), (counts.get(folderOf(page)) ?? 0) + 1);
  const inCollection = (page: string) => folderOf(page) !== '' && (counts.get(folderOf(page)) ?? 0) > LARGE_COLLECTION;
  return { paths: pages.filter((page) => !inCollection(page)), hashes: pages.filter(inCollection).map(pageHash) };
}

/**
 * The CloudFront Function code of infra/cloudfront/page-routing.js with the build's pages filled in (synth time).
 * CloudFront Functions have no file system or KeyValueStore lookup here, so the list is part of the code; the product
 * pages go in as hashes (splitPages), which keeps it under the 10 KB function size quota.
 * @param routes the build's page list
 * @returns the function's source, ready for `FunctionCode.fromInline` or node:vm
 */
export function pageRoutingCode(routes: PageRoutes): string {
  const source = readFileSync(PAGE_ROUTING_SOURCE, 'utf8');
  const pages = splitPages(routes.pages);
  const filled = source
    // The placeholders are `/*NAME*/ []` (any spacing: the formatter puts a space after the comment).
    .replace(/\/\*PAGE_PATHS\*\/\s*\[\]/, () => JSON.stringify(pages.paths))
    .replace(/\/\*PAGE_HASHES\*\/\s*\[\]/, () => JSON.stringify(pages.hashes))
    .replace(/\/\*CLIENT_SHELLS\*\/\s*\[\]/, () => JSON.stringify(routes.clientShells))
    .replace(/\/\*LOCALE_PREFIXES\*\/\s*\[\]/, () => JSON.stringify(routes.localePrefixes));
  if (['/*PAGE_PATHS*/', '/*PAGE_HASHES*/', '/*CLIENT_SHELLS*/', '/*LOCALE_PREFIXES*/'].some((placeholder) => filled.includes(placeholder)))
    throw new Error('page-routing.js placeholders not found');
  return filled;
}
