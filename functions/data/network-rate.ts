/**
 * Request counters per client network on the strict paths (pk NETWORK-RATE#<sha256>, sk RECORD:
 * contracts/deployment/table-design.ts): one counter per network and fixed window, the one module that builds its key
 * and commands. Why the application counts IPv6 clients per /64 rather than AWS WAF:
 * docs/decisions/0022-ipv6-per-64-in-the-application.md.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, RECORD_SK } from '@contracts/deployment/table-design';
import { isConditionFailure, type ItemKey } from './table';
import { add, set, updateExpression } from './update-expression';

/** How many requests one network may make in a window. */
export interface NetworkRateLimits {
  /** Requests counted per network in one window. */
  perWindow: number;
  /** The window's length, seconds; windows are fixed, aligned to the epoch. */
  windowSeconds: number;
}

/** The answer of {@link takeNetworkRequest}: counted, or refused with the seconds until the next window. */
export type NetworkRequest = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * The table key of one network's counter in one window: the SHA-256 (hex) of the window's start and the network, so
 * the table never holds an address, and two windows' counters cannot be linked by their keys.
 * @param network a client network as functions/runtime/client-network.ts clientNetwork gives it ('2001:db8:1:2::/64')
 * @param windowStart the window's start, epoch seconds
 * @returns pk 'NETWORK-RATE#<64 hex digits>', sk RECORD
 */
export function networkRateKey(network: string, windowStart: number): ItemKey {
  const digest = createHash('sha256').update(`${windowStart}\n${network}`).digest('hex');
  return { pk: `${PARTITION_PREFIXES.networkRate}${digest}`, sk: RECORD_SK };
}

/**
 * Counts one request of `network` in the window of `now`, atomically with the check: one conditional UpdateItem
 * (`ADD count 1` on condition that the counter is absent or below `perWindow`), so of N parallel requests exactly as
 * many as the window has room for are counted and none over it. The counter expires a minute after its window (TTL).
 * @returns granted, or refused with the seconds until the next window (≥ 1)
 * @throws the SDK's errors other than the failed condition
 */
export async function takeNetworkRequest(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  { network, now, limits }: { network: string; now: Date; limits: NetworkRateLimits },
): Promise<NetworkRequest> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % limits.windowSeconds);
  const windowEnd = windowStart + limits.windowSeconds;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: networkRateKey(network, windowStart),
        ...updateExpression([set('expiresAt', ':expiresAt', windowEnd + 60), add('count', ':one', 1)], {
          expression: 'attribute_not_exists(#count) OR #count < :perWindow',
          values: { ':perWindow': limits.perWindow },
        }),
      }),
    );
    return { granted: true };
  } catch (error) {
    if (isConditionFailure(error)) return { granted: false, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
    throw error;
  }
}
