import { useSyncExternalStore, type ComponentType } from 'react';

let container: ComponentType | null = null;
const listeners = new Set<() => void>();

/**
 * Registers the toast container component (lib/toast.tsx does, when a page that can show toasts loads), so
 * the layout's ToastHost mounts it. Keeps react-toastify out of the bundle every page downloads.
 */
export function registerToastContainer(component: ComponentType): void {
  if (container) return;
  container = component;
  for (const listener of listeners) listener();
}

/** The registered toast container, or null before any page that shows toasts has loaded. */
export function useToastContainer(): ComponentType | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => container,
    () => null,
  );
}
