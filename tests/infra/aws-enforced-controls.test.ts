import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_URL_SECONDS } from '../../functions/staff-api/record-file';
import { MAX_SIGNATURE_AGE_MS } from '../../infra/constructs/prescription-read-guards';
import { StorefrontStack } from '../../infra/storefront-stack';
import { WAF_RATE_LIMITS, WAF_STAFF_OFFICE_ONLY_BODY, WAF_STRICT_PATHS, officeRanges } from '../../infra/waf-stack';
import { IPV6_NETWORK_LIMITS } from '../../functions/runtime/network-rate-limit';
import { DEFAULT_URL_EXPIRY_SECONDS } from '../../tools/staff-cli/prescriptions';
import { sharedStorefrontSynth, synthStorefront, type SynthResult } from './storefront-synth';

// Controls AWS enforces whatever our code does: the prescriptions bucket policy (scan tag, signature age), the WAF's
// per-network and per-path rates and the office-only staff API, the staff routes' own throttle pool, and the 15-minute
// tokens. One assertion per property. Token revocation on the console client: tests/infra/staff-identity.test.ts.
const OFFICE = { ipv4: '203.0.113.0/24', ipv6: '2001:db8:1200::/48' };

// The default synthesis, and one with office ranges, a lower shopper throttle and malware protection off.
let base: SynthResult;
let office: SynthResult;
beforeAll(() => {
  base = sharedStorefrontSynth();
  office = synthStorefront({
    context: {
      'medvika:staffOfficeCidrs': `${OFFICE.ipv4}, ${OFFICE.ipv6}`,
      'medvika:throttleRateLimit': '2',
      'medvika:throttleBurstLimit': '4',
      'medvika:malwareProtection': 'false',
    },
  });
});
afterAll(() => {
  base?.cleanup();
  office?.cleanup();
});

type Statement = {
  Sid?: string;
  Effect: string;
  Principal: unknown;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};
const wafTemplate = (result: SynthResult) =>
  Template.fromJSON(result.assembly.getStackByName('MedvikaStorefrontWaf').template as Record<string, unknown>);
const webAcl = (result: SynthResult) => Object.values(wafTemplate(result).findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
const rule = (result: SynthResult, name: string) => (webAcl(result).Rules as Array<Record<string, any>>).find((r) => r.Name === name);
const ipSets = (result: SynthResult) => Object.entries(wafTemplate(result).findResources('AWS::WAFv2::IPSet'));
const bucketId = (result: SynthResult) =>
  result.stack.getLogicalId(result.stack.data.prescriptionsBucket.node.defaultChild as s3.CfnBucket);
const bucketStatements = (result: SynthResult): Statement[] =>
  Object.values(result.template.findResources('AWS::S3::BucketPolicy')).find((p) => p.Properties.Bucket.Ref === bucketId(result))!
    .Properties.PolicyDocument.Statement;
const scanDeny = (result: SynthResult) =>
  bucketStatements(result).find((s) => s.Condition?.StringNotEquals?.['s3:ExistingObjectTag/GuardDutyMalwareScanStatus'])!;
const routeSettings = (result: SynthResult) =>
  Object.values(result.template.findResources('AWS::ApiGatewayV2::Stage'))[0]!.Properties.RouteSettings as Record<
    string,
    Record<string, number>
  >;
const consoleClient = () => Object.values(base.template.findResources('AWS::Cognito::UserPoolClient'))[0]!.Properties;

describe('prescriptions bucket policy (enforced by Amazon S3)', () => {
  it('denies GetObject and GetObjectVersion of prescriptions/* to any principal', () => {
    const { Effect, Principal, Action, Resource } = scanDeny(base);
    expect({ Effect, Principal, Action, Resource }).toEqual({
      Effect: 'Deny',
      Principal: { AWS: '*' },
      Action: ['s3:GetObject', 's3:GetObjectVersion'],
      Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId(base), 'Arn'] }, '/prescriptions/*']] },
    });
  });

  it('unless GuardDuty tagged the file NO_THREATS_FOUND: StringNotEquals, so an untagged (unscanned) file is denied too', () => {
    expect(scanDeny(base).Condition!.StringNotEquals).toEqual({ 's3:ExistingObjectTag/GuardDutyMalwareScanStatus': 'NO_THREATS_FOUND' });
  });

  it('makes one exception: the role GuardDuty Malware Protection scans with (aws:PrincipalArn)', () => {
    const scanner = base.stack.getLogicalId(base.stack.malwareProtection!.role.node.defaultChild as iam.CfnRole);
    expect(scanDeny(base).Condition!.ArnNotEquals).toEqual({ 'aws:PrincipalArn': { 'Fn::GetAtt': [scanner, 'Arn'] } });
  });

  it('with malware protection off, makes no exception: nobody reads an unscanned file', () => {
    expect(Object.keys(scanDeny(office).Condition!)).toEqual(['StringNotEquals']);
  });

  it('denies every request on the bucket and its objects signed more than 300,000 ms ago (s3:signatureAge)', () => {
    const arn = { 'Fn::GetAtt': [bucketId(base), 'Arn'] };
    expect(bucketStatements(base).find((s) => s.Condition?.NumericGreaterThan?.['s3:signatureAge'] !== undefined)).toEqual({
      Sid: 'DenySignaturesOlderThanFiveMinutes',
      Effect: 'Deny',
      Principal: { AWS: '*' },
      Action: 's3:*',
      Resource: [arn, { 'Fn::Join': ['', [arn, '/*']] }],
      Condition: { NumericGreaterThan: { 's3:signatureAge': 300_000 } },
    });
  });

  it("keeps that age equal to the staff API's link lifetime and the staff CLI's default", () => {
    expect([FILE_URL_SECONDS * 1000, DEFAULT_URL_EXPIRY_SECONDS * 1000]).toEqual([MAX_SIGNATURE_AGE_MS, MAX_SIGNATURE_AGE_MS]);
  });
});

