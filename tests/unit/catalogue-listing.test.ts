import { describe, expect, it } from 'vitest';
import { productsIn } from '@domain/catalogue/catalogue';
import * as listing from '../../web/src/features/catalogue/listing';
import { englishText } from '../support/english-text';

const item = (name: string, pricePaise: number) => ({ name, pricePaise });

describe('sorting (docs/behaviour.md §4 labels; docs/architecture/departures.md: a sorted copy, Default restores catalogue order)', () => {
  const catalogue = [item('a', 5), item('b', 2), item('c', 5), item('d', 1), item('e', 2)];

  it('keeps the spec labels in order', () => {
    expect(listing.sortOptions.map((option) => englishText(option.label))).toEqual([
      'Default sorting',
      'Sort by price: low to high',
      'Sort by price: high to low',
    ]);
  });

  it('sorts low to high, keeping catalogue order among equal prices (stable)', () => {
    expect(listing.sortProducts(catalogue, 'price-asc').map((p) => p.name)).toEqual(['d', 'b', 'e', 'a', 'c']);
  });

  it('sorts high to low, keeping catalogue order among equal prices (stable)', () => {
    expect(listing.sortProducts(catalogue, 'price-desc').map((p) => p.name)).toEqual(['a', 'c', 'b', 'e', 'd']);
  });

  it('never reorders the list it is given, so Default sorting is catalogue order again', () => {
    const before = catalogue.map((p) => p.name);
    const sorted = listing.sortProducts(catalogue, 'price-desc');
    expect(sorted).not.toBe(catalogue);
    expect(catalogue.map((p) => p.name)).toEqual(before);
    expect(listing.sortProducts(catalogue, 'default').map((p) => p.name)).toEqual(before);
    expect(listing.sortProducts(catalogue, 'default')).not.toBe(catalogue);
  });

  it('orders the real baby-care catalogue by price in both directions', () => {
    const baby = productsIn('baby-care');
    const up = listing.sortProducts(baby, 'price-asc').map((p) => p.pricePaise);
    const down = listing.sortProducts(baby, 'price-desc').map((p) => p.pricePaise);
    expect(up).toEqual([...up].sort((x, y) => x - y));
    expect(down).toEqual([...up].reverse());
    expect(up).toHaveLength(baby.length);
  });

  it.each([
    ['price-asc', 'price-asc'],
    ['price-desc', 'price-desc'],
    [null, 'default'],
    ['', 'default'],
    ['PRICE-ASC', 'default'],
    ['popularity', 'default'],
  ] as const)('reads ?sort=%s as %s', (raw, expected) => {
    expect(listing.parseSort(raw)).toBe(expected);
  });
});

describe('pagination (docs/behaviour.md §9: 12 per page, 24 on baby care)', () => {
  it('counts pages, with at least one', () => {
    expect(listing.pageCount(34, listing.PAGE_SIZE)).toBe(3);
    expect(listing.pageCount(36, listing.BABY_CARE_PAGE_SIZE)).toBe(2);
    expect(listing.pageCount(12, listing.PAGE_SIZE)).toBe(1);
    expect(listing.pageCount(13, listing.PAGE_SIZE)).toBe(2);
    expect(listing.pageCount(0, listing.PAGE_SIZE)).toBe(1);
  });

  it('gives the real catalogues the page counts the listings show', () => {
    expect(listing.pageCount(productsIn('products').length, listing.PAGE_SIZE)).toBe(3);
    expect(listing.pageCount(productsIn('baby-care').length, listing.BABY_CARE_PAGE_SIZE)).toBe(2);
    expect(listing.pageCount(productsIn('derma-cosmetics').length, listing.PAGE_SIZE)).toBe(1);
  });

  it('slices a page', () => {
    const numbers = Array.from({ length: 34 }, (_, index) => index + 1);
    expect(listing.pageSlice(numbers, 1, 12)).toEqual(numbers.slice(0, 12));
    expect(listing.pageSlice(numbers, 3, 12)).toEqual([25, 26, 27, 28, 29, 30, 31, 32, 33, 34]);
    expect(listing.pageSlice(numbers, 4, 12)).toEqual([]);
  });

  it('reports the first and last position shown', () => {
    expect(listing.pageBounds(1, 12, 34)).toEqual({ first: 1, last: 12 });
    expect(listing.pageBounds(3, 12, 34)).toEqual({ first: 25, last: 34 });
    expect(listing.pageBounds(2, 24, 36)).toEqual({ first: 25, last: 36 });
    expect(listing.pageBounds(1, 12, 0)).toEqual({ first: 0, last: 0 });
  });

  it.each([
    ['2', 3, 2],
    ['3', 3, 3],
    ['9', 3, 3], // past the end: the last page
    ['0', 3, 1],
    ['-1', 3, 1],
    ['abc', 3, 1],
    ['1.5', 3, 1],
    ['', 3, 1],
    [null, 3, 1],
    ['99999999999', 3, 1],
  ] as const)('reads ?page=%s of %i pages as page %i', (raw, pages, expected) => {
    expect(listing.parsePage(raw, pages)).toBe(expected);
  });
});

describe('view state in the URL', () => {
  it('writes sort and page, leaving out the defaults and keeping other parameters', () => {
    const base = new URLSearchParams('utm_source=mail&page=3&sort=price-asc');
    expect(listing.viewSearch(base, { sort: 'price-desc', page: 2 }).toString()).toBe('utm_source=mail&page=2&sort=price-desc');
    expect(listing.viewSearch(base, { sort: 'default', page: 1 }).toString()).toBe('utm_source=mail');
    expect(base.toString()).toBe('utm_source=mail&page=3&sort=price-asc');
  });
});
