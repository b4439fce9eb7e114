import type { Graph } from 'schema-dts';
import type { ArticleSummary } from '../../content/articles/index';
import { site } from '../../content/site';
import { absoluteUrl } from '../../content/site-origin';
import { paths } from '../paths';
import { breadcrumbList } from './breadcrumbs';
import { brandReference } from './organization';

/**
 * The structured data of an article page /health1 … /health12 (docs/architecture.md §5), as one JSON-LD `@graph`:
 * - a schema.org `Article` (https://schema.org/Article; Google "Article" structured data: headline, image,
 *   datePublished in ISO 8601, author with name and url): the article's title and meta description, its hero
 *   picture, the card date as `datePublished`, the brand as `author` (the author page /medvikaPharmacy) and as
 *   `publisher`;
 * - a `BreadcrumbList` Home › Health › the article (the articles sit under the /health index).
 * Built from the light summary only (content/articles/index.ts), never from the body chunk.
 * @param article the article's summary, `articleSummaryBySlug(slug)`
 */
export function articleJsonLd(article: ArticleSummary): Graph {
  const url = absoluteUrl(paths.article(article.slug));
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Article',
        '@id': `${url}#article`,
        headline: article.title,
        description: article.description,
        image: absoluteUrl(article.image.src),
        datePublished: article.cardDate,
        author: { ...brandReference, url: absoluteUrl(site.authorPath) },
        publisher: brandReference,
        mainEntityOfPage: url,
        articleSection: 'Health',
        inLanguage: 'en-IN',
      },
      breadcrumbList([
        { name: 'Home', path: paths.home },
        { name: 'Health', path: paths.health },
        { name: article.title, path: paths.article(article.slug) },
      ]),
    ],
  };
}
