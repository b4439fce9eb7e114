import type { ArticleSlug } from '@contracts/articles';
import type { ArticleSummary } from '../../content/articles/index';

/** An article route's data for ArticlePage: the slug and the article's summary (title, description, image). */
export interface ArticleRouteData {
  slug: ArticleSlug;
  summary: ArticleSummary;
}

/**
 * The route data of /health1 … /health12 (web/src/app/router.tsx). The summary travels in the prerendered page's
 * state, so a first visit never downloads the index of all twelve articles (content/articles/index.ts); a navigation
 * inside the app imports it here.
 * @param slug one of the twelve article slugs
 * @returns the slug and its summary
 */
export async function articleRouteData(slug: ArticleSlug): Promise<ArticleRouteData> {
  const { articleSummaryBySlug } = await import('../../content/articles/index');
  return { slug, summary: articleSummaryBySlug(slug) };
}
