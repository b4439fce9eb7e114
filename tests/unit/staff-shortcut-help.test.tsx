/** @vitest-environment happy-dom */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ShortcutHelp } from '../../web/src/features/staff/ShortcutHelp';

afterEach(cleanup);

/** The record page's help beside another control that may have focus when ? is pressed. */
function Page() {
  return (
    <div>
      <button type="button">Start review</button>
      <ShortcutHelp />
    </div>
  );
}

const dialog = () => document.querySelector('dialog')!;

describe('staff keyboard shortcut list', () => {
  it('lists V for a new prescription (Start review) as well as for Verify', () => {
    render(<Page />);
    const v = within(dialog()).getByText('V', { selector: 'kbd' }).closest('div')!;
    expect(v.querySelector('dd')!.textContent).toBe('Start review of a new prescription; in review, Verify (then Enter confirms)');
  });

  it('returns focus to the button that opened it when it closes (WCAG 2.4.3)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Keyboard shortcuts (?)' });
    await user.click(opener);
    expect(dialog().open).toBe(true);
    // Focus is inside the list when it closes (its Close button), as after Tab in the browser.
    within(dialog()).getByRole('button', { name: 'Close', hidden: true }).focus();
    dialog().close();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the control that had it when ? opened the list', () => {
    render(<Page />);
    const start = screen.getByRole('button', { name: 'Start review' });
    start.focus();
    fireEvent.keyDown(start, { key: '?' });
    expect(dialog().open).toBe(true);
    within(dialog()).getByRole('button', { name: 'Close', hidden: true }).focus();
    dialog().close();
    expect(document.activeElement).toBe(start);
  });

  it('returns focus to its button, not the page, when ? opened it with nothing focused', () => {
    render(<Page />);
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: '?' });
    within(dialog()).getByRole('button', { name: 'Close', hidden: true }).focus();
    dialog().close();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keyboard shortcuts (?)' }));
  });
});
