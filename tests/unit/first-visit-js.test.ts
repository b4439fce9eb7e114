import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_JS_BUDGET_BYTES, HINDI_EXTRA_JS_BYTES, judgeJsBudgets } from '../../web/prerender/first-visit-js';

const KB = 1024;

describe('judgeJsBudgets', () => {
  it('passes a page at the budget and fails one a byte over, naming the figures', () => {
    const [atBudget, over] = judgeJsBudgets(
      new Map([
        ['/', FIRST_VISIT_JS_BUDGET_BYTES],
        ['/products', FIRST_VISIT_JS_BUDGET_BYTES + 1],
      ]),
    );
    expect(atBudget).toEqual({ route: '/', jsBytes: FIRST_VISIT_JS_BUDGET_BYTES, overTwinBytes: undefined, over: undefined });
    expect(over!.over).toBe('125.0 KB > 125.0 KB');
  });

  it('holds a Hindi page to its English twin plus the allowance, when the twin was measured', () => {
    const figures = judgeJsBudgets(
      new Map([
        ['/', 100 * KB],
        ['/hi', 100 * KB + HINDI_EXTRA_JS_BYTES],
        ['/track', 100 * KB],
        ['/hi/track', 100 * KB + HINDI_EXTRA_JS_BYTES + 1],
        ['/hi/products', 120 * KB],
      ]),
    );
    expect(figures.map((figure) => [figure.route, figure.overTwinBytes, figure.over])).toEqual([
      ['/', undefined, undefined],
      ['/hi', HINDI_EXTRA_JS_BYTES, undefined],
      ['/track', undefined, undefined],
      ['/hi/track', HINDI_EXTRA_JS_BYTES + 1, '4.0 KB over its English twin > 4.0 KB'],
      ['/hi/products', undefined, undefined],
    ]);
  });

  it('holds /hi/upload to its English twin like every Hindi page, and to the page budget', () => {
    const [, hindi] = judgeJsBudgets(
      new Map([
        ['/upload', 110 * KB],
        ['/hi/upload', 118 * KB],
      ]),
    );
    expect(hindi).toMatchObject({ overTwinBytes: 8 * KB, over: '8.0 KB over its English twin > 4.0 KB' });
    expect(judgeJsBudgets(new Map([['/hi/upload', 126 * KB]]))[0]!.over).toBe('126.0 KB > 125.0 KB');
  });
});
