import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The keydown handler of a drawer: Tab from its last focusable element goes to its first, Shift+Tab from the first to
 * the last, so keyboard focus stays inside while it is open (WCAG 2.1.2 and 2.4.3). Other keys are left alone.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A side drawer on a modal <dialog> (used by the mobile menu and the cart panel, docs/behaviour.md §2 and §4).
 * While open the rest of the page is inert, focus moves in and wraps around inside it (Tab / Shift+Tab,
 * WCAG 2.1.2 and 2.4.3); Escape, a click on the backdrop, or `open` turning false close it, and the
 * browser returns focus to the element that opened it.
 * @param open whether the drawer is shown
 * @param onClose called when the shopper closes it (Escape, backdrop); set `open` false in response
 */
export function Drawer(props: {
  open: boolean;
  onClose: () => void;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}) {
  const { open, onClose, className, children } = props;
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`drawer ${className ?? ''}`}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={keepTabInside}
    >
      <div className="drawer__panel">{children}</div>
    </dialog>
  );
}

/**
 * The top row of a drawer: its title (a heading or the logo) and a close button with a visible × and an
 * accessible name (WCAG 4.1.2), at least 44 px square (.icon-button; WCAG 2.5.8).
 * @param closeLabel the button's accessible name, e.g. 'Close cart'
 * @param close what the button does: `{ onClose }`, a function called when it is pressed (a React drawer), or
 *   `{ popoverId }`, the id of the popover drawer it hides natively (popovertargetaction="hide", working before any
 *   script); a popover drawer's close button also takes the focus when the drawer opens (autofocus, HTML's popover
 *   focusing steps)
 */
export function DrawerHead({
  closeLabel,
  close,
  children,
}: {
  closeLabel: string;
  close: { onClose: () => void } | { popoverId: string };
  children: ReactNode;
}) {
  const action =
    'popoverId' in close
      ? // autofocus: the popover's own focusing steps move focus onto it when the drawer opens, with or without the app.
        { popoverTarget: close.popoverId, popoverTargetAction: 'hide' as const, autoFocus: true }
      : { onClick: close.onClose };
  return (
    <div className="drawer__head">
      {children}
      <button type="button" className="icon-button" aria-label={closeLabel} {...action}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
