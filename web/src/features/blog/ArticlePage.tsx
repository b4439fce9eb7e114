import { Suspense, use } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { formatIsoDate } from '../../lib/dates';
import { PageBanner } from '../../components/PageBanner';
import type { ArticleSlug } from '@contracts/articles';
import { articleSummaryBySlug, loadArticle } from '../../content/articles/index';
import { site } from '../../content/site';
import { absoluteUrl } from '../../content/site-origin';
import { ArticleBody } from './ArticleBody';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { ShareLinks } from './ShareLinks';
import { useComments } from './use-comments';
import './blog.css';
import { Page } from '../../components/Page';
import { SizedImage } from '../../components/SizedImage';
import { JsonLd } from '../../components/JsonLd';
import { articleJsonLd } from '../../lib/structured-data/articles';

/** The body, downloaded on demand (suspends until the article's own chunk has arrived). */
function ArticleContent({ slug }: { slug: ArticleSlug }) {
  const article = use(loadArticle(slug));
  return <ArticleBody blocks={article.body} />;
}

/**
 * One article, keyed by slug so moving between articles starts with fresh comments and an empty form.
 * Title, meta description, banner and hero come from the light summary and render at once; the body
 * streams in from its own chunk while the comments load in parallel.
 */
function ArticleView({ slug }: { slug: ArticleSlug }) {
  const summary = articleSummaryBySlug(slug);
  const comments = useComments(slug);
  const url = absoluteUrl(paths.article(slug));
  return (
    <Page className="article-page" title={summary.title} description={summary.description}>
      <JsonLd data={import.meta.env.SSR ? articleJsonLd(summary) : undefined} />
      <PageBanner title={summary.title}>
        <p className="article-meta">
          <span>
            By <Link to={site.authorPath}>{site.authorLabel}</Link>
          </span>
          {summary.showDateOnPage && <time dateTime={summary.cardDate}>{formatIsoDate(summary.cardDate)}</time>}
          <span>
            In <Link to={paths.health}>Health</Link>
          </span>
        </p>
      </PageBanner>
      <div className="container article-page__content">
        <SizedImage className="article-page__hero" image={summary.image} priority />
        <Suspense
          fallback={
            <p className="article-page__loading" role="status">
              Loading the article…
            </p>
          }
        >
          <ArticleContent slug={slug} />
        </Suspense>
        <ShareLinks url={url} title={summary.title} />
        <CommentForm slug={slug} onPosted={comments.append} />
        <CommentList state={comments} />
      </div>
    </Page>
  );
}

/**
 * /health1 … /health12 (docs/behaviour.md §2 "Articles"): title banner; author link 'MEDVIKA PHARMACY' → /medvikaPharmacy;
 * the date only where docs/behaviour.md §2 shows one (health9–12, March 6, 2024); category link → /health; hero and
 * inline images; the body; four share links; the Leave a Reply form and the article's comments.
 * The slug comes from the route's loader (`{ slug }`, see app/router.tsx).
 */
export function ArticlePage() {
  const { slug } = useLoaderData() as { slug: ArticleSlug };
  return <ArticleView key={slug} slug={slug} />;
}
