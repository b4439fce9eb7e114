import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { htmlLang, localizedPath } from '@contracts/locale';
import { rememberedLocaleChoice } from '../i18n/locale-choice';
import { useLocale } from '../i18n/use-locale';
import { useHydrated } from '../lib/hydration';
import { LANGUAGE_SWITCH_ATTRIBUTE } from './language-switch-attribute';

/** The sessionStorage key set when the shopper closes the suggestion: it stays closed for the rest of the tab's visit. */
export const LANGUAGE_SUGGESTION_DISMISSED_KEY = 'medvika:hindi-suggestion-dismissed';

/**
 * True when this browser's shopper probably reads Hindi: their first preferred language is Hindi
 * (`navigator.languages[0]`, e.g. 'hi' or 'hi-IN'), or they switched to Hindi before (web/src/i18n/locale-choice.ts).
 * Reads browser state: call only after hydration.
 */
export function prefersHindi(): boolean {
  const first = navigator.languages?.[0] ?? navigator.language ?? '';
  return first.toLowerCase().startsWith('hi') || rememberedLocaleChoice() === 'hi';
}

/** True when the shopper closed the suggestion earlier in this tab (false when storage is blocked). */
function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(LANGUAGE_SUGGESTION_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * On the English home page only, a one-line suggestion of its Hindi twin for a shopper who prefers Hindi
 * (prefersHindi): "यह पेज हिन्दी में भी है — हिन्दी में देखें", a link to /hi, and ✕ to close it for the rest of the
 * visit (sessionStorage). It never redirects: every URL opens in its own language. It depends on the browser, so it
 * appears only once the app has started (never in the prerendered HTML, useHydrated), fixed above the floating
 * contact bar so nothing on the page moves. Written in Hindi on an English page, so it is marked lang="hi"
 * (WCAG 3.1.2); the link carries the language switch's attribute, so following it remembers the choice.
 * @returns the suggestion, or null
 */
export function LanguageSuggestion() {
  const hydrated = useHydrated();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  const shown = hydrated && !closed && locale === 'en' && pathname === '/' && prefersHindi() && !wasDismissed();
  if (!shown) return null;
  const close = () => {
    try {
      sessionStorage.setItem(LANGUAGE_SUGGESTION_DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: it stays closed until the page is opened again.
    }
    setClosed(true);
  };
  return (
    <aside className="language-suggestion" lang={htmlLang.hi} aria-label="भाषा का सुझाव">
      <p>
        यह पेज हिन्दी में भी है —{' '}
        <a href={localizedPath('/', 'hi')} hrefLang={htmlLang.hi} {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: '' }}>
          हिन्दी में देखें
        </a>
      </p>
      <button type="button" className="icon-button language-suggestion__close" aria-label="सुझाव बंद करें" onClick={close}>
        <span aria-hidden="true">✕</span>
      </button>
    </aside>
  );
}
