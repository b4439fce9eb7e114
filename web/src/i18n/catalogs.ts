import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@contracts/locale';

/** A compiled catalog module: what Lingui's Vite plugin makes of an imported `.po` file. */
type CatalogModule = { messages: Messages };

/**
 * The catalogs, each its own lazily loaded chunk (Lingui's Vite plugin compiles the `.po` file as it is bundled, so
 * the browser receives ready-made messages and no message parser): the two every page loads (the shared one: header,
 * footer, cart, form errors; and the product controls': card, add to cart, quantity, search), and one per shop
 * feature, loaded with that feature's page. Keyed by path relative to this file.
 */
const sharedCatalogs = import.meta.glob<CatalogModule>(['../locales/*.po', '../components/product/locales/*.po']);
const featureCatalogs = import.meta.glob<CatalogModule>(['../features/*/locales/*.po', '../lib/form-kit/locales/*.po']);

/** The 'forms' catalog (form kit, field and API errors), loaded like a feature's by the pages that have a form. */
const FORMS_CATALOG = 'forms';

/**
 * The pseudo-catalog of the server's English form and API messages in a translated language: the message table (it
 * installs their translation as it loads) and its catalog; nothing at all in English, whose pages show those messages
 * as they come. A page lists it when its first render shows such a text (the prescription file input's label and
 * help); a form that shows them only once used (the comment form) loads it with its own code.
 */
export const SERVER_MESSAGES_CATALOG = 'server-messages';
const MESSAGE_TABLE_FOLDER = 'lib/message-translations';
const messageTableCatalogs = import.meta.glob<CatalogModule>('../lib/message-translations/locales/*.po');
const loadMessageTable = () => import('../lib/message-translations/message-table');

/** Where a feature's catalog lives, relative to web/src: 'features/track', or 'lib/form-kit' for 'forms'. */
function catalogFolder(feature: string): string {
  return feature === FORMS_CATALOG ? 'lib/form-kit' : `features/${feature}`;
}

/**
 * The Vite manifest keys of what a feature's catalog loads (relative to web/), which the prerender step preloads, e.g.
 * ['src/features/track/locales/hi.po']; for SERVER_MESSAGES_CATALOG the message table and its catalog in a translated
 * language, none in English.
 * @param locale the language
 * @param feature a shop feature's folder name under web/src/features, 'forms' or SERVER_MESSAGES_CATALOG
 */
export function catalogModuleKeys(locale: Locale, feature: string): string[] {
  if (feature !== SERVER_MESSAGES_CATALOG) return [`src/${catalogFolder(feature)}/locales/${locale}.po`];
  if (locale === DEFAULT_LOCALE) return [];
  return [`src/${MESSAGE_TABLE_FOLDER}/message-table.ts`, `src/${MESSAGE_TABLE_FOLDER}/locales/${locale}.po`];
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
  return feature === SERVER_MESSAGES_CATALOG || `../${catalogFolder(feature)}/locales/en.po` in featureCatalogs;
}

/**
 * Loads a feature's catalog into Lingui's `i18n` (merged with what is loaded for that locale already). Only the
 * page's own language is ever downloaded; SERVER_MESSAGES_CATALOG loads the message table in a translated language and
 * nothing in English.
 * @param locale the language
 * @param feature a shop feature's folder name, e.g. 'track', 'forms' or SERVER_MESSAGES_CATALOG
 * @throws Error when the catalog does not exist (a feature without texts, or a typo)
 */
export async function loadCatalog(locale: Locale, feature: string): Promise<void> {
  if (feature === SERVER_MESSAGES_CATALOG) {
    if (locale === DEFAULT_LOCALE) return;
    const tableCatalog = messageTableCatalogs[`../${MESSAGE_TABLE_FOLDER}/locales/${locale}.po`];
    if (!tableCatalog) throw new Error(`No catalog for the form messages in ${locale}`);
    // Into the table's own Lingui instance, not the page's: loading it never re-renders the page (message-table.ts).
    const [table, { messages }] = await Promise.all([loadMessageTable(), tableCatalog()]);
    table.loadTableCatalog(locale, messages);
    return;
  }
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
