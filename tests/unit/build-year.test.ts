/**
 * The footer's year is the build's, in India (web/build-year.ts): fixed into the code by Vite's `define`, so the
 * prerendered HTML and the hydrated page agree (the browser check is in tests/e2e/layout.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildYearDefine, buildYearOf } from '../../web/build-year';

describe("the build's year", () => {
  it('is the year in India when the build runs, which turns at IST midnight', () => {
    expect(buildYearOf(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(buildYearOf(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });

  it('is written into the code as a string literal for import.meta.env.VITE_BUILD_YEAR', () => {
    expect(buildYearDefine(new Date('2031-03-01T00:00:00Z'))).toEqual({ 'import.meta.env.VITE_BUILD_YEAR': '"2031"' });
  });

  it('is what the app reads in this run (vitest.config.ts defines it as the build does)', () => {
    expect(import.meta.env.VITE_BUILD_YEAR).toBe(String(buildYearOf(new Date())));
  });
});
