/**
 * Security headers of the storefront, one definition for CloudFront's response-headers policy and the
 * local server. The only third-party origin is the map embed on /stores (frames only).
 */

/** Origin of the store map embeds (spec §2 "Our Store": lazily loaded embedded map). */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';

/**
 * Content-Security-Policy: scripts, styles, images, fonts and API calls from the site itself only;
 * frames only from the map origin; the site may not be framed (frame-ancestors 'none').
 * 'unsafe-inline' for styles covers React `style` attributes and the carousel's inline transforms.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${MAP_EMBED_ORIGIN}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Permissions-Policy: the storefront uses no camera, microphone, geolocation or payment APIs. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** HSTS max-age: two years, in seconds. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The headers as name → value, for servers that set them directly. */
export const siteSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
};
