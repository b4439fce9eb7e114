/**
 * How long we take to answer a privacy request or a grievance, in one schema-free module: web/src/content/site.ts
 * (imported by every page) reads it without pulling the request schemas of privacy-requests.ts into the first download.
 */

/**
 * Days within which we answer a privacy request or grievance: 30 (our promise; the DPDP Rules 2025 allow at most 90
 * for grievances, and the IT Rules 2011 ask a grievance officer to redress within one month).
 */
export const PRIVACY_RESPONSE_DAYS = 30;
