import type { APIGatewayProxyHandlerV2 } from 'aws-lambda';
import { handler as staffApiHandler } from '../../functions/staff-api/staff-api.handler';
import { invoke } from './http';

/** The optional parts of a staff API request. */
export interface StaffRequestOptions {
  /** The JSON body: a value is serialized, a string is sent as it is (to send malformed JSON). */
  json?: unknown;
  /** The query string's parameters, e.g. { kind: 'prescription', status: 'received' }. */
  query?: Record<string, string>;
  /** Further request headers, lower-case names (e.g. { accept: 'text/csv' }). */
  headers?: Record<string, string>;
  /**
   * The staff API as another handler than the deployed one: createHttpHandler around routeStaffRequest with the
   * test's own clock or clients (faults, a later time).
   */
  handler?: APIGatewayProxyHandlerV2;
}

/**
 * One request to the staff API handler, as API Gateway passes it after its JWT authorizer verified the caller's token.
 * @param claims the token's claims (tests/support/staff-claims.ts), or undefined for a request with no token
 * @param method 'GET' or 'POST' (any other is the handler's 405)
 * @param path the path below /api/staff, e.g. '/queue' or `/records/${reference}/status`
 * @returns the handler's answer as `invoke` reads it: status, headers, parsed `json`, `raw` body
 */
export function staffRequest(claims: Record<string, unknown> | undefined, method: string, path: string, options: StaffRequestOptions = {}) {
  const { json, query, headers = {}, handler = staffApiHandler } = options;
  return invoke(handler, {
    method,
    path: `/api/staff${path}`,
    ...(claims ? { claims } : {}),
    ...(query ? { query } : {}),
    ...(json === undefined
      ? { headers }
      : {
          headers: { ...headers, 'content-type': 'application/json' },
          body: Buffer.from(typeof json === 'string' ? json : JSON.stringify(json)),
        }),
  });
}
