import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client';
import { CONSOLE_LOAD_RETRIES, shouldRetryLoad } from '../../web/src/features/staff/console-query-client';
import { SessionEndedError } from '../../web/src/features/staff/session';

describe("the console's load retries (console-query-client.ts)", () => {
  it.each([0, 429, 500, 503])('tries a load that failed with %i again, up to CONSOLE_LOAD_RETRIES times', (status) => {
    const error = new ApiError(status, 'ERROR', 'failed');
    expect(shouldRetryLoad(0, error)).toBe(true);
    expect(shouldRetryLoad(CONSOLE_LOAD_RETRIES - 1, error)).toBe(true);
    expect(shouldRetryLoad(CONSOLE_LOAD_RETRIES, error)).toBe(false);
  });

  it.each([400, 401, 403, 404, 409])('never tries a refusal (%i) again', (status) => {
    expect(shouldRetryLoad(0, new ApiError(status, 'ERROR', 'refused'))).toBe(false);
  });

  it('never tries again after the session ended (a 401 goes to the sign-in-again screen), nor after a bug', () => {
    expect(shouldRetryLoad(0, new SessionEndedError())).toBe(false);
    expect(shouldRetryLoad(0, new TypeError('x is undefined'))).toBe(false);
  });
});
