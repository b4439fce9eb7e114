import type { I18n, MessageDescriptor } from '@lingui/core';
import { siteTexts } from '../content/site';

/**
 * A content text (content/faq.ts, content/policies.ts) in the page's language. Texts that mention the contact hours
 * carry them as the value `hours` (site.hours, English, so that the English text reads the same everywhere); here that
 * value becomes the page language's `siteTexts.hours` ('सुबह 10 से शाम 7 बजे तक' on a Hindi page) before the text is
 * translated, because `i18n._` keeps a descriptor's own values.
 * @param i18n the page's Lingui instance, with the text's catalog and the shared one loaded
 * @param text a message descriptor from a content module, or a text that stays as written (a name, an address)
 * @returns the translated, interpolated text
 */
export function contentText(i18n: I18n, text: MessageDescriptor | string): string {
  if (typeof text === 'string') return text;
  if (!text.values || !('hours' in text.values)) return i18n._(text);
  return i18n._({ ...text, values: { ...text.values, hours: i18n._(siteTexts.hours) } });
}
