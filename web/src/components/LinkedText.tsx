import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { site } from '../content/site';

/** Site paths that plain-text content may mention in brackets, e.g. '(/return-policy)'. */
const knownPaths: ReadonlySet<string> = new Set(Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : [])));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Contact details from site.ts, and a bracketed site path such as '(/upload)'. */
const pattern = new RegExp(`(${[site.email, site.grievanceEmail, site.phoneDisplay].map(escape).join('|')}|\\(/[a-z][a-z0-9-]*\\))`, 'g');

/**
 * Renders plain-text content (content/faq.ts answers, content/policies.ts paragraphs) with the contact
 * details of site.ts turned into links: the emails into mailto: links, the phone into a tel: link, and a
 * bracketed known route such as '(/return-policy)' into a router <Link> (no page reload). Everything
 * else is rendered as the text it is; no HTML is ever interpreted.
 * @param text the plain text of one paragraph or list item
 */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(pattern);
  const nodes: ReactNode[] = parts.map((part, index) => {
    if (index % 2 === 0) return part;
    if (part === site.email || part === site.grievanceEmail) {
      return (
        <a key={index} href={`mailto:${part}`}>
          {part}
        </a>
      );
    }
    if (part === site.phoneDisplay) {
      return (
        <a key={index} href={`tel:${site.phoneE164}`}>
          {part}
        </a>
      );
    }
    const path = part.slice(1, -1);
    if (!knownPaths.has(path)) return part;
    return (
      <span key={index}>
        (<Link to={path}>{path}</Link>)
      </span>
    );
  });
  return <>{nodes}</>;
}
