import { captureUntilHydrated } from './event-replay';
import {
  DEFERRED_REGION_ATTRIBUTE,
  DRAFT_KEY_ATTRIBUTE,
  isRegionPending,
  registerDeferredRegion,
  SUBMIT_HELD_UNTIL_APP_ATTRIBUTE,
} from '../lib/deferred-regions';

/**
 * The events that count as a first use of a region: the pointer arriving or pressing, focus, a key, or a field changed
 * without any of those (a file chosen by a drop or an automation).
 */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/**
 * The fields of a form region the shopper changed from what the prerendered page shows, by name: a text field's or a
 * select's value, a checkbox's state, the chosen radio's value; never a file, a hidden or a button's value.
 * @returns an empty object when nothing was changed
 */
function changedFields(region: Element): Record<string, string | boolean> {
  const changed: Record<string, string | boolean> = {};
  for (const field of region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[name], textarea[name], select[name]',
  )) {
    if (field instanceof HTMLSelectElement) {
      const initial = Math.max(
        0,
        [...field.options].findIndex((option) => option.defaultSelected),
      );
      if (field.selectedIndex !== initial) changed[field.name] = field.value;
    } else if (field instanceof HTMLInputElement && ['file', 'hidden', 'submit', 'button', 'reset', 'image'].includes(field.type)) {
      continue;
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) changed[field.name] = field.checked;
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked && !field.defaultChecked) changed[field.name] = field.value;
    } else if (field.value !== field.defaultValue) {
      changed[field.name] = field.value;
    }
  }
  return changed;
}

/**
 * Keeps what the shopper typed in a form region whose code has not loaded yet when they leave the page (`pagehide`:
 * a link, the language switch, Back, closing the tab): the changed fields go into the form's draft in sessionStorage
 * (its key on the region, DRAFT_KEY_ATTRIBUTE), over what the draft held, so the next page's form starts with them, as
 * it would have had the form's own code kept the draft (web/src/lib/form-kit/use-session-draft.ts). Once the region has
 * hydrated and replayed, that code keeps the draft and this does nothing (a sent form's cleared draft stays cleared).
 */
function keepDraftOnLeave(region: Element, id: string, draftKey: string): void {
  window.addEventListener('pagehide', () => {
    if (!isRegionPending(id)) return;
    const changed = changedFields(region);
    if (Object.keys(changed).length === 0) return;
    try {
      const stored = JSON.parse(sessionStorage.getItem(draftKey) ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem(draftKey, JSON.stringify({ ...stored, ...changed }));
    } catch {
      // Storage full or disabled, or a draft that is not JSON: nothing more can be kept.
    }
  });
}

/**
 * Starts watching every region of the prerendered page that hydrates on first use (web/src/lib/deferred-regions.ts;
 * web/src/main.tsx calls it at once, with the root's recorder): each region records its own interactions until it has
 * hydrated (captureUntilHydrated on the region's element; the root's recorder leaves them alone), notes its first use
 * (USE_EVENTS), which makes its code load, and enables its submit buttons marked SUBMIT_HELD_UNTIL_APP_ATTRIBUTE (their
 * submit is now recorded, not sent), and keeps a form region's draft if the page is left before its code loaded
 * (keepDraftOnLeave). The listeners sit on the document, capturing: once attached, React stops an event
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
    const draftKey = element.getAttribute(DRAFT_KEY_ATTRIBUTE);
    if (draftKey) keepDraftOnLeave(element, element.getAttribute(DEFERRED_REGION_ATTRIBUTE) ?? '', draftKey);
  }
}
