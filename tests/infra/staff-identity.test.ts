import { App, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../contracts/deployment/api-routes';
import { Api } from '../../infra/constructs/api';
import { STAFF_GROUPS } from '../../infra/constructs/staff-identity';
import { useStorefrontSynth } from './storefront-synth';

// Staff identity: the Cognito user pool, its groups and console client,
// the JWT authorizer on every staff route (and on no shopper route), the staff function's grants, the outputs.
let template: Template;
useStorefrontSynth((result) => {
  template = result.template;
});

interface Resource {
  Type: string;
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
const resources = (type: string): Record<string, Resource> => template.findResources(type) as Record<string, Resource>;
const only = (type: string): [string, Resource] => {
  const entries = Object.entries(resources(type));
  expect(entries, type).toHaveLength(1);
  return entries[0]!;
};
const pool = () => only('AWS::Cognito::UserPool')[1];
const poolId = () => only('AWS::Cognito::UserPool')[0];
const client = () => only('AWS::Cognito::UserPoolClient')[1].Properties;
const clientId = () => only('AWS::Cognito::UserPoolClient')[0];
const routesByKey = (): Record<string, Record<string, any>> =>
  Object.fromEntries(
    Object.values(resources('AWS::ApiGatewayV2::Route')).map((route) => [route.Properties.RouteKey as string, route.Properties]),
  );

const staffRoutes = apiRoutes.filter((route) => route.auth === 'staff');
const shopperRoutes = apiRoutes.filter((route) => route.auth !== 'staff');

describe('staff user pool', () => {
  it('lets only administrators create users (self sign-up off)', () => {
    expect(pool().Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
  });

  it("invites staff to the console's own address, not /staff on the shop's (a 404 there)", () => {
    const invitation = JSON.stringify(pool().Properties.AdminCreateUserConfig.InviteMessageTemplate.EmailMessage);
    const distributions = Object.keys(resources('AWS::CloudFront::Distribution'));
    expect(invitation).toContain(distributions.find((id) => id.startsWith('StaffConsole'))!);
    expect(invitation).not.toContain(distributions.find((id) => id.startsWith('Site'))!);
    expect(invitation).toContain('/staff. Sign in with {username}');
  });

  it('signs in by e-mail address, case-insensitively', () => {
    expect(pool().Properties.UsernameAttributes).toEqual(['email']);
    expect(pool().Properties.UsernameConfiguration).toEqual({ CaseSensitive: false });
  });

  it('requires MFA for every sign-in', () => {
    expect(pool().Properties.MfaConfiguration).toBe('ON');
  });

  it('offers TOTP (software token) as the only second factor: no SMS', () => {
    expect(pool().Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('asks for passwords of at least 12 characters', () => {
    expect(pool().Properties.Policies.PasswordPolicy.MinimumLength).toBe(12);
  });

  it.each(['RequireUppercase', 'RequireLowercase', 'RequireNumbers', 'RequireSymbols'])('password policy: %s', (rule) => {
    expect(pool().Properties.Policies.PasswordPolicy[rule]).toBe(true);
  });

  it('keeps a temporary (invitation) password valid 3 days', () => {
    expect(pool().Properties.Policies.PasswordPolicy.TemporaryPasswordValidityDays).toBe(3);
  });

  it('recovers accounts by verified e-mail only', () => {
    expect(pool().Properties.AccountRecoverySetting).toEqual({ RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] });
  });

  it('requires the standard attribute name (and email)', () => {
    const schema = pool().Properties.Schema as Array<Record<string, unknown>>;
    expect(
      schema
        .filter((attribute) => attribute.Required === true)
        .map((attribute) => attribute.Name)
        .sort(),
    ).toEqual(['email']);
  });

  it.each(['pharmacy_council', 'registration_number'])('has the mutable string custom attribute %s', (name) => {
    const schema = pool().Properties.Schema as Array<Record<string, unknown>>;
    expect(schema.find((attribute) => attribute.Name === name)).toMatchObject({ AttributeDataType: 'String', Mutable: true });
  });

  it('has deletion protection', () => {
    expect(pool().Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('is retained when the stack is deleted or the pool replaced', () => {
    expect([pool().DeletionPolicy, pool().UpdateReplacePolicy]).toEqual(['Retain', 'Retain']);
  });
});

describe('staff groups', () => {
  it('are exactly pharmacist and support', () => {
    const names = Object.values(resources('AWS::Cognito::UserPoolGroup')).map((group) => group.Properties.GroupName as string);
    expect(names.sort()).toEqual(['pharmacist', 'support']);
  });

  it.each(Object.keys(STAFF_GROUPS))('%s belongs to the staff pool', (name) => {
    const group = Object.values(resources('AWS::Cognito::UserPoolGroup')).find((g) => g.Properties.GroupName === name)!;
    expect(group.Properties.UserPoolId).toEqual({ Ref: poolId() });
  });
});

describe('staff console app client', () => {
  it('is the only client, of the staff pool', () => {
    expect(client().UserPoolId).toEqual({ Ref: poolId() });
  });

  it('has no secret (it runs in the browser)', () => {
    expect(client().GenerateSecret).toBe(false);
  });

  it('allows USER_SRP_AUTH and USER_PASSWORD_AUTH (the emulator flow) and refresh, nothing else', () => {
    expect([...client().ExplicitAuthFlows].sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']);
  });

  it('hides whether an account exists', () => {
    expect(client().PreventUserExistenceErrors).toBe('ENABLED');
  });

  // Access and ID token lifetimes (15 minutes): tests/infra/aws-enforced-controls.test.ts.

  it('issues refresh tokens valid 12 hours (one shift)', () => {
    expect([client().RefreshTokenValidity, client().TokenValidityUnits.RefreshToken]).toEqual([720, 'minutes']);
  });

  it('can revoke refresh tokens (sign-out)', () => {
    expect(client().EnableTokenRevocation).toBe(true);
  });

  it('has no OAuth / hosted UI flows', () => {
    expect(client().AllowedOAuthFlowsUserPoolClient).toBe(false);
  });

  it('cannot write the operator-set custom attributes (council, registration number)', () => {
    expect(client().WriteAttributes.filter((name: string) => name.startsWith('custom:'))).toEqual([]);
  });

  it('does not let staff write their own name (recorded with decisions, shown to shoppers)', () => {
    expect(client().WriteAttributes).not.toContain('name');
  });

  it('reads the attributes the console and the API show', () => {
    expect(client().ReadAttributes).toEqual(
      expect.arrayContaining(['name', 'email', 'custom:pharmacy_council', 'custom:registration_number']),
    );
  });
});

describe('JWT authorizer', () => {
  it('is one JWT authorizer reading the Authorization header', () => {
    const [, authorizer] = only('AWS::ApiGatewayV2::Authorizer');
    expect([authorizer.Properties.AuthorizerType, authorizer.Properties.IdentitySource]).toEqual([
      'JWT',
      ['$request.header.Authorization'],
    ]);
  });

  it("trusts the staff pool's issuer", () => {
    const [, authorizer] = only('AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties.JwtConfiguration.Issuer).toEqual({
      'Fn::Join': ['', ['https://cognito-idp.ap-south-1.amazonaws.com/', { Ref: poolId() }]],
    });
  });

  it("accepts only tokens issued to the console client (an ID token's aud)", () => {
    const [, authorizer] = only('AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties.JwtConfiguration.Audience).toEqual([{ Ref: clientId() }]);
  });

  it('has at least one staff route to protect', () => {
    expect(staffRoutes.map((route) => route.path)).toContain('/api/staff');
  });

  it.each(staffRoutes.flatMap((route) => (route.prefix ? [route.path, `${route.path}/{proxy+}`] : [route.path])))(
    'protects the staff route ANY %s',
    (path) => {
      const [authorizerId] = only('AWS::ApiGatewayV2::Authorizer');
      expect(routesByKey()[`ANY ${path}`]).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    },
  );

  it('covers every path below /api/staff (a {proxy+} route beside /api/staff) but the session, whose cookie is its credential', () => {
    expect(
      Object.keys(routesByKey())
        .filter((key) => key.startsWith('ANY /api/staff') && !key.startsWith('ANY /api/staff/session'))
        .sort(),
    ).toEqual(['ANY /api/staff', 'ANY /api/staff/{proxy+}']);
  });

  it.each(shopperRoutes.map((route) => route.path))('leaves the shopper route ANY %s open (no authorizer)', (path) => {
    const route = routesByKey()[`ANY ${path}`]!;
    expect([route.AuthorizationType, route.AuthorizerId]).toEqual(['NONE', undefined]);
  });

  it('has nine routes without the staff authorizer (comments, post-comment, catalogue, submit-form, track, privacy, vitals, reminders, and the staff session)', () => {
    expect(shopperRoutes).toHaveLength(9);
  });

  it('refuses to synthesize a staff route without the Cognito issuer and client (never an open staff route)', () => {
    const stack = new Stack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'Bare');
    const table = new dynamodb.Table(stack, 'Table', { partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING } });
    const prescriptionsBucket = new s3.Bucket(stack, 'Bucket');
    expect(() => new Api(stack, 'Api', { table, prescriptionsBucket, routes: staffRoutes })).toThrow(/no staffAuth/);
  });
});

describe('staff API function grants', () => {
  const statements = (): Array<{ Action: string | string[]; Resource: unknown }> => {
    const role = Object.entries(resources('AWS::IAM::Role')).find(
      ([, r]) => r.Properties.Description === 'Execution role of Medvika API: ANY /api/staff/',
    )![0];
    const policies = Object.values(resources('AWS::IAM::Policy')).filter((p) =>
      p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role),
    );
    expect(policies).toHaveLength(1);
    return policies[0]!.Properties.PolicyDocument.Statement;
  };
  const actions = () => statements().flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

  it('never deletes a record', () => {
    expect(actions().filter((action) => /^dynamodb:(DeleteItem|BatchWriteItem|\*)/.test(action))).toEqual([]);
  });

  it('never writes a file, and deletes only file versions (the "Erase now" of a held erasure), never behind a delete marker', () => {
    expect(actions().filter((action) => /^s3:(Delete|Put|\*)/.test(action))).toEqual(['s3:DeleteObjectVersion']);
  });

  it('never scans', () => {
    expect(actions()).not.toContain('dynamodb:Scan');
  });

  it('reads and writes with GetItem, BatchGetItem (queue rows, shelf items), Query, PutItem (audit) and UpdateItem (status) only', () => {
    // Several statements may name one action (one per key prefix: tests/infra/least-privilege.test.ts).
    expect([...new Set(actions().filter((action) => action.startsWith('dynamodb:')))].sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
  });

  it('reads prescription files and their malware-scan tags, and erases versions of them, only under prescriptions/*', () => {
    const s3 = statements().filter((s) => [s.Action].flat().some((action) => action.startsWith('s3:')));
    const bucket = Object.entries(resources('AWS::S3::Bucket')).find(([id]) => id.startsWith('DataPrescriptionsBucket'))![0];
    expect(s3).toEqual([
      {
        Effect: 'Allow',
        // CDK merges the two grants on the same objects into one statement.
        Action: ['s3:DeleteObjectVersion', 's3:GetObject', 's3:GetObjectTagging', 's3:GetObjectVersion', 's3:GetObjectVersionTagging'],
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucket, 'Arn'] }, '/prescriptions/*']] },
      },
      {
        Effect: 'Allow',
        Action: 's3:ListBucketVersions',
        Resource: { 'Fn::GetAtt': [bucket, 'Arn'] },
        Condition: { StringLike: { 's3:prefix': ['prescriptions/*'] } },
      },
    ]);
  });
});

describe('outputs', () => {
  const outputs = () => template.toJSON().Outputs as Record<string, { Value: unknown }>;

  it('StaffUserPoolId is the pool id', () => {
    expect(outputs().StaffUserPoolId!.Value).toEqual({ Ref: poolId() });
  });

  it('StaffUserPoolClientId is the console client id', () => {
    expect(outputs().StaffUserPoolClientId!.Value).toEqual({ Ref: clientId() });
  });

  it("StaffConsoleUrl is the console distribution's URL + /staff (its own origin, not the shop's)", () => {
    const distribution = Object.entries(resources('AWS::CloudFront::Distribution')).find(([, d]) =>
      d.Properties.DistributionConfig.Comment.startsWith('Medvika staff console'),
    )![0];
    expect(outputs().StaffConsoleUrl!.Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }, '/staff']],
    });
  });
});
