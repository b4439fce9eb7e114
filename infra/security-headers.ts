/**
 * Security headers of the storefront and of the staff console, one definition for CloudFront's response-headers
 * policies and the local servers. The shop's only third-party origin is the map embed on /stores (frames only); the
 * staff console, on its own origin, also reaches the Cognito sign-in API (connect) and the prescriptions bucket's
 * presigned URLs (images and frames). The shop's policy allows neither.
 */

/** Origin of the store map embeds (docs/behaviour.md §2 "Our Store": lazily loaded embedded map). */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';

/** Origin of Amazon Cognito's JSON API in `region`, the only origin besides its own that the staff console calls (sign-in). */
export function cognitoOrigin(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com`;
}

/** The two origins the staff console needs besides its own. */
export interface StaffOrigins {
  /** Cognito's JSON API: cognitoOrigin(region) on AWS, the emulator's origin locally. */
  staffAuthOrigin: string;
  /** Where presigned prescription URLs point (the bucket's regional endpoint; s3rver locally), shown inline. */
  staffFileOrigin: string;
}

/** The directives both policies share: everything from the answering origin only, never framed, no plugins. */
function policyOf(directives: { img: string; connect: string; frame: string }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${directives.img}`,
    "font-src 'self'",
    `connect-src 'self'${directives.connect}`,
    `frame-src ${directives.frame}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The shop's Content-Security-Policy: scripts, styles, fonts, images and API calls from the site itself only, frames
 * from the map origin; the site may not be framed (frame-ancestors 'none'). 'unsafe-inline' for styles covers React
 * `style` attributes and the carousel's inline transforms. No Cognito, no prescriptions bucket: the console is not here.
 */
export function buildContentSecurityPolicy(): string {
  return policyOf({ img: '', connect: '', frame: MAP_EMBED_ORIGIN });
}

/**
 * The staff console's Content-Security-Policy, on its own origin: the shop's, but API calls also to the sign-in
 * origin, and images and frames from the prescriptions bucket (file previews) instead of the map.
 */
export function buildConsoleContentSecurityPolicy({ staffAuthOrigin, staffFileOrigin }: StaffOrigins): string {
  return policyOf({ img: ` ${staffFileOrigin}`, connect: ` ${staffAuthOrigin}`, frame: staffFileOrigin });
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

/** The headers besides the CSP, as name → value. */
function headersWith(contentSecurityPolicy: string): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': permissionsPolicy,
  };
}

/** The shop's headers as name → value, for servers that set them directly (the local server). */
export function siteSecurityHeaders(): Readonly<Record<string, string>> {
  return headersWith(buildContentSecurityPolicy());
}

/** The staff console's headers as name → value (its local server). */
export function consoleSecurityHeaders(origins: StaffOrigins): Readonly<Record<string, string>> {
  return headersWith(buildConsoleContentSecurityPolicy(origins));
}
