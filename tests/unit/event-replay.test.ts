/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from 'vitest';
import { captureUntilHydrated } from '../../web/src/app/event-replay';

/** A prerendered page as the browser holds it: a form with default values, and a region with a recorder of its own. */
function prerendered(): HTMLElement {
  document.body.innerHTML = `
    <div id="root">
      <form>
        <input id="name" value="">
        <input id="city" value="Noida">
        <textarea id="note"></textarea>
        <select id="slot"><option value="am" selected>Morning</option><option value="pm">Evening</option></select>
        <input id="card" type="radio" name="method" value="card" checked>
        <input id="upi" type="radio" name="method" value="upi">
        <input id="untouched" value="">
      </form>
      <div data-region><input id="in-region" value=""></div>
    </div>`;
  return document.getElementById('root')!;
}

/** The events the app would receive during the replay: type, field id and the value or checked state it then has. */
function listen(root: HTMLElement): string[] {
  const seen: string[] = [];
  for (const type of ['input', 'change', 'click'])
    root.addEventListener(type, (event) => {
      const field = event.target as HTMLInputElement;
      seen.push(`${type} ${field.id} ${field.type === 'radio' ? String(field.checked) : field.value}`);
    });
  return seen;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('captureUntilHydrated', () => {
  it('replays what was typed and chosen before it started listening, in document order, outside other regions', () => {
    const root = prerendered();
    // Changed before the entry module ran: no event of these was heard by anyone.
    (document.getElementById('name') as HTMLInputElement).value = 'Meera Iyer';
    (document.getElementById('note') as HTMLTextAreaElement).value = 'Ring twice';
    (document.getElementById('slot') as HTMLSelectElement).value = 'pm';
    (document.getElementById('upi') as HTMLInputElement).checked = true;
    (document.getElementById('in-region') as HTMLInputElement).value = 'left to the region';
    const { replay } = captureUntilHydrated(root, { skipInside: '[data-region]' });
    const seen = listen(root);
    replay();
    expect(seen).toEqual([
      'input name Meera Iyer',
      'input note Ring twice',
      'change slot pm',
      'click upi true',
      'input upi true',
      'change upi true',
    ]);
    expect((document.getElementById('city') as HTMLInputElement).value).toBe('Noida');
    expect(window.__medvikaReplayedTaps).toBe(1);
  });

  it('replays nothing for a page nobody touched', () => {
    const root = prerendered();
    const { replay } = captureUntilHydrated(root, { skipInside: '[data-region]' });
    const seen = listen(root);
    replay();
    expect(seen).toEqual([]);
  });

  it('puts the fields back first when asked (a region, before paint), and the replay then repeats none of them', () => {
    const root = prerendered();
    window.__medvikaReplayedTaps = undefined;
    (document.getElementById('name') as HTMLInputElement).value = 'Meera Iyer';
    (document.getElementById('upi') as HTMLInputElement).checked = true;
    const { restoreFields, replay } = captureUntilHydrated(root, { skipInside: '[data-region]' });
    const seen = listen(root);
    restoreFields();
    expect(seen).toEqual(['input name Meera Iyer', 'click upi true', 'input upi true', 'change upi true']);
    // Counted once the whole recording is replayed, as one tap (the radio's).
    expect(window.__medvikaReplayedTaps).toBeUndefined();
    replay();
    expect(seen).toHaveLength(4);
    expect(window.__medvikaReplayedTaps).toBe(1);
  });
});
