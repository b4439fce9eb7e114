import type { BreadcrumbList } from 'schema-dts';
import { absoluteUrl } from '../../content/site-origin';

/** One step of a breadcrumb trail: the page's name and its root-relative path. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * A schema.org `BreadcrumbList` (https://schema.org/BreadcrumbList; Google "Breadcrumb" structured data: each
 * `ListItem` has `position` from 1, `name` and `item`, the page's absolute URL) for the trail `crumbs`,
 * from the home page down to the page itself.
 * @param crumbs the trail, outermost first, e.g. [Home '/', Health '/health', the article]
 */
export function breadcrumbList(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
