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

/** What captureUntilHydrated returns: the moments of a recording. */
export interface InteractionRecording {
  /**
   * Stops recording; call when React attaches to the part recorded (hydrateRoot called, a region's code loaded). From
   * then on React hydrates the part an event is aimed at synchronously and handles the event itself, so a tap also
   * recorded would be replayed a second time: one tap adding two packs to the cart.
   */
  readonly stopRecording: () => void;
  /**
   * Stops recording if still on and puts back, once, the state the shopper left in the part's fields (text typed, a box
   * ticked, an option chosen): call in a layout effect of the hydration's commit, before the browser paints, since
   * hydration first draws a controlled field with the app's state (a ticked consent box would show unticked for a frame).
   */
  readonly restoreFields: () => void;
  /**
   * Stops recording if still on, then replays what was recorded, once (the fields first if restoreFields was not
   * called, then taps and submits): call right after the part has hydrated, once state gated on hydration is drawn.
   */
  readonly replay: () => void;
}

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
  // A popover invoker opens or closes its popover natively: a replay would toggle it a second time.
  if (control instanceof HTMLButtonElement && control.hasAttribute('popovertarget')) return undefined;
  if (control instanceof HTMLButtonElement) return control.type === 'submit' && control.form ? undefined : control;
  if (control || target.closest('a[href], summary, label')) return undefined;
  return target.closest('[role="button"], [role="tab"], [role="option"]') ?? target;
}

/** Whether `form` is a GET form with an explicit action: submitting it natively loads a page, which nothing needs to replay. */
function isNativeNavigationForm(form: Element): boolean {
  return form instanceof HTMLFormElement && form.hasAttribute('action') && form.method === 'get';
}

/**
 * What the shopper changed in the prerendered fields under `root` before any recorder listened: on a slow phone the
 * page is usable a few hundred ms before the entry module has run, and a field typed then fires no event we could
 * hear. React cannot see it either: hydration starts a field's value tracking from the value it finds, so the app's
 * state keeps the empty prerendered value and the next render of that field wipes the text off the screen.
 * A field differs from what the HTML gave it when its value is not its `defaultValue` (a select: another option than
 * the one the HTML selects; a checkbox or radio: `checked` is not `defaultChecked`). Fields in a
 * `skipInside` region are left to that region's own recorder; file inputs are announced at replay anyway.
 * @returns entries in document order, as the listeners would have recorded them
 */
function changedBeforeRecording(root: Element, skipInside: string | undefined): Recorded[] {
  const entries: Recorded[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    const region = skipInside ? field.closest(skipInside) : null;
    if (region && region !== root && root.contains(region)) continue;
    if (field instanceof HTMLSelectElement) {
      // The HTML's choice: the option marked selected, else the first (HTML: a select's selectedness setting algorithm).
      const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (!field.multiple && field.value !== (initial?.value ?? ''))
        entries.push({ type: 'change', element: field, path: pathFrom(root, field), value: field.value });
    } else if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      // A radio only ever becomes checked by a tap; one unchecked because another was chosen is recorded by that one.
      if (field.checked !== field.defaultChecked && (field.checked || field.type === 'checkbox'))
        entries.push({ type: 'click', element: field, path: pathFrom(root, field), checked: field.checked });
    } else if (!(field instanceof HTMLInputElement && field.type === 'file') && field.value !== field.defaultValue) {
      entries.push({ type: 'input', element: field, path: pathFrom(root, field), value: field.value });
    }
  }
  return entries;
}