describe('WAF rate rules: IPv6 per network (custom key ASN) and per path', () => {
  it.each(['rate-upload-and-track-ipv6-network', 'rate-api-ipv6-network'])(
    '%s counts per network: AggregateKeyType CUSTOM_KEYS with the ASN key',
    (name) => {
      const rate = rule(base, name)!.Statement.RateBasedStatement;
      expect([rate.AggregateKeyType, rate.CustomKeys]).toEqual(['CUSTOM_KEYS', [{ ASN: {} }]]);
    },
  );

  it('holds every IPv6 address in one IP set (WAF refuses /0, so two /1 halves)', () => {
    const ipv6 = ipSets(base).map(([, set]) => set.Properties);
    expect(ipv6).toEqual([expect.objectContaining({ Scope: 'CLOUDFRONT', IPAddressVersion: 'IPV6', Addresses: ['::/1', '8000::/1'] })]);
  });

  it.each(['rate-upload-and-track-ipv6-network', 'rate-api-ipv6-network'])('%s applies to IPv6 sources only (that IP set)', (name) => {
    const [setId] = ipSets(base)[0]!;
    const scope = rule(base, name)!.Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements;
    expect(scope[1]).toEqual({ IPSetReferenceStatement: { Arn: { 'Fn::GetAtt': [setId, 'Arn'] } } });
  });

  it('scopes the strict network rule to /api/submit-form, /api/track and /api/privacy', () => {
    const paths = rule(base, 'rate-upload-and-track-ipv6-network')!.Statement.RateBasedStatement.ScopeDownStatement.AndStatement
      .Statements[0].OrStatement.Statements;
    expect(paths.map((s: any) => s.ByteMatchStatement.SearchString)).toEqual([...WAF_STRICT_PATHS]);
  });

  it("keeps the per-IPv6-network rules a last resort: 10,000 per 5 minutes, out of one client's reach", () => {
    const limit = (name: string) => rule(base, name)!.Statement.RateBasedStatement.Limit as number;
    expect([limit('rate-upload-and-track-ipv6-network'), limit('rate-api-ipv6-network'), limit('rate-vitals-ipv6-network')]).toEqual([
      10_000, 10_000, 10_000,
    ]);
  });

  it("counts an IPv6 /64 in the application at the WAF's per-address strict limit", () => {
    expect(IPV6_NETWORK_LIMITS).toEqual({ perWindow: WAF_RATE_LIMITS.strict, windowSeconds: WAF_RATE_LIMITS.windowSeconds });
  });

  it('gives one address a lower rate on the strict paths (30 per 5 minutes) than on /api/ (300)', () => {
    const limit = (name: string) => rule(base, name)!.Statement.RateBasedStatement.Limit as number;
    expect([limit('rate-upload-and-track'), limit('rate-api')]).toEqual([30, 300]);
  });

  it('uses no Challenge or CAPTCHA action (they need AWS script on shop pages)', () => {
    expect(JSON.stringify(webAcl(base))).not.toMatch(/challenge|captcha/i);
  });
});

