import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The sessionStorage key of the saved positions: one per history entry, kept for the tab's life like the history. */
export const SCROLL_POSITIONS_KEY = 'medvika:scroll-positions';

/** Most history entries whose position is kept (older ones are dropped first). */
const MAX_POSITIONS = 50;

/** The saved positions, by history entry key (React Router's `location.key`), in px from the top. */
function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, top: number): void {
  const positions = readPositions();
  delete positions[key];
  positions[key] = top;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete positions[old];
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage blocked or full: Back then opens at the top, as a new page would.
  }
}

/**
 * Scroll positions as a shopper expects of pages (what the browser does between documents, done here for the app's
 * own navigations, which the browser cannot restore because the page changes after its event): a new page opens at
 * the top, or at its `#hash` target; Back and Forward return to where the shopper was on that page, also after a
 * reload of the tab. Renders nothing.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shownKey, setShownKey] = useState(location.key);
  const first = useRef(true);

  // A new address is rendered before the DOM changes: the position now is the one the shopper leaves. (Read here, not
  // from scroll events, which the browser delivers a frame late, after the next page may have moved the scroll.)
  if (shownKey !== location.key) {
    savePosition(shownKey, window.scrollY);
    setShownKey(location.key);
  }

  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    const initial = first.current;
    first.current = false;
    const saved = navigationType === 'POP' ? readPositions()[location.key] : undefined;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (!initial) window.scrollTo(0, 0);
    // A reload or a visit to another site keeps this entry's position too.
    const keepOnLeave = () => savePosition(location.key, window.scrollY);
    window.addEventListener('pagehide', keepOnLeave);
    return () => window.removeEventListener('pagehide', keepOnLeave);
  }, [location.key, location.hash, navigationType]);

  return null;
}
