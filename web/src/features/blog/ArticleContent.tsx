import { use } from 'react';
import type { ArticleSlug } from '@contracts/articles';
import { loadArticle } from '../../content/articles/index';
import { ArticleBody } from './ArticleBody';

/**
 * An article's body, from the article's own chunk (suspends until it has arrived; content/articles/index.ts).
 * Loaded by ArticlePage through hydrateOnUse: the prerendered text needs no code until the shopper uses it.
 * @param slug one of the twelve article slugs
 */
export function ArticleContent({ slug }: { slug: ArticleSlug }) {
  const article = use(loadArticle(slug));
  return <ArticleBody blocks={article.body} />;
}
