import { captureUntilHydrated } from './event-replay';
import { DEFERRED_REGION_ATTRIBUTE, registerDeferredRegion, SUBMIT_HELD_UNTIL_APP_ATTRIBUTE } from '../lib/deferred-regions';

/**
 * The events that count as a first use of a region: the pointer arriving or pressing, focus, a key, or a field changed
 * without any of those (a file chosen by a drop or an automation).
 */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/**
 * Starts watching every region of the prerendered page that hydrates on first use (web/src/lib/deferred-regions.ts;
 * web/src/main.tsx calls it at once, with the root's recorder): each region records its own interactions until it has
 * hydrated (captureUntilHydrated on the region's element; the root's recorder leaves them alone), notes its first use
 * (USE_EVENTS), which makes its code load, and enables its submit buttons marked SUBMIT_HELD_UNTIL_APP_ATTRIBUTE (their
 * submit is now recorded, not sent). The listeners sit on the document, capturing: once attached, React stops an event
 * aimed at a part it has not hydrated yet at its root container, before it could reach the region.
 * @param root the app's container (#root); without one nothing is watched
 */
export function watchDeferredRegions(root: Element | null): void {
  for (const element of root?.querySelectorAll(`[${DEFERRED_REGION_ATTRIBUTE}]`) ?? []) {
    let resolveUsed = () => undefined as void;
    const used = new Promise<void>((resolve) => {
      resolveUsed = resolve;
    });
    const onUse = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) markUsed();
    };
    const markUsed = () => {
      for (const type of USE_EVENTS) document.removeEventListener(type, onUse, true);
      resolveUsed();
    };
    for (const type of USE_EVENTS) document.addEventListener(type, onUse, true);
    registerDeferredRegion(element.getAttribute(DEFERRED_REGION_ATTRIBUTE) ?? '', {
      recording: captureUntilHydrated(element, { listenOn: document }),
      used,
      markUsed,
    });
    for (const button of element.querySelectorAll<HTMLButtonElement>(`button[${SUBMIT_HELD_UNTIL_APP_ATTRIBUTE}][disabled]`))
      button.disabled = false;
  }
}
