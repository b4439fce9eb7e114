import { describe, expect, it } from 'vitest';
import { shareLinks } from '../../web/src/features/blog/share-links';

describe('shareLinks (docs/behaviour.md §2: four external share links)', () => {
  const url = 'https://medvika.example/health3';
  const links = shareLinks(url, 'Platelet Count: Normal Range & Dengue');

  it('gives Facebook, X, LinkedIn and WhatsApp, in that order, all https', () => {
    expect(links.map((link) => link.name)).toEqual(['Facebook', 'X', 'LinkedIn', 'WhatsApp']);
    for (const link of links) expect(new URL(link.href).protocol).toBe('https:');
  });

  it('puts the canonical URL (and the title where the network takes one) into each share address', () => {
    const byName = Object.fromEntries(links.map((link) => [link.name, new URL(link.href)]));
    expect(byName.Facebook!.searchParams.get('u')).toBe(url);
    expect(byName.X!.searchParams.get('url')).toBe(url);
    expect(byName.X!.searchParams.get('text')).toBe('Platelet Count: Normal Range & Dengue');
    expect(byName.LinkedIn!.searchParams.get('url')).toBe(url);
    expect(byName.WhatsApp!.hostname).toBe('wa.me');
    expect(byName.WhatsApp!.searchParams.get('text')).toBe(`Platelet Count: Normal Range & Dengue ${url}`);
  });

  it('encodes characters that would otherwise break the query string', () => {
    const tricky = 'https://medvika.example/health3?a=1&b=2#comments';
    for (const link of shareLinks(tricky, 'A & B #1 — दवा')) {
      const query = link.href.slice(link.href.indexOf('?') + 1);
      expect(query).not.toMatch(/[ #]|&b=|—/);
      const values = [...new URL(link.href).searchParams.values()];
      expect(values.some((value) => value.includes(tricky))).toBe(true);
    }
    const x = new URL(shareLinks(tricky, 'A & B #1 — दवा')[1]!.href);
    expect(x.searchParams.get('text')).toBe('A & B #1 — दवा');
  });
});
