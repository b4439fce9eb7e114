/**
 * One glossary, enforced: no Hindi catalog (the pages' and the e-mails') uses a variant that docs/hindi-glossary.md
 * forbids ("Forbidden variants": the word we write, and the spellings and words we never write).
 */
import { readFileSync } from 'node:fs';
import { glob } from 'node:fs/promises';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

/** The Devanagari nukta: a variant written without it must not match the spelling with it (सिर्फ in सिर्फ़). */
const NUKTA = '\u093C';

/** One row of the glossary's "Forbidden variants" table: what we write, and what we never write. */
interface ForbiddenRow {
  readonly write: string;
  readonly never: readonly string[];
}

/**
 * The rows of the "Forbidden variants" table in docs/hindi-glossary.md, NFC-normalised (in NFC a nukta letter is
 * always the letter followed by the nukta sign, so both spellings of a catalog compare alike).
 */
function forbiddenRows(): ForbiddenRow[] {
  const doc = readFileSync('docs/hindi-glossary.md', 'utf8').normalize('NFC');
  const section = doc.split('## Forbidden variants')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Write') && !line.startsWith('| ---'))
    .map((line) => {
      const [write = '', never = ''] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim());
      return {
        write,
        never: never
          .split('·')
          .map((variant) => variant.trim())
          .filter(Boolean),
      };
    });
}

/** The places in `text` where `variant` occurs not followed by a nukta. */
function occurrences(text: string, variant: string): number {
  let count = 0;
  for (let at = text.indexOf(variant); at !== -1; at = text.indexOf(variant, at + 1)) {
    if (text[at + variant.length] !== NUKTA) count += 1;
  }
  return count;
}

/** Every translation of every Hindi catalog, as [file, message id, translation]. */
async function hindiTranslations(): Promise<[string, string, string][]> {
  const po = formatter();
  const found: [string, string, string][] = [];
  for await (const file of glob(['web/src/**/locales/hi.po', 'domain/locales/hi.po'])) {
    const catalog = (await po.parse(readFileSync(file, 'utf8'), { locale: 'hi', sourceLocale: 'en', filename: file })) ?? {};
    for (const [id, entry] of Object.entries(catalog)) {
      if (!entry.obsolete && entry.translation) found.push([file, entry.message ?? id, entry.translation.normalize('NFC')]);
    }
  }
  return found;
}

describe('the Hindi glossary', () => {
  it('lists the forbidden variants of the terms that drifted', () => {
    const rows = forbiddenRows();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.find((row) => row.write.startsWith('मोबाइल नंबर'))?.never).toContain('फ़ोन नंबर'.normalize('NFC'));
    for (const row of rows) expect(row.never.length, row.write).toBeGreaterThan(0);
  });

  it('matches a nukta-less variant only where no nukta follows', () => {
    expect(occurrences('सिर्फ़ एक'.normalize('NFC'), 'सिर्फ')).toBe(0);
    expect(occurrences('सिर्फ एक', 'सिर्फ')).toBe(1);
  });

  it('is kept by every Hindi catalog, the e-mails included', async () => {
    const rows = forbiddenRows();
    const translations = await hindiTranslations();
    expect(new Set(translations.map(([file]) => file)).size).toBeGreaterThanOrEqual(15);
    const offences = translations.flatMap(([file, id, text]) =>
      rows.flatMap((row) =>
        row.never
          .filter((variant) => occurrences(text, variant) > 0)
          .map((variant) => `${file}: "${id}" uses "${variant}" (write "${row.write}")`),
      ),
    );
    expect(offences).toEqual([]);
  });
});
