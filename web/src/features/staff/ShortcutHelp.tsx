import { useRef } from 'react';
import { useShortcuts } from './keyboard-shortcuts';

/** One shortcut as the help lists it: the key(s) and what it does. */
export interface ShortcutEntry {
  key: string;
  does: string;
}

/** The record page's shortcuts as the help lists them (DecisionPanel: V, R; NextInQueue: N; this overlay: ?). */
const reviewShortcuts: readonly ShortcutEntry[] = [
  { key: 'V', does: 'Start review of a new prescription; in review, Verify (then Enter confirms)' },
  { key: 'R', does: 'Reject: opens the reason form' },
  { key: 'N', does: 'Next in queue: the oldest prescription waiting' },
  { key: '?', does: 'Show these shortcuts' },
  { key: 'Esc', does: 'Close this list' },
];

/** A queue page's shortcuts (QueuePage: J, K, Enter, /; this overlay: ?). */
export const queueShortcuts: readonly ShortcutEntry[] = [
  { key: 'J', does: 'Next row: moves the row focus down' },
  { key: 'K', does: 'Previous row: moves the row focus up' },
  { key: 'Enter', does: 'Open the focused row’s record' },
  { key: '/', does: 'Search by name, phone, e-mail or reference' },
  { key: '?', does: 'Show these shortcuts' },
  { key: 'Esc', does: 'Close this list; in the search box, clear it' },
];

/**
 * "Keyboard shortcuts" on the review screen (and, given `shortcuts`, on a queue page): a button and the ? key open a
 * native modal <dialog> listing the page's shortcuts (default: the record page's); the browser traps focus in it and
 * Esc or "Close" closes it. Shortcuts do not act while it is open or while typing in a field (keyboard-shortcuts.ts).
 * Closing returns focus to the control that had it when the list opened, or to the "Keyboard shortcuts" button when
 * the ? key opened it from the page itself (nothing focused) or that control has gone, so the keyboard user goes on
 * where they were rather than from the top of the page (WCAG 2.4.3 Focus Order).
 * @param shortcuts the entries to list, in order (default: the record page's)
 */
export function ShortcutHelp({ shortcuts = reviewShortcuts }: { shortcuts?: readonly ShortcutEntry[] } = {}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = () => {
    if (dialog.current?.open) return;
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : button.current;
    dialog.current?.showModal();
  };
  /** After Esc or "Close": focus back where the list was opened from (the browser alone may leave it on the body). */
  const restoreFocus = () => {
    const target = opener.current?.isConnected ? opener.current : button.current;
    opener.current = null;
    target?.focus();
  };
  useShortcuts({ '?': show });
  return (
    <div className="staff-shortcuts">
      <button ref={button} type="button" className="staff-button staff-button--quiet" onClick={show} aria-keyshortcuts="Shift+?">
        Keyboard shortcuts (?)
      </button>
      <dialog ref={dialog} className="staff-shortcuts__dialog" aria-labelledby="shortcuts-heading" onClose={restoreFocus}>
        <h2 id="shortcuts-heading">Keyboard shortcuts</h2>
        <p className="staff-muted">They work anywhere on this page except while typing in a field.</p>
        <dl className="staff-shortcuts__list">
          {shortcuts.map((shortcut) => (
            <div key={shortcut.key}>
              <dt>
                <kbd>{shortcut.key}</kbd>
              </dt>
              <dd>{shortcut.does}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog">
          <button type="submit" className="staff-button staff-button--primary">
            Close
          </button>
        </form>
      </dialog>
    </div>
  );
}
