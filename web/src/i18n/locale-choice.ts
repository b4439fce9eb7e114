import { isLocale, type Locale } from '@contracts/locale';

/** The localStorage key of the shopper's last chosen language ('en' or 'hi'). */
const LOCALE_CHOICE_KEY = 'medvika:locale';

/**
 * Remembers the language the shopper switched to, for the next visit. It never redirects: a URL always opens in
 * its own language; the choice only decides whether the home page suggests the other one.
 * @param locale the language chosen
 */
export function rememberLocaleChoice(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // Storage blocked (private mode, full): the switch still works, the choice is just not remembered.
  }
}

/** The language the shopper last switched to on this browser, or undefined when they never did (or storage is blocked). */
export function rememberedLocaleChoice(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LOCALE_CHOICE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}
