import { describe, expect, it } from 'vitest';
import { basenameOf, isLocale, localeOfPath, localizedPath, pathWithoutLocale } from '@contracts/locale';

describe('the language of a path (contracts/locale.ts)', () => {
  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/hindi', 'en'],
    ['/history', 'en'],
    ['/hi', 'hi'],
    ['/hi/', 'hi'],
    ['/hi/about', 'hi'],
    ['/hi/category/baby-care', 'hi'],
  ])('%s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it.each([
    ['/', 'hi', '/hi'],
    ['/about', 'hi', '/hi/about'],
    ['/hi/about', 'hi', '/hi/about'],
    ['/hi/about', 'en', '/about'],
    ['/hi', 'en', '/'],
    ['/checkout/payment', 'hi', '/hi/checkout/payment'],
    ['/hindi', 'hi', '/hi/hindi'],
  ])('the twin of %s in %s is %s', (path, locale, twin) => {
    expect(localizedPath(path, locale as 'en' | 'hi')).toBe(twin);
  });

  it('strips only a whole /hi segment', () => {
    expect(pathWithoutLocale('/hi/track')).toBe('/track');
    expect(pathWithoutLocale('/hi')).toBe('/');
    expect(pathWithoutLocale('/hidden')).toBe('/hidden');
  });

  it('gives the router basename and narrows stored values', () => {
    expect(basenameOf('hi')).toBe('/hi');
    expect(basenameOf('en')).toBe('');
    expect(isLocale('hi')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
