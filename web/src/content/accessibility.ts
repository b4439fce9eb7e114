/**
 * The accessibility statement, /accessibility and /hi/accessibility (docs/behaviour.md §2 "Other pages"): the standard
 * and how far the site meets it, the scope, how it was checked and when, the known limitations with a plan for each,
 * whom to tell about a barrier and how fast we answer, and where to complain if we do not put it right.
 * Shown by the policy page layout (web/src/features/policies/PolicyPages.tsx), in the policies catalog.
 *
 * "How we checked" names only the checks the repository's tests really run (docs/architecture/frontend.md):
 * axe and the accessibility tree on every shop page in English and Hindi at 390 px, and the Hindi pages' language and
 * text (tests/support/route-walk.ts); axe on the checkout with its errors shown (tests/e2e/shopping.test.ts) and on the
 * staff console's screens (tests/e2e/staff-*.test.ts); the keyboard walks of tests/e2e/home.test.ts, shopping.test.ts,
 * layout.test.ts, brochure-pages.test.ts, staff-console.test.ts and staff-review.test.ts; the floating-bar check of
 * tests/e2e/accessibility-tree.test.ts. Change this text when those tests change.
 * The standard: IS 17802 (BIS, accessibility of ICT products and services), whose web requirements are WCAG 2.1
 * level AA, applied to private service providers by the Rights of Persons with Disabilities Act 2016 and its Rules.
 */
import { msg } from '@lingui/core/macro';
import type { IsoDate } from '../lib/dates';
import type { PolicyPage } from './policies';
import { site } from './site';

/** The day the statement was last reviewed and the checks it names last passed. */
const lastUpdated: IsoDate = '2026-11-29';
const officerName = site.grievanceOfficer.name;
const officerEmail = site.grievanceOfficer.email;
const officerPhone = site.grievanceOfficer.phoneDisplay;
const acknowledgeDays = site.grievanceOfficer.acknowledgeDays;
const responseDays = site.grievanceOfficer.responseDays;
/** English here; `contentText` (web/src/i18n/content-text.ts) shows the page language's hours. */
const hours = site.hours;
const email = site.email;
/** The Chief Commissioner for Persons with Disabilities' own site, where complaints are filed. */
const commissionerUrl = 'https://ccdisabilities.nic.in';

/** The Accessibility Statement page. */
export const accessibilityStatement: PolicyPage = {
  slug: 'accessibility',
  title: msg`Accessibility Statement`,
  description: msg`How accessible the Medvika shop is: the standard we follow (IS 17802, WCAG 2.1 AA), how we checked it, what does not work well yet, and how to tell us.`,
  lastUpdated,
  sections: [
    {
      heading: msg`Our commitment`,
      paragraphs: [
        msg`We want everyone to be able to order medicines from us, including people who use a screen reader, only a keyboard, a magnifier or large text. This statement says how far our website does that today.`,
        msg`It covers:`,
      ],
      list: [
        msg`The shop pages in English and in Hindi, from browsing to checkout, prescription upload and Track your request (/track)`,
        msg`The staff console used by our pharmacists and support team (/staff)`,
        msg`The PDF tax invoices you download for an order`,
      ],
    },
    {
      heading: msg`Standard and conformance status`,
      paragraphs: [
        msg`We follow the Indian standard IS 17802 for accessible information and communication technology, which for websites asks for the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.`,
        msg`Our website is partially conformant: the shop pages meet the checks below, but some parts have not been checked yet or do not fully meet the standard. They are listed under Known limitations, each with our plan.`,
      ],
    },
    {
      heading: msg`How we checked`,
      paragraphs: [
        msg`These checks are automated tests in a real Chromium browser, run with the website's other tests:`,
        msg`This statement was last reviewed on 29 November 2026, when all these checks passed.`,
      ],
      list: [
        msg`axe-core checks every shop page against the WCAG 2.0, 2.1 and 2.2 rules for levels A and AA at phone width (390 px), in English and in Hindi, and also the checkout with its error messages showing; any serious or critical finding fails the test.`,
        msg`axe-core also checks the staff console's queues, order and prescription records and prescription review screen.`,
        msg`The accessibility tree Chromium gives to screen readers is checked on every kind of shop page in both languages: every button, link and form field must have a name.`,
        msg`Keyboard-only walks: the home page's banners and category tabs, paging and sorting the product list, the menu, the cart panel and the header search, the FAQ answers, and the staff console's keyboard shortcuts for moving through queues and reviewing prescriptions.`,
        msg`At phone width, the call and LinkedIn buttons at the bottom of the screen are checked not to cover the text of the Track your request page, in both languages.`,
        msg`Every Hindi page is checked to be marked as Hindi for screen readers and to be written in Hindi.`,
      ],
    },
    {
      heading: msg`Known limitations and our plans`,
      paragraphs: [msg`These parts do not fully meet the standard yet, or have not been checked:`],
      list: [
        msg`Prescription upload, checkout and Track your request have not been walked from start to finish with a keyboard alone in our tests. Plan: add keyboard-only tests of these three journeys.`,
        msg`No one using a screen reader or other assistive technology has tested the website with us yet; the checks above are automated, and they find only some kinds of problems. Plan: sessions with screen reader users in English and in Hindi, and fixing what they find.`,
        msg`The PDF tax invoices have not been checked for accessibility. Plan: check them with a PDF accessibility checker and a screen reader. If you need an invoice in another form, contact us (below).`,
        msg`The staff console's dashboard and comment moderation screens are not yet checked by axe-core, and the console is in English only. Plan: add them to the automated checks.`,
        msg`The maps on the Our Stores page come from Google and are not under our control. Each store's address, phone number and opening hours are also written as text beside its map.`,
      ],
    },
    {
      heading: msg`Feedback and contact`,
      paragraphs: [
        msg`If something on our website is hard for you to use, or you need a page or an invoice in another form, tell our Grievance Officer, ${officerName}: email ${officerEmail} or call ${officerPhone} (${hours}). You can also email ${email}.`,
        msg`We acknowledge your message within ${acknowledgeDays} working days and answer within ${responseDays} days.`,
      ],
    },
    {
      heading: msg`If you are not satisfied`,
      paragraphs: [
        msg`If our answer does not satisfy you, you can complain to the Chief Commissioner for Persons with Disabilities (${commissionerUrl}) or to the State Commissioner for Persons with Disabilities of your state, under the Rights of Persons with Disabilities Act, 2016 and the Rights of Persons with Disabilities Rules, 2017.`,
      ],
    },
  ],
};
