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
 * native modal <dialog> listing the page's shortcuts (default: the record page's) (the browser traps focus in it and Esc closes it, returning focus to where it was). Shortcuts do not
 * act while it is open or while typing in a field (keyboard-shortcuts.ts).
 */
export function ShortcutHelp({ shortcuts = reviewShortcuts }: { shortcuts?: readonly ShortcutEntry[] } = {}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const show = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  useShortcuts({ '?': show });
  return (
    <div className="staff-shortcuts">
      <button type="button" className="staff-button staff-button--quiet" onClick={show} aria-keyshortcuts="Shift+?">
        Keyboard shortcuts (?)
      </button>
      <dialog ref={dialog} className="staff-shortcuts__dialog" aria-labelledby="shortcuts-heading">
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
