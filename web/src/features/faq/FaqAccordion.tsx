import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { LinkedText } from '../../components/LinkedText';
import type { FaqEntry } from '../../content/faq';

/** Props of FaqAccordion. */
export interface FaqAccordionProps {
  /** The questions and answers, in display order (content/faq.ts). */
  entries: readonly FaqEntry[];
  /** Id of the entry open at first (e.g. from the URL's #hash); none when absent or unknown. */
  initialOpenId?: string;
  /** Heading level of the question buttons' headings, to keep the page's outline. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The FAQ accordion (docs/behaviour.md §2, §4 "FAQ: one answer open at a time; clicking the open question closes it;
 * clicking another opens that one"), built on the WAI-ARIA APG accordion pattern: each question is a
 * <button> inside a heading with aria-expanded and aria-controls pointing at its answer panel
 * (role="region", aria-labelledby the button; hidden while closed). Enter and Space toggle (native button);
 * Arrow Up/Down move between questions (wrapping), Home/End go to the first/last.
 * Answers are plain text; a blank line starts a new paragraph.
 */
export function FaqAccordion({ entries, initialOpenId, headingLevel = 'h2' }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | undefined>(() =>
    entries.some((entry) => entry.id === initialOpenId) ? initialOpenId : undefined,
  );
  const prefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = entries.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="faq-accordion">
      {entries.map((entry, index) => {
        const open = entry.id === openId;
        const buttonId = `${prefix}-q-${entry.id}`;
        const panelId = `${prefix}-a-${entry.id}`;
        return (
          <div key={entry.id} className={`faq-item${open ? ' faq-item--open' : ''}`} id={`faq-${entry.id}`}>
            <Heading className="faq-item__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className="faq-item__question"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? undefined : entry.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{entry.question}</span>
                <svg className="faq-item__icon" aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
                  <path
                    d="M5 7.5l5 5 5-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-item__answer" hidden={!open}>
              {entry.answer.split('\n\n').map((paragraph) => (
                <p key={paragraph}>
                  <LinkedText text={paragraph} />
                </p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
