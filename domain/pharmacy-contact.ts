/**
 * The pharmacy's phone number, in one place: the shop's pages read it through web/src/content/site.ts (header, footer,
 * floating call bar, contact page, policies) and every shopper e-mail gives it in its footer (domain/notifications.ts).
 * It lives in domain/, the lowest layer, so that the e-mails, built where web/ may not be imported, say the same
 * number as the pages. A fictional placeholder, like the rest of site.ts, until the business supplies the real one.
 */
export const pharmacyPhone = {
  /** As shown to people: '+91 98110 42367'. */
  display: '+91 98110 42367',
  /** In E.164 form, for tel: links: '+919811042367'. */
  e164: '+919811042367',
} as const;

/** The storefront's contact page (web/src/lib/paths.ts `paths.contact`), which the e-mails link in their language. */
export const CONTACT_PATH = '/contact';
