/** @vitest-environment happy-dom */
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articleSlugs, type ArticleSlug } from '@contracts/articles';
import type { ArticleBlock } from '../../../web/src/content/articles/article-types';
import { articleSummaryBySlug, loadArticle } from '../../../web/src/content/articles/index';
import { renderArticlePage } from '../../support/article-page';
import { BlogsPage } from '../../../web/src/features/blog/ArticleIndexPages';
import { AuthorPage } from '../../../web/src/features/blog/AuthorPage';
import { activateLocale, loadCatalog } from '../../../web/src/i18n/catalogs';
import { articleJsonLd } from '../../../web/src/lib/structured-data/articles';
import * as apiClient from '../../../web/src/lib/api-client';
import { absoluteUrl } from '../../../web/src/content/site-origin';

vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  return { ...actual, getJson: vi.fn(), postMultipart: vi.fn() };
});
const getJson = vi.mocked(apiClient.getJson);

type BodyModule = { body: ArticleBlock[] };
const englishBodies = import.meta.glob<BodyModule>('../../../web/src/content/articles/health*.ts', { eager: true });
const hindiBodies = import.meta.glob<BodyModule>('../../../web/src/content/articles/hi/health*.ts', { eager: true });

const DEVANAGARI = /[\u0900-\u097F]/;

/** The shape of a block that must match between languages: its kind, a list's numbering and length, a picture's file and size. */
function shapeOf(block: ArticleBlock): unknown {
  switch (block.kind) {
    case 'list':
      return { kind: block.kind, ordered: block.ordered, items: block.items.length };
    case 'image':
      return { kind: block.kind, src: block.image.src, width: block.image.width, height: block.image.height, caption: !!block.caption };
    default:
      return { kind: block.kind };
  }
}

/** Every reader-facing text of a block (for images: alt and caption). */
function textsOf(block: ArticleBlock): string[] {
  switch (block.kind) {
    case 'list':
      return block.items;
    case 'image':
      return [block.image.alt, ...(block.caption ? [block.caption] : [])];
    case 'callout':
      return [block.title, block.text];
    default:
      return [block.text];
  }
}

/** Switches the test to Hindi with the blog catalog, as a /hi page does. */
async function hindi() {
  await activateLocale('hi');
  await loadCatalog('hi', 'blog');
}

beforeEach(() => getJson.mockReset().mockResolvedValue({ comments: [] }));
afterEach(cleanup);

describe('Hindi article bodies (web/src/content/articles/hi)', () => {
  it.each(articleSlugs)('%s has a Hindi body with the English blocks, in order, written in Devanagari', (slug) => {
    const english = englishBodies[`../../../web/src/content/articles/${slug}.ts`]!.body;
    const hindiModule = hindiBodies[`../../../web/src/content/articles/hi/${slug}.ts`];
    expect(hindiModule, `web/src/content/articles/hi/${slug}.ts`).toBeDefined();
    const body = hindiModule!.body;
    expect(body.map(shapeOf)).toEqual(english.map(shapeOf));
    for (const [index, block] of body.entries()) {
      for (const text of textsOf(block)) expect(text, `${slug} block ${index}: ${text}`).toMatch(DEVANAGARI);
    }
  });
});

describe('loadArticle picks the page language', () => {
  it('gives an English page the English body and a Hindi page the Hindi one, each cached on its own', async () => {
    const english = await loadArticle('health2');
    expect(english.body).toBe(englishBodies['../../../web/src/content/articles/health2.ts']!.body);
    expect(english.title).toBe('Hypertension: Understanding High Blood Pressure and How to Manage It');
    await hindi();
    const translated = await loadArticle('health2');
    expect(translated.body).toBe(hindiBodies['../../../web/src/content/articles/hi/health2.ts']!.body);
    expect(translated.title).toBe('हाई ब्लड प्रेशर (हाइपरटेंशन): इसे समझें और काबू में रखें');
    expect(loadArticle('health2')).toBe(loadArticle('health2'));
  });
});

