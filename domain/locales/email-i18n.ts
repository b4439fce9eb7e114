/**
 * The shopper e-mails' catalog at run time: one Lingui instance per e-mail, in the language of the record it is about
 * (a notifier run mixes Hindi and English e-mails, so never the global `i18n`). The messages are the compiled
 * TypeScript beside the `.po` files (en.ts, hi.ts, written by tools/i18n/compile-email-catalogs.ts): the Lambda
 * bundles (esbuild) and tsx cannot import `.po` files, and compiled messages need no message compiler at run time.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatShopperDate } from '../delivery-estimate';
import { messages as en } from './en';
import { messages as hi } from './hi';

/**
 * A language the shopper e-mails are written in: the storefront's (contracts/locale.ts Locale, which domain/ may not
 * import: it is the lowest layer). 'en' is the spec's English.
 */
export type EmailLocale = 'en' | 'hi';

const catalogs: Readonly<Record<EmailLocale, Messages>> = { en, hi };

/**
 * A fresh Lingui instance holding only `locale`'s compiled e-mail messages, active in that locale.
 * @param locale the record's language ('en' for a record that names none)
 * @returns an I18n whose `_()` renders the e-mail message descriptors of domain/notifications.ts
 */
export function emailI18n(locale: EmailLocale): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
}

/** Hindi dates of the e-mails: weekday and month written out, as Hindi is written ("शनिवार, 28 नवंबर"). */
const hindiDate = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * A calendar date as an e-mail names it: English as /track writes it ('Fri, 28 Nov': formatShopperDate), Hindi with
 * Intl 'hi-IN' ('शुक्रवार, 28 नवंबर').
 * @param date YYYY-MM-DD (a calendar date in Asia/Kolkata: domain/delivery-estimate.ts)
 * @throws RangeError for a string that is not a date
 */
export function emailDate(date: string, locale: EmailLocale): string {
  return locale === 'hi' ? hindiDate.format(new Date(`${date}T00:00:00Z`)) : formatShopperDate(date);
}
