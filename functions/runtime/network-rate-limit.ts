import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { takeNetworkRequest, type NetworkRateLimits } from '../data/network-rate';
import { clientNetwork } from './client-network';
import { HttpError } from './http';

/**
 * Requests one IPv6 /64 may make to the strict paths (uploads, /track, the privacy self-service): 30 per 5 minutes,
 * the WAF's per-address limit on the same paths (infra/waf-stack.ts WAF_RATE_LIMITS.strict), so a client rotating
 * through the 2^64 addresses of its own /64 gets no more than a client with one address.
 */
export const IPV6_NETWORK_LIMITS: NetworkRateLimits = { perWindow: 30, windowSeconds: 300 };

/**
 * Holds an IPv6 client's /64 to {@link IPV6_NETWORK_LIMITS} before a strict path does any work
 * (docs/decisions/0022-ipv6-per-64-in-the-application.md). IPv4 clients and unknown addresses are not counted here:
 * the WAF's per-address rule counts an IPv4 address as precisely, at the edge.
 * @param clientIp the request's client address (HttpRequest.clientIp)
 * @throws HttpError 429 THROTTLED with Retry-After (seconds to the next window) when the /64 has used its window;
 *   the SDK's errors (→ 503/500)
 */
export async function limitIpv6Network(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  clientIp: string | undefined,
  now: Date,
): Promise<void> {
  const network = clientNetwork(clientIp);
  if (!network.endsWith('::/64')) return;
  const taken = await takeNetworkRequest(dynamo, tableName, { network, now, limits: IPV6_NETWORK_LIMITS });
  if (!taken.granted) {
    throw new HttpError(429, 'THROTTLED', 'Too many requests from your network. Please wait a few minutes and try again.', undefined, {
      'retry-after': String(taken.retryAfterSeconds),
    });
  }
}
