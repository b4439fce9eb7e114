/**
 * Colleagues' display names from the staff user pool (docs/architecture/staff-api.md, "Staff names"), for the console only:
 * a staff id (Cognito `sub`) the record itself does not name (no history entry of theirs, a closed privacy request, an
 * audit entry) is looked up with ListUsers and a `sub = "<id>"` filter (Amazon Cognito API Reference, ListUsers:
 * "AttributeName Filter-Type "AttributeValue"", exact match with `=`; `sub` is one of the filterable attributes). The
 * name is the `name` attribute, the one the ID token's `name` claim carries (staff-user.ts), so a colleague reads the
 * same in the trail as in their own session.
 *
 * Quota: ListUsers is in Cognito's `UserList` request-rate category, 30 requests per second per account and Region by
 * default, shared with every other caller of the category (Amazon Cognito Developer Guide, "Quotas in Amazon Cognito",
 * user pools API operation categories). So lookups are cached per warm Lambda (STAFF_NAME_TTL_MS, a shorter
 * STAFF_UNKNOWN_TTL_MS for an id without a name or a failed lookup, at most STAFF_NAME_CACHE_SIZE ids), capped per
 * request (STAFF_LOOKUPS_PER_REQUEST) and run STAFF_LOOKUP_CONCURRENCY at a time.
 *
 * Never fails the API call: a throttle, a missing grant or an emulator that is down leaves the id unnamed (the console
 * shows the short id), and only the error's name is logged, never an id or a name. Names are shown, never stored.
 */
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { logger } from '../runtime/logger';
import { regionOf } from '../runtime/dynamo-client';

/** Environment variable naming the staff user pool (the same one the local token check reads, dev/staff-identity.ts). */
export const STAFF_POOL_ENV = 'STAFF_USER_POOL_ID';

/** How long a found name is reused: 10 minutes (a renamed colleague reads as renamed within that). */
export const STAFF_NAME_TTL_MS = 10 * 60_000;
/** How long an id without a name, or whose lookup failed, is not asked again: 1 minute (a throttled pool recovers). */
export const STAFF_UNKNOWN_TTL_MS = 60_000;
/** Most ids a warm Lambda remembers: 500, far above a pharmacy's staff; the oldest entry makes room. */
export const STAFF_NAME_CACHE_SIZE = 500;
/** Most ids one request looks up in Cognito (the rest stay unnamed until cached): one page of audit entries names few. */
export const STAFF_LOOKUPS_PER_REQUEST = 10;
/** Lookups in flight at once for one request. */
export const STAFF_LOOKUP_CONCURRENCY = 3;

/** A Cognito `sub`: a UUID. Anything else never reaches a filter string (no filter injection: no quote, no backslash). */
const SUB_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` has the shape of a Cognito `sub` (a UUID), so it may be put in a ListUsers filter. */
export function isCognitoSub(id: string): boolean {
  return SUB_PATTERN.test(id);
}

/** What the directory needs of the SDK client (its `send`), so a test can count the calls. */
export type ListUsersSender = Pick<CognitoIdentityProviderClient, 'send'>;

/** The staff directory of one user pool: display names by id, cached. */
export interface StaffDirectory {
  /**
   * @param ids staff ids (Cognito `sub`); duplicates, non-UUIDs and ids past STAFF_LOOKUPS_PER_REQUEST (uncached) are skipped
   * @returns id → `name` for the ids the pool names; never rejects
   */
  displayNames(ids: Iterable<string>): Promise<Map<string, string>>;
}

interface CacheEntry {
  name: string | undefined;
  expiresAt: number;
}

/**
 * A directory over `client` and the pool `userPoolId`, with its own cache.
 * @param now milliseconds since the epoch (tests move it)
 */
export function createStaffDirectory({
  client,
  userPoolId,
  now = Date.now,
}: {
  client: ListUsersSender;
  userPoolId: string;
  now?: () => number;
}): StaffDirectory {
  const cache = new Map<string, CacheEntry>();

  const remember = (id: string, name: string | undefined) => {
    cache.delete(id);
    if (cache.size >= STAFF_NAME_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(id, { name, expiresAt: now() + (name ? STAFF_NAME_TTL_MS : STAFF_UNKNOWN_TTL_MS) });
  };

  const lookUp = async (id: string): Promise<void> => {
    try {
      const answer = await client.send(
        new ListUsersCommand({ UserPoolId: userPoolId, Filter: `sub = "${id}"`, Limit: 1, AttributesToGet: ['name'] }),
      );
      const name = answer.Users?.[0]?.Attributes?.find((attribute) => attribute.Name === 'name')?.Value?.trim();
      remember(id, name || undefined);
    } catch (error) {
      remember(id, undefined);
      logger.warn('staff directory lookup failed', { errorName: (error as Error).name });
    }
  };

  return {
    async displayNames(ids) {
      const wanted = [...new Set(ids)].filter(isCognitoSub);
      const missing = wanted.filter((id) => (cache.get(id)?.expiresAt ?? 0) <= now()).slice(0, STAFF_LOOKUPS_PER_REQUEST);
      for (let start = 0; start < missing.length; start += STAFF_LOOKUP_CONCURRENCY) {
        await Promise.all(missing.slice(start, start + STAFF_LOOKUP_CONCURRENCY).map(lookUp));
      }
      const names = new Map<string, string>();
      for (const id of wanted) {
        const name = cache.get(id)?.name;
        if (name) names.set(id, name);
      }
      return names;
    },
  };
}

/**
 * The directory of the pool STAFF_USER_POOL_ID names, through the SDK client of the environment: region, credentials
 * and the standard AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER override (cognito-local, dev/staff-identity.ts
 * staffAuthEnv), explicit as in runtime/dynamo-client.ts. One attempt: a throttled lookup is not retried within the
 * request, the cache keeps the id unnamed for a minute instead.
 * @returns undefined when no pool is configured (names then come from the record and the token only)
 */
export function staffDirectoryFromEnv(env: NodeJS.ProcessEnv = process.env): StaffDirectory | undefined {
  const userPoolId = env[STAFF_POOL_ENV];
  if (!userPoolId) return undefined;
  const endpoint = env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ? { endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER } : {};
  const client = new CognitoIdentityProviderClient({ region: regionOf(env), maxAttempts: 1, ...endpoint });
  return createStaffDirectory({ client, userPoolId });
}

// Created on first use from process.env, then reused by every invocation of the warm execution environment.
let shared: StaffDirectory | undefined | null = null;

/**
 * Display names of `ids` from the staff user pool of the environment (staffDirectoryFromEnv, cached per execution
 * environment). Never rejects.
 * @returns id → name for the ids the pool names; empty without a configured pool
 */
export async function staffDisplayNames(ids: Iterable<string>): Promise<Map<string, string>> {
  if (shared === null) shared = staffDirectoryFromEnv();
  return shared ? shared.displayNames(ids) : new Map();
}
