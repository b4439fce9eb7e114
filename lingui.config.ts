import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The shop features with texts of their own; each has its own catalog (web/src/features/<name>/locales/<locale>.po),
 * loaded with its page, so a page downloads its own texts and not the whole site's. The staff console is English
 * only and has none.
 */
const featureCatalogs = [
  'about',
  'blog',
  'catalogue',
  'checkout',
  'contact',
  'faq',
  'home',
  'payment',
  'policies',
  'prescription',
  'product',
  'reminders',
  'search',
  'stores',
  'track',
] as const;

/**
 * What only pages with a form show: the form kit, its field and API error messages, and the form components. Their
 * catalog ('forms') loads with those pages, so a page without a form never downloads the error texts.
 */
const formFiles = [
  '<rootDir>/web/src/lib/form-kit',
  '<rootDir>/web/src/lib/api-client.ts',
  ...['FormField', 'PhoneInput', 'PinCodeHint', 'PrescriptionConsent', 'PrescriptionFileInput', 'TrackLink'].map(
    (name) => `<rootDir>/web/src/components/${name}.tsx`,
  ),
];

/**
 * The words of the API's codes (error codes and reasons, field problems: web/src/lib/api-messages), loaded with a form's
 * code into their own Lingui instance (web/src/i18n/catalogs.ts API_MESSAGES_CATALOG).
 */
const API_MESSAGES = '<rootDir>/web/src/lib/api-messages';

/**
 * /track's refill reminder form: shown only for a delivered order and loaded with such an answer, so its texts are in
 * the reminders catalog it loads with it, not in the track catalog every /track visit downloads.
 */
const REFILL_REMINDER_FORM = '<rootDir>/web/src/features/track/RefillReminder.tsx';

/**
 * The shopper's words of each status (catalog messages with explicit ids), read by both the e-mails (domain/locales,
 * which takes all of domain/) and /track: extracted into both catalogs, with the same translations
 * (tests/unit/status-labels.test.ts).
 */
const STATUS_LABELS = '<rootDir>/domain/status-labels.ts';

/** The content modules (web/src/content) whose texts belong to a feature's catalog rather than the shared one. */
const featureContent: Partial<Record<(typeof featureCatalogs)[number], string[]>> = {
  about: ['about.ts'],
  blog: ['articles'],
  faq: ['faq.ts'],
  home: ['home.ts'],
  policies: ['policies.ts', 'accessibility.ts'],
  stores: ['stores.ts'],
};

/**
 * Lingui's configuration (`lingui extract`, `lingui check`, the Vite plugin that compiles a `.po` file when it is
 * imported). English is the source language, written in the code; Hindi is translated in the `hi.po` files.
 * - web/src/locales: what every shopper page shows (header, footer, cart, shared components and form errors);
 * - web/src/components/product/locales: the product card, add-to-cart, quantity and search controls, on every page too;
 * - web/src/lib/form-kit/locales: form labels' frame and the form components, with the pages that have a form;
 * - web/src/lib/api-messages/locales: the words of the API's codes (errors, field problems), loaded with a form's code;
 * - web/src/features/<name>/locales: one catalog per shop feature with its content module (web/src/content), loaded
 *   with its page;
 * - domain/locales: the e-mails to shoppers, compiled for the Lambda functions.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}',
      include: [
        '<rootDir>/web/src/layout',
        '<rootDir>/web/src/components',
        '<rootDir>/web/src/lib',
        '<rootDir>/web/src/app',
        '<rootDir>/web/src/content/site.ts',
      ],
      exclude: ['<rootDir>/web/src/components/product', ...formFiles, API_MESSAGES],
    },
    { path: '<rootDir>/web/src/lib/form-kit/locales/{locale}', include: formFiles },
    // The words of the API's codes, in every language.
    { path: '<rootDir>/web/src/lib/api-messages/locales/{locale}', include: [API_MESSAGES] },
    {
      path: '<rootDir>/web/src/components/product/locales/{locale}',
      include: ['<rootDir>/web/src/components/product'],
    },
    // E-mails to shoppers: message descriptors with explicit ids (`/*i18n*/ { id, message }`), not macros, because the
    // Lambda bundles are built by esbuild without Lingui's transform; compiled to TypeScript beside the .po files.
    { path: '<rootDir>/domain/locales/{locale}', include: ['<rootDir>/domain'] },
    ...featureCatalogs.map((name) => ({
      path: `<rootDir>/web/src/features/${name}/locales/{locale}`,
      include: [
        `<rootDir>/web/src/features/${name}`,
        ...(featureContent[name] ?? []).map((file) => `<rootDir>/web/src/content/${file}`),
        ...(name === 'reminders' ? [REFILL_REMINDER_FORM] : []),
        ...(name === 'track' ? [STATUS_LABELS] : []),
      ],
      exclude: name === 'track' ? [REFILL_REMINDER_FORM] : [],
    })),
  ],
});
