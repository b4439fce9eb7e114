import { useEffect } from 'react';
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
 * @param initial the values when nothing is stored (or storage is unavailable); stored keys override them
 * @returns the values to start the form with
 */
export function readSessionDraft<T extends object>(key: string, initial: T): T {
  try {
    const stored = sessionStorage.getItem(key);
    return stored ? { ...initial, ...(JSON.parse(stored) as Partial<T>) } : initial;
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
  useEffect(() => {
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
