import { useLingui } from '@lingui/react/macro';
import type { ArticleSlug } from '@contracts/articles';
import { articleSummaries } from '../../content/articles/index';
import { ArticleCardGrid } from './ArticleCard';

/** The four posts of the home page's 'Latest From Our Blogs' (docs/behaviour.md §2 home section 11: four fixed posts). */
export const latestBlogPostSlugs: readonly ArticleSlug[] = ['health9', 'health10', 'health11', 'health12'];

/**
 * Four article cards like /health's (HEALTH → /health, title → the article, picture, excerpt,
 * MEDVIKA PHARMACY → /medvikaPharmacy, date), for the home page's 'Latest From Our Blogs' section, in the page's
 * language (the home page loads the blog catalog for them).
 * Renders only the card list: the section and its heading belong to the home page.
 * @param slugs which posts, in order (default `latestBlogPostSlugs`: health9–health12, dated March 6, 2024)
 * @param headingLevel level of each card's title heading (default 3, under the section's <h2>)
 * @param label accessible name of the list (default 'Latest blog posts')
 */
export function LatestBlogPosts({
  slugs = latestBlogPostSlugs,
  headingLevel = 3,
  label,
}: {
  slugs?: readonly ArticleSlug[];
  headingLevel?: 2 | 3 | 4;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <ArticleCardGrid
      articles={articleSummaries(slugs)}
      variant="health"
      headingLevel={headingLevel}
      eagerCount={0}
      label={label ?? t`Latest blog posts`}
    />
  );
}
