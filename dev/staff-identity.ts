import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/** Names of the local staff user pool and its console app client, as infra/constructs/staff-identity.ts deploys them. */
export const LOCAL_STAFF_POOL_NAME = 'MedvikaStorefront-staff';
export const LOCAL_STAFF_CLIENT_NAME = 'staff-console';

/** Password of the demo staff users unless STAFF_DEMO_PASSWORD sets one (local only; meets the pool's policy). */
export const DEFAULT_STAFF_DEMO_PASSWORD = 'Medvika-Local-Staff-2026!';

/** The staff groups (docs/architecture/staff-api.md). */
export type LocalStaffGroup = 'pharmacist' | 'support';

/** A demo staff account the local stack creates. */
export interface DemoStaffUser {
  email: string;
  password: string;
  group: LocalStaffGroup;
  /** Cognito attributes set on the user (name, custom:pharmacy_council, custom:registration_number). */
  attributes: Record<string, string>;
}

/** One demo user per group (the registration number is made up). */
const demoUsers: ReadonlyArray<Omit<DemoStaffUser, 'password'>> = [
  {
    email: 'pharmacist@medvika.local',
    group: 'pharmacist',
    attributes: {
      name: 'Dr. Meera Iyer',
      'custom:pharmacy_council': 'Uttar Pradesh State Pharmacy Council',
      'custom:registration_number': 'UPSPC-2019-04817',
    },
  },
  { email: 'support@medvika.local', group: 'support', attributes: { name: 'Rohan Das' } },
];

/** What the local stack's staff identity consists of. */
export interface LocalStaffIdentity {
  /** cognito-local's endpoint, e.g. http://127.0.0.1:9229 (also the issuer's prefix). */
  endpoint: string;
  userPoolId: string;
  clientId: string;
  users: DemoStaffUser[];
}

function notFound(error: unknown): boolean {
  const name = (error as Error).name;
  return name === 'UserNotFoundException' || name === 'ResourceNotFoundException';
}

/** An SDK client for cognito-local (it ignores credentials and the signature). */
export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * The id of the local staff user pool, looked up by name in cognito-local (ListUserPools), for tools that read the
 * local stack without having started it (the staff CLI names colleagues from it).
 * @param endpoint cognito-local's endpoint, e.g. http://127.0.0.1:9229
 * @returns the pool id, or undefined when there is no such pool or cognito-local does not answer
 */
export async function findStaffPoolId(endpoint: string, poolName = LOCAL_STAFF_POOL_NAME): Promise<string | undefined> {
  const cognito = localCognitoClient(endpoint);
  try {
    const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    return pools.UserPools?.find((pool) => pool.Name === poolName)?.Id;
  } catch {
    return undefined; // no emulator: names then come from the record alone
  } finally {
    cognito.destroy();
  }
}

/**
 * Creates, in cognito-local, what the CDK stack deploys (infra/constructs/staff-identity.ts): the staff user pool
 * (e-mail sign-in, admin-created users only, `name` plus the custom attributes `pharmacy_council` and
 * `registration_number`), the console app client (no secret, USER_PASSWORD_AUTH (cognito-local has no SRP),
 * tokens 1 h, refresh 12 h), the groups `pharmacist` and `support`, and
 * one demo user per group with the permanent password `password`. Idempotent: a second run finds the first
 * one's pool, client, groups and users (and sets the demo password again, so the printed one is always right).
 * MFA stays off: cognito-local cannot run the MFA_SETUP challenge that required TOTP needs (see README).
 */
export async function provisionStaffIdentity(
  endpoint: string,
  password: string,
  poolName = LOCAL_STAFF_POOL_NAME,
): Promise<LocalStaffIdentity> {
  const cognito = localCognitoClient(endpoint);
  try {
    const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((pool) => pool.Name === poolName)?.Id;
    if (!userPoolId) {
      const created = await cognito.send(
        new CreateUserPoolCommand({
          PoolName: poolName,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
          MfaConfiguration: 'OFF',
          Policies: {
            PasswordPolicy: {
              MinimumLength: 12,
              RequireLowercase: true,
              RequireUppercase: true,
              RequireNumbers: true,
              RequireSymbols: true,
              TemporaryPasswordValidityDays: 3,
            },
          },
          Schema: [
            { Name: 'name', AttributeDataType: 'String', Mutable: true, Required: false },
            {
              Name: 'pharmacy_council',
              AttributeDataType: 'String',
              Mutable: true,
              StringAttributeConstraints: { MinLength: '1', MaxLength: '100' },
            },
            {
              Name: 'registration_number',
              AttributeDataType: 'String',
              Mutable: true,
              StringAttributeConstraints: { MinLength: '1', MaxLength: '40' },
            },
          ],
        }),
      );
      userPoolId = created.UserPool!.Id!;
    }

    const clients = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let clientId = clients.UserPoolClients?.find((client) => client.ClientName === LOCAL_STAFF_CLIENT_NAME)?.ClientId;
    if (!clientId) {
      const created = await cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: LOCAL_STAFF_CLIENT_NAME,
          GenerateSecret: false,
          ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
          PreventUserExistenceErrors: 'ENABLED',
          // The deployed client's lifetimes (infra/constructs/staff-identity.ts): 15-minute ID and access tokens.
          AccessTokenValidity: 15,
          IdTokenValidity: 15,
          RefreshTokenValidity: 12,
          TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'hours' },
        }),
      );
      clientId = created.UserPoolClient!.ClientId!;
    }

    const groups = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
    for (const group of ['pharmacist', 'support'] as const) {
      if (groups.Groups?.some((existing) => existing.GroupName === group)) continue;
      await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group, Description: `Medvika ${group} staff` }));
    }

    const users: DemoStaffUser[] = [];
    for (const user of demoUsers) {
      try {
        await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
      } catch (error) {
        if (!notFound(error)) throw error;
        const attributes = { email: user.email, email_verified: 'true', ...user.attributes };
        await cognito.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: user.email,
            MessageAction: 'SUPPRESS',
            UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
          }),
        );
      }
      await cognito.send(
        new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: user.email, Password: password, Permanent: true }),
      );
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: user.group }));
      users.push({ ...user, password });
    }
    return { endpoint, userPoolId, clientId, users };
  } finally {
    cognito.destroy();
  }
}

/**
 * Environment naming the staff user pool: the local API adapter's token verifier reads it (issuer
 * `<endpoint>/<pool id>`, audience the client id), and the SDK reaches cognito-local through it.
 */
export function staffAuthEnv(identity: Pick<LocalStaffIdentity, 'endpoint' | 'userPoolId' | 'clientId'>): Record<string, string> {
  return {
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: identity.endpoint,
    STAFF_USER_POOL_ID: identity.userPoolId,
    STAFF_CLIENT_ID: identity.clientId,
  };
}
