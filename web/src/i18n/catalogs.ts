import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@contracts/locale';

/** A compiled catalog module: what Lingui's Vite plugin makes of an imported `.po` file. */
type CatalogModule = { messages: Messages };

/**
 * The catalogs, each its own lazily loaded chunk (Lingui's Vite plugin compiles the `.po` file as it is bundled, so
 * the browser receives ready-made messages and no message parser): the two every page loads (the shared one: header,
 * footer, cart, form errors; and the product controls': card, add to cart, quantity, search), and one per shop
 * feature, loaded with that feature's page. Keyed by path relative to this file.
 */
const sharedCatalogs = import.meta.glob<CatalogModule>(['../locales/*.po', '../components/product/locales/*.po']);
const featureCatalogs = import.meta.glob<CatalogModule>([
  '../features/*/locales/*.po',
  '../lib/form-kit/locales/*.po',
  '../lib/api-messages/locales/*.po',
]);

/** The 'forms' catalog (form kit, field and API errors), loaded like a feature's by the pages that have a form. */
const FORMS_CATALOG = 'forms';

/**
 * The catalog of the API's codes (error codes and reasons, field problems: lib/api-messages/api-messages.ts), loaded
 * like a feature's. A form loads it with its own code (hydrateOnUse's `catalogs`), so no page downloads it up front.
 */
export const API_MESSAGES_CATALOG = 'api-messages';

/** Where a feature's catalog lives, relative to web/src: 'features/track', 'lib/form-kit' for 'forms', 'lib/api-messages'. */
function catalogFolder(feature: string): string {
  if (feature === FORMS_CATALOG) return 'lib/form-kit';
  return feature === API_MESSAGES_CATALOG ? 'lib/api-messages' : `features/${feature}`;
}

/**
 * The Vite manifest keys of what a feature's catalog loads (relative to web/), which the prerender step preloads, e.g.
 * ['src/features/track/locales/hi.po'].
 * @param locale the language
 * @param feature a shop feature's folder name under web/src/features, 'forms' or API_MESSAGES_CATALOG
 */
export function catalogModuleKeys(locale: Locale, feature: string): string[] {
  return [`src/${catalogFolder(feature)}/locales/${locale}.po`];
}

/**
 * The Vite manifest keys of the catalogs every page of `locale` loads, e.g. ['src/locales/hi.po',
 * 'src/components/product/locales/hi.po'].
 */
export function sharedCatalogModuleKeys(locale: Locale): string[] {
  return Object.keys(sharedCatalogs)
    .filter((key) => key.endsWith(`/${locale}.po`))
    .map((key) => `src/${key.slice('../'.length)}`);
}

/**
 * True when a shop feature has a catalog of its own (the staff console, English only, has none).
 * @param feature a folder name under web/src/features, e.g. 'track'
 */
export function hasFeatureCatalog(feature: string): boolean {
  return `../${catalogFolder(feature)}/locales/en.po` in featureCatalogs;
}

/**
 * Loads a feature's catalog into Lingui's `i18n` (merged with what is loaded for that locale already). Only the
 * page's own language is ever downloaded. In the shop this re-renders nothing (DocumentI18nProvider): whatever shows
 * the catalog's texts renders after it has loaded.
 * @param locale the language
 * @param feature a shop feature's folder name, e.g. 'track', 'forms' or API_MESSAGES_CATALOG
 * @throws Error when the catalog does not exist (a feature without texts, or a typo)
 */
export async function loadCatalog(locale: Locale, feature: string): Promise<void> {
  const load = featureCatalogs[`../${catalogFolder(feature)}/locales/${locale}.po`];
  if (!load) throw new Error(`No catalog for ${feature} in ${locale}`);
  i18n.load(locale, (await load()).messages);
}

/**
 * Makes `locale` the language of this document (or, at build time, of the page being prerendered): loads the
 * catalogs every page needs and activates it. A feature's catalog is loaded with its page (web/src/app/router.tsx).
 * @param locale the page's language, from its path (contracts/locale.ts localeOfPath)
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const loads = Object.entries(sharedCatalogs)
    .filter(([key]) => key.endsWith(`/${locale}.po`))
    .map(([, load]) => load());
  for (const { messages } of await Promise.all(loads)) i18n.load(locale, messages);
  i18n.activate(locale);
}

/** The active language: what the page being shown (or prerendered) is written in. */
export function activeLocale(): Locale {
  return i18n.locale === 'hi' ? 'hi' : 'en';
}
