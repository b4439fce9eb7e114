import { afterEach, describe, expect, it } from 'vitest';
import { articleSlugs, type ArticleSlug } from '@contracts/articles';
import { type ArticleBlock } from '../../web/src/content/articles/article-types';
import { body as body1 } from '../../web/src/content/articles/health1';
import { body as body10 } from '../../web/src/content/articles/health10';
import { body as body11 } from '../../web/src/content/articles/health11';
import { body as body12 } from '../../web/src/content/articles/health12';
import { body as body2 } from '../../web/src/content/articles/health2';
import { body as body3 } from '../../web/src/content/articles/health3';
import { body as body4 } from '../../web/src/content/articles/health4';
import { body as body5 } from '../../web/src/content/articles/health5';
import { body as body6 } from '../../web/src/content/articles/health6';
import { body as body7 } from '../../web/src/content/articles/health7';
import { body as body8 } from '../../web/src/content/articles/health8';
import { body as body9 } from '../../web/src/content/articles/health9';
import {
  articleCards,
  articleSummaries,
  articleSummaryBySlug,
  authorPageOrder,
  loadArticle,
  preloadArticle,
} from '../../web/src/content/articles/index';
import { formatIsoDate, isIsoDate, type IsoDate } from '../../web/src/lib/dates';

const bodies: Record<ArticleSlug, ArticleBlock[]> = {
  health1: body1,
  health2: body2,
  health3: body3,
  health4: body4,
  health5: body5,
  health6: body6,
  health7: body7,
  health8: body8,
  health9: body9,
  health10: body10,
  health11: body11,
  health12: body12,
};

describe('content/articles/index (the light listing module)', () => {
  it('lists the twelve articles in site order health1 … health12', () => {
    expect(articleCards.map((card) => card.slug)).toEqual([...articleSlugs]);
  });

  it('keeps bodies out of the summaries; every body is substantial and ends with the information-only note', () => {
    for (const slug of articleSlugs) {
      expect(articleSummaryBySlug(slug)).not.toHaveProperty('body');
      const body = bodies[slug];
      const words = body
        .map((block) => ('text' in block ? block.text : 'items' in block ? block.items.join(' ') : ''))
        .join(' ')
        .split(/\s+/).length;
      expect(words).toBeGreaterThan(600);
      expect(body.at(-1)).toMatchObject({ kind: 'callout', title: 'For information only' });
    }
  });

  it('shows a date on the page only for health9–health12, and it is March 6, 2024 (docs/behaviour.md §2)', () => {
    const dated = articleCards.filter((card) => card.showDateOnPage);
    expect(dated.map((card) => card.slug)).toEqual(['health9', 'health10', 'health11', 'health12']);
    expect(new Set(dated.map((card) => formatIsoDate(card.cardDate)))).toEqual(new Set(['March 6, 2024']));
  });

  it('dates every card with a real ISO calendar date in 2024 (docs/behaviour.md §2: January 18 to March 6, 2024)', () => {
    for (const card of articleCards) {
      expect(isIsoDate(card.cardDate), card.slug).toBe(true);
      expect(card.cardDate >= '2024-01-18' && card.cardDate <= '2024-03-06', `${card.slug} ${card.cardDate}`).toBe(true);
    }
  });

  it('orders the author page 2, 5, 3, 6, 1, 4, 7 … 12 and uses each article once', () => {
    expect(authorPageOrder.map((slug) => Number(slug.slice('health'.length)))).toEqual([2, 5, 3, 6, 1, 4, 7, 8, 9, 10, 11, 12]);
    expect(new Set(authorPageOrder).size).toBe(12);
    expect(articleSummaries(authorPageOrder).map((card) => card.slug)).toEqual([...authorPageOrder]);
  });

  it('loads each full article on demand, caching the promise', async () => {
    for (const slug of articleSlugs) {
      const first = loadArticle(slug);
      expect(loadArticle(slug)).toBe(first);
      await expect(first).resolves.toEqual({ ...articleSummaryBySlug(slug), body: bodies[slug] });
    }
    await expect(preloadArticle('health7')).resolves.toBeUndefined();
  });

  it('throws for a slug without a summary', () => {
    expect(() => articleSummaryBySlug('health13' as never)).toThrow(/health13/);
  });
});

describe('formatIsoDate (lib/dates.ts: ISO calendar dates shown with Intl, in UTC)', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('shows ISO dates as the spec writes them', () => {
    expect(formatIsoDate('2024-02-09')).toBe('February 9, 2024');
    expect(formatIsoDate('2024-03-06')).toBe('March 6, 2024');
    expect(formatIsoDate('2023-12-31')).toBe('December 31, 2023');
    expect(formatIsoDate('2024-02-29')).toBe('February 29, 2024');
  });

  // Minutes behind UTC on 2024-02-09 (Date#getTimezoneOffset): proves the zone really changed for the check.
  it.each([
    ['America/Los_Angeles', 480],
    ['Pacific/Kiritimati', -840],
    ['Asia/Kolkata', -330],
    ['UTC', 0],
  ])('shows the same day in the %s time zone', (timeZone, offset) => {
    process.env.TZ = timeZone; // Node re-reads TZ when it is assigned
    expect(new Date(2024, 1, 9).getTimezoneOffset()).toBe(offset);
    expect(formatIsoDate('2024-02-09')).toBe('February 9, 2024');
    expect(formatIsoDate('2024-01-01')).toBe('January 1, 2024');
    expect(formatIsoDate('2023-12-31')).toBe('December 31, 2023');
  });

  it('refuses text that is not a real ISO calendar date', () => {
    for (const text of ['February 9, 2024', '2024-2-9', '2024-02-30', '2023-02-29', '2024-13-01', '2024-02-09T00:00:00Z', '']) {
      expect(isIsoDate(text), text).toBe(false);
      expect(() => formatIsoDate(text as IsoDate), text).toThrow(RangeError);
    }
  });
});
