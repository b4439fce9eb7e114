/**
 * Who "a client" is for the /track attempt limit, and how it is kept without keeping an address.
 *
 * - The client is the network the request came from: an IPv4 address, or the /64 an IPv6 address belongs to (one
 *   subscriber gets a whole /64 and can rotate through it, so a per-address count would not hold anyone).
 * - It is stored only as a 24-bit hash (6 hex digits) of the reference and that network, never as an address: the
 *   reference in the hash makes one client's counts on two references unlinkable, and the truncation means a stored
 *   value cannot be traced back to one address even by hashing every IPv4 address (about 256 share each value). Two
 *   clients sharing a value on one reference within 15 minutes (odds of about one in 55,000 even at the 25 clients a window
 *   holds at most) only share a count.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The value used when a request carries no usable address (tests, a malformed event): all such requests share one count. */
const UNKNOWN_CLIENT = 'unknown';

/** The eight 16-bit groups of an IPv6 address (zone index dropped, an embedded IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  const back = parse(tail);
  return address.includes('::') ? [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back] : front;
}

/**
 * The network a source address stands for: the IPv4 address itself (also when written IPv4-mapped, `::ffff:a.b.c.d`),
 * or an IPv6 address's /64 (`2001:db8:1:2::/64`); 'unknown' for a missing or malformed address.
 * @param sourceIp API Gateway's `requestContext.http.sourceIp`
 */
export function clientNetwork(sourceIp: string | undefined): string {
  const address = (sourceIp ?? '').trim().toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return UNKNOWN_CLIENT;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The key a client's attempts on `reference` are counted under: the first 24 bits (6 lower-case hex digits) of
 * SHA-256 over the reference and the client's network (see the module comment for why so short).
 * @param reference the reference as parsed (upper case)
 * @param sourceIp API Gateway's `requestContext.http.sourceIp`, as the request carried it
 */
export function clientKey(reference: string, sourceIp: string | undefined): string {
  return createHash('sha256').update(`${reference}\n${clientNetwork(sourceIp)}`, 'utf8').digest('hex').slice(0, 6);
}
