import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { abuseCeiling, abuseCeilingSentence } from '../../infra/abuse-ceiling';
import { PROJECT_ROOT } from '../../infra/constructs/api-function';

describe('abuse ceiling (README security section)', () => {
  it('computes the ceiling from the configured limits: 1 request/s and 0.1 upload/s per IP with the WAF, 20 and 12 without', () => {
    expect(abuseCeiling()).toEqual({
      perClientApiRps: 1, // 300 requests / 300 s
      perClientUploadRps: 0.1, // 30 / 300 s on submit-form, track, privacy
      perClientUploadGbPerDay: 36.2, // 0.1/s × 86,400 s × 4 MiB
      allClientsApiRps: 20, // the stage throttle
      allClientsUploadRps: 12, // submit-form 5 + track 5 (a return's photo) + privacy 2
      allClientsUploadGbPerDay: 4348.7,
    });
  });

  it('follows the limits it is given (a lower WAF limit, a smaller file cap, the stage cap over route limits)', () => {
    expect(abuseCeiling({ waf: { api: 600, strict: 60, windowSeconds: 300 }, fileMaxBytes: 1e6 })).toMatchObject({
      perClientApiRps: 2,
      perClientUploadRps: 0.2,
      perClientUploadGbPerDay: 17.3,
      allClientsUploadGbPerDay: 1036.8,
    });
    expect(abuseCeiling({ stageRateLimit: 3 })).toMatchObject({ allClientsApiRps: 3, allClientsUploadRps: 3 });
  });

  it('is the figure the README states', () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(abuseCeilingSentence());
  });
});
