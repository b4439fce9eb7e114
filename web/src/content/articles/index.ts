/**
 * The twelve health articles as the listing pages need them (docs/behaviour.md §2 "Blogs and health pages", §3 "Blog or
 * article card"), in site order health1 … health12, plus a lookup by slug and a loader for the full article.
 *
 * Languages: an article's card texts (title, meta description, teaser, excerpt, picture alt) are message descriptors of
 * the blog catalog (web/src/features/blog/locales), read in the active language (see `summaryOf`). Its body is a module
 * per language: English in health1.ts … health12.ts, Hindi in hi/health1.ts … hi/health12.ts.
 *
 * Bundle split: this module is the one source of every field of an article except its `body`; the listings (/blogs,
 * /health, /medvikaPharmacy, the home page's latest posts) import only it. The bodies (about 9 kB each) are fetched
 * one at a time, in the page's language only, by `loadArticle(slug)` through a dynamic import, so each body becomes its
 * own chunk and a listing never downloads a body, nor an English page a Hindi one.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { articleSlugs, type ArticleSlug } from '@contracts/articles';
import type { Locale } from '@contracts/locale';
import { activeLocale } from '../../i18n/catalogs';
import type { Article, ArticleBlock, ArticleImage } from './article-types';

/** Everything about an article except its body: card fields, page title, meta description, dates, picture. */
export type ArticleSummary = Omit<Article, 'body'>;

/** An article's summary as stored: its texts are message descriptors, translated when they are read. */
interface ArticleSummaryMessages extends Omit<ArticleSummary, 'title' | 'description' | 'teaser' | 'excerpt' | 'image'> {
  title: MessageDescriptor;
  description: MessageDescriptor;
  teaser: MessageDescriptor;
  excerpt: MessageDescriptor;
  image: Omit<ArticleImage, 'alt'> & { alt: MessageDescriptor };
}

