import { useEffect, useRef } from 'react';

/** Where typed keys belong to the control, not to a page shortcut: text fields, lists, editable regions. */
const TYPING_TARGETS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * The page shortcut a key press asks for, if any: the key in lower case ('v', 'r', 'n', '?'). None when the key is
 * typed into a text field, select or editable region (the pharmacist is writing a note, not deciding), when Ctrl, Alt
 * or Meta is held (the browser's and the screen reader's own shortcuts), when a modal dialog is open (its own keys
 * apply), or when the key is held down and repeating. Single-character shortcuts that can be switched off or that act
 * only on focus are WCAG 2.1.4; ours act only outside text entry, and every one has a visible button.
 * @param event a keydown event (its key, modifiers, repeat flag and target element)
 * @returns the shortcut's key, or undefined when the page must not act
 */
export function shortcutKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'repeat' | 'target'>,
): string | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey || event.repeat) return undefined;
  const target = event.target as Element | null;
  if (target && typeof target.closest === 'function' && (target.closest(TYPING_TARGETS) || target.closest('dialog[open]')))
    return undefined;
  if (typeof document !== 'undefined' && document.querySelector('dialog[open]')) return undefined;
  return event.key.length === 1 ? event.key.toLowerCase() : undefined;
}

/**
 * Listens for single-key page shortcuts (shortcutKey's rules) while the calling component is mounted.
 * @param handlers key ('v', 'n', '?') → action; an action returning false leaves the key to the browser
 */
export function useShortcuts(handlers: Record<string, () => boolean | void>): void {
  const latest = useRef(handlers);
  // The newest handlers (they close over the page's state), without re-adding the listener on every render.
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const key = shortcutKey(event);
      const handler = key ? latest.current[key] : undefined;
      if (handler && handler() !== false) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
