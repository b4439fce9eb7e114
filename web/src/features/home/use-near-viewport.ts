import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `element` is within `margin` of the viewport (IntersectionObserver), and from then on: lets a
 * below-the-fold section load its code only when a shopper scrolls towards it. Without IntersectionObserver
 * (very old browsers, some test DOMs) it turns true right after the first render. The first render is always
 * false, as on the server, so a prerendered page hydrates without a mismatch.
 * @param margin CSS margin around the viewport, e.g. '400px'
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no observer to wait for: show the section now
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
