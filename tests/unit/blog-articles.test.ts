import { describe, expect, it } from 'vitest';
import { articleSlugs, type Article } from '../../web/src/content/articles/article-types';
import { health1 } from '../../web/src/content/articles/health1';
import { health10 } from '../../web/src/content/articles/health10';
import { health11 } from '../../web/src/content/articles/health11';
import { health12 } from '../../web/src/content/articles/health12';
import { health2 } from '../../web/src/content/articles/health2';
import { health3 } from '../../web/src/content/articles/health3';
import { health4 } from '../../web/src/content/articles/health4';
import { health5 } from '../../web/src/content/articles/health5';
import { health6 } from '../../web/src/content/articles/health6';
import { health7 } from '../../web/src/content/articles/health7';
import { health8 } from '../../web/src/content/articles/health8';
import { health9 } from '../../web/src/content/articles/health9';
import { articleCards, articleSummaries, articleSummaryBySlug, authorPageOrder, loadArticle, preloadArticle } from '../../web/src/content/articles/index';
import { cardDateTime } from '../../web/src/features/blog/card-date';

const modules: Article[] = [health1, health2, health3, health4, health5, health6, health7, health8, health9, health10, health11, health12];

describe('content/articles/index (the light listing module)', () => {
  it('lists the twelve articles in site order health1 … health12', () => {
    expect(articleCards.map((card) => card.slug)).toEqual([...articleSlugs]);
  });

  it('repeats every field of each article module except the body, unchanged', () => {
    for (const article of modules) {
      const { body, ...summary } = article;
      expect(body.length).toBeGreaterThan(5);
      expect(articleSummaryBySlug(article.slug)).toEqual(summary);
      expect(articleSummaryBySlug(article.slug)).not.toHaveProperty('body');
    }
  });

  it('shows a date on the page only for health9–health12, and it is March 6, 2024 (spec §2)', () => {
    const dated = articleCards.filter((card) => card.showDateOnPage);
    expect(dated.map((card) => card.slug)).toEqual(['health9', 'health10', 'health11', 'health12']);
    expect(new Set(dated.map((card) => card.cardDate))).toEqual(new Set(['March 6, 2024']));
    for (const card of articleCards) expect(cardDateTime(card.cardDate)).toMatch(/^2024-\d{2}-\d{2}$/);
  });

  it('orders the author page 2, 5, 3, 6, 1, 4, 7 … 12 and uses each article once', () => {
    expect(authorPageOrder.map((slug) => Number(slug.slice('health'.length)))).toEqual([2, 5, 3, 6, 1, 4, 7, 8, 9, 10, 11, 12]);
    expect(new Set(authorPageOrder).size).toBe(12);
    expect(articleSummaries(authorPageOrder).map((card) => card.title)).toEqual(authorPageOrder.map((slug) => modules.find((m) => m.slug === slug)!.title));
  });

  it('loads each full article on demand, caching the promise', async () => {
    for (const article of modules) {
      const first = loadArticle(article.slug);
      expect(loadArticle(article.slug)).toBe(first);
      await expect(first).resolves.toBe(article);
    }
    await expect(preloadArticle('health7')).resolves.toBeUndefined();
  });

  it('throws for a slug without a summary', () => {
    expect(() => articleSummaryBySlug('health13' as never)).toThrow(/health13/);
  });
});

describe('cardDateTime', () => {
  it('turns the fixed card dates into ISO dates for <time dateTime>', () => {
    expect(cardDateTime('February 9, 2024')).toBe('2024-02-09');
    expect(cardDateTime('March 6, 2024')).toBe('2024-03-06');
    expect(cardDateTime('December 31, 2023')).toBe('2023-12-31');
  });

  it('returns undefined for text that is not a card date', () => {
    expect(cardDateTime('Smarch 6, 2024')).toBeUndefined();
    expect(cardDateTime('6 March 2024')).toBeUndefined();
    expect(cardDateTime('')).toBeUndefined();
  });
});
