/** The interactions recorded before hydration: what a shopper does to a prerendered control. */
const CAPTURED_TYPES = ['click', 'submit', 'input', 'change'] as const;

/** One recorded interaction, with where it happened and, for a field, the value it left. */
interface Recorded {
  readonly type: (typeof CAPTURED_TYPES)[number];
  /** The element itself: hydration adopts the prerendered nodes, so it is normally still the target afterwards. */
  readonly element: Element;
  /** Child indexes from #root down to the element: finds the same control if React replaced the node. */
  readonly path: readonly number[];
  /** A text field's or select's value when the event fired. */
  value?: string;
  /** A checkbox's or radio's checked state when the event fired. */
  readonly checked?: boolean;
  /** The button that submitted a form, if any. */
  readonly submitter?: readonly number[];
}

/** Marks a control tapped before hydration until its tap is replayed (styled as working by layout.css). */
const PENDING_ATTRIBUTE = 'data-tap-pending';

/** Replays the interactions recorded before hydration; call once, right after React attached and hydrated. */
export type ReplayRecorded = () => void;

declare global {
  interface Window {
    /** How many taps (clicks and submits) made before hydration were replayed into the app; read by field data. */
    __medvikaReplayedTaps?: number;
  }
}

/** Child indexes from `root` down to `element`. */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : -1);
  }
  return path;
}

/** The element at `path` under `root`, if there is one. */
function atPath(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * The element whose app-side click handler a tap on `target` is meant for, or undefined where replaying the click
 * would do the browser's own default action twice or do nothing useful: following a link, toggling a `<details>`, a
 * label forwarding its click to its control (that click is recorded in its own right), a submit button (its form's
 * `submit` event is recorded instead) and focusing a text field (typing is recorded separately).
 */
function clickTarget(target: Element): Element | undefined {
  const control = target.closest('button, input, select, textarea');
  if (control instanceof HTMLInputElement) return control.type === 'radio' || control.type === 'checkbox' ? control : undefined;
  if (control instanceof HTMLButtonElement) return control.type === 'submit' && control.form ? undefined : control;
  if (control || target.closest('a[href], summary, label')) return undefined;
  return target.closest('[role="button"], [role="tab"], [role="option"]') ?? target;
}

/**
 * Records the shopper's interactions with the prerendered page until the app has hydrated, so that no tap or
 * keystroke made in between is lost (the event-replay technique: capture-phase listeners on the root, replay after
 * hydration). For each trusted `click`, `submit`, `input` and `change` under `root`:
 * - a click on a control (not a link, summary, label or submit button, whose defaults act natively) is recorded and
 *   the control marked `aria-busy="true"` (WAI-ARIA 1.2: being updated) and `data-tap-pending` until it is replayed, so a tap is never met with nothing;
 * - a submit is recorded and its default prevented (it would reload the page and lose what was typed);
 * - typing records the field's latest value (the browser keeps the text on screen meanwhile).
 * The returned function detaches the listeners and replays the records in order, once: clicks are dispatched on the
 * same element (found again by its path if React replaced it), fields get their value through the native setter and
 * an `input`/`change` event, forms are submitted with `requestSubmit`. It sets `window.__medvikaReplayedTaps` to the
 * number of replayed clicks and submits.
 * @param root the app's container (#root); without one nothing is recorded
 * @returns the replay function
 */
export function captureUntilHydrated(root: Element | null): ReplayRecorded {
  const recorded: Recorded[] = [];
  const record = (event: Event) => {
    const target = event.target;
    if (!root || !event.isTrusted || !(target instanceof Element)) return;
    if (event.type === 'submit') {
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter;
      recorded.push({
        type: 'submit',
        element: target,
        path: pathFrom(root, target),
        submitter: submitter ? pathFrom(root, submitter) : undefined,
      });
      return;
    }
    if (event.type === 'click') {
      const control = clickTarget(target);
      if (!control) return;
      // A tap on a radio or checkbox changes it natively; record the state it chose, to restore it on replay.
      const checked =
        control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox') ? control.checked : undefined;
      if (checked === undefined && control.matches('button, [role]')) {
        control.setAttribute('aria-busy', 'true');
        control.setAttribute(PENDING_ATTRIBUTE, '');
      }
      recorded.push({ type: 'click', element: control, path: pathFrom(root, control), checked });
      return;
    }
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return;
    if (target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox')) return;
    const last = recorded.at(-1);
    // Keystroke after keystroke in one field: only the latest value matters, kept at its place in the order.
    if (last && last.element === target && (last.type === 'input' || last.type === 'change')) {
      last.value = target.value;
      return;
    }
    recorded.push({
      type: event.type === 'change' ? 'change' : 'input',
      element: target,
      path: pathFrom(root, target),
      value: target.value,
    });
  };
  for (const type of CAPTURED_TYPES) root?.addEventListener(type, record, true);

  return () => {
    for (const type of CAPTURED_TYPES) root?.removeEventListener(type, record, true);
    if (!root) return;
    let taps = 0;
    for (const entry of recorded) {
      if (entry.type === 'click' && entry.element.hasAttribute(PENDING_ATTRIBUTE)) {
        entry.element.removeAttribute('aria-busy');
        entry.element.removeAttribute(PENDING_ATTRIBUTE);
      }
      // Found again by path only if it is the same kind of control: never replay a tap onto something else.
      const element = entry.element.isConnected ? entry.element : atPath(root, entry.path);
      if (!element || element.tagName !== entry.element.tagName) continue;
      if (entry.type === 'submit' && element instanceof HTMLFormElement) {
        const submitter = entry.submitter && atPath(root, entry.submitter);
        element.requestSubmit(
          submitter instanceof HTMLButtonElement && submitter.form === element && !submitter.disabled ? submitter : null,
        );
        taps += 1;
      } else if (entry.type === 'click' && element instanceof HTMLInputElement && entry.checked !== undefined) {
        // Hydration may have kept or reset the native state: set the opposite through the element's own setter
        // (React's value tracker sees it), then click, so React registers a change to the chosen state.
        element.checked = !entry.checked;
        element.click();
        taps += 1;
      } else if (entry.type === 'click') {
        element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        taps += 1;
      } else if (
        entry.value !== undefined &&
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
      ) {
        const prototype = Object.getPrototypeOf(element) as object;
        const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
        // React's value tracker must see a different value first, whether hydration kept the typed text or not.
        element.value = entry.value === '' ? ' ' : '';
        setter?.call(element, entry.value);
        element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    }
    window.__medvikaReplayedTaps = taps;
  };
}
