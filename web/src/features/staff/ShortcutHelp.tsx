import { useRef } from 'react';
import { useShortcuts } from './keyboard-shortcuts';

/** The record page's shortcuts as the help lists them (DecisionPanel: V, R; NextInQueue: N; this overlay: ?). */
const reviewShortcuts = [
  { key: 'V', does: 'Verify (then Enter confirms)' },
  { key: 'R', does: 'Reject: opens the reason form' },
  { key: 'N', does: 'Next in queue: the oldest prescription waiting' },
  { key: '?', does: 'Show these shortcuts' },
  { key: 'Esc', does: 'Close this list' },
] as const;

/**
 * "Keyboard shortcuts" on the review screen: a button and the ? key open a native modal <dialog> listing the record
 * page's shortcuts (the browser traps focus in it and Esc closes it, returning focus to where it was). Shortcuts do not
 * act while it is open or while typing in a field (keyboard-shortcuts.ts).
 */
export function ShortcutHelp() {
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
          {reviewShortcuts.map((shortcut) => (
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
