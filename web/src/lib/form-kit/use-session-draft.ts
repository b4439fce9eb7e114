import { useLayoutEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * The sessionStorage keys of the shop's form drafts (/upload, /contact, /checkout). Each is one fixed string, the same
 * on every path and in every language: the language switch is a full page load in the same tab ('/upload' ↔
 * '/hi/upload'), and sessionStorage belongs to the tab, so a draft typed in one language is there in the other.
 */
export const DRAFT_KEYS = {
  prescription: 'medvika:prescription-draft',
  contact: 'medvika:contact-draft',
  checkout: 'medvika:checkout-draft',
} as const;

/**
 * Reads a form draft kept by useSessionDraft, so a shopper who reloads the page, comes back with Back or switches
 * the page's language in the same tab finds what they typed (docs/architecture/departures.md "keeps the input").
 * @param key sessionStorage key
 * @param initial the draft's keys and their values when nothing is stored (or storage is unavailable); a stored value
 *   overrides one of them only where it has the same type. Anything else stored under `key` is ignored: the draft may
 *   have been written before the form's code loaded (web/src/app/watch-deferred-regions.ts keeps every changed field),
 *   and a field the form keeps out of its draft, such as the checkout's consent, must never come back ticked.
 * @returns the values to start the form with
 */
export function readSessionDraft<T extends object>(key: string, initial: T): T {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    const kept = Object.entries(initial).filter(([name, value]) => typeof stored[name] === typeof value);
    return { ...initial, ...Object.fromEntries(kept.map(([name]) => [name, stored[name]])) };
  } catch {
    return initial;
  }
}

/**
 * Keeps a react-hook-form form's draft in sessionStorage: on every change, the values of the keys of `initial`
 * (plain text fields and flags, never files) are written under `key` as JSON.
 * @param key sessionStorage key
 * @param initial the draft's keys and empty values
 * @param watch the form's `watch` (its callback form subscribes to every change)
 * @returns `clear()`, which removes the stored draft (after a successful send)
 */
export function useSessionDraft<T extends FieldValues>(key: string, initial: Partial<T>, watch: UseFormWatch<T>): () => void {
  // A layout effect, so the draft listens before a hydrating region puts back what was typed before its code loaded
  // (HydrateOnUse restores fields in its own layout effect, which runs after the form's): fields filled then, at once
  // as autofill does, are in the draft without waiting for a later keystroke.
  useLayoutEffect(() => {
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(Object.fromEntries(Object.keys(initial).map((name) => [name, values[name]]))));
      } catch {
        // Storage full or disabled: the draft then lives only in memory.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, initial, watch]);
  return () => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing stored
    }
  };
}

/**
 * True when the tab holds a draft under `key` (false when storage is unavailable): a page can then load its form's
 * code at once, to put the draft back without waiting for a first tap.
 * @param key one of DRAFT_KEYS
 */
export function hasSessionDraft(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
