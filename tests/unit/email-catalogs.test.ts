/**
 * The committed compiled e-mail catalogs (domain/locales/{en,hi}.ts, which the Lambda functions import) are a fresh
 * compile of domain/locales/{en,hi}.po: a translation edited in the .po file without running
 * tools/i18n/compile-email-catalogs.ts fails here.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compileEmailCatalog, compiledCatalogPath, emailLocales } from '../../tools/i18n/compile-email-catalogs';

describe('the compiled e-mail catalogs', () => {
  it.each(emailLocales)('domain/locales/%s.ts equals a fresh compile of its .po file', async (locale) => {
    const committed = await readFile(compiledCatalogPath(locale), 'utf8');
    expect(committed).toBe(await compileEmailCatalog(locale));
  });
});
