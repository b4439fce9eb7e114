/**
 * The twelve health-article slugs (docs/behaviour.md §2 "Blogs and health pages"). They are the article routes
 * (/health1 … /health12) and the comment API's `post` values (docs/architecture/api.md), so the browser and the
 * comment handlers read them from here.
 */
export const articleSlugs = [
  'health1',
  'health2',
  'health3',
  'health4',
  'health5',
  'health6',
  'health7',
  'health8',
  'health9',
  'health10',
  'health11',
  'health12',
] as const;

/** One of the twelve slugs, e.g. 'health3'. */
export type ArticleSlug = (typeof articleSlugs)[number];

/** True when `value` names one of the twelve articles; the comment API answers 404/400 otherwise. */
export function isArticleSlug(value: string): value is ArticleSlug {
  return (articleSlugs as readonly string[]).includes(value);
}
