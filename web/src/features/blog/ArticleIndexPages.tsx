import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { articleCards } from '../../content/articles/index';
import { Page } from '../../components/Page';
import { PageBanner } from '../../components/PageBanner';
import { ArticleCardGrid } from './ArticleCard';
import './blog.css';

/** The two listings of all twelve articles: the card variant, banner, grid label and meta description of each (translated where shown). */
const listings = {
  blog: {
    title: msg`Blogs`,
    label: msg`Articles`,
    description: msg`Health articles from Medvika Pharmacy: blood pressure, platelets, cold and cough, skin and hair care, nutrition and more.`,
  },
  health: {
    title: msg`Health`,
    label: msg`Health articles`,
    description: msg`The Medvika health blog: practical, pharmacist-reviewed guides on everyday health for families in Delhi NCR.`,
  },
} as const;

/** One article listing: banner and the twelve cards (1–4 columns), using the summaries only, never the bodies. */
function ArticleIndex({ variant }: { variant: keyof typeof listings }) {
  const { i18n } = useLingui();
  const listing = listings[variant];
  const title = i18n._(listing.title);
  const label = i18n._(listing.label);
  const description = i18n._(listing.description);
  return (
    <Page className="blog-page" title={title} description={description}>
      <PageBanner title={title} />
      <div className="container blog-page__body">
        <ArticleCardGrid articles={articleCards} variant={variant} label={label} />
      </div>
    </Page>
  );
}

/**
 * /blogs (docs/behaviour.md §2 "Blogs and health pages"): hero 'Blogs' and the twelve articles as cards, each with category
 * 'Health', title → /health1 … /health12, teaser and publisher line 'By MEDVIKA PHARMACY'.
 */
export function BlogsPage() {
  return <ArticleIndex variant="blog" />;
}

/**
 * /health, the health blog index (docs/behaviour.md §2): banner 'Health' and the twelve article cards with HEALTH → /health,
 * title, picture, excerpt, 'MEDVIKA PHARMACY' → /medvikaPharmacy and the fixed card date.
 */
export function HealthIndexPage() {
  return <ArticleIndex variant="health" />;
}
