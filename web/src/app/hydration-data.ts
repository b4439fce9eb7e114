/**
 * The id of the `<script type="application/json">` element in which a prerendered page carries its state
 * (PrerenderedState). Written by the prerender step (web/prerender/), read by web/src/app/start.tsx: its presence
 * means "hydrate this HTML", its absence (the console's shell, the dev server) "render from scratch".
 */
export const HYDRATION_DATA_ELEMENT_ID = 'router-hydration-data';

/** What a prerendered page carries for the browser to hydrate it: the data its page showed, if it has any. */
export interface PrerenderedState {
  /** The page's data (web/src/app/lazy-page.tsx PageOptions.data), e.g. an article's summary; absent without data. */
  routeData?: unknown;
}

/**
 * Marks the <head> elements (title, meta, link) of a client-rendered shell (the staff console) that the app renders
 * again once it starts: the browser entry removes them first, so there is one title and one robots meta.
 */
export const CLIENT_SHELL_HEAD_ATTRIBUTE = 'data-shell-head';

/**
 * The id of the `<script type="application/json">` listing the URL paths of the chunks a prerendered page needs to
 * start (the app's start chunk and the route's modules, e.g. ["/assets/start-abc.js", …]); the entry preloads them
 * after the first paint.
 */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

/**
 * The User Timing mark (performance.mark) set once the app has attached: the prerendered page is hydrated, React's
 * handlers are live and the taps recorded before were replayed (web/src/app/start.tsx). Its `startTime` is the time
 * from navigation start in ms; bench/interactivity.ts and the browser tests read it.
 */
export const APP_ATTACHED_MARK = 'medvika:app-attached';
