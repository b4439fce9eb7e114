import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Reads a form draft kept by useSessionDraft, so a shopper who reloads the page or comes back with Back in the
 * same tab finds what they typed (docs/architecture.md §6 "keeps the input").
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
