import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqEntry } from '../../content/faq';
import { absoluteUrl } from '../../content/site-origin';
import { paths } from '../paths';

/**
 * The structured data of /faq (docs/architecture.md §5): a schema.org `FAQPage` (https://schema.org/FAQPage; Google "FAQ"
 * structured data) whose `mainEntity` is one `Question` per entry, with the question as `name` and the plain-text
 * answer as the `acceptedAnswer`'s `text` — the same text the accordion shows.
 * @param entries the questions in display order, content/faq.ts `faq`
 */
export function faqPageJsonLd(entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(paths.faq),
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
