/**
 * One meaning, one Hindi: a message (its English and context) has the same translation in every Hindi catalog.
 * Catalogs are merged into one dictionary as pages load (the prerender renders page after page, a shopper navigates
 * from one feature to another), so a message translated two ways shows one way in the prerendered HTML and the other
 * after hydration: a hydration error. Two meanings of one English word need a context (`msg({ message, context })`).
 */
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { glob } from 'node:fs/promises';

/** Every Hindi catalog of the repository. */
async function hindiCatalogs(): Promise<string[]> {
  const files: string[] = [];
  for await (const file of glob(['web/src/**/locales/hi.po', 'domain/locales/hi.po'])) files.push(file);
  return files.sort();
}

describe('the Hindi catalogs', () => {
  it('give every message one translation across all catalogs', async () => {
    const po = formatter();
    const translations = new Map<string, Map<string, string>>();
    const files = await hindiCatalogs();
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) {
      const catalog = (await po.parse(readFileSync(file, 'utf8'), { locale: 'hi', sourceLocale: 'en', filename: file })) ?? {};
      for (const [id, entry] of Object.entries(catalog)) {
        if (entry.obsolete || !entry.translation) continue;
        const key = `${entry.context ?? ''}\u0004${entry.message ?? id}`;
        const seen = translations.get(key) ?? new Map<string, string>();
        seen.set(file, entry.translation);
        translations.set(key, seen);
      }
    }
    const clashes = [...translations.entries()]
      .filter(([, byFile]) => new Set(byFile.values()).size > 1)
      .map(([key, byFile]) => `${key.replace('\u0004', ' | ')}: ${JSON.stringify(Object.fromEntries(byFile))}`);
    expect(clashes).toEqual([]);
  });
});
