import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from './use-near-viewport';
import { HomeSection } from './HomeSection';

const LatestBlogPosts = lazy(() => import('../blog/LatestBlogPosts').then((module) => ({ default: module.LatestBlogPosts })));

/**
 * Home section 11 (docs/behaviour.md §2): 'Latest From Our Blogs', four posts linking to their articles (the blog's own
 * LatestBlogPosts cards). The last section of the page, so its code and the article summaries load only when
 * a shopper scrolls near it; the heading is there from the start.
 */
export function LatestBlogsSection() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <HomeSection ref={section} name="blogs" heading="Latest From Our Blogs">
      {near && (
        <Suspense fallback={<p className="home-blogs__loading">Loading the latest articles…</p>}>
          <LatestBlogPosts />
        </Suspense>
      )}
    </HomeSection>
  );
}
