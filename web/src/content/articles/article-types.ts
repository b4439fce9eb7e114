/**
 * Shape of one health article (docs/behaviour.md §2 "Blogs and health pages", §3 "Blog or article card").
 * The summaries (index.ts) and one body module per article and language (health1.ts … health12.ts in English,
 * hi/health1.ts … hi/health12.ts in Hindi, each exporting `body`) make up the `Article` one page component renders.
 * Every text is in the page's language.
 */
import type { ArticleSlug } from '@contracts/articles';
import type { IsoDate } from '../../lib/dates';

/** A picture shown in an article or on its card. `src` is a path under web/public (served at the site root). */
export interface ArticleImage {
  /** Root-relative URL, e.g. '/images/articles/health3-hero.svg'. */
  src: string;
  /** Text alternative (WCAG 1.1.1). */
  alt: string;
  /** Intrinsic width in CSS px (prevents layout shift). */
  width: number;
  /** Intrinsic height in CSS px. */
  height: number;
}

/** One block of an article body, rendered in order. Text is plain (no HTML, no Markdown). */
export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'image'; image: ArticleImage; caption?: string }
  | { kind: 'callout'; title: string; text: string };

export interface Article {
  slug: ArticleSlug;
  /** Title shown in the banner and on cards. */
  title: string;
  /** Meta description for the page (<= 160 characters). */
  description: string;
  /** Short teaser for the /blogs card (1–2 sentences). */
  teaser: string;
  /** Longer excerpt for the /health card (2–3 sentences). */
  excerpt: string;
  /**
   * Fixed card date (docs/behaviour.md §2), an ISO calendar date such as '2024-02-09'; shown on /health as
   * 'February 9, 2024' by formatIsoDate (lib/dates.ts).
   */
  cardDate: IsoDate;
  /** Whether the article page shows its date (docs/behaviour.md §2: only health9–health12, '2024-03-06' shown 'March 6, 2024'). */
  showDateOnPage: boolean;
  /** Card and banner picture. */
  image: ArticleImage;
  /** The article body. */
  body: ArticleBlock[];
}
