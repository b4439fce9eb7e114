import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';

/** Lingui's context for the shop: made once, as a document's language is set once. */
const documentContext: I18nContext = { i18n, _: i18n.t.bind(i18n) };

/**
 * Lingui's context for a shop document (the browser's app, web/src/app/start.tsx, and the build's prerender of each
 * page, web/prerender/render-page.tsx). A document has one language, activated before the app renders: a page in the
 * other language is another document (another router basename, /hi).
 *
 * Unlike Lingui's I18nProvider it never re-renders the tree when a catalog loads. Nothing here needs that: every
 * catalog is loaded before what shows its texts renders (a page's with its route, a region's with its code). And it
 * must not happen: a re-render reaching a prerendered region that still waits for its first use
 * (web/src/components/HydrateOnUse.tsx) makes React drop that region's HTML and render it afresh, so a region whose
 * texts live in a catalog of their own could never hydrate in place.
 * @param children the app
 */
export function DocumentI18nProvider({ children }: { children: ReactNode }) {
  return <LinguiContext.Provider value={documentContext}>{children}</LinguiContext.Provider>;
}
