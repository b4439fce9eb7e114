import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback proxy in front of `origin` that passes every answer through as it is, but sends HTML documents in
 * pieces of `chunkBytes` with `gapMs` between them: the way a page reaches a phone over mobile data, where the
 * browser parses, and may paint, a document of 60–90 KB while the rest is still on its way. Deterministic where
 * DevTools' network throttling is not (its chunks follow the socket's timing).
 * @param origin the server to stand in front of, e.g. 'http://127.0.0.1:43121'
 * @param pacing bytes per piece (default 1,500, about one TCP segment) and ms between pieces (default 15)
 * @returns the proxy's own origin, and close()
 */
export async function startSlowHtmlProxy(
  origin: string,
  pacing: { chunkBytes?: number; gapMs?: number } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const { chunkBytes = 1500, gapMs = 15 } = pacing;
  const target = new URL(origin);
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        const html = String(answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!html) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const { 'content-length': _length, ...headers } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const body = Buffer.concat(parts);
          const send = (offset: number) => {
            if (offset >= body.length) outgoing.end();
            else {
              outgoing.write(body.subarray(offset, offset + chunkBytes));
              setTimeout(send, gapMs, offset + chunkBytes);
            }
          };
          send(0);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
