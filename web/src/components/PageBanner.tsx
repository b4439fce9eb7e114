import type { ReactNode } from 'react';

/**
 * The large banner heading at the top of a page (docs/behaviour.md §2: "hero 'Our Store'", "banner Health", category
 * banner headings). Renders the page's only <h1>.
 * @param title the heading text
 * @param children optional line(s) under the heading
 */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-banner">
      <h1>{title}</h1>
      {children && <div className="page-banner__sub">{children}</div>}
    </div>
  );
}
