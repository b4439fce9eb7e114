import { useLingui } from '@lingui/react';
import { about, type Benefit } from '../content/about';
import './benefit-cards.css';

export type { Benefit };

/** Props of BenefitCards; every prop is optional. */
export interface BenefitCardsProps {
  /** Heading level of each card's title, to keep the page's headings in order. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra class on the list, e.g. for page-specific spacing. */
  className?: string;
  /** Lazy-load the pictures (below the fold); pass 'eager' when the cards are at the top of a page. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
  /** The cards to show. @default about.benefits (content/about.ts) */
  benefits?: readonly Benefit[];
}

/**
 * The three benefit cards (docs/behaviour.md §2: /about "three benefit cards", Home section 4 "Three benefit cards").
 * Renders a `<ul class="benefit-cards">`: one column on phones, three side by side from 768 px.
 * Each card shows its picture (decorative, alt="", since the title says the same), a title at
 * `headingLevel` and a short text, both translated from content/about.ts (the about catalog, which every page showing
 * the cards loads). The list carries no heading of its own: put one before it.
 */
export function BenefitCards({ headingLevel = 'h3', className, imageLoading = 'lazy', benefits = about.benefits }: BenefitCardsProps) {
  const { i18n } = useLingui();
  const Heading = headingLevel;
  return (
    <ul className={className ? `benefit-cards ${className}` : 'benefit-cards'}>
      {benefits.map((benefit) => (
        <li key={benefit.icon} className="benefit-card">
          <img
            className="benefit-card__icon"
            src={`/images/home/benefit-${benefit.icon}.svg`}
            alt=""
            width={64}
            height={64}
            loading={imageLoading}
          />
          <Heading className="benefit-card__title">{i18n._(benefit.title)}</Heading>
          <p className="benefit-card__text">{i18n._(benefit.text)}</p>
        </li>
      ))}
    </ul>
  );
}
