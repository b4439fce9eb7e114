import type { I18n, MessageDescriptor } from '@lingui/core';
import { siteTexts } from '../content/site';

/**
 * The values a content text may carry from `site` (English, so that the English text reads the same everywhere) that
 * are words in the page's language: value name → its `siteTexts` message.
 */
const siteWordValues: Readonly<Record<string, MessageDescriptor>> = {
  hours: siteTexts.hours,
  officerName: siteTexts.grievanceOfficerName,
  boardName: siteTexts.dataProtectionBoard,
};

/**
 * A content text (content/faq.ts, content/policies.ts) in the page's language. Texts that mention the contact hours,
 * the grievance officer or the Data Protection Board carry them as the values `hours`, `officerName` and `boardName`
 * (from site.ts, English); here those values become the page language's `siteTexts` ('सुबह 10 से शाम 7 बजे तक',
 * 'रितिका शर्मा' on a Hindi page) before the text is translated, because `i18n._` keeps a descriptor's own values.
 * @param i18n the page's Lingui instance, with the text's catalog and the shared one loaded
 * @param text a message descriptor from a content module, or a text that stays as written (a name, an address)
 * @returns the translated, interpolated text
 */
export function contentText(i18n: I18n, text: MessageDescriptor | string): string {
  if (typeof text === 'string') return text;
  const values = text.values;
  if (!values) return i18n._(text);
  const words = Object.keys(siteWordValues).filter((name) => name in values);
  if (words.length === 0) return i18n._(text);
  const localized = Object.fromEntries(words.map((name) => [name, i18n._(siteWordValues[name]!)]));
  return i18n._({ ...text, values: { ...values, ...localized } });
}
