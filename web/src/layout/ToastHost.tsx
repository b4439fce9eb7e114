import { lazy, Suspense, useEffect, useState } from 'react';

const ToastContainerHost = lazy(() => import('./ToastContainerHost'));
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Mounts the toast container (react-toastify, about 6 kB of gzipped JS and its CSS) at the shopper's first
 * interaction instead of on page load: every toast in the storefront answers something the shopper did, and
 * react-toastify queues a toast raised before its container is mounted, then shows it. Keeps the first
 * visit of every page lighter (issue 7 JavaScript budget).
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, want, { capture: true, passive: true, once: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainerHost />
    </Suspense>
  ) : null;
}
