import { articleCards } from '../../content/articles/index';
import { PageBanner } from '../../components/PageBanner';
import { ArticleCardGrid } from './ArticleCard';
import { Page } from '../../components/Page';

/**
 * /health, the health blog index (spec §2): banner 'Health' and the twelve article cards (1–4 columns) with
 * HEALTH → /health, title, picture, excerpt, 'MEDVIKA PHARMACY' → /medvikaPharmacy and the fixed card date.
 */
export function HealthIndexPage() {
  return (
    <Page className="blog-page" title="Health" description="The Medvika health blog: practical, pharmacist-reviewed guides on everyday health for families in Delhi NCR.">
      <PageBanner title="Health" />
      <div className="container blog-page__body">
        <ArticleCardGrid articles={articleCards} variant="health" label="Health articles" />
      </div>
    </Page>
  );
}