describe('Hindi blog pages', () => {
  it('/hi/blogs shows Hindi cards: category, title, teaser and byline', async () => {
    await hindi();
    render(createElement(MemoryRouter, null, createElement(BlogsPage)));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ब्लॉग');
    const list = screen.getByRole('list', { name: 'लेख' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first.querySelector('.article-card__title a')!.textContent).toBe('सोया चंक्स: पोषण, प्रोटीन और इन्हें सही तरीके से कैसे खाएँ');
    expect(first.querySelector('.article-card__category')!.textContent).toBe('स्वास्थ्य');
    expect(first.querySelector('.article-card__byline')!.textContent).toBe('लेखक: Medvika फ़ार्मेसी');
    expect(first.textContent).toContain('भारतीय रसोई में सोया चंक्स');
  });

  it('/hi/medvikaPharmacy shows the Hindi name, statistics line with a Hindi date, globe label and list name', async () => {
    await hindi();
    render(createElement(MemoryRouter, null, createElement(AuthorPage)));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Medvika फ़ार्मेसी');
    expect(document.querySelector('.author-banner__stats')!.textContent).toBe('जुड़े: 6 सितंबर 2023 / लेख: 14 / टिप्पणियाँ: 2');
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Medvika फ़ार्मेसी के लेख' })).toBeTruthy();
  });

  it('/hi/health3 renders the Hindi summary (title, description, hero alt), the Hindi body and Hindi share links to the Hindi page', async () => {
    await hindi();
    const slug: ArticleSlug = 'health3';
    await renderArticlePage(slug, { initialEntries: [`/hi/${slug}`], basename: '/hi' });
    const title = 'प्लेटलेट काउंट: सामान्य रेंज, कम और ज़्यादा होने की वजहें, और डेंगू';
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(articleSummaryBySlug(slug).description);
    expect(articleSummaryBySlug(slug).description).toMatch(DEVANAGARI);
    expect(document.querySelector('.article-page__hero')!.getAttribute('alt')).toMatch(DEVANAGARI);
    const meta = document.querySelector('.article-meta') as HTMLElement;
    expect(within(meta).getByRole('link', { name: 'स्वास्थ्य' }).getAttribute('href')).toBe('/hi/health');
    expect(within(meta).getByRole('link', { name: 'Medvika फ़ार्मेसी' }).getAttribute('href')).toBe('/hi/medvikaPharmacy');
    expect(await screen.findByRole('heading', { level: 2, name: 'प्लेटलेट क्या होते हैं?' })).toBeTruthy();
    expect(document.querySelector('.article-body figure img')!.getAttribute('alt')).toMatch(DEVANAGARI);
    const share = screen.getByRole('region', { name: 'यह लेख शेयर करें' });
    const facebook = within(share).getByRole('link', { name: 'Facebook पर शेयर करें (नए टैब में खुलेगा)' });
    expect(facebook.getAttribute('href')).toContain(encodeURIComponent(absoluteUrl('/hi/health3')));
    // The comment form's region renders once its code and texts have loaded: waited for, as a slow machine needs.
    expect(await screen.findByRole('heading', { level: 2, name: 'अपनी राय लिखें' }, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('the JSON-LD of a Hindi article', () => {
  it('names the /hi address, the Hindi language and Hindi breadcrumbs; the English one stays English', async () => {
    const english = JSON.stringify(articleJsonLd(articleSummaryBySlug('health3')));
    expect(english).toContain('"inLanguage":"en-IN"');
    expect(english).toContain(`"mainEntityOfPage":"${absoluteUrl('/health3')}"`);
    await activateLocale('hi');
    await loadCatalog('hi', 'blog');
    const hindi = JSON.stringify(articleJsonLd(articleSummaryBySlug('health3')));
    expect(hindi).toContain('"inLanguage":"hi"');
    expect(hindi).toContain(`"mainEntityOfPage":"${absoluteUrl('/hi/health3')}"`);
    expect(hindi).toContain('"name":"होम"');
    expect(hindi).toContain('"articleSection":"स्वास्थ्य"');
  });
});
