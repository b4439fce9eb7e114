/**
 * The staff directory (functions/staff-api/staff-directory.ts) on a counted stand-in for the SDK client: names from
 * ListUsers filtered on one `sub`, a warm cache (a second request makes no second call), a shorter memory of unknown
 * ids, a per-request cap and concurrency cap, no filter for anything that is not a UUID, and failures that only leave
 * ids unnamed. The same code against cognito-local: tests/integration/staff-names.test.ts.
 */
import type { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STAFF_LOOKUP_CONCURRENCY,
  STAFF_LOOKUPS_PER_REQUEST,
  STAFF_NAME_TTL_MS,
  STAFF_UNKNOWN_TTL_MS,
  createStaffDirectory,
  isCognitoSub,
  type ListUsersSender,
} from '../../functions/staff-api/staff-directory';

const ritu = '0f8b5c1e-3a4d-4c2b-9e7f-1a2b3c4d5e6f';
const aman = '7d6c5b4a-1e2f-4a3b-8c9d-0e1f2a3b4c5d';
const people: Record<string, string> = { [ritu]: 'Dr Ritu Sharma', [aman]: 'Dr Aman Gupta' };

/** A stand-in client answering ListUsers from `people` by the filter's sub, counting calls and the filters sent. */
function fakeCognito({ fail }: { fail?: Error } = {}) {
  const filters: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const send = vi.fn(async (command: ListUsersCommand) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    const filter = command.input.Filter ?? '';
    filters.push(filter);
    if (fail) throw fail;
    const sub = /^sub = "(.+)"$/.exec(filter)?.[1] ?? '';
    const name = people[sub];
    return { Users: name ? [{ Attributes: [{ Name: 'name', Value: name }] }] : [] };
  });
  return { client: { send } as unknown as ListUsersSender, send, filters, mostInFlight: () => mostInFlight };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('staff directory', () => {
  it('names a colleague from ListUsers filtered on their sub, asking for the `name` attribute only', async () => {
    const cognito = fakeCognito();
    const directory = createStaffDirectory({ client: cognito.client, userPoolId: 'ap-south-1_Staff' });
    expect(await directory.displayNames([ritu])).toEqual(new Map([[ritu, 'Dr Ritu Sharma']]));
    const command = cognito.send.mock.calls[0]![0];
    expect(command.input).toEqual({ UserPoolId: 'ap-south-1_Staff', Filter: `sub = "${ritu}"`, Limit: 1, AttributesToGet: ['name'] });
  });

  it('answers a second request from the cache: no second ListUsers call until the name expires', async () => {
    let now = 1_000_000;
    const cognito = fakeCognito();
    const directory = createStaffDirectory({ client: cognito.client, userPoolId: 'pool', now: () => now });
    await directory.displayNames([ritu, aman]);
    expect(cognito.send).toHaveBeenCalledTimes(2);
    expect(await directory.displayNames([ritu, aman, ritu])).toEqual(
      new Map([
        [ritu, 'Dr Ritu Sharma'],
        [aman, 'Dr Aman Gupta'],
      ]),
    );
    expect(cognito.send).toHaveBeenCalledTimes(2);
    now += STAFF_NAME_TTL_MS;
    await directory.displayNames([ritu]);
    expect(cognito.send).toHaveBeenCalledTimes(3);
  });

  it('remembers an id the pool does not know for a shorter time', async () => {
    let now = 0;
    const unknown = '11111111-2222-4333-8444-555555555555';
    const cognito = fakeCognito();
    const directory = createStaffDirectory({ client: cognito.client, userPoolId: 'pool', now: () => now });
    expect(await directory.displayNames([unknown])).toEqual(new Map());
    await directory.displayNames([unknown]);
    expect(cognito.send).toHaveBeenCalledTimes(1);
    now += STAFF_UNKNOWN_TTL_MS;
    await directory.displayNames([unknown]);
    expect(cognito.send).toHaveBeenCalledTimes(2);
    expect(STAFF_UNKNOWN_TTL_MS).toBeLessThan(STAFF_NAME_TTL_MS);
  });

  it('never puts an id that is not a UUID into a filter (no filter injection)', async () => {
    const cognito = fakeCognito();
    const directory = createStaffDirectory({ client: cognito.client, userPoolId: 'pool' });
    const hostile = ['shopper', 'pharmacist-sub-1', `${ritu}" or name ^= "`, `${ritu}\\`, ` ${ritu}`, `${ritu}\n`, '"', ''];
    expect(await directory.displayNames(hostile)).toEqual(new Map());
    expect(cognito.send).not.toHaveBeenCalled();
    for (const id of hostile) expect(isCognitoSub(id), JSON.stringify(id)).toBe(false);
    expect(isCognitoSub(ritu)).toBe(true);
  });

  it(`looks up at most ${STAFF_LOOKUPS_PER_REQUEST} ids a request, ${STAFF_LOOKUP_CONCURRENCY} at a time`, async () => {
    const cognito = fakeCognito();
    const directory = createStaffDirectory({ client: cognito.client, userPoolId: 'pool' });
    const ids = Array.from(
      { length: STAFF_LOOKUPS_PER_REQUEST + 5 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    await directory.displayNames(ids);
    expect(cognito.send).toHaveBeenCalledTimes(STAFF_LOOKUPS_PER_REQUEST);
    expect(cognito.mostInFlight()).toBe(STAFF_LOOKUP_CONCURRENCY);
  });

  it('a failed lookup (throttled) leaves the id unnamed, logs only the error name, and is not retried at once', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    try {
      const throttled = Object.assign(new Error(`Rate exceeded for ${ritu} (Dr Ritu Sharma)`), { name: 'TooManyRequestsException' });
      const cognito = fakeCognito({ fail: throttled });
      const directory = createStaffDirectory({ client: cognito.client, userPoolId: 'pool' });
      await expect(directory.displayNames([ritu])).resolves.toEqual(new Map());
      await directory.displayNames([ritu]);
      expect(cognito.send).toHaveBeenCalledTimes(1);
      const lines = log.mock.calls.map(([line]) => String(line));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', errorName: 'TooManyRequestsException' });
      expect(lines[0]).not.toContain(ritu);
      expect(lines[0]).not.toContain('Ritu');
    } finally {
      process.env.LOG_LEVEL = level;
    }
  });
});
