/**
 * How long we take to answer a privacy request or a grievance, in one schema-free module: web/src/content/site.ts
 * (imported by every page) reads it without pulling the request schemas of privacy-requests.ts into the first download.
 * The figure itself lives in domain/response-times.ts, which the staff queue's service clocks also read, so the
 * deadlines and the promise the pages make are one number.
 */
export { PRIVACY_RESPONSE_DAYS } from '@domain/response-times';
