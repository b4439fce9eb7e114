import { useLingui } from '@lingui/react';
import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { LinkedText } from '../../components/LinkedText';
import type { FaqEntry } from '../../content/faq';
import { contentText } from '../../i18n/content-text';

/** The `name` shared by the accordion's `<details>`: the browser keeps one of them open (an exclusive accordion). */
const ACCORDION_NAME = 'faq';

/** Props of FaqAccordion. */
export interface FaqAccordionProps {
  /** The questions and answers, in display order (content/faq.ts). */
  entries: readonly FaqEntry[];
  /** Id of the entry to open (e.g. from the URL's #hash), once the app runs; none when absent or unknown. */
  initialOpenId?: string;
  /** Heading level of the questions' headings, to keep the page's outline. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The FAQ accordion (docs/behaviour.md §2, §4 "FAQ: one answer open at a time; clicking the open question closes it;
 * clicking another opens that one"), in native HTML so that it works before the app has started
 * (docs/decisions/0017-native-controls-before-hydration.md): each entry is a `<details name="faq">` (HTML's exclusive
 * accordion: opening one closes the other) whose `<summary>` holds the question's heading; the browser toggles it on
 * click, Enter and Space and exposes its expanded state. The app adds what HTML does not: Arrow Up/Down move between
 * questions (wrapping), Home/End go to the first/last (WAI-ARIA APG accordion); the entry named by `initialOpenId`
 * opens; and the one-open rule is kept in browsers without `name` on `<details>`. Questions and answers are message
 * descriptors, shown in the page's language (the faq catalog); each answer paragraph is plain text.
 */
export function FaqAccordion({ entries, initialOpenId, headingLevel = 'h2' }: FaqAccordionProps) {
  const { i18n } = useLingui();
  const items = useRef<(HTMLDetailsElement | null)[]>([]);
  const Heading = headingLevel;

  useEffect(() => {
    // Opened after hydration, not rendered open: the prerendered page knows no #hash, and hydration keeps its markup.
    const index = entries.findIndex((entry) => entry.id === initialOpenId);
    const item = items.current[index];
    if (item) item.open = true;
  }, [entries, initialOpenId]);

  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of opened.parentElement?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [])
      if (other !== opened) other.open = false;
  };

  const moveFocus = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = entries.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items.current[target]?.querySelector('summary')?.focus();
  };

  return (
    <div className="faq-accordion">
      {entries.map((entry, index) => (
        <details
          key={entry.id}
          ref={(element) => {
            items.current[index] = element;
          }}
          name={ACCORDION_NAME}
          className="faq-item"
          id={`faq-${entry.id}`}
          onToggle={closeOthers}
        >
          <summary className="faq-item__question" onKeyDown={(event) => moveFocus(event, index)}>
            <Heading className="faq-item__heading">{contentText(i18n, entry.question)}</Heading>
            <svg className="faq-item__icon" aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="faq-item__answer">
            {entry.answer.map((paragraph) => (
              <p key={paragraph.id}>
                <LinkedText text={contentText(i18n, paragraph)} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
