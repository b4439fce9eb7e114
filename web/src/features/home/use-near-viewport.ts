import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `element` is within `margin` of the viewport (IntersectionObserver), and from then on: lets a
 * below-the-fold section load its code only when a shopper scrolls towards it. Without IntersectionObserver
 * (very old browsers, some test DOMs) it is true at once.
 * @param margin CSS margin around the viewport, e.g. '400px'
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
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
