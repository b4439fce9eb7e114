/**
 * The storefront's production origin: scheme and host of the canonical URLs, sitemap.xml, robots.txt and the
 * JSON-LD `url`/`@id` values (docs/architecture/frontend.md). One constant, so every absolute URL names the same host
 * (Google treats https://medvika.in and https://www.medvika.in as different sites).
 *
 * It is the first name of the CDK context `medvika:domainNames` ('medvika.in, www.medvika.in' in the infra
 * tests); the apex name should redirect to it. No trailing slash.
 */
export const SITE_ORIGIN = 'https://www.medvika.in';

/**
 * The absolute URL of a root-relative path on the production origin: '/health3' → 'https://www.medvika.in/health3'.
 * @param path a path starting with '/', e.g. a `paths` value or a product image such as '/images/products/x.svg'
 * @throws Error when `path` does not start with a single '/' (a relative or protocol-relative value by mistake)
 */
export function absoluteUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`absoluteUrl expects a root-relative path, got ${path}`);
  return `${SITE_ORIGIN}${path}`;
}
