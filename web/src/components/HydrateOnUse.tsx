import { lazy, memo, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { DEFERRED_REGION_ATTRIBUTE, DRAFT_KEY_ATTRIBUTE, replayRegion, stopRegionRecording, whenRegionUsed } from '../lib/deferred-regions';

/** Replays the region's recorded interactions once the boundary around it has hydrated (its effect runs then). */
function ReplayWhenHydrated({ id }: { id: string }) {
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
 * zod schemas, toasts), a QR code. The page is prerendered with the component in full, inside a `<div
 * data-hydrate-on-use>` (display: contents) around a Suspense boundary; when the app hydrates the page, the component's
 * lazy import waits for the region's first use (pointer, focus or key in it; web/src/lib/deferred-regions.ts), so
 * React leaves the prerendered HTML as it is (native fields keep working and keep what is typed) and the rest of the
 * page becomes interactive without that code. Then the code loads, React hydrates the region and what the shopper did
 * in it meanwhile is replayed once. Rendered by the app itself (a navigation, the dev server) it loads at once.
 * The returned component is memoised: it must get stable props (strings, callbacks from useCallback), as an update
 * reaching a region before it has hydrated would make React drop its HTML and render it afresh.
 * @param id the region's id, unique on a page (e.g. 'prescription-form')
 * @param load imports the component's module and picks the component, e.g. `() => import('./X').then((m) => m.X)`
 * @param options.fallback what shows while the code loads where the app renders the component itself (default:
 *   nothing); options.draftKey, for a form that keeps a draft, its sessionStorage key (DRAFT_KEYS): fields typed before
 *   the code loaded are kept there when the shopper leaves the page first (DRAFT_KEY_ATTRIBUTE)
 * @returns the component to render in its place, taking the same props
 */
export function hydrateOnUse<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
  { fallback = null, draftKey }: { fallback?: ReactNode; draftKey?: string } = {},
): ComponentType<Props> {
  const Lazy = lazy(async () => {
    await whenRegionUsed(id);
    const component = await load();
    stopRegionRecording(id);
    return { default: component };
  });
  function Region(props: Props) {
    return (
      <div className="hydrate-on-use" {...{ [DEFERRED_REGION_ATTRIBUTE]: id, ...(draftKey ? { [DRAFT_KEY_ATTRIBUTE]: draftKey } : {}) }}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
          <ReplayWhenHydrated id={id} />
        </Suspense>
      </div>
    );
  }
  return memo(Region) as unknown as ComponentType<Props>;
}
