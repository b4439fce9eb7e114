import { describe, expect, it } from 'vitest';
import { h1RegisterRange } from '../../web/src/features/staff/H1RegisterPage';

describe('the H1 register page’s range (h1RegisterRange)', () => {
  it('defaults to the last 30 India days, today included, on the India date even when UTC is still on the day before', () => {
    // 20:00 UTC on 29 Nov is 01:30 on 30 Nov in India.
    expect(h1RegisterRange(new URLSearchParams(), new Date('2026-11-29T20:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(h1RegisterRange(new URLSearchParams(), new Date('2026-03-01T06:00:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('keeps the range of the address when both dates are days, else falls back to the default', () => {
    const now = new Date('2026-11-29T06:00:00Z');
    expect(h1RegisterRange(new URLSearchParams({ from: '2026-10-01', to: '2026-10-31' }), now)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    // A backwards range is kept: the API refuses it by code and the page words it under the date.
    expect(h1RegisterRange(new URLSearchParams({ from: '2026-10-31', to: '2026-10-01' }), now)).toEqual({
      from: '2026-10-31',
      to: '2026-10-01',
    });
    expect(h1RegisterRange(new URLSearchParams({ from: '2026-10-01' }), now)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(h1RegisterRange(new URLSearchParams({ from: 'yesterday', to: '2026-10-31' }), now)).toEqual({
      from: '2026-10-31',
      to: '2026-11-29',
    });
  });
});
