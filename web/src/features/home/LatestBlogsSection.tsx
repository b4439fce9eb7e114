import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { hydrateOnUse } from '../../components/HydrateOnUse';
import { loadRegionNow } from '../../lib/deferred-regions';
import { useNearViewport } from './use-near-viewport';
import { HomeSection } from './HomeSection';
// The cards' styles come with the page, not with their code: the prerendered cards are styled from the first paint.
import '../../components/article-card.css';

/** The blog cards' region id (web/src/lib/deferred-regions.ts). */
const LATEST_BLOGS_REGION = 'latest-blogs';

// Prerendered in full, so the section has its height from the first paint and nothing below it (the footer) moves
// when the cards' code arrives; that code and the blog's catalog (every article's card texts) are not part of the
// page's start (docs/decisions/0017-native-controls-before-hydration.md). Until they load, the cards are plain links.
const LatestBlogPosts = hydrateOnUse(
  LATEST_BLOGS_REGION,
  () => import('../blog/LatestBlogPosts').then((module) => module.LatestBlogPosts),
  {
    catalogs: ['blog'],
    fallback: (
      <p className="home-blogs__loading">
        <Trans>Loading the latest articles…</Trans>
      </p>
    ),
  },
);

/**
 * Home section 11 (docs/behaviour.md §2): 'Latest From Our Blogs', four posts linking to their articles (the blog's own
 * LatestBlogPosts cards), prerendered with the page. The cards' code and texts load when a shopper first uses the
 * section or scrolls near it, so by the time a card is tapped it opens its article inside the app, without a reload.
 */
export function LatestBlogsSection() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  useEffect(() => {
    if (near) loadRegionNow(LATEST_BLOGS_REGION);
  }, [near]);
  return (
    <HomeSection ref={section} name="blogs" heading={<Trans>Latest From Our Blogs</Trans>}>
      <LatestBlogPosts />
    </HomeSection>
  );
}
