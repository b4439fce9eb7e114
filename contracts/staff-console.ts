/**
 * Run-time settings of the /staff console (docs/architecture/infrastructure.md): which Amazon Cognito user pool and app client it
 * signs staff in with, and where Cognito's JSON API answers (the real regional endpoint on AWS, cognito-local on
 * `npm start`). The console reads them from `GET /staff/config.json` (STAFF_CONSOLE_CONFIG_PATH), so one build
 * runs against any stack; the values are public (a user pool id and a client without a secret).
 */

/**
 * The console's root path on its own origin (docs/architecture/staff-session.md "Its own origin"); its pages live
 * below it, and the shop's origin redirects this path and every path below it to the console's origin.
 */
export const STAFF_CONSOLE_PATH = '/staff';

/** Where the console fetches its settings (on the console's own origin). */
export const STAFF_CONSOLE_CONFIG_PATH = '/staff/config.json';

/** The body of GET /staff/config.json. */
export interface StaffConsoleConfig {
  /** AWS region of the user pool, e.g. 'ap-south-1'. */
  region: string;
  /** The staff user pool's id, e.g. 'ap-south-1_AbC123'. */
  userPoolId: string;
  /** The console's app client id (a public client: no secret). */
  clientId: string;
  /** Cognito's JSON API endpoint: `https://cognito-idp.<region>.amazonaws.com/` on AWS, the emulator's URL locally. */
  endpoint: string;
}

/**
 * Checks a parsed config.json.
 * @param value the parsed JSON
 * @returns the settings, or undefined when a field is missing, empty or not a string
 */
export function parseStaffConsoleConfig(value: unknown): StaffConsoleConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const text = (name: keyof StaffConsoleConfig) =>
    typeof fields[name] === 'string' && fields[name] !== '' ? (fields[name] as string) : undefined;
  const region = text('region');
  const userPoolId = text('userPoolId');
  const clientId = text('clientId');
  const endpoint = text('endpoint');
  if (!region || !userPoolId || !clientId || !endpoint) return undefined;
  return { region, userPoolId, clientId, endpoint };
}
