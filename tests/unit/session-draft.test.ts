/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from 'vitest';
import { readSessionDraft } from '../../web/src/lib/form-kit/use-session-draft';

const KEY = 'medvika:test-draft';
/** A draft like the checkout's: text fields and a choice, no consent. */
const initial = { name: '', address: '', substitution: 'no' };

afterEach(() => sessionStorage.clear());

describe('readSessionDraft', () => {
  it('puts back the draft keys that were stored', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ name: 'Asha Sharma', substitution: 'equivalent' }));
    expect(readSessionDraft(KEY, initial)).toEqual({ name: 'Asha Sharma', address: '', substitution: 'equivalent' });
  });

  it('never brings back a field the form keeps out of its draft, such as a consent written before its code loaded', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ name: 'Asha Sharma', consent: true, website: 'spam' }));
    const values = readSessionDraft(KEY, initial);
    expect(values).toEqual({ name: 'Asha Sharma', address: '', substitution: 'no' });
    expect(values).not.toHaveProperty('consent');
  });

  it('ignores a stored value of another type than the field, and a draft that is not JSON', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ name: 42, address: 'Sector 18' }));
    expect(readSessionDraft(KEY, initial)).toEqual({ name: '', address: 'Sector 18', substitution: 'no' });
    sessionStorage.setItem(KEY, '{not json');
    expect(readSessionDraft(KEY, initial)).toEqual(initial);
    sessionStorage.setItem(KEY, 'null');
    expect(readSessionDraft(KEY, initial)).toEqual(initial);
  });
});
