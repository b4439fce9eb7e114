/**
 * The twelve health articles as the listing pages need them (docs/behaviour.md §2 "Blogs and health pages", §3 "Blog or
 * article card"), in site order health1 … health12, plus a lookup by slug and a loader for the full article.
 *
 * Bundle split: this module is the one source of every field of an article except its `body` (about 11 kB);
 * the listings (/blogs, /health, /medvikaPharmacy, the home page's latest posts) import only it. The bodies
 * (about 9 kB each) live in health1.ts … health12.ts and are fetched one at a time by `loadArticle(slug)`
 * through a dynamic import, so each article becomes its own chunk and a listing never downloads a body.
 */
import { articleSlugs, type ArticleSlug } from '@contracts/articles';
import type { Article } from './article-types';

/** Everything about an article except its body: card fields, page title, meta description, dates, picture. */
export type ArticleSummary = Omit<Article, 'body'>;

/** The twelve articles in site order (health1 … health12): the /blogs and /health order. */
export const articleCards: readonly ArticleSummary[] = [
  {
    slug: 'health1',
    title: 'Soya Chunks: Nutrition, Protein and How to Eat Them Well',
    description:
      'Soya chunks are a budget-friendly vegetarian protein. Learn their nutrition, how to cook them, how much to eat and who should be careful.',
    teaser:
      'Soya chunks are one of the most affordable protein foods in an Indian kitchen. Here is what they offer and how to enjoy them sensibly.',
    excerpt:
      'Soya chunks pack a lot of plant protein into a small, inexpensive pack. This guide explains their nutrition, simple ways to cook them in everyday Indian meals, and who should check with a doctor before eating them often.',
    cardDate: '2024-01-30',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health1-hero.svg',
      alt: 'Illustration of a bowl of soya chunks with soybean pods and green leaves',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health2',
    title: 'Hypertension: Understanding High Blood Pressure and How to Manage It',
    description:
      'What high blood pressure is, what your readings mean, common causes, lifestyle changes, medicines and when to see a doctor.',
    teaser:
      'High blood pressure often has no symptoms, yet it strains the heart, brain and kidneys. Learn what your numbers mean and how to keep them in check.',
    excerpt:
      'Hypertension is one of the most common long-term health conditions in India, and many people do not know they have it. This guide explains blood pressure readings, causes, everyday habits that help, the main medicines doctors use, and warning signs that need urgent care.',
    cardDate: '2024-02-02',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health2-hero.svg',
      alt: 'Illustration of a blood pressure monitor with a cuff beside a heart shape',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health3',
    title: 'Platelet Count: Normal Range, Causes of Low and High Levels, and Dengue',
    description:
      'Normal platelet range, why counts fall or rise, what happens in dengue, what diet can and cannot do, and warning signs that need a doctor.',
    teaser:
      'A low platelet count is a common worry during dengue season. Understand what the numbers mean and which warning signs matter most.',
    excerpt:
      'Platelets help your blood clot, and their count can fall during infections such as dengue. This article explains the normal range, causes of low and high counts, what food and home remedies can realistically do, and the warning signs that need prompt medical care.',
    cardDate: '2024-02-09',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health3-hero.svg',
      alt: 'Illustration of a blood drop surrounded by red blood cells and small platelets',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health4',
    title: 'Cold and Cough: Home Care, Safe Use of Medicines and Red Flags',
    description:
      'How to care for a cold and cough at home, use over-the-counter medicines safely, why antibiotics usually do not help, and when to see a doctor.',
    teaser:
      'Most colds and coughs get better on their own within a week or two. Here is how to feel more comfortable and spot the signs that need a doctor.',
    excerpt:
      'Colds and coughs are among the most common reasons people visit a pharmacy, especially in Delhi’s winter. This guide covers practical home care, sensible use of over-the-counter medicines, why antibiotics rarely help, and the red flags that mean you should see a doctor.',
    cardDate: '2024-01-18',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health4-hero.svg',
      alt: 'Illustration of a steaming mug with a lemon slice, a honey jar and a tissue box',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health5',
    title: 'Winter Hair Loss: Why It Happens and How to Care for Your Hair',
    description:
      'Why hair may shed or break more in winter, a simple care routine, foods that support healthy hair and when to see a dermatologist.',
    teaser:
      'Noticing more hair on your comb this winter? Learn what is normal, what helps, and when hair fall needs a dermatologist’s attention.',
    excerpt:
      'Dry air, hot showers and a flaky scalp can make hair look and feel worse during the winter months. This article explains common causes of winter hair fall, a gentle care routine, the role of diet, and signs that it is time to see a dermatologist.',
    cardDate: '2024-01-24',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health5-hero.svg',
      alt: 'Illustration of a woman with long hair, a wide-tooth comb and falling snowflakes',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health6',
    title: 'Herbal Teas: Tulsi, Ginger, Chamomile, Green Tea and How to Enjoy Them Safely',
    description:
      'What tulsi, ginger, chamomile, green tea and other herbal teas may offer, what the evidence says, and cautions for medicines and pregnancy.',
    teaser:
      'A warm cup of tulsi or ginger tea is a comforting daily habit. Here is what herbal teas can and cannot do, and when to be careful.',
    excerpt:
      'Herbal teas are an easy, caffeine-light way to stay warm and hydrated. This guide looks at popular options such as tulsi, ginger, chamomile and green tea, what research suggests about them, and the cautions to keep in mind if you take medicines or are pregnant.',
    cardDate: '2024-02-14',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health6-hero.svg',
      alt: 'Illustration of a teapot and two cups surrounded by tulsi leaves, ginger root and chamomile flowers',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health7',
    title: 'Winter Dry Skin: Causes, Daily Care and When to See a Dermatologist',
    description:
      'Why skin turns dry and itchy in winter, a simple moisturising routine, gentler bathing habits, and signs that it is time to see a dermatologist.',
    teaser: 'Cold air, room heaters and hot baths can leave skin tight and itchy. Here is how to protect your skin barrier this winter.',
    excerpt:
      'Winter in Delhi NCR often brings rough, flaky and itchy skin. Learn what dries the skin out, how to build a simple moisturising routine, and which bathing habits help. We also explain when dry skin needs a dermatologist.',
    cardDate: '2024-02-09',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health7-hero.svg',
      alt: 'Illustration of a moisturiser jar and a water droplet surrounded by falling snowflakes',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health8',
    title: 'Know Your Skin Type: A Simple Guide to the Five Common Types',
    description:
      'How to tell whether your skin is normal, dry, oily, combination or sensitive, with a simple at-home test and practical care tips for each type.',
    teaser: 'Choosing the right cleanser and moisturiser starts with knowing your skin type. A simple at-home test can help.',
    excerpt:
      'Most skin falls into one of five types: normal, dry, oily, combination or sensitive. This guide explains how to identify yours with a simple at-home test. It also shares practical care tips for each type and signs that need a dermatologist.',
    cardDate: '2024-02-20',
    showDateOnPage: false,
    image: {
      src: '/images/articles/health8-hero.svg',
      alt: 'Illustration of five skin swatches with simple symbols for normal, dry, oily, combination and sensitive skin',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health9',
    title: 'Foods for a Healthy Brain: What to Put on Your Plate',
    description:
      'Fish, nuts, leafy greens, berries, whole grains and eggs: what research suggests about foods for brain health, with everyday Indian options.',
    teaser:
      'No single food protects your memory, but an overall healthy eating pattern supports your brain. Here are the foods worth adding to your plate.',
    excerpt:
      'Your brain depends on a steady supply of nutrients, and your overall eating pattern matters more than any one superfood. Learn what research suggests about fish, nuts, leafy greens, berries, whole grains and eggs. We also look at Indian options such as walnuts, flaxseed and turmeric with a realistic eye.',
    cardDate: '2024-03-06',
    showDateOnPage: true,
    image: {
      src: '/images/articles/health9-hero.svg',
      alt: 'Illustration of a bowl with fish, leafy greens, berries and walnuts',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health10',
    title: 'Reducing Skin Inflammation Naturally: Gentle Steps That Help',
    description:
      'Gentle skincare, a balanced diet, careful use of aloe vera and oatmeal, and avoiding triggers can calm irritated skin. Know when to seek medical care.',
    teaser:
      'Red, itchy or irritated skin often calms down with gentle care and by avoiding triggers. Here is what helps and what to avoid.',
    excerpt:
      'Skin inflammation can show up as redness, itching, swelling or stinging. This guide covers gentle skincare, diet, soothing options such as aloe vera and oatmeal, and common triggers. It also explains the warning signs that need prompt medical care.',
    cardDate: '2024-03-06',
    showDateOnPage: true,
    image: {
      src: '/images/articles/health10-hero.svg',
      alt: 'Illustration of an aloe vera plant beside a bowl of oats and a soft towel',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health11',
    title: 'Six Things You Should Know About High Blood Pressure',
    description:
      'Understand blood pressure readings, why hypertension is often silent, the role of salt, home monitoring, taking medicines regularly and its complications.',
    teaser:
      'High blood pressure often has no symptoms, yet it can damage the heart, brain and kidneys. Here are six facts everyone should know.',
    excerpt:
      'High blood pressure is common in India and often goes unnoticed for years. This article explains what the numbers mean, why salt matters, and how to check your blood pressure correctly at home. It also covers why medicines should not be stopped suddenly and which complications good control helps prevent.',
    cardDate: '2024-03-06',
    showDateOnPage: true,
    image: {
      src: '/images/articles/health11-hero.svg',
      alt: 'Illustration of a heart with a pressure gauge, surrounded by six small icons including a monitor, salt shaker, capsule and leaf',
      width: 1200,
      height: 630,
    },
  },
  {
    slug: 'health12',
    title: 'Five Steps to Get Past a Weight-Loss Plateau',
    description:
      'Stuck on the scale? Five practical steps, from protein and sleep to strength training, honest tracking and patience, to restart safe weight loss.',
    teaser: 'A weight-loss plateau is normal and usually temporary. These five practical steps can help you start moving again, safely.',
    excerpt:
      'After a few weeks or months of steady progress, many people find that the scale stops moving. This article explains why plateaus happen and shares five practical steps to get past one. It also covers safe rates of weight loss and when to see a doctor.',
    cardDate: '2024-03-06',
    showDateOnPage: true,
    image: {
      src: '/images/articles/health12-hero.svg',
      alt: 'Illustration of a dotted path over rolling hills to a flag, with a dumbbell and a water bottle',
      width: 1200,
      height: 630,
    },
  },
];

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

/** One dynamic import per article body, so the bundler emits one chunk per body; joined with its summary. */
const loaders: Record<ArticleSlug, () => Promise<Article>> = {
  health1: () => import('./health1').then((module) => ({ ...articleSummaryBySlug('health1'), body: module.body })),
  health2: () => import('./health2').then((module) => ({ ...articleSummaryBySlug('health2'), body: module.body })),
  health3: () => import('./health3').then((module) => ({ ...articleSummaryBySlug('health3'), body: module.body })),
  health4: () => import('./health4').then((module) => ({ ...articleSummaryBySlug('health4'), body: module.body })),
  health5: () => import('./health5').then((module) => ({ ...articleSummaryBySlug('health5'), body: module.body })),
  health6: () => import('./health6').then((module) => ({ ...articleSummaryBySlug('health6'), body: module.body })),
  health7: () => import('./health7').then((module) => ({ ...articleSummaryBySlug('health7'), body: module.body })),
  health8: () => import('./health8').then((module) => ({ ...articleSummaryBySlug('health8'), body: module.body })),
  health9: () => import('./health9').then((module) => ({ ...articleSummaryBySlug('health9'), body: module.body })),
  health10: () => import('./health10').then((module) => ({ ...articleSummaryBySlug('health10'), body: module.body })),
  health11: () => import('./health11').then((module) => ({ ...articleSummaryBySlug('health11'), body: module.body })),
  health12: () => import('./health12').then((module) => ({ ...articleSummaryBySlug('health12'), body: module.body })),
};

const loaded = new Map<ArticleSlug, Promise<Article>>();

/**
 * The full article (with its body), downloaded on first use and cached. The same promise is returned on
 * every call for a slug, so it can be passed to React's `use()`; a failed download is forgotten, so the
 * next call tries again.
 * @param slug one of the twelve article slugs
 * @returns a promise of the article module's `Article`
 */
export function loadArticle(slug: ArticleSlug): Promise<Article> {
  let promise = loaded.get(slug);
  if (!promise) {
    promise = loaders[slug]();
    loaded.set(slug, promise);
    promise.catch(() => loaded.delete(slug));
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