describe('staff API throttle pool (route-level settings of its own)', () => {
  it.each(['ANY /api/staff', 'ANY /api/staff/{proxy+}'])(
    "%s keeps 5 rps / burst 10 when the shoppers' stage default is lower",
    (routeKey) => {
      expect(routeSettings(office)[routeKey]).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 });
    },
  );

  it('while the shopper routes are capped at that default (2 rps / burst 4)', () => {
    expect(routeSettings(office)['ANY /api/track']).toEqual({ ThrottlingRateLimit: 2, ThrottlingBurstLimit: 4 });
  });
});

describe('office-only staff API (medvika:staffOfficeCidrs)', () => {
  it('is absent by default: the staff API answers any source', () => {
    expect(rule(base, 'staff-api-office-only')).toBeUndefined();
  });

  it('when set, blocks /api/staff from outside the office IP sets', () => {
    const sets = ipSets(office).filter(([, set]) => String(set.Properties.Description).includes('staffOfficeCidrs'));
    expect(rule(office, 'staff-api-office-only')!.Statement.AndStatement.Statements).toEqual([
      expect.objectContaining({
        ByteMatchStatement: expect.objectContaining({ SearchString: '/api/staff', PositionalConstraint: 'STARTS_WITH' }),
      }),
      {
        NotStatement: {
          Statement: {
            OrStatement: { Statements: sets.map(([id]) => ({ IPSetReferenceStatement: { Arn: { 'Fn::GetAtt': [id, 'Arn'] } } })) },
          },
        },
      },
    ]);
  });

  it('holds the office ranges in one IP set per IP version', () => {
    const sets = ipSets(office).filter(([, set]) => String(set.Properties.Description).includes('staffOfficeCidrs'));
    expect(sets.map(([, set]) => [set.Properties.IPAddressVersion, set.Properties.Addresses])).toEqual([
      ['IPV4', [OFFICE.ipv4]],
      ['IPV6', [OFFICE.ipv6]],
    ]);
  });

  it('runs before every other rule', () => {
    const priorities = (webAcl(office).Rules as Array<{ Name: string; Priority: number }>).map((r) => r.Priority);
    expect(rule(office, 'staff-api-office-only')!.Priority).toBe(Math.min(...priorities));
  });

  it('answers 403 with the API JSON error FORBIDDEN', () => {
    expect([rule(office, 'staff-api-office-only')!.Action, webAcl(office).CustomResponseBodies['staff-office-only'].Content]).toEqual([
      { Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'staff-office-only' } } },
      WAF_STAFF_OFFICE_ONLY_BODY,
    ]);
  });

  it('takes a bare address as one host (/32, /128)', () => {
    expect(officeRanges(['198.51.100.7', '2001:db8::7'])).toEqual({ ipv4: ['198.51.100.7/32'], ipv6: ['2001:db8::7/128'] });
  });

  it.each(['0.0.0.0/0', '10.0.0.0/33', 'office.example', '2001:db8::/129', '10.0.0.0/8/1'])('refuses %s', (cidr) => {
    expect(() => officeRanges([cidr])).toThrow(/medvika:staffOfficeCidrs/);
  });

  it('refuses office ranges when the app creates no web ACL (medvika:waf=false)', () => {
    expect(
      () =>
        new StorefrontStack(new App(), 'MedvikaStorefront', { env: { region: 'ap-south-1' }, waf: false, staffOfficeCidrs: [OFFICE.ipv4] }),
    ).toThrow(/needs the web ACL/);
  });
});

describe('staff sessions (Cognito app client)', () => {
  it('issues access tokens valid 15 minutes', () => {
    expect([consoleClient().AccessTokenValidity, consoleClient().TokenValidityUnits.AccessToken]).toEqual([15, 'minutes']);
  });

  it('issues ID tokens valid 15 minutes: the most an ID token outlives a sign-out at the API', () => {
    expect([consoleClient().IdTokenValidity, consoleClient().TokenValidityUnits.IdToken]).toEqual([15, 'minutes']);
  });
});
