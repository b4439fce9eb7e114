/**
 * The shared secret header between CloudFront and the API: CloudFront adds it to every request it forwards
 * (infra/storefront-stack.ts), and the handlers refuse a request without it (functions/runtime/handler-kit.ts
 * `isFromOrigin`), so the API cannot be called around the WAF and CloudFront's own limits.
 */

/** Header CloudFront adds to every request it forwards to the API (its value: a secret in Secrets Manager). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** Environment variable holding the expected {@link ORIGIN_VERIFY_HEADER} value (set by infra/constructs/api.ts). */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';
