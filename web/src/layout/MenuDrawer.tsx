import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { keepTabInside } from './Drawer';

/**
 * The mobile menu's side drawer (docs/behaviour.md §2), as an HTML popover (`popover="auto"`) opened by a
 * `popovertarget` button: it opens, and closes on Escape, a tap outside it (its backdrop) or its close button
 * (popovertargetaction="hide"), with no script at all, so a tap before the app has started works at once
 * (docs/decisions/0017-native-controls-before-hydration.md). The browser moves focus to the close button
 * (autofocus) when it opens and back to the MENU button when it closes; it has the same look as the cart's <dialog>
 * drawer (.drawer; the ::backdrop of the top layer). Once the app runs it also keeps Tab inside while open
 * (WCAG 2.1.2, 2.4.3) and closes the drawer when the route changes (a link in it, Back).
 * @param id the popover's element id, named by the MENU button's `popoverTarget` and the close button's
 * @param label the accessible name of the drawer (role="dialog"), e.g. 'Menu'
 */
export function MenuDrawer({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const drawer = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    // Only a change of route closes it: a drawer opened before the app started stays open when the app attaches.
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const element = drawer.current;
    if (element?.matches(':popover-open')) element.hidePopover();
  }, [pathname]);

  return (
    <div
      ref={drawer}
      id={id}
      popover="auto"
      role="dialog"
      aria-label={label}
      className="drawer"
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A link to the page already shown changes no route, yet the shopper expects the menu to go away.
        if (event.target instanceof Element && event.target.closest('a[href]')) event.currentTarget.hidePopover();
      }}
    >
      <div className="drawer__panel">{children}</div>
    </div>
  );
}
