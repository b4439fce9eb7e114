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
import { clientNetwork } from '../runtime/client-network';

/**
 * The key a client's attempts on `reference` are counted under: the first 24 bits (6 lower-case hex digits) of
 * SHA-256 over the reference and the client's network (see the module comment for why so short).
 * @param reference the reference as parsed (upper case)
 * @param clientIp the request's client address (HttpRequest.clientIp)
 */
export function clientKey(reference: string, clientIp: string | undefined): string {
  return createHash('sha256')
    .update(`${reference}\n${clientNetwork(clientIp)}`, 'utf8')
    .digest('hex')
    .slice(0, 6);
}
