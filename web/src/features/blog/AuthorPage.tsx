import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { articleSummaries, authorPageOrder } from '../../content/articles/index';
import { site } from '../../content/site';
import { ArticleCardGrid } from './ArticleCard';
import './blog.css';
import { Page } from '../../components/Page';
import { LineIcon } from '../../components/LineIcon';
import { formatIsoDate, type IsoDate } from '../../lib/dates';

/** The day the author joined (docs/behaviour.md §2, §9: September 6, 2023). */
const AUTHOR_JOINED: IsoDate = '2023-09-06';

/**
 * The parts of the static author statistics line (docs/behaviour.md §2, §9: 'JOINED: SEPTEMBER 6, 2023 / ARTICLES: 14 /
 * COMMENTS: 2'), in the page's language; the date in capitals like the rest of the line (a no-op in Hindi).
 */
function useAuthorStats(): string[] {
  const { t } = useLingui();
  const joined = formatIsoDate(AUTHOR_JOINED).toUpperCase();
  return [t`JOINED: ${joined}`, t`ARTICLES: 14`, t`COMMENTS: 2`];
}

/** A globe outline, drawn inline (decorative: the link carries the label). */
function GlobeIcon() {
  return (
    <LineIcon size={24} strokeWidth={1.8} focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M4.6 7.5h14.8M4.6 16.5h14.8" />
      <path d="M12 3c-2.6 2.5-3.9 5.5-3.9 9s1.3 6.5 3.9 9c2.6-2.5 3.9-5.5 3.9-9S14.6 5.5 12 3z" />
    </LineIcon>
  );
}

/**
 * /medvikaPharmacy, the author page of the provider (docs/behaviour.md §2 "/{product}Pharmacy"): logo, 'Medvika Pharmacy',
 * the static line JOINED: SEPTEMBER 6, 2023 / ARTICLES: 14 / COMMENTS: 2, a globe button → / and the twelve
 * article cards in the order 2, 5, 3, 6, 1, 4, 7, 8, 9, 10, 11, 12.
 */
export function AuthorPage() {
  const { t } = useLingui();
  const brand = site.brand;
  const stats = useAuthorStats();
  const homeLabel = t`Go to the home page`;
  const title = t`${brand} Pharmacy`;
  return (
    <Page
      className="blog-page"
      title={t`${title} | Author`}
      description={t`Articles by Medvika Pharmacy on everyday health: blood pressure, platelets, hair and skin care, nutrition and more.`}
    >
      <div className="author-banner">
        <div className="container author-banner__inner">
          <img className="author-banner__logo" src="/images/brand/logo-mark.svg" alt={t`Medvika logo mark`} width={96} height={96} />
          <div className="author-banner__text">
            <h1>{title}</h1>
            <p className="author-banner__stats">
              {stats.map((part, index) => (
                <span key={part}>
                  {index > 0 && ' / '}
                  <span className="author-banner__stat">{part}</span>
                </span>
              ))}
            </p>
          </div>
          <Link className="author-banner__globe" to={paths.home} aria-label={homeLabel} title={homeLabel}>
            <GlobeIcon />
          </Link>
        </div>
      </div>
      <div className="container blog-page__body">
        <ArticleCardGrid articles={articleSummaries(authorPageOrder)} variant="health" label={t`Articles by ${title}`} />
      </div>
    </Page>
  );
}
