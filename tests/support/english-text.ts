import { i18n, type MessageDescriptor } from '@lingui/core';
import { contentText } from '../../web/src/i18n/content-text';

/**
 * The English of a content text (a message descriptor of web/src/content, or a plain string) as an English page shows
 * it. No catalog is needed: outside a production build Lingui keeps each message's English source and compiles it.
 * @param text a descriptor or a string
 */
export function englishText(text: MessageDescriptor | string): string {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  return contentText(i18n, text);
}
