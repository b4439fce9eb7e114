import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the lanes' files start in, first to last. Vitest's own sequencer orders projects by name, which would
 * start e2e first; e2e goes last here so that the site build it needs (tests/support/site-build.ts, in the background)
 * runs while the infra, integration and unit files do, and no worker sits waiting for it. Infra goes first: its files
 * share one synthesis per worker (vitest.config.ts), the longest start of the three.
 */
const LANE_ORDER = ['infra', 'integration', 'unit', 'unit-isolated', 'e2e'];

/**
 * Vitest's sequencer (failed files first, then the longest by the last run's durations, or the largest file when there is
 * no record, within each lane), with the lanes in LANE_ORDER: one queue for both workers, so the last files of a lane
 * run beside the first of the next. A project not named in LANE_ORDER goes after the others.
 */
export class LaneSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LANE_ORDER.indexOf(file.project.name);
      return index === -1 ? LANE_ORDER.length : index;
    };
    // Array.prototype.sort is stable: within a lane, the base order stays.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
