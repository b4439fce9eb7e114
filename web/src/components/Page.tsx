import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { htmlLang, localizedPath, locales } from '@contracts/locale';
import { useLocale } from '../i18n/use-locale';
import { site } from '../content/site';
import { absoluteUrl } from '../content/site-origin';

/**
 * The canonical URL of the page at `pathname`: the production origin and the path, without query, hash or a
 * trailing slash ('/health3/' → 'https://www.medvika.in/health3', the address sitemap.xml lists), so
 * '?sort=price-asc' and '/health3/' are not indexed as pages of their own.
 */
function canonicalUrl(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return absoluteUrl(trimmed === '' ? '/' : trimmed);
}

/**
 * The frame of every storefront page: the `<main id="main">` landmark the skip link targets (WCAG 2.4.1), and the
 * document title, meta description, canonical link and language alternates React 19 hoists into <head> (each page
 * has its own title and description, docs/behaviour.md §2 route table; the canonical link names the page on the
 * production origin, docs/architecture/frontend.md; `hreflang` links pair the English page with its Hindi twin, plus an
 * `x-default` naming the English one, as Google's localized-versions guidance asks). Prerendered pages carry them all
 * in their static HTML.
 * @param className the page's classes after `page`, e.g. 'blog-page'
 * @param title the page's name, shown as '<title> | Medvika Pharmacy'; or `documentTitle` for a whole title
 * @param description the meta description (about 150 characters, plain text)
 */
export function Page(
  props: { className: string; description: string; children: ReactNode } & ({ title: string } | { documentTitle: string }),
) {
  // Inside a Hindi page the router's basename is /hi, so `pathname` is the path without it ('/about').
  const { pathname } = useLocation();
  const locale = useLocale();
  const { t } = useLingui();
  const brand = site.brand;
  const pageTitle = 'title' in props ? props.title : '';
  const documentTitle = 'documentTitle' in props ? props.documentTitle : t`${pageTitle} | ${brand} Pharmacy`;
  return (
    <main id="main" className={`page ${props.className}`}>
      <title>{documentTitle}</title>
      <meta name="description" content={props.description} />
      <link rel="canonical" href={canonicalUrl(localizedPath(pathname, locale))} />
      {locales.map((alternate) => (
        <link key={alternate} rel="alternate" hrefLang={htmlLang[alternate]} href={canonicalUrl(localizedPath(pathname, alternate))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={canonicalUrl(localizedPath(pathname, 'en'))} />
      {props.children}
    </main>
  );
}
