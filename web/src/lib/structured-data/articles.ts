import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Graph } from 'schema-dts';
import { htmlLang, localizedPath } from '@contracts/locale';
import { activeLocale } from '../../i18n/catalogs';
import type { ArticleSummary } from '../../content/articles/index';
import { site } from '../../content/site';
import { absoluteUrl } from '../../content/site-origin';
import { paths } from '../paths';
import { breadcrumbList } from './breadcrumbs';
import { brandReference } from './organization';

/**
 * The structured data of an article page /health1 … /health12 (docs/architecture/frontend.md), as one JSON-LD `@graph`:
 * - a schema.org `Article` (https://schema.org/Article; Google "Article" structured data: headline, image,
 *   datePublished in ISO 8601, author with name and url): the article's title and meta description, its hero
 *   picture, the card date as `datePublished`, the brand as `author` (the author page /medvikaPharmacy) and as
 *   `publisher`;
 * - a `BreadcrumbList` Home › Health › the article (the articles sit under the /health index).
 * Built from the light summary only (content/articles/index.ts), never from the body chunk. In the page's language:
 * a Hindi page names its own /hi address, `inLanguage: 'hi'` and Hindi breadcrumb names.
 * @param article the article's summary, `articleSummaryBySlug(slug)`
 */
export function articleJsonLd(article: ArticleSummary): Graph {
  const locale = activeLocale();
  const pathOf = (path: string) => localizedPath(path, locale);
  const url = absoluteUrl(pathOf(paths.article(article.slug)));
  const section = i18n._(msg`Health`);
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
        articleSection: section,
        inLanguage: htmlLang[locale],
      },
      breadcrumbList([
        { name: i18n._(msg`Home`), path: pathOf(paths.home) },
        { name: section, path: pathOf(paths.health) },
        { name: article.title, path: pathOf(paths.article(article.slug)) },
      ]),
    ],
  };
}
