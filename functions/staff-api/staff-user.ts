import { HttpError } from '../runtime/http';
import type { StaffGroup } from '@domain/lifecycle';

/** The signed-in staff member, from the verified ID token's claims (Cognito user pool, docs/architecture/staff-api.md). */
export interface StaffUser {
  /** Cognito `sub`: the only staff identifier written to records, audit entries and logs. */
  userId: string;
  groups: StaffGroup[];
  /** Display name (`name`), shown to shoppers for pharmacist decisions (G.S.R. 817(E) draft rules); never logged. */
  name?: string;
  /** State Pharmacy Council (`custom:pharmacy_council`) and registration number (`custom:registration_number`). */
  council?: string;
  registration?: string;
}

const knownGroups: readonly StaffGroup[] = ['pharmacist', 'support'];

/**
 * Reads `cognito:groups`, which API Gateway's JWT authorizer passes as a string like "[pharmacist support]"
 * and the local adapter as an array.
 */
function parseGroups(value: unknown): StaffGroup[] {
  const names = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.replace(/^\[|\]$/g, '').split(/[\s,]+/) : [];
  return knownGroups.filter((group) => names.includes(group));
}

/**
 * The staff member a request comes from.
 * @param claims the verified ID token's claims (HttpRequest.claims), or undefined when no authorizer ran
 * @throws HttpError 401 UNAUTHORIZED when there are no claims or they are not a Cognito ID token with a `sub`
 */
export function staffUserFromClaims(claims: Readonly<Record<string, unknown>> | undefined): StaffUser {
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '' || claims.token_use !== 'id') {
    throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in to the staff console.');
  }
  const text = (key: string) => (typeof claims[key] === 'string' && claims[key] !== '' ? (claims[key] as string) : undefined);
  return {
    userId: claims.sub,
    groups: parseGroups(claims['cognito:groups']),
    ...(text('name') ? { name: text('name') } : {}),
    ...(text('custom:pharmacy_council') ? { council: text('custom:pharmacy_council') } : {}),
    ...(text('custom:registration_number') ? { registration: text('custom:registration_number') } : {}),
  };
}

/**
 * @throws HttpError 403 FORBIDDEN unless the staff member belongs to one of `groups` (docs/architecture/staff-api.md)
 */
export function requireGroup(user: StaffUser, ...groups: StaffGroup[]): void {
  if (!user.groups.some((group) => groups.includes(group))) {
    throw new HttpError(403, 'FORBIDDEN', 'Your role does not allow this.');
  }
}
