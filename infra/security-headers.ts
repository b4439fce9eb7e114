/**
 * Security headers of the storefront, one definition for CloudFront's response-headers policy and the
 * local server. Third-party origins: the map embed on /stores (frames only), and for the staff console the
 * Cognito sign-in API (connect) and the prescriptions bucket's presigned URLs (images and frames).
 */

/** Origin of the store map embeds (docs/behaviour.md §2 "Our Store": lazily loaded embedded map). */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';

/** Origin of Amazon Cognito's JSON API in `region`, the only origin besides the site that the staff console calls (sign-in). */
export function cognitoOrigin(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com`;
}

/** The two origins the staff console needs besides the site itself. */
export interface StaffOrigins {
  /** Cognito's JSON API: cognitoOrigin(region) on AWS, the emulator's origin locally. */
  staffAuthOrigin: string;
  /** Where presigned prescription URLs point (the bucket's regional endpoint; s3rver locally), shown inline. */
  staffFileOrigin: string;
}

/**
 * Content-Security-Policy: scripts, styles and fonts from the site itself only; API calls to the site and to the
 * staff sign-in origin; images and frames also from the prescriptions bucket (staff console previews) and frames
 * from the map origin; the site may not be framed (frame-ancestors 'none'). 'unsafe-inline' for styles covers
 * React `style` attributes and the carousel's inline transforms.
 */
export function buildContentSecurityPolicy({ staffAuthOrigin, staffFileOrigin }: StaffOrigins): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${staffFileOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${staffAuthOrigin}`,
    `frame-src ${MAP_EMBED_ORIGIN} ${staffFileOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Permissions-Policy: the storefront uses no camera, microphone, geolocation or payment APIs. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Referrer-Policy of the site: `no-referrer`. Pages such as /search?q=… and /products/<medicine> say something about
 * a shopper's health, so no URL, not even the origin, leaves in a Referer header (docs/architecture/security.md; W3C Referrer Policy §3.1).
 * Nothing on the site needs one: API calls are same-origin fetches (Origin is still sent), and the Google map embeds
 * on /stores work without a referrer. CloudFront's response-headers policy must send the same value (infra test).
 */
export const REFERRER_POLICY = 'no-referrer';

/** HSTS max-age: two years, in seconds. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The headers as name → value, for servers that set them directly (the local server). */
export function siteSecurityHeaders(origins: StaffOrigins): Readonly<Record<string, string>> {
  return {
    'content-security-policy': buildContentSecurityPolicy(origins),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': permissionsPolicy,
  };
}
