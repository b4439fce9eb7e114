import type { Graph, Thing, WithContext } from 'schema-dts';

/**
 * One JSON-LD document (schema-dts types, checked at compile time): a schema.org object with its `@context`, or
 * an `@graph` of several objects sharing one `@context`.
 */
type JsonLdDocument = WithContext<Thing> | Graph;

/**
 * JSON text that is safe inside an HTML `<script>` element: `<`, `>` and `&` become `\u003c`, `\u003e` and
 * `\u0026` (the same characters in JSON's own escape form, so `JSON.parse` reads back the same value), so no
 * value from content can close the element (`</script>`) or open a comment (`<!--`). U+2028 and U+2029 are
 * escaped too, for older JavaScript parsers. Source: HTML Living Standard §4.12.1.3 "Restrictions for contents
 * of script elements".
 * @param data any JSON-serialisable value
 * @returns the JSON text, with no raw `<`, `>`, `&`, U+2028 or U+2029
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Structured data for search engines (docs/architecture/frontend.md; Google Search Central "Introduction to structured data"):
 * a `<script type="application/ld+json">` with one schema.org document, serialised by `serializeJsonLd`.
 * Rendered in place (React does not hoist inline scripts), so prerendered pages carry it in their static HTML;
 * browsers never run it. Built at build time only: call sites pass `import.meta.env.SSR ? builder() : undefined`, so
 * the builders and their data stay out of the browser bundle (the first-visit JavaScript budget, docs/architecture/performance.md). In the browser the element hydrates
 * as it is (its prerendered text is kept; React neither compares nor patches inner HTML on hydration); a page rendered
 * by client-side navigation has an empty one, which no crawler sees.
 * @param data the document, e.g. `organizationJsonLd()` (several objects of one page go in one `@graph`), or
 *   undefined in the browser (where it is never serialised: the serialiser stays out of the browser bundle too)
 */
export function JsonLd({ data }: { data: JsonLdDocument | undefined }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR && data !== undefined ? serializeJsonLd(data) : '' }}
    />
  );
}
