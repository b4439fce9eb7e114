/** @vitest-environment happy-dom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortcutKey, useShortcuts } from '../../web/src/features/staff/keyboard-shortcuts';

afterEach(cleanup);

/** A page with the record page's kinds of controls and a V shortcut. */
function Page({ onVerify }: { onVerify: () => void }) {
  useShortcuts({ v: onVerify, '?': () => false });
  return (
    <div>
      <button type="button">Verify</button>
      <input aria-label="Reference" />
      <textarea aria-label="Note" />
      <select aria-label="Reason">
        <option>Unclear</option>
      </select>
      <div contentEditable aria-label="Editable" role="textbox" />
      <dialog aria-label="Help" />
    </div>
  );
}

describe('staff console keyboard shortcuts', () => {
  it('act on keys pressed on the page or on a button', () => {
    const onVerify = vi.fn();
    render(<Page onVerify={onVerify} />);
    fireEvent.keyDown(document.body, { key: 'v' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Verify' }), { key: 'V' });
    expect(onVerify).toHaveBeenCalledTimes(2);
  });

  it('ignore keys typed into inputs, textareas, selects and editable regions', () => {
    const onVerify = vi.fn();
    render(<Page onVerify={onVerify} />);
    for (const name of ['Reference', 'Note', 'Editable']) fireEvent.keyDown(screen.getByRole('textbox', { name }), { key: 'v' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Reason' }), { key: 'v' });
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('ignore keys with Ctrl, Alt or Meta, held-down repeats, and keys while a modal dialog is open', () => {
    const onVerify = vi.fn();
    render(<Page onVerify={onVerify} />);
    fireEvent.keyDown(document.body, { key: 'v', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'v', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'v', altKey: true });
    fireEvent.keyDown(document.body, { key: 'v', repeat: true });
    document.querySelector('dialog')!.setAttribute('open', '');
    fireEvent.keyDown(document.body, { key: 'v' });
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('leave the key to the browser when the action declines it, and name only single characters', () => {
    render(<Page onVerify={() => undefined} />);
    const declined = new KeyboardEvent('keydown', { key: '?', bubbles: true, cancelable: true });
    document.body.dispatchEvent(declined);
    expect(declined.defaultPrevented).toBe(false);
    const taken = new KeyboardEvent('keydown', { key: 'v', bubbles: true, cancelable: true });
    document.body.dispatchEvent(taken);
    expect(taken.defaultPrevented).toBe(true);
    expect(
      shortcutKey({ key: 'Enter', ctrlKey: false, altKey: false, metaKey: false, repeat: false, target: document.body }),
    ).toBeUndefined();
    expect(shortcutKey({ key: '?', ctrlKey: false, altKey: false, metaKey: false, repeat: false, target: document.body })).toBe('?');
  });
});
