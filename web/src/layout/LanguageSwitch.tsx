import { useLocation } from 'react-router-dom';
import { htmlLang, localeNames, localizedPath, type Locale } from '@contracts/locale';
import { useLocale } from '../i18n/use-locale';
import { LANGUAGE_SWITCH_ATTRIBUTE } from './language-switch-attribute';

/**
 * The "हिन्दी / English" switch of the header and the mobile menu: a plain link to the same page in the other
 * language, with the same query and hash ('/products?sort=price-asc' ↔ '/hi/products?sort=price-asc'). It is a real
 * link, so it works before the app has started; the page it opens is the other language's prerendered page. The cart
 * (localStorage) and form drafts (sessionStorage) belong to the browser tab, not to the page, so they come along.
 * The browser entry remembers the choice for the next visit (web/src/i18n/locale-choice.ts). Its text is the other language's
 * name in that language, marked with `lang` so a screen reader says it in that language (WCAG 3.1.2).
 * @param className the link's classes in its place (header bar or drawer)
 */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  return (
    <a
      href={`${localizedPath(pathname, other)}${search}${hash}`}
      className={className}
      lang={htmlLang[other]}
      hrefLang={htmlLang[other]}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: '' }}
    >
      {localeNames[other]}
    </a>
  );
}
