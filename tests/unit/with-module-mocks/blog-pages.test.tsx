/** @vitest-environment happy-dom */
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articleSlugs, type ArticleSlug } from '@contracts/articles';
import { articleCards } from '../../../web/src/content/articles/index';
import { renderArticlePage } from '../../support/article-page';
import { AuthorPage } from '../../../web/src/features/blog/AuthorPage';
import { BlogsPage, HealthIndexPage } from '../../../web/src/features/blog/ArticleIndexPages';
import { LatestBlogPosts } from '../../../web/src/features/blog/LatestBlogPosts';
import * as apiClient from '../../../web/src/lib/api-client';
import { absoluteUrl } from '../../../web/src/content/site-origin';

vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  return { ...actual, getJson: vi.fn(), postMultipart: vi.fn() };
});
const getJson = vi.mocked(apiClient.getJson);

function renderAt(element: ReactElement) {
  return render(<MemoryRouter>{element}</MemoryRouter>);
}

/** The cards of the page's article list, as <article> elements in order. */
function cards(): HTMLElement[] {
  return within(screen.getByRole('list', { name: /articles|posts/i }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('article')!);
}

const titleLink = (card: HTMLElement) => card.querySelector<HTMLAnchorElement>('.article-card__title a')!;

beforeEach(() => getJson.mockReset().mockResolvedValue({ comments: [] }));
afterEach(cleanup);

describe('/blogs', () => {
  it("shows the hero 'Blogs' and 12 cards: 'Health', title → /healthN, teaser, 'By MEDVIKA PHARMACY'", () => {
    renderAt(<BlogsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blogs');
    const list = cards();
    expect(list).toHaveLength(12);
    list.forEach((card, index) => {
      const summary = articleCards[index]!;
      expect(titleLink(card).getAttribute('href')).toBe(`/health${index + 1}`);
      expect(titleLink(card).textContent).toBe(summary.title);
      expect(card.querySelector('.article-card__category')!.textContent).toBe('Health');
      expect(card.textContent).toContain(summary.teaser);
      expect(card.querySelector('.article-card__byline')!.textContent).toBe('By MEDVIKA PHARMACY');
      expect(card.querySelector('img')!.getAttribute('width')).toBe('1200');
    });
    expect(document.title).toBe('Blogs | Medvika Pharmacy');
  });
});

describe('/health', () => {
  it("shows the banner 'Health' and 12 cards with HEALTH → /health, image, excerpt, author → /medvikaPharmacy and the fixed date", () => {
    renderAt(<HealthIndexPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Health');
    const list = cards();
    expect(list).toHaveLength(12);
    list.forEach((card, index) => {
      const summary = articleCards[index]!;
      expect(within(card).getByRole('link', { name: 'HEALTH' }).getAttribute('href')).toBe('/health');
      expect(titleLink(card).getAttribute('href')).toBe(`/${summary.slug}`);
      expect(card.querySelector('img')!.getAttribute('src')).toBe(summary.image.src);
      expect(card.textContent).toContain(summary.excerpt);
      expect(within(card).getByRole('link', { name: 'MEDVIKA PHARMACY' }).getAttribute('href')).toBe('/medvikaPharmacy');
      expect(card.querySelector('time')!.getAttribute('datetime')).toBe(summary.cardDate);
      expect(card.querySelector('time')!.textContent).toMatch(/^(January|February|March) \d{1,2}, 2024$/);
    });
    expect(list[2]!.querySelector('time')!.textContent).toBe('February 9, 2024');
    expect(list[0]!.querySelector('time')!.textContent).toBe('January 30, 2024');
    // The first row loads eagerly, the rest lazily.
    expect(list[0]!.querySelector('img')!.getAttribute('loading')).toBe('eager');
    expect(list[11]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });
});

describe('/medvikaPharmacy', () => {
  it('shows the logo, title, static line, a globe link home and the cards in the order 2, 5, 3, 6, 1, 4, 7 … 12', () => {
    renderAt(<AuthorPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Medvika Pharmacy');
    expect(document.querySelector('.author-banner__logo')!.getAttribute('src')).toBe('/images/brand/logo-mark.svg');
    expect(document.querySelector('.author-banner__stats')!.textContent).toBe('JOINED: SEPTEMBER 6, 2023 / ARTICLES: 14 / COMMENTS: 2');
    const globe = screen.getByRole('link', { name: 'Go to the home page' });
    expect(globe.getAttribute('href')).toBe('/');
    expect(globe.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(cards().map((card) => titleLink(card).getAttribute('href'))).toEqual(
      [2, 5, 3, 6, 1, 4, 7, 8, 9, 10, 11, 12].map((n) => `/health${n}`),
    );
  });
});

describe('LatestBlogPosts (home page)', () => {
  it('shows four /health-style cards linking to their articles, titles one level under the section', () => {
    renderAt(<LatestBlogPosts />);
    const list = cards();
    expect(list).toHaveLength(4);
    expect(list.map((card) => titleLink(card).getAttribute('href'))).toEqual(['/health9', '/health10', '/health11', '/health12']);
    expect(list[0]!.querySelector('h3.article-card__title')).not.toBeNull();
    expect(within(list[0]!).getByRole('link', { name: 'HEALTH' })).toBeTruthy();
  });

  it('takes other slugs and heading levels', () => {
    renderAt(<LatestBlogPosts slugs={['health1', 'health2', 'health3', 'health4']} headingLevel={4} />);
    expect(cards().map((card) => titleLink(card).getAttribute('href'))).toEqual(['/health1', '/health2', '/health3', '/health4']);
    expect(document.querySelectorAll('h4.article-card__title')).toHaveLength(4);
  });
});

describe('article pages', () => {
  async function renderArticle(slug: ArticleSlug) {
    await renderArticlePage(slug, { initialEntries: [`/${slug}`] });
    await screen.findByRole('heading', { level: 1 });
  }

  it.each(articleSlugs)('%s renders its title, meta, author and category links, body and images', async (slug) => {
    const summary = articleCards.find((card) => card.slug === slug)!;
    await renderArticle(slug);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(summary.title);
    expect(document.title).toBe(`${summary.title} | Medvika Pharmacy`);
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(summary.description);
    const meta = document.querySelector('.article-meta') as HTMLElement;
    expect(within(meta).getByRole('link', { name: 'MEDVIKA PHARMACY' }).getAttribute('href')).toBe('/medvikaPharmacy');
    expect(within(meta).getByRole('link', { name: 'Health' }).getAttribute('href')).toBe('/health');
    // Dates only on health9–12 (docs/behaviour.md §2).
    const time = meta.querySelector('time');
    if (['health9', 'health10', 'health11', 'health12'].includes(slug))
      expect([time!.textContent, time!.getAttribute('datetime')]).toEqual(['March 6, 2024', '2024-03-06']);
    else expect(time).toBeNull();
    // The body arrives from its own chunk: headings, lists and the inline image with its alt text.
    await screen.findAllByRole('heading', {
      level: 2,
      name: (name) => !['Share this article', 'Leave a Reply'].includes(name) && !name.startsWith('Comments'),
    });
    expect(document.querySelectorAll('.article-body li').length).toBeGreaterThan(2);
    const inline = document.querySelector<HTMLImageElement>('.article-body figure img')!;
    expect(inline.getAttribute('alt')!.length).toBeGreaterThan(10);
    expect(inline.getAttribute('loading')).toBe('lazy');
    expect(getJson).toHaveBeenCalledWith(`/api/comments/?post=${slug}`, expect.anything());
  });

  it('has four share links to the canonical URL, opening in a new tab with noopener noreferrer', async () => {
    await renderArticle('health3');
    const canonical = absoluteUrl('/health3');
    const region = screen.getByRole('region', { name: 'Share this article' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on Facebook (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on LinkedIn (opens in a new tab)',
      'Share on WhatsApp (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')!.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link.getAttribute('href')).toContain(encodeURIComponent(canonical));
    }
  });

  it('health8 keeps its numbered list of five skin types', async () => {
    await renderArticle('health8');
    await screen.findAllByRole('heading', { level: 3 });
    const ordered = [...document.querySelectorAll('.article-body ol')];
    expect(ordered.some((list) => list.querySelectorAll('li').length >= 5)).toBe(true);
  });
});
