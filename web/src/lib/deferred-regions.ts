/**
 * The registry of the prerendered regions that hydrate on first use (web/src/components/HydrateOnUse.tsx,
 * docs/decisions/0017-native-controls-before-hydration.md): filled by the entry (web/src/app/watch-deferred-regions.ts)
 * before the app starts, read by the regions' components once it runs.
 */

/**
 * Marks a prerendered region whose code loads only when the shopper first uses it: its value is the region's id, e.g.
 * 'prescription-form'.
 */
export const DEFERRED_REGION_ATTRIBUTE = 'data-hydrate-on-use';

/**
 * Names, on a region that is a form with a draft (web/src/lib/form-kit/use-session-draft.ts DRAFT_KEYS), the
 * sessionStorage key of that draft: what the shopper typed before the form's code loaded is kept there if they leave
 * the page first (web/src/app/watch-deferred-regions.ts), as the form's own code keeps it once loaded.
 */
export const DRAFT_KEY_ATTRIBUTE = 'data-draft-key';

/**
 * Marks a submit button that is disabled in the prerendered HTML only because, without any script, a submit would send
 * what was typed in a URL: once the entry runs, the region's recorder holds every submit until the form's code has
 * loaded, so the entry enables it and a tap on it is kept (and replayed) like any other.
 */
export const SUBMIT_HELD_UNTIL_APP_ATTRIBUTE = 'data-held-until-app';

/** One prerendered region the entry watches: its recorded interactions and the promise of its first use. */
export interface DeferredRegion {
  /** What the shopper did in the region before its code hydrated it (web/src/app/event-replay.ts). */
  readonly recording: { readonly stopRecording: () => void; readonly restoreFields: () => void; readonly replay: () => void };
  /** Resolves at the first use of the region (or when releaseDeferredRegions lets every region load). */
  readonly used: Promise<void>;
  /** Resolves `used`. */
  readonly markUsed: () => void;
}

const regions = new Map<string, DeferredRegion>();

/** Registers the prerendered region `id` (the entry does, for each region of the page). */
export function registerDeferredRegion(id: string, region: DeferredRegion): void {
  regions.set(id, region);
}

/**
 * Resolves when the region `id` may load its code: at its first use if the prerendered page has it and the app has
 * not navigated yet, otherwise at once (the server, a page rendered by the app, a region not on this page).
 */
export function whenRegionUsed(id: string): Promise<void> {
  return regions.get(id)?.used ?? Promise.resolve();
}

/**
 * Replays what the shopper did in region `id` before it hydrated (typing, taps, a submit), once; nothing for a region
 * the entry did not watch.
 */
export function replayRegion(id: string): void {
  const region = regions.get(id);
  if (!region) return;
  regions.delete(id);
  region.recording.replay();
}

/**
 * Puts back the state the shopper left in region `id`'s fields before it hydrated (typed text, ticks), once; nothing
 * for a region the entry did not watch or already replayed. Call in a layout effect of the commit that hydrates the
 * region, so no frame shows a field as the app's state drew it (a ticked box unticked); replayRegion does the rest.
 */
export function restoreRegionFields(id: string): void {
  regions.get(id)?.recording.restoreFields();
}

/** True while region `id` waits for its code or its replay: what the shopper did in it is only in the page's fields. */
export function isRegionPending(id: string): boolean {
  return regions.has(id);
}

/**
 * Stops recording in region `id`: its code has loaded, so React now hydrates the region at the first event aimed at
 * it and handles that event itself (recording it too would replay it a second time). Nothing for a region the entry
 * did not watch.
 */
export function stopRegionRecording(id: string): void {
  regions.get(id)?.recording.stopRecording();
}

/**
 * Lets every region still waiting for its first use load now: called on the app's first navigation, after which a
 * region's component may render from scratch on another page (the component keeps the promise it got first).
 */
export function releaseDeferredRegions(): void {
  for (const region of regions.values()) region.markUsed();
}

/**
 * Lets region `id` load its code now, as if it had been used (nothing for a region the entry does not watch): for a
 * form with a draft to restore (typed before a reload or the language switch), which only its code can put back.
 */
export function loadRegionNow(id: string): void {
  regions.get(id)?.markUsed();
}
