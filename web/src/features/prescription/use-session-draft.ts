import { useEffect, useState } from 'react';

/**
 * useState that survives a reload within the browser tab (sessionStorage), so a shopper who refreshes
 * or comes back with Back does not lose what they typed. Cleared with `clear()` after a successful send.
 * Only plain text fields belong here, never files.
 * @param key sessionStorage key
 * @param initial value when nothing is stored (or storage is unavailable)
 */
export function useSessionDraft<T extends object>(key: string, initial: T): [T, (next: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = sessionStorage.getItem(key);
      return stored ? { ...initial, ...(JSON.parse(stored) as Partial<T>) } : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the draft then lives only in memory.
    }
  }, [key, value]);
  const clear = () => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing stored
    }
    setValue(initial);
  };
  return [value, setValue, clear];
}
