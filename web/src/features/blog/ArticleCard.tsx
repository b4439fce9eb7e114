import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { formatIsoDate } from '../../lib/dates';
import { preloadArticle, type ArticleSummary } from '../../content/articles/index';
import { site, siteTexts } from '../../content/site';
import '../../components/article-card.css';

/**
 * Which listing a card belongs to (docs/behaviour.md §2 "Blogs and health pages"):
 * - 'blog' (/blogs): picture, category 'Health', title → /healthN, teaser, publisher line 'By MEDVIKA PHARMACY';
 * - 'health' (/health, /medvikaPharmacy, the home page's latest posts): picture, 'HEALTH' → /health, title →
 *   /healthN, excerpt, 'MEDVIKA PHARMACY' → /medvikaPharmacy and the fixed card date.
 */
export type ArticleCardVariant = 'blog' | 'health';

/** Props of ArticleCard. */
export interface ArticleCardProps {
  /** The article's summary (from content/articles/index.ts; no body needed). */
  article: ArticleSummary;
  /** Which listing's fields to show. */
  variant: ArticleCardVariant;
  /** Level of the title heading, to keep the page's heading order (WCAG 1.3.1). Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** 'eager' for cards in the first screenful, 'lazy' (default) below the fold. */
  imageLoading?: 'eager' | 'lazy';
}

/**
 * One article card, shared by the three listings and the home page (docs/behaviour.md §3 "Blog or article card"), in the
 * page's language (the summary's texts read in the active language, content/articles/index.ts).
 * The picture is decorative here (alt=""): the title next to it names the article. Hovering or focusing
 * the title starts downloading the article's body so the article opens at once.
 */
export function ArticleCard({ article, variant, headingLevel = 2, imageLoading = 'lazy' }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const preload = () => void preloadArticle(article.slug);
  const { i18n } = useLingui();
  const author = i18n._(siteTexts.authorLabel);
  return (
    <article className={`article-card article-card--${variant} hover-card`}>
      <img
        className="article-card__image"
        src={article.image.src}
        alt=""
        width={article.image.width}
        height={article.image.height}
        loading={imageLoading}
        decoding="async"
      />
      <div className="article-card__content">
        {variant === 'blog' ? (
          <p className="article-card__category">
            <Trans>Health</Trans>
          </p>
        ) : (
          <Link className="article-card__category" to={paths.health}>
            <Trans>HEALTH</Trans>
          </Link>
        )}
        <Heading className="article-card__title">
          <Link to={paths.article(article.slug)} onPointerEnter={preload} onFocus={preload}>
            {article.title}
          </Link>
        </Heading>
        <p className="article-card__text">{variant === 'blog' ? article.teaser : article.excerpt}</p>
        {variant === 'blog' ? (
          <p className="article-card__byline">
            <Trans>By {author}</Trans>
          </p>
        ) : (
          <p className="article-card__byline">
            <Link to={site.authorPath}>{author}</Link> <time dateTime={article.cardDate}>{formatIsoDate(article.cardDate)}</time>
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * A responsive grid of article cards (1 column on phones, 2 from 560 px, 3 from 768 px, 4 from 1024 px;
 * docs/behaviour.md §2 "1 to 4 columns"), as a list so screen readers announce the count.
 * @param articles the summaries, in display order
 * @param eagerCount how many leading cards load their picture eagerly (the first screenful); default 4
 */
export function ArticleCardGrid({
  articles,
  variant,
  headingLevel = 2,
  eagerCount = 4,
  label,
}: {
  articles: readonly ArticleSummary[];
  variant: ArticleCardVariant;
  headingLevel?: 2 | 3 | 4;
  eagerCount?: number;
  /** Accessible name of the list, e.g. 'Articles'. */
  label?: string;
}) {
  return (
    <ul className="card-grid article-grid" aria-label={label}>
      {articles.map((article, index) => (
        <li key={article.slug}>
          <ArticleCard
            article={article}
            variant={variant}
            headingLevel={headingLevel}
            imageLoading={index < eagerCount ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
