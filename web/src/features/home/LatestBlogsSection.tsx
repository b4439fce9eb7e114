import { Trans } from '@lingui/react/macro';
import { activeLocale, loadCatalog } from '../../i18n/catalogs';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from './use-near-viewport';
import { HomeSection } from './HomeSection';

// The blog's texts come with its code: its catalog loads in the same lazy step, in the page's language.
const LatestBlogPosts = lazy(() =>
  Promise.all([import('../blog/LatestBlogPosts'), loadCatalog(activeLocale(), 'blog')]).then(([module]) => ({
    default: module.LatestBlogPosts,
  })),
);

/**
 * Home section 11 (docs/behaviour.md §2): 'Latest From Our Blogs', four posts linking to their articles (the blog's own
 * LatestBlogPosts cards). The last section of the page, so its code and the article summaries load only when
 * a shopper scrolls near it, with the blog's catalog; the heading is there from the start.
 */
export function LatestBlogsSection() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <HomeSection ref={section} name="blogs" heading={<Trans>Latest From Our Blogs</Trans>}>
      {near && (
        <Suspense
          fallback={
            <p className="home-blogs__loading">
              <Trans>Loading the latest articles…</Trans>
            </p>
          }
        >
          <LatestBlogPosts />
        </Suspense>
      )}
    </HomeSection>
  );
}
