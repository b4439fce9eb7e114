/**
 * The pure parts of the erasure code and the attempt limit: drawing and hashing a code (functions/runtime/one-time-code.ts),
 * its e-mail (domain/notifications.ts, functions/notifier/email.ts), and who a client is (functions/track/client-key.ts).
 */
import { emailCodeContent } from '@domain/notifications';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../functions/notifier/email';
import { oneTimeCodeMatches, hashOneTimeCode, newOneTimeCode } from '../../functions/runtime/one-time-code';
import { clientNetwork } from '../../functions/runtime/client-network';
import { clientKey } from '../../functions/track/client-key';

describe('the erasure code', () => {
  it('is 6 random digits, leading zeros kept', () => {
    const codes = Array.from({ length: 200 }, newOneTimeCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('is stored as a salted hash that only the same code matches; the same code hashes differently each time', async () => {
    const stored = await hashOneTimeCode('048213');
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(stored.hash, 'base64')).toHaveLength(32);
    expect(JSON.stringify(stored)).not.toContain('048213');
    expect(await oneTimeCodeMatches('048213', stored)).toBe(true);
    expect(await oneTimeCodeMatches('048214', stored)).toBe(false);
    expect(await oneTimeCodeMatches('48213', stored)).toBe(false);
    expect((await hashOneTimeCode('048213')).hash).not.toBe(stored.hash);
  });

  it('is e-mailed in the body, not the subject, with no status line', () => {
    const email = renderEmail(
      emailCodeContent({
        purpose: 'erasure',
        kind: 'prescription',
        reference: 'RX-20261121-7K3F9QAZ',
        code: '048213',
        validMinutes: 10,
        tries: 3,
        siteOrigin: 'https://www.medvika.in',
      }),
    );
    expect(email.subject).toBe('Your code to delete your prescription RX-20261121-7K3F9QAZ');
    expect(email.text).toContain('Your code is 048213.');
    expect(email.text).toContain('works for 10 minutes and can be tried 3 times');
    expect(email.text).not.toContain('Status:');
    expect(email.html).toContain('048213');
    expect(email.html).not.toContain('>Status<');
  });
});

describe('who a client is for the attempt limit', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['', 'unknown'],
    ['not an address', 'unknown'],
  ])('%s → %s', (address, network) => expect(clientNetwork(address)).toBe(network));

  it('is kept as 6 hex digits of a hash of the reference and the network, never the address', () => {
    const key = clientKey('RX-20261121-7K3F9QAZ', '203.0.113.7');
    expect(key).toMatch(/^[0-9a-f]{6}$/);
    expect(clientKey('RX-20261121-7K3F9QAZ', '2001:db8:1:2::1')).toBe(clientKey('RX-20261121-7K3F9QAZ', '2001:db8:1:2:ffff::2'));
    expect(clientKey('RX-20261121-AAAAAAAA', '203.0.113.7')).not.toBe(key); // unlinkable across references
  });
});
