import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useRouteData } from '../../lib/route-data';
import { paths } from '../../lib/paths';
import { formatIsoDate } from '../../lib/dates';
import { PageBanner } from '../../components/PageBanner';
import type { ArticleSlug } from '@contracts/articles';
import type { ArticleSummary } from '../../content/articles/index';
import type { ArticleRouteData } from './article-route-data';
import { site, siteTexts } from '../../content/site';
import { absoluteUrl } from '../../content/site-origin';
import { CommentList } from './CommentList';
import { ShareLinks } from './ShareLinks';
import { useComments } from './use-comments';
import './blog.css';
import { Page } from '../../components/Page';
import { SizedImage } from '../../components/SizedImage';
import { JsonLd } from '../../components/JsonLd';
import { articleJsonLd } from '../../lib/structured-data/articles';
import { hydrateOnUse } from '../../components/HydrateOnUse';
import { API_MESSAGES_CATALOG } from '../../i18n/catalogs';
import { localizedPath } from '@contracts/locale';
import { useLocale } from '../../i18n/use-locale';

// Prerendered in full, their code loaded on first use (docs/decisions/0017-native-controls-before-hydration.md): the
// comment form's form kit, schemas and toasts, and the article's body chunk (static text that needs no code to read).
// The catalog of the API's codes (lib/api-messages) comes with the form's code: the form shows its texts only once used.
const CommentForm = hydrateOnUse('comment-form', () => import('./CommentForm').then((module) => module.CommentForm), {
  catalogs: [API_MESSAGES_CATALOG],
});
const ArticleContent = hydrateOnUse('article-body', () => import('./ArticleContent').then((module) => module.ArticleContent), {
  fallback: (
    <p className="article-page__loading" role="status">
      <Trans>Loading the article…</Trans>
    </p>
  ),
});

/**
 * One article, keyed by slug so moving between articles starts with fresh comments and an empty form.
 * Title, meta description, banner and hero come from the summary (loader data, read in the page's language) and render
 * at once; the shared address is the page's own (the Hindi twin's for a Hindi page); the body
 * streams in from its own chunk while the comments load in parallel (on a prerendered page, the body and the comment
 * form keep their HTML until first used).
 */
function ArticleView({ slug, summary }: { slug: ArticleSlug; summary: ArticleSummary }) {
  const comments = useComments(slug);
  const locale = useLocale();
  const url = absoluteUrl(localizedPath(paths.article(slug), locale));
  const { i18n } = useLingui();
  const author = i18n._(siteTexts.authorLabel);
  return (
    <Page className="article-page" title={summary.title} description={summary.description}>
      <JsonLd data={import.meta.env.SSR ? articleJsonLd(summary) : undefined} />
      <PageBanner title={summary.title}>
        <p className="article-meta">
          <span>
            <Trans>
              By <Link to={site.authorPath}>{author}</Link>
            </Trans>
          </span>
          {summary.showDateOnPage && <time dateTime={summary.cardDate}>{formatIsoDate(summary.cardDate)}</time>}
          <span>
            <Trans>
              In <Link to={paths.health}>Health</Link>
            </Trans>
          </span>
        </p>
      </PageBanner>
      <div className="container article-page__content">
        <SizedImage className="article-page__hero" image={summary.image} priority />
        <ArticleContent slug={slug} />
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
 * The slug and the article's summary are the route's data (articleRouteData, see app/router.tsx).
 */
export function ArticlePage() {
  const { slug, summary } = useRouteData<ArticleRouteData>();
  return <ArticleView key={slug} slug={slug} summary={summary} />;
}
