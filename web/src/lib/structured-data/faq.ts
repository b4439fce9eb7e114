import { i18n } from '@lingui/core';
import type { FAQPage, WithContext } from 'schema-dts';
import { localizedPath } from '@contracts/locale';
import { activeLocale } from '../../i18n/catalogs';
import type { FaqEntry } from '../../content/faq';
import { contentText } from '../../i18n/content-text';
import { absoluteUrl } from '../../content/site-origin';
import { paths } from '../paths';

/**
 * The structured data of /faq and /hi/faq (docs/architecture/frontend.md): a schema.org `FAQPage`
 * (https://schema.org/FAQPage; Google "FAQ" structured data) whose `mainEntity` is one `Question` per entry, with the
 * question as `name` and the plain-text answer (paragraphs joined by a blank line) as the `acceptedAnswer`'s `text` —
 * the same text the accordion shows, in the active page language (the faq catalog must be loaded); `url` is that
 * language's page.
 * @param entries the questions in display order, content/faq.ts `faq`
 */
export function faqPageJsonLd(entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(localizedPath(paths.faq, activeLocale())),
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: contentText(i18n, entry.question),
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.map((paragraph) => contentText(i18n, paragraph)).join('\n\n') },
    })),
  };
}
