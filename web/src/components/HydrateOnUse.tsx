import { lazy, memo, Suspense, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from '@contracts/locale';
import { loadCatalog } from '../i18n/catalogs';
import {
  DEFERRED_REGION_ATTRIBUTE,
  DRAFT_KEY_ATTRIBUTE,
  replayRegion,
  restoreRegionFields,
  stopRegionRecording,
  whenRegionUsed,
} from '../lib/deferred-regions';

/**
 * Replays the region's recorded interactions once the boundary around it has hydrated (its effects run then): the
 * fields' state in the hydrating commit itself, before the browser paints (hydration draws a controlled field with the
 * app's state first, so a box ticked before the code loaded would show unticked for a frame), then taps and submits.
 */
function ReplayWhenHydrated({ id }: { id: string }) {
  useLayoutEffect(() => restoreRegionFields(id), [id]);
  useEffect(() => {
    // A task later, as the root's replay: after the re-render that hydration-gated state (useHydrated) schedules.
    const timer = setTimeout(() => replayRegion(id), 0);
    return () => clearTimeout(timer);
  }, [id]);
  return null;
}

/**
 * A component whose code loads only when the shopper first uses it on a prerendered page ("hydrate on use",
 * docs/decisions/0017-native-controls-before-hydration.md): a form's validation and submit code (react-hook-form, the
 * zod schemas, toasts), a QR code, static content whose texts live in a large catalog (the home page's blog cards). The
 * page is prerendered with the component in full, inside a `<div data-hydrate-on-use>` (display: contents) around a
 * Suspense boundary; when the app hydrates the page, the component waits for the region's first use (pointer, focus or
 * key in it; web/src/lib/deferred-regions.ts), so React leaves the prerendered HTML as it is (native fields keep
 * working and keep what is typed, links keep working as links) and the rest of the page becomes interactive without
 * that code. Then the code and the region's catalogs (in the page's language) load, React hydrates the region and
 * what the shopper did in it meanwhile is replayed once. Rendered by the app itself (a navigation, the dev server) it
 * loads at once.
 *
 * The region hydrates only once its code and its catalogs are in. Loading a catalog re-renders nothing
 * (web/src/i18n/DocumentI18nProvider.tsx), so the region is hydrated in place, not drawn afresh. What was loaded is
 * kept per language: the build prerenders English and Hindi pages in one process, and each needs its own catalogs.
 * The returned component is memoised: it must get stable props (strings, callbacks from useCallback), as an update
 * reaching a region before it has hydrated would make React drop its HTML and render it afresh.
 * @param id the region's id, unique on a page (e.g. 'prescription-form')
 * @param load imports the component's module and picks the component, e.g. `() => import('./X').then((m) => m.X)`
 * @param options.fallback what shows while the code loads where the app renders the component itself (default:
 *   nothing); options.draftKey, for a form that keeps a draft, its sessionStorage key (DRAFT_KEYS): fields typed before
 *   the code loaded are kept there when the shopper leaves the page first (DRAFT_KEY_ATTRIBUTE); options.catalogs, the
 *   catalogs (web/src/i18n/catalogs.ts) holding the component's texts that its page does not load itself (a form's:
 *   API_MESSAGES_CATALOG, the words of the API's codes)
 * @returns the component to render in its place, taking the same props
 * @throws (through the nearest error boundary) the import's error when the code or a catalog cannot be fetched
 */
export function hydrateOnUse<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
  { fallback = null, draftKey, catalogs = [] }: { fallback?: ReactNode; draftKey?: string; catalogs?: readonly string[] } = {},
): ComponentType<Props> {
  let code: Promise<ComponentType<Props>> | undefined;
  const lazies = new Map<Locale, ComponentType<Props>>();
  /** The component, loaded with its catalogs in `locale`: one lazy component per language, made once. */
  const lazyFor = (locale: Locale): ComponentType<Props> => {
    let Lazy = lazies.get(locale);
    if (!Lazy) {
      Lazy = lazy(async () => {
        await whenRegionUsed(id);
        // The code and the texts at once: on slow 4G a round trip saved is felt.
        code ??= load();
        const [component] = await Promise.all([code, ...catalogs.map((catalog) => loadCatalog(locale, catalog))]);
        // Only now can React hydrate the region at an event aimed at it and handle the event itself.
        stopRegionRecording(id);
        return { default: component };
      });
      lazies.set(locale, Lazy);
    }
    return Lazy;
  };
  function Loaded(props: Props) {
    const { i18n } = useLingui();
    const Lazy = lazyFor(isLocale(i18n.locale) ? i18n.locale : 'en');
    // The same component on every render in a language (made once, kept in `lazies`): nothing is reset.
    // eslint-disable-next-line react-hooks/static-components -- made once per language, not per render
    return <Lazy {...props} />;
  }
  function Region(props: Props) {
    return (
      <div className="hydrate-on-use" {...{ [DEFERRED_REGION_ATTRIBUTE]: id, ...(draftKey ? { [DRAFT_KEY_ATTRIBUTE]: draftKey } : {}) }}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
          <ReplayWhenHydrated id={id} />
        </Suspense>
      </div>
    );
  }
  return memo(Region) as unknown as ComponentType<Props>;
}
