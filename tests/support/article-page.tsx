import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ArticleSlug } from '@contracts/articles';
import { ArticlePage } from '../../web/src/features/blog/ArticlePage';
import { articleSummaryBySlug } from '../../web/src/content/articles/index';
import type { ArticleRouteData } from '../../web/src/features/blog/article-route-data';
import { RouteDataContext } from '../../web/src/lib/route-data';

/**
 * Renders an article page as its route does (web/src/app/router.tsx): the page at /<slug> (or /hi/<slug> with the
 * Hindi basename), with its route data (the slug and the article's summary, as articleRouteData gives it).
 * @param slug the article, e.g. 'health3'
 * @param options.initialEntries the address, '/<slug>' by default; options.basename '/hi' for the Hindi page
 * @returns React Testing Library's render result, once the page has rendered
 */
export async function renderArticlePage(slug: ArticleSlug, options: { initialEntries?: string[]; basename?: string } = {}) {
  const data: ArticleRouteData = { slug, summary: articleSummaryBySlug(slug) };
  // Inside an awaited act: the article body's own chunk and the comments' first answer settle before the test goes on.
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={options.initialEntries ?? [`${options.basename ?? ''}/${slug}`]} basename={options.basename}>
        <RouteDataContext value={data}>
          <Routes>
            <Route path="/:page" element={<ArticlePage />} />
          </Routes>
        </RouteDataContext>
      </MemoryRouter>,
    );
  });
  return result;
}
