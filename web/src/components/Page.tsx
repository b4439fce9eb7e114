import type { ReactNode } from 'react';
import { site } from '../content/site';

/**
 * The frame of every storefront page: the `<main id="main">` landmark the skip link targets (WCAG 2.4.1), and the
 * document title and meta description React 19 hoists into <head> (each page has its own; spec §2 route table).
 * @param className the page's classes after `page`, e.g. 'blog-page'
 * @param title the page's name, shown as '<title> | Medvika Pharmacy'; or `documentTitle` for a whole title
 * @param description the meta description (about 150 characters, plain text)
 */
export function Page(props: { className: string; description: string; children: ReactNode } & ({ title: string } | { documentTitle: string })) {
  const documentTitle = 'documentTitle' in props ? props.documentTitle : `${props.title} | ${site.brand} Pharmacy`;
  return (
    <main id="main" className={`page ${props.className}`}>
      <title>{documentTitle}</title>
      <meta name="description" content={props.description} />
      {props.children}
    </main>
  );
}
