import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/** Where staff tokens come from: the user pool's issuer, the console client's id and the pool's JWKS. */
export interface StaffAuthSettings {
  issuer: string;
  clientId: string;
  jwksUri: string;
}

/**
 * Reads the staff user pool from the environment the local stack sets (staffAuthEnv in staff-identity.ts):
 * issuer `<AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER>/<STAFF_USER_POOL_ID>` (cognito-local's issuer), audience
 * STAFF_CLIENT_ID, keys from `<issuer>/.well-known/jwks.json`.
 * @returns undefined when any of them is missing (staff routes then refuse every request)
 */
export function readStaffAuthSettings(env: NodeJS.ProcessEnv = process.env): StaffAuthSettings | undefined {
  const endpoint = env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER;
  const userPoolId = env.STAFF_USER_POOL_ID;
  const clientId = env.STAFF_CLIENT_ID;
  if (!endpoint || !userPoolId || !clientId) return undefined;
  const issuer = `${endpoint.replace(/\/+$/, '')}/${userPoolId}`;
  return { issuer, clientId, jwksUri: `${issuer}/.well-known/jwks.json` };
}

/**
 * The claims as API Gateway's JWT authorizer hands them to Lambda (payload v2,
 * `requestContext.authorizer.jwt.claims`): every value a string, arrays as "[a b]" (so `cognito:groups` of
 * ["pharmacist", "support"] arrives as "[pharmacist support]"), numbers and booleans as their text.
 */
export function toApiGatewayClaims(payload: JwtPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    claims[name] = Array.isArray(value)
      ? `[${value.map(String).join(' ')}]`
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }
  return claims;
}

/** Thrown for a request the authorizer refuses; `reason` is for logs, never for the client. */
export class StaffTokenRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'StaffTokenRejected';
  }
}

/** Fetches the JWKS over plain HTTP (cognito-local), which aws-jwt-verify's default HTTPS-only fetcher refuses. */
const httpFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri, { signal: AbortSignal.timeout(5000) });
    if (response.status !== 200) throw new Error(`JWKS ${uri} answered ${response.status}`);
    return response.arrayBuffer();
  },
};

/**
 * A verifier doing what the HTTP API's JWT authorizer does with the Authorization header
 * (docs.aws.amazon.com/apigateway/latest/developerguide/http-api-jwt-authorizer.html): take the token (with or
 * without the `Bearer ` prefix), check its signature against the pool's JWKS (`kid`), `iss`, `aud` or, for a
 * token without `aud`, `client_id` (the console client's id), `exp`, `nbf` and `iat`, and pass the claims on.
 * An access token of the console client passes here as on AWS; the staff handler then refuses it (401: it wants
 * the ID token, `token_use` 'id').
 * @returns verify(authorization header) → API Gateway-shaped claims; rejects with StaffTokenRejected
 */
export function createStaffAuthorizer(settings: StaffAuthSettings): (authorization: string | undefined) => Promise<Record<string, string>> {
  const verifier = JwtVerifier.create(
    {
      issuer: settings.issuer,
      audience: null,
      jwksUri: settings.jwksUri,
      customJwtCheck: ({ payload }) => {
        const audiences = payload.aud === undefined ? [payload.client_id] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
        if (!audiences.includes(settings.clientId)) throw new Error('audience/client_id is not the staff console client');
        if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000) throw new Error('issued in the future');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  return async (authorization) => {
    const token = authorization?.trim().replace(/^bearer\s+/i, '');
    if (!token) throw new StaffTokenRejected('no token');
    try {
      return toApiGatewayClaims(await verifier.verify(token));
    } catch (error) {
      throw new StaffTokenRejected((error as Error).name || 'invalid token');
    }
  };
}
