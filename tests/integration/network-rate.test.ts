/**
 * IPv6 clients are counted per /64 on the strict paths (functions/runtime/network-rate-limit.ts,
 * docs/decisions/0022-ipv6-per-64-in-the-application.md): the real conditional UpdateItem against dynalite, and the
 * real /track handler answering 429.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkRateKey, takeNetworkRequest } from '../../functions/data/network-rate';
import { IPV6_NETWORK_LIMITS } from '../../functions/runtime/network-rate-limit';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { testAws } from '../support/aws';
import { invoke } from '../support/http';

const aws = testAws();
const { dynamo } = aws.clients;
const table = aws.config.tableName;

/** A fresh /64 prefix of the documentation range (2001:db8::/32), e.g. '2001:db8:1a2b:3c4d'. */
const freshPrefix = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
/** A random address inside `prefix`'s /64, as a rotating client would use. */
const addressIn = (prefix: string) => `${prefix}:${[0, 1, 2, 3].map(() => randomBytes(2).toString('hex')).join(':')}`;

/** A /track lookup from `address` through CloudFront (X-Forwarded-For as CloudFront appends it). */
const trackFrom = (address: string) =>
  invoke(trackHandler, {
    method: 'POST',
    path: '/api/track',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: Buffer.from(JSON.stringify({ reference: 'RX-20261129-NOTFOUND', phone: '+91 98110 42367' })),
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('per-/64 request counting', () => {
  it('of N parallel requests from one network grants exactly the window’s room', async () => {
    const network = `${freshPrefix()}::/64`;
    const now = new Date('2026-11-29T10:02:30.000Z');
    const answers = await Promise.all(
      Array.from({ length: 45 }, () => takeNetworkRequest(dynamo, table, { network, now, limits: IPV6_NETWORK_LIMITS })),
    );
    expect(answers.filter((answer) => answer.granted)).toHaveLength(IPV6_NETWORK_LIMITS.perWindow);
    // Refused until the next 5-minute window, 10:05:00.
    expect(answers.filter((answer) => !answer.granted)).toEqual(Array(15).fill({ granted: false, retryAfterSeconds: 150 }));
    // The next window starts afresh; the key names no address.
    expect(
      await takeNetworkRequest(dynamo, table, { network, now: new Date('2026-11-29T10:05:00.000Z'), limits: IPV6_NETWORK_LIMITS }),
    ).toEqual({
      granted: true,
    });
    expect(networkRateKey(network, 0).pk).toMatch(/^NETWORK-RATE#[0-9a-f]{64}$/);
  });

  it('answers 429 THROTTLED with Retry-After to a client rotating addresses in its /64, and not to its neighbours', async () => {
    // Mid-window, so the requests below cannot straddle two windows.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Math.floor(Date.now() / 300_000) * 300_000 + 120_000) });
    const prefix = freshPrefix();
    const statuses = await Promise.all(Array.from({ length: 34 }, () => trackFrom(addressIn(prefix)).then((answer) => answer.status)));
    expect(statuses.filter((status) => status === 429)).toHaveLength(34 - IPV6_NETWORK_LIMITS.perWindow);
    // Every other answer is the lookup's own (the reference does not exist), never a 5xx.
    expect(statuses.filter((status) => status !== 429).every((status) => status < 500)).toBe(true);
    const refused = await trackFrom(addressIn(prefix));
    expect([refused.status, refused.json.error.code, refused.headers['retry-after']]).toEqual([429, 'THROTTLED', '180']);
    // Another /64 of the same ISP, and an IPv4 client, are not held by it.
    expect((await trackFrom(addressIn(freshPrefix()))).status).not.toBe(429);
    expect((await trackFrom('203.0.113.77')).status).not.toBe(429);
  });
});
