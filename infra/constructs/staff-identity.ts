import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { StaffGroup } from '../../domain/lifecycle';

/** The user pool's groups (docs/architecture/staff-api.md), with the description the Cognito console shows. */
export const STAFF_GROUPS: Readonly<Record<StaffGroup, string>> = {
  pharmacist: 'Pharmacists: review, verify and reject prescriptions (and open their files); every order transition',
  support: 'Support desk: view orders and move them through delivery; read and answer contact messages; never prescription files',
};

/** Custom attributes of a staff member, set by the operator (`custom:<name>` in tokens and the CLI). */
export const STAFF_CUSTOM_ATTRIBUTES = {
  /** The State Pharmacy Council a pharmacist is registered with, e.g. "Delhi Pharmacy Council". */
  pharmacyCouncil: 'pharmacy_council',
  /** The pharmacist's registration number with that council. */
  registrationNumber: 'registration_number',
} as const;

/**
 * Lifetimes of the console's tokens: 15 minutes for access and ID tokens, one shift (12 h) for the refresh token.
 * The ID token is what the API's JWT authorizer checks, and it checks only its signature, issuer, audience and expiry:
 * after sign-out (RevokeToken) a copy of it still works at the API until it expires, so its lifetime is the residual
 * window, here at most 15 minutes. Cognito accepts 5 minutes to 1 day for access and ID tokens (Amazon Cognito developer
 * guide, "Using the ID token", "Using the access token", "Revoking tokens"); the console renews them silently
 * with the refresh token a minute before they expire (web/src/features/staff/session.tsx).
 */
export const STAFF_TOKEN_VALIDITY = {
  accessToken: Duration.minutes(15),
  idToken: Duration.minutes(15),
  refreshToken: Duration.hours(12),
} as const;

/**
 * Staff identity (docs/architecture/README.md, docs/architecture/staff-api.md, docs/architecture/infrastructure.md): the Amazon Cognito user pool of the pharmacy's
 * staff and the console's app client.
 *
 * - Nobody signs up: an operator creates each staff member (`aws cognito-idp admin-create-user`, README "Deploy")
 *   with their e-mail, `name` and, for pharmacists, `custom:pharmacy_council` and `custom:registration_number`,
 *   and puts them in the `pharmacist` or `support` group.
 * - Sign-in is by e-mail; passwords are at least 12 characters with upper case, lower case, a digit and a symbol;
 *   the temporary password of an invitation is valid 3 days; TOTP MFA (an authenticator app) is required, SMS is
 *   off; a forgotten password is recovered by e-mail only.
 * - The console's app client is public (no secret: it runs in the browser), allows USER_SRP_AUTH and
 *   USER_PASSWORD_AUTH (the only flow of the local emulator, cognito-local), hides whether an account exists,
 *   issues 15-minute access and ID tokens and a 12 h refresh token (one shift), and can revoke refresh tokens
 *   (RevokeToken at sign-out needs token revocation on the client).
 * - The client may not write `name` or the custom attributes: a pharmacist cannot change the name, council or
 *   registration number recorded with their decisions and shown to shoppers (G.S.R. 817(E)); only an operator sets
 *   them (admin-update-user-attributes). `email` stays writable because Cognito requires required attributes to be.
 *
 * The pool is retained, with deletion protection, when the stack is deleted: it holds the staff accounts.
 * @param props.consoleUrl the staff console's address (its own distribution's origin and /staff), which the invitation
 *   e-mail gives: the shop's address answers /staff with 404
 */
export class StaffIdentity extends Construct {
  /** The staff user pool. */
  readonly userPool: cognito.UserPool;
  /** The staff console's app client (its id is the JWT authorizer's audience). */
  readonly consoleClient: cognito.UserPoolClient;
  /** The groups, by name. */
  readonly groups: Readonly<Record<StaffGroup, cognito.UserPoolGroup>>;
  /** Token issuer of the pool, `https://cognito-idp.<region>.amazonaws.com/<poolId>` (the JWT authorizer's issuer). */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: { consoleUrl: string }) {
    super(scope, id);
    const stack = Stack.of(this);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `${stack.stackName}-staff`,
      // Essentials: the first 10,000 monthly active users cost nothing; Plus (threat protection) is per user.
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        // Not required, so the console client need not write it: only an operator sets the name shoppers are shown.
        fullname: { required: false, mutable: true },
      },
      customAttributes: {
        [STAFF_CUSTOM_ATTRIBUTES.pharmacyCouncil]: new cognito.StringAttribute({ mutable: true, minLen: 1, maxLen: 100 }),
        [STAFF_CUSTOM_ATTRIBUTES.registrationNumber]: new cognito.StringAttribute({ mutable: true, minLen: 1, maxLen: 40 }),
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: cognito.Mfa.REQUIRED,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      userInvitation: {
        emailSubject: 'Your Medvika staff console account',
        emailBody: `Hello, an account has been created for you on the Medvika staff console, ${props.consoleUrl}. Sign in with {username} and the temporary password {####} within 3 days; you will choose your own password and set up an authenticator app.`,
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.groups = Object.fromEntries(
      (Object.entries(STAFF_GROUPS) as Array<[StaffGroup, string]>).map(([groupName, description]) => [
        groupName,
        this.userPool.addGroup(`${groupName.charAt(0).toUpperCase()}${groupName.slice(1)}Group`, { groupName, description }),
      ]),
    ) as Record<StaffGroup, cognito.UserPoolGroup>;

    const standard = { email: true, emailVerified: true, fullname: true } as const;
    this.consoleClient = this.userPool.addClient('ConsoleClient', {
      userPoolClientName: 'staff-console',
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      // The console signs in with the API (InitiateAuth), not the hosted UI: no OAuth flows, no callback URLs.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: STAFF_TOKEN_VALIDITY.accessToken,
      idTokenValidity: STAFF_TOKEN_VALIDITY.idToken,
      refreshTokenValidity: STAFF_TOKEN_VALIDITY.refreshToken,
      // Time to finish a sign-in's challenges (new password, authenticator set-up): the maximum, 15 minutes.
      authSessionValidity: Duration.minutes(15),
      enableTokenRevocation: true,
      readAttributes: new cognito.ClientAttributes()
        .withStandardAttributes(standard)
        .withCustomAttributes(STAFF_CUSTOM_ATTRIBUTES.pharmacyCouncil, STAFF_CUSTOM_ATTRIBUTES.registrationNumber),
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true }),
    });

    // Cognito's issuer host is cognito-idp.<region>.amazonaws.com (the `iss` claim of its tokens).
    this.issuer = `https://cognito-idp.${stack.region}.amazonaws.com/${this.userPool.userPoolId}`;

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'The pool is on the Essentials feature plan, not Plus: threat protection (compromised-credential checks, adaptive authentication) is billed per monthly active user on top. Staff accounts are created only by operators, passwords are long and complex, and TOTP MFA is required for every sign-in. To turn threat protection on, set featurePlan: FeaturePlan.PLUS and standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION in infra/constructs/staff-identity.ts.',
    });
  }
}
