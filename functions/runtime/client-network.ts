/**
 * Who "a client" is, for the limits counted per client (the /track attempt limit, the comments' hourly limit), and
 * nothing more: an address is only ever reduced to a network here and then hashed by its caller, never stored or logged.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The network of a request with no usable address (tests, a malformed event): all such requests share one count. */
const UNKNOWN_CLIENT = 'unknown';

/**
 * The address of the client that sent a request through CloudFront. CloudFront appends the viewer's address to
 * X-Forwarded-For, after whatever the client sent; API Gateway may then append the address of the hop that called it
 * (`requestContext.http.sourceIp`, a CloudFront edge). So: drop a last entry equal to `sourceIp`, then take the last
 * entry — never an earlier one, which the client can write. Without the header (the local stack), `sourceIp`.
 * Only CloudFront can reach the deployed API (the origin-verify header), so the entry taken is CloudFront's.
 * @param forwardedFor the request's X-Forwarded-For header
 * @param sourceIp API Gateway's `requestContext.http.sourceIp` (the local server's connection address)
 * @returns an address as written in the header (possibly not an IP when the header is malformed), or 'unknown'
 */
export function clientAddress(forwardedFor: string | undefined, sourceIp: string | undefined): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  if (hops.length > 1 && hops.at(-1) === sourceIp) hops.pop();
  return hops.at(-1) ?? sourceIp ?? UNKNOWN_CLIENT;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const start = parse(head);
  if (rest === undefined) return start;
  const end = parse(rest);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The network a client address stands for: an IPv4 address itself (also written IPv4-mapped, `::ffff:a.b.c.d`, or
 * with a port), an IPv6 address's /64 (one subscriber usually holds a whole /64, so counting single IPv6 addresses
 * would let one client count as billions), and 'unknown' for anything else: all such requests share one count.
 * @param address a client address as {@link clientAddress} gives it
 * @returns e.g. '203.0.113.9', '2001:db8:1:2::/64' or 'unknown'
 */
export function clientNetwork(address: string | undefined): string {
  const plain = (address ?? '')
    .trim()
    .replace(/^\[([^\]]*)\](?::\d+)?$/, '$1')
    .replace(/%.*$/, '');
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/.exec(plain)?.[1];
  if (v4 && isIPv4(v4)) return v4;
  if (!isIPv6(plain)) return UNKNOWN_CLIENT;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
