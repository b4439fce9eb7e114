/**
 * The answer times the site publishes, in a module with no imports: every page reads them (web/src/content/site.ts via
 * contracts/privacy-response.ts), and the staff queue's service clocks (domain/service-clocks.ts) count with the same
 * numbers, so the promise and the deadline cannot drift apart, without pulling the lifecycle table into a page's
 * first download.
 */

/**
 * Days within which we answer a privacy request or a grievance: 30 (the site's promise, web/src/content/site.ts and
 * the privacy policy; the DPDP Rules 2025 allow at most 90 for grievances, and the IT Rules 2011 rule 3(2) ask a
 * grievance officer to redress within one month).
 */
export const PRIVACY_RESPONSE_DAYS = 30;
