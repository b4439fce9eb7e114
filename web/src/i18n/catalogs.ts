import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@contracts/locale';

/** A compiled catalog module: what Lingui's Vite plugin makes of an imported `.po` file. */
type CatalogModule = { messages: Messages };

/**
 * The catalogs, each its own lazily loaded chunk (Lingui's Vite plugin compiles the `.po` file as it is bundled, so
 * the browser receives ready-made messages and no message parser): the shared one (header, footer, cart, forms),
 * and one per shop feature, loaded with that feature's page. Keyed by path relative to this file.
 */
const sharedCatalogs = import.meta.glob<CatalogModule>('../locales/*.po');
const featureCatalogs = import.meta.glob<CatalogModule>('../features/*/locales/*.po');

/**
 * The Vite manifest key of a catalog (relative to web/), which the prerender step uses to preload it:
 * 'src/locales/hi.po', or 'src/features/track/locales/hi.po' for a feature's.
 * @param locale the language
 * @param feature a shop feature's folder name under web/src/features, or undefined for the shared catalog
 */
export function catalogModuleKey(locale: Locale, feature?: string): string {
  return feature === undefined ? `src/locales/${locale}.po` : `src/features/${feature}/locales/${locale}.po`;
}

/**
 * True when a shop feature has a catalog of its own (the staff console, English only, has none).
 * @param feature a folder name under web/src/features, e.g. 'track'
 */
export function hasFeatureCatalog(feature: string): boolean {
  return `../features/${feature}/locales/en.po` in featureCatalogs;
}

/**
 * Loads one catalog into Lingui's `i18n` (merged with what is loaded for that locale already). Only the page's own
 * language is ever downloaded.
 * @param locale the language
 * @param feature a shop feature's folder name, or undefined for the shared catalog
 * @throws Error when the catalog does not exist (a feature without texts, or a typo)
 */
export async function loadCatalog(locale: Locale, feature?: string): Promise<void> {
  const key = feature === undefined ? `../locales/${locale}.po` : `../features/${feature}/locales/${locale}.po`;
  const load = feature === undefined ? sharedCatalogs[key] : featureCatalogs[key];
  if (!load) throw new Error(`No catalog ${key}`);
  const { messages } = await load();
  i18n.load(locale, messages);
}

/**
 * Makes `locale` the language of this document (or, at build time, of the page being prerendered): loads its shared
 * catalog and activates it. A feature's catalog is loaded with its page (web/src/app/router.tsx).
 * @param locale the page's language, from its path (contracts/locale.ts localeOfPath)
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  i18n.activate(locale);
}

/** The active language: what the page being shown (or prerendered) is written in. */
export function activeLocale(): Locale {
  return i18n.locale === 'hi' ? 'hi' : 'en';
}
