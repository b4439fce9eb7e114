/**
 * The lint rule against import circles (.dependency-cruiser.js, run by `npm run lint`): with the project's own
 * configuration it refuses a planted two-module circle whose way back is a type-only import, and accepts the same
 * modules once the shared type sits in a leaf. The fixtures are left out of the lint run itself (the config's
 * `exclude`), so the test lifts only that exclusion.
 */
import { cruise, type ICruiseOptions } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const FIXTURES = 'tests/fixtures/import-cycle';

/** The violations the project's configuration finds in one fixture folder, as "rule: from → to". */
async function violationsIn(folder: string): Promise<string[]> {
  const options: ICruiseOptions = await extractDepcruiseOptions('./.dependency-cruiser.js');
  const { output } = await cruise(
    [`${FIXTURES}/${folder}`],
    { ...options, exclude: { path: '^node_modules/' } },
    {},
    { tsConfig: extractTSConfig('tsconfig.json') },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser answered with text, not a cruise result');
  return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

describe('the import circle rule (.dependency-cruiser.js)', () => {
  it('refuses a two-module circle closed by a type-only import', async () => {
    // One violation per circle, on the type-only import that closes it.
    expect(await violationsIn('cyclic')).toEqual([`no-import-circle: ${FIXTURES}/cyclic/order-line.ts → ${FIXTURES}/cyclic/order.ts`]);
  });

  it('accepts the same modules when the shared type sits in a leaf', async () => {
    expect(await violationsIn('acyclic')).toEqual([]);
  });
});