/**
 * Records the shopper's interactions with the prerendered page until the app has hydrated, so that no tap or
 * keystroke made in between is lost (the event-replay technique: capture-phase listeners on the root, replay after
 * hydration). For each trusted `click`, `submit`, `input` and `change` under `root`:
 * - a click on a control (not a link, summary, label, popover invoker or submit button, whose defaults act natively)
 *   is recorded and the control marked `aria-busy="true"` (WAI-ARIA 1.2: being updated) and `data-tap-pending` until
 *   it is replayed, so a tap is never met with nothing;
 * - a submit is recorded and its default prevented (it would reload the page and lose what was typed), except a GET
 *   form with an `action` (a search), which the browser submits as the navigation it is;
 * - typing records the field's latest value (the browser keeps the text on screen meanwhile);
 * - a field already changed when the recorder starts (typed or tapped before the entry module ran) is recorded first,
 *   as if its event had been heard.
 * Recording stops at `stopRecording`, when React attaches (React handles every later event itself). `replay` replays
 * the records in order, once: clicks are dispatched on the
 * same element (found again by its path if React replaced it), fields get their value through the native setter and
 * an `input`/`change` event, forms are submitted with `requestSubmit`; a file input that holds a file (which no script
 * can set) gets its `change` event again. It adds the number of replayed clicks and submits to
 * `window.__medvikaReplayedTaps` (the root's replay and each region's, web/src/lib/deferred-regions.ts).
 * `restoreFields`, called before `replay`, replays only the records that set a field's state (values, ticks), so that
 * a region can put them back in the commit that hydrates it, before the browser paints; `replay` then skips them.
 * @param root the app's container (#root), or a region of it that hydrates later (web/src/lib/deferred-regions.ts);
 *   without one nothing is recorded
 * @param options.skipInside a selector: events inside a matching element below `root` are left to that element's own
 *   recorder
 * @param options.listenOn where the capture listeners go (default: `root`): the document for a region that hydrates
 *   later, since React, once attached, stops the propagation of an event aimed at a part it has not hydrated yet at
 *   its root container, before the event could reach the region
 * @returns the recording's stopRecording, restoreFields and replay functions
 */
export function captureUntilHydrated(
  root: Element | null,
  options: { skipInside?: string; listenOn?: EventTarget } = {},
): InteractionRecording {
  const recorded: Recorded[] = [];
  const listenOn = options.listenOn ?? root;
  const record = (event: Event) => {
    const target = event.target;
    if (!root || !event.isTrusted || !(target instanceof Element) || !root.contains(target)) return;
    const region = options.skipInside ? target.closest(options.skipInside) : null;
    if (region && region !== root && root.contains(region)) return;
    if (event.type === 'submit') {
      // A GET form with its own action (the header search) is a plain navigation the browser does right by itself.
      if (isNativeNavigationForm(target)) return;
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
  if (root) recorded.push(...changedBeforeRecording(root, options.skipInside));
  for (const type of CAPTURED_TYPES) listenOn?.addEventListener(type, record, true);
  const stopRecording = () => {
    for (const type of CAPTURED_TYPES) listenOn?.removeEventListener(type, record, true);
  };

  /** Whether `entry` sets a field's state (a value typed or chosen, a box or radio ticked) rather than a tap or submit. */
  const setsField = (entry: Recorded) => entry.type !== 'submit' && (entry.type !== 'click' || entry.checked !== undefined);
  let taps = 0;
  const replayed = new Set<Recorded>();
  /** Replays each entry of `entries` not replayed yet, in the order recorded; counts the taps among them. */
  const replayEntries = (entries: readonly Recorded[]) => {
    if (!root) return;
    for (const entry of entries) {
      if (replayed.has(entry)) continue;
      replayed.add(entry);
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
      } else if (element instanceof HTMLInputElement && element.type === 'file') {
        continue; // announced by replay
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
  };
  const restoreFields = () => {
    stopRecording();
    replayEntries(recorded.filter(setsField));
  };

  const replay = () => {
    stopRecording();
    if (!root) return;
    replayEntries(recorded);
    // A file chosen before hydration is still in its input (no script can set one, hydration keeps it): announce it
    // to the app, whether or not its event was recorded (a file dropped by an automation is not a trusted event).
    for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const region = options.skipInside ? input.closest(options.skipInside) : null;
      if (input.files?.length && !(region && region !== root)) input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    window.__medvikaReplayedTaps = (window.__medvikaReplayedTaps ?? 0) + taps;
    taps = 0;
  };
  return { stopRecording, restoreFields, replay };
}
