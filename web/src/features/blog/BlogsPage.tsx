import { articleCards } from '../../content/articles/index';
import { PageBanner } from '../../components/PageBanner';
import { ArticleCardGrid } from './ArticleCard';
import { Page } from '../../components/Page';

/**
 * /blogs (spec §2 "Blogs and health pages"): hero 'Blogs' and the twelve articles as cards (1–4 columns),
 * each with category 'Health', title → /health1 … /health12, teaser and publisher line 'By MEDVIKA PHARMACY'.
 * Uses only the article summaries, never the bodies.
 */
export function BlogsPage() {
  return (
    <Page className="blog-page" title="Blogs" description="Health articles from Medvika Pharmacy: blood pressure, platelets, cold and cough, skin and hair care, nutrition and more.">
      <PageBanner title="Blogs" />
      <div className="container blog-page__body">
        <ArticleCardGrid articles={articleCards} variant="blog" label="Articles" />
      </div>
    </Page>
  );
}
