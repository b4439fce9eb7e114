import Fuse from 'fuse.js/basic';
import { describe, expect, it } from 'vitest';
import { products } from '@domain/catalogue/catalogue';
import { createSuggester, loadSuggester, MAX_SUGGESTIONS, normaliseQuery, searchProducts } from '../../web/src/features/search/search';

const names = (found: { name: string }[]) => found.map((product) => product.name);

describe('searchProducts (docs/behaviour.md §5: case-insensitive substring of name or category, all catalogues)', () => {
  it('matches names regardless of case', () => {
    const found = searchProducts('DOLO', products);
    expect(names(found)).toEqual(['Dolo 650 Tablet', 'Dolo 250 Suspension']);
    expect(searchProducts('dolo', products)).toEqual(found);
  });

  it('matches a substring inside a word', () => {
    expect(names(searchProducts('cetamol', products)).every((name) => /paracetamol/i.test(name))).toBe(true);
    expect(searchProducts('cetamol', products).length).toBeGreaterThan(0);
  });

  it('matches the category, across catalogues', () => {
    const babyCare = searchProducts('baby care', products);
    expect(babyCare.length).toBeGreaterThanOrEqual(36);
    expect(babyCare.every((product) => /baby care/i.test(product.category) || /baby care/i.test(product.name))).toBe(true);
    const energy = searchProducts('energy', products);
    expect(new Set(energy.map((product) => product.catalogue))).toContain('energy-drinks');
  });

  it('returns every matching product in catalogue order, including repeated names', () => {
    const found = searchProducts('tablet', products);
    const expected = products.filter(
      (product) => product.name.toLowerCase().includes('tablet') || product.category.toLowerCase().includes('tablet'),
    );
    expect(found).toEqual(expected);
  });

  it('finds nothing for an empty query or a word no product has', () => {
    expect(searchProducts('', products)).toEqual([]);
    expect(searchProducts('unobtainium', products)).toEqual([]);
  });

  it('normalises the query: trimmed, inner spaces collapsed', () => {
    expect(normaliseQuery('  baby   care ')).toBe('baby care');
    expect(normaliseQuery(null)).toBe('');
    expect(normaliseQuery('   ')).toBe('');
  });
});

describe('typo-tolerant suggestions (fuse.js)', () => {
  const suggest = createSuggester(Fuse, products);

  it("finds Paracetamol for 'paracetanol'", () => {
    expect(searchProducts('paracetanol', products)).toEqual([]);
    const found = suggest('paracetanol');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.name).toMatch(/^Paracetamol/);
  });

  it.each([
    ['crocn', /Crocin/],
    ['azithromicin', /Azithromycin/i],
    ['cetrizine', /Cetirizine/],
    ['himalya', /Himalaya/],
  ])("finds a close match for '%s'", (query, expected) => {
    expect(names(suggest(query)).some((name) => expected.test(name))).toBe(true);
  });

  it('gives at most 8 suggestions, each name once', () => {
    const found = suggest('tablte');
    expect(found.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(new Set(names(found)).size).toBe(found.length);
    expect(suggest('baby', 3)).toHaveLength(3);
  });

  it('suggests nothing for unrelated words or a single letter', () => {
    expect(suggest('xqzvw')).toEqual([]);
    expect(suggest('q')).toEqual([]);
    expect(suggest('')).toEqual([]);
  });

  it('loads fuse.js lazily and builds the suggester once', async () => {
    const first = await loadSuggester(products);
    const second = await loadSuggester(products);
    expect(second).toBe(first);
    expect(first('paracetanol')[0]?.name).toMatch(/^Paracetamol/);
  });
});
