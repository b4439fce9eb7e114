import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Name cognito-local is told to invoke as its PreTokenGeneration trigger (see emulators.ts). */
export const STANDARD_CLAIMS_TRIGGER = 'medvika-local-standard-claims';

/**
 * The standard (OIDC) user attributes Amazon Cognito puts into every ID token. cognito-local 5.3 puts only
 * `email`, `email_verified` and the `custom:` attributes there, so without help the staff API would never see
 * `name` locally (the pharmacist's name recorded with each decision, G.S.R. 817(E)).
 */
const STANDARD_ID_TOKEN_ATTRIBUTES = [
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'phone_number',
] as const;

/** A running stand-in for the Lambda API that answers cognito-local's trigger invocations. */
export interface LocalTriggerEndpoint {
  /** Where cognito-local's Lambda client sends Invoke, e.g. http://127.0.0.1:41234. */
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts, on a free loopback port, a tiny server speaking the Lambda Invoke API
 * (`POST /2015-03-31/functions/<name>/invocations`) for cognito-local's PreTokenGeneration trigger. It answers
 * with `claimsToAddOrOverride` holding the user's standard attributes, so cognito-local's ID tokens carry the
 * same claims as Amazon Cognito's. It only adds claims from the user's own attributes; the token is still signed
 * by cognito-local and verified in full by the local adapter.
 */
export function startStandardClaimsTrigger(): Promise<LocalTriggerEndpoint> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let event: { triggerSource?: string; request?: { userAttributes?: Record<string, string> } };
      try {
        event = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        event = {};
      }
      if (
        req.method !== 'POST' ||
        !/^\/2015-03-31\/functions\/[^/]+\/invocations$/.test(req.url ?? '') ||
        !event.triggerSource?.startsWith('TokenGeneration_')
      ) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ Type: 'User', message: 'Function not found' }));
        return;
      }
      const attributes = event.request?.userAttributes ?? {};
      const claimsToAddOrOverride = Object.fromEntries(
        STANDARD_ID_TOKEN_ATTRIBUTES.filter((name) => typeof attributes[name] === 'string').map((name) => [name, attributes[name]]),
      );
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...event, response: { claimsOverrideDetails: { claimsToAddOrOverride } } }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        endpoint: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