/** The twelve articles in site order (health1 … health12), texts as written in English. */
const entries: readonly ArticleSummaryMessages[] = [
  {
    slug: 'health1',
    title: msg`Soya Chunks: Nutrition, Protein and How to Eat Them Well`,
    description: msg`Soya chunks are a budget-friendly vegetarian protein. Learn their nutrition, how to cook them, how much to eat and who should be careful.`,
    teaser: msg`Soya chunks are one of the most affordable protein foods in an Indian kitchen. Here is what they offer and how to enjoy them sensibly.`,
    excerpt: msg`Soya chunks pack a lot of plant protein into a small, inexpensive pack. This guide explains their nutrition, simple ways to cook them in everyday Indian meals, and who should check with a doctor before eating them often.`,
    cardDate: '2024-01-30',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health1-hero.svg',
      alt: msg`Illustration of a bowl of soya chunks with soybean pods and green leaves`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health2',
    title: msg`Hypertension: Understanding High Blood Pressure and How to Manage It`,
    description: msg`What high blood pressure is, what your readings mean, common causes, lifestyle changes, medicines and when to see a doctor.`,
    teaser: msg`High blood pressure often has no symptoms, yet it strains the heart, brain and kidneys. Learn what your numbers mean and how to keep them in check.`,
    excerpt: msg`Hypertension is one of the most common long-term health conditions in India, and many people do not know they have it. This guide explains blood pressure readings, causes, everyday habits that help, the main medicines doctors use, and warning signs that need urgent care.`,
    cardDate: '2024-02-02',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health2-hero.svg',
      alt: msg`Illustration of a blood pressure monitor with a cuff beside a heart shape`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health3',
    title: msg`Platelet Count: Normal Range, Causes of Low and High Levels, and Dengue`,
    description: msg`Normal platelet range, why counts fall or rise, what happens in dengue, what diet can and cannot do, and warning signs that need a doctor.`,
    teaser: msg`A low platelet count is a common worry during dengue season. Understand what the numbers mean and which warning signs matter most.`,
    excerpt: msg`Platelets help your blood clot, and their count can fall during infections such as dengue. This article explains the normal range, causes of low and high counts, what food and home remedies can realistically do, and the warning signs that need prompt medical care.`,
    cardDate: '2024-02-09',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health3-hero.svg',
      alt: msg`Illustration of a blood drop surrounded by red blood cells and small platelets`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health4',
    title: msg`Cold and Cough: Home Care, Safe Use of Medicines and Red Flags`,
    description: msg`How to care for a cold and cough at home, use over-the-counter medicines safely, why antibiotics usually do not help, and when to see a doctor.`,
    teaser: msg`Most colds and coughs get better on their own within a week or two. Here is how to feel more comfortable and spot the signs that need a doctor.`,
    excerpt: msg`Colds and coughs are among the most common reasons people visit a pharmacy, especially in Delhi’s winter. This guide covers practical home care, sensible use of over-the-counter medicines, why antibiotics rarely help, and the red flags that mean you should see a doctor.`,
    cardDate: '2024-01-18',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health4-hero.svg',
      alt: msg`Illustration of a steaming mug with a lemon slice, a honey jar and a tissue box`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health5',
    title: msg`Winter Hair Loss: Why It Happens and How to Care for Your Hair`,
    description: msg`Why hair may shed or break more in winter, a simple care routine, foods that support healthy hair and when to see a dermatologist.`,
    teaser: msg`Noticing more hair on your comb this winter? Learn what is normal, what helps, and when hair fall needs a dermatologist’s attention.`,
    excerpt: msg`Dry air, hot showers and a flaky scalp can make hair look and feel worse during the winter months. This article explains common causes of winter hair fall, a gentle care routine, the role of diet, and signs that it is time to see a dermatologist.`,
    cardDate: '2024-01-24',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health5-hero.svg',
      alt: msg`Illustration of a woman with long hair, a wide-tooth comb and falling snowflakes`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health6',
    title: msg`Herbal Teas: Tulsi, Ginger, Chamomile, Green Tea and How to Enjoy Them Safely`,
    description: msg`What tulsi, ginger, chamomile, green tea and other herbal teas may offer, what the evidence says, and cautions for medicines and pregnancy.`,
    teaser: msg`A warm cup of tulsi or ginger tea is a comforting daily habit. Here is what herbal teas can and cannot do, and when to be careful.`,
    excerpt: msg`Herbal teas are an easy, caffeine-light way to stay warm and hydrated. This guide looks at popular options such as tulsi, ginger, chamomile and green tea, what research suggests about them, and the cautions to keep in mind if you take medicines or are pregnant.`,
    cardDate: '2024-02-14',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health6-hero.svg',
      alt: msg`Illustration of a teapot and two cups surrounded by tulsi leaves, ginger root and chamomile flowers`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health7',
    title: msg`Winter Dry Skin: Causes, Daily Care and When to See a Dermatologist`,
    description: msg`Why skin turns dry and itchy in winter, a simple moisturising routine, gentler bathing habits, and signs that it is time to see a dermatologist.`,
    teaser: msg`Cold air, room heaters and hot baths can leave skin tight and itchy. Here is how to protect your skin barrier this winter.`,
    excerpt: msg`Winter in Delhi NCR often brings rough, flaky and itchy skin. Learn what dries the skin out, how to build a simple moisturising routine, and which bathing habits help. We also explain when dry skin needs a dermatologist.`,
    cardDate: '2024-02-09',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health7-hero.svg',
      alt: msg`Illustration of a moisturiser jar and a water droplet surrounded by falling snowflakes`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health8',
    title: msg`Know Your Skin Type: A Simple Guide to the Five Common Types`,
    description: msg`How to tell whether your skin is normal, dry, oily, combination or sensitive, with a simple at-home test and practical care tips for each type.`,
    teaser: msg`Choosing the right cleanser and moisturiser starts with knowing your skin type. A simple at-home test can help.`,
    excerpt: msg`Most skin falls into one of five types: normal, dry, oily, combination or sensitive. This guide explains how to identify yours with a simple at-home test. It also shares practical care tips for each type and signs that need a dermatologist.`,
    cardDate: '2024-02-20',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health8-hero.svg',
      alt: msg`Illustration of five skin swatches with simple symbols for normal, dry, oily, combination and sensitive skin`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health9',
    title: msg`Foods for a Healthy Brain: What to Put on Your Plate`,
    description: msg`Fish, nuts, leafy greens, berries, whole grains and eggs: what research suggests about foods for brain health, with everyday Indian options.`,
    teaser: msg`No single food protects your memory, but an overall healthy eating pattern supports your brain. Here are the foods worth adding to your plate.`,
    excerpt: msg`Your brain depends on a steady supply of nutrients, and your overall eating pattern matters more than any one superfood. Learn what research suggests about fish, nuts, leafy greens, berries, whole grains and eggs. We also look at Indian options such as walnuts, flaxseed and turmeric with a realistic eye.`,
    cardDate: '2024-03-06',
    showDateOnPage: true,
    image: {
      src: '/images/articles/health9-hero.svg',
      alt: msg`Illustration of a bowl with fish, leafy greens, berries and walnuts`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health10',
    title: msg`Reducing Skin Inflammation Naturally: Gentle Steps That Help`,
    description: msg`Gentle skincare, a balanced diet, careful use of aloe vera and oatmeal, and avoiding triggers can calm irritated skin. Know when to seek medical care.`,
    teaser: msg`Red, itchy or irritated skin often calms down with gentle care and by avoiding triggers. Here is what helps and what to avoid.`,
    excerpt: msg`Skin inflammation can show up as redness, itching, swelling or stinging. This guide covers gentle skincare, diet, soothing options such as aloe vera and oatmeal, and common triggers. It also explains the warning signs that need prompt medical care.`,
    cardDate: '2024-03-06',
    showDateOnPage: true,
    image: {
      src: '/images/articles/health10-hero.svg',
      alt: msg`Illustration of an aloe vera plant beside a bowl of oats and a soft towel`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health11',
    title: msg`Six Things You Should Know About High Blood Pressure`,
    description: msg`Understand blood pressure readings, why hypertension is often silent, the role of salt, home monitoring, taking medicines regularly and its complications.`,
    teaser: msg`High blood pressure often has no symptoms, yet it can damage the heart, brain and kidneys. Here are six facts everyone should know.`,
    excerpt: msg`High blood pressure is common in India and often goes unnoticed for years. This article explains what the numbers mean, why salt matters, and how to check your blood pressure correctly at home. It also covers why medicines should not be stopped suddenly and which complications good control helps prevent.`,
    cardDate: '2024-03-06',
    showDateOnPage: true,
    image: {
      src: '/images/articles/health11-hero.svg',
      alt: msg`Illustration of a heart with a pressure gauge, surrounded by six small icons including a monitor, salt shaker, capsule and leaf`,
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health12',
    title: msg`Five Steps to Get Past a Weight-Loss Plateau`,
    description: msg`Stuck on the scale? Five practical steps, from protein and sleep to strength training, honest tracking and patience, to restart safe weight loss.`,
    teaser: msg`A weight-loss plateau is normal and usually temporary. These five practical steps can help you start moving again, safely.`,
    excerpt: msg`After a few weeks or months of steady progress, many people find that the scale stops moving. This article explains why plateaus happen and shares five practical steps to get past one. It also covers safe rates of weight loss and when to see a doctor.`,
    cardDate: '2024-03-06',
    showDateOnPage: true,
    image: {
      src: '/images/articles/health12-hero.svg',
      alt: msg`Illustration of a dotted path over rolling hills to a flag, with a dumbbell and a water bottle`,
      width: 1200,
      height: 630,
    },
  },
];

/**
 * An article's summary whose texts read in the active language (Lingui's `i18n`) each time they are read, so the same
 * object serves an English and a Hindi page, a listing and the route loader (which may run before the page's catalog
 * has arrived: nothing is read until the page renders). Spreading or serialising it copies the texts of the moment.
 * @param entry the stored summary with its message descriptors
 */
function summaryOf(entry: ArticleSummaryMessages): ArticleSummary {
  const { title, description, teaser, excerpt, image, ...fixed } = entry;
  const { alt, ...picture } = image;
  return {
    ...fixed,
    get title() {
      return i18n._(title);
    },
    get description() {
      return i18n._(description);
    },
    get teaser() {
      return i18n._(teaser);
    },
    get excerpt() {
      return i18n._(excerpt);
    },
    image: {
      ...picture,
      get alt() {
        return i18n._(alt);
      },
    },
  };
}

/** The twelve articles in site order (health1 … health12): the /blogs and /health order. Texts read in the active language. */
export const articleCards: readonly ArticleSummary[] = entries.map(summaryOf);

/** Order of the cards on the author page /medvikaPharmacy (docs/behaviour.md §2: 2, 5, 3, 6, 1, 4, 7, 8, 9, 10, 11, 12). */
export const authorPageOrder: readonly ArticleSlug[] = [
  'health2',
  'health5',
  'health3',
  'health6',
  'health1',
  'health4',
  ...articleSlugs.slice(6),
];

const summaries = new Map<ArticleSlug, ArticleSummary>(articleCards.map((card) => [card.slug, card]));

/**
 * The summary (card fields, title, description, dates, picture) of one article.
 * @param slug one of the twelve article slugs
 * @throws Error if the slug has no summary (cannot happen for a valid ArticleSlug; guarded by a unit test)
 */
export function articleSummaryBySlug(slug: ArticleSlug): ArticleSummary {
  const summary = summaries.get(slug);
  if (!summary) throw new Error(`No article ${slug}`);
  return summary;
}

/** Summaries of the given slugs, in the given order (e.g. `authorPageOrder`). */
export function articleSummaries(slugs: readonly ArticleSlug[]): ArticleSummary[] {
  return slugs.map(articleSummaryBySlug);
}

/** An article body module: health1.ts … health12.ts (English) and hi/health1.ts … hi/health12.ts (Hindi). */
type BodyModule = { body: ArticleBlock[] };

/** One lazily loaded chunk per body and language, keyed by path relative to this file ('./health3.ts', './hi/health3.ts'). */
const bodyModules = import.meta.glob<BodyModule>(['./health*.ts', './hi/health*.ts']);

/**
 * The loader of an article's body in `locale`. A Hindi body still being written falls back to the English one, so a
 * Hindi page is never broken, only partly English (tests/unit/with-module-mocks/articles-hindi.test.ts reports every missing one).
 * @param slug one of the twelve article slugs
 * @param locale the page's language
 * @throws Error when not even the English body exists (a content mistake caught by the unit tests)
 */
function bodyLoader(slug: ArticleSlug, locale: Locale): () => Promise<BodyModule> {
  const load = bodyModules[locale === 'en' ? `./${slug}.ts` : `./${locale}/${slug}.ts`] ?? bodyModules[`./${slug}.ts`];
  if (!load) throw new Error(`No article body ${slug}`);
  return load;
}

const loaded = new Map<string, Promise<Article>>();

/**
 * The full article (with its body in the active language), downloaded on first use and cached per language. The same
 * promise is returned on every call for a slug and language, so it can be passed to React's `use()`; a failed download
 * is forgotten, so the next call tries again.
 * @param slug one of the twelve article slugs
 * @returns a promise of the article: its summary's texts as read when the body arrived, and the body
 */
export function loadArticle(slug: ArticleSlug): Promise<Article> {
  const locale = activeLocale();
  const key = `${locale}/${slug}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = bodyLoader(slug, locale)().then((module) => ({ ...articleSummaryBySlug(slug), body: module.body }));
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}

/**
 * Starts downloading an article's body ahead of a likely visit (hover or focus on a card's title).
 * Never rejects: a failed download is retried by the article page itself.
 */
export function preloadArticle(slug: ArticleSlug): Promise<void> {
  return loadArticle(slug).then(
    () => undefined,
    () => undefined,
  );
}
