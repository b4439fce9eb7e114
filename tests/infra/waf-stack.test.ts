import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAF_RATE_LIMITED_BODY } from '../../infra/waf-stack';
import { sharedStorefrontSynth, synthStorefront, type SynthResult } from './storefront-synth';

// The default synthesis (WAF on) and one with `medvika:waf=false`, both with cdk-nag registered.
let synth: SynthResult;
let waf: Template;
let off: SynthResult;
beforeAll(() => {
  synth = sharedStorefrontSynth({ nag: true });
  waf = Template.fromJSON(synth.assembly.getStackByName('MedvikaStorefrontWaf').template as Record<string, unknown>);
  off = synthStorefront({ nag: true, context: { 'medvika:waf': 'false' } });
});
afterAll(() => {
  synth?.cleanup();
  off?.cleanup();
});

type Rule = { Name: string; Priority: number; Action?: any; OverrideAction?: any; Statement: any };
const webAcl = () => Object.values(waf.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
const rule = (name: string): Rule => (webAcl().Rules as Rule[]).find((r) => r.Name === name)!;
const distributionConfig = (result: SynthResult) =>
  Object.values(result.template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;

describe('WAF web ACL (default on)', () => {
  it('lives in its own stack in us-east-1, as CloudFront requires', () => {
    expect(synth.assembly.getStackByName('MedvikaStorefrontWaf').environment.region).toBe('us-east-1');
  });

  it('is one web ACL of scope CLOUDFRONT that allows by default', () => {
    waf.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect([webAcl().Scope, webAcl().DefaultAction]).toEqual(['CLOUDFRONT', { Allow: {} }]);
  });

  it('is attached to the distribution through a cross-region reference to its ARN', () => {
    expect(JSON.stringify(distributionConfig(synth).WebACLId)).toMatch(/MedvikaStorefrontWaf.*us-east-1|us-east-1.*MedvikaStorefrontWaf/);
  });

  it('makes the storefront stack depend on the WAF stack (deployed first)', () => {
    expect(synth.assembly.getStackByName('MedvikaStorefront').dependencies.map((d) => d.id)).toContain('MedvikaStorefrontWaf');
  });

  it('limits every /api/ path to 300 requests per IP in 5 minutes', () => {
    const rate = rule('rate-api').Statement.RateBasedStatement;
    expect([rate.AggregateKeyType, rate.Limit, rate.EvaluationWindowSec]).toEqual(['IP', 300, 300]);
  });

  it('scopes that limit to paths starting with /api/', () => {
    expect(rule('rate-api').Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/',
      FieldToMatch: { UriPath: {} },
    });
  });

  it('limits uploads and tracking to 30 requests per IP in 5 minutes', () => {
    expect(rule('rate-upload-and-track').Statement.RateBasedStatement.Limit).toBe(30);
  });

  it('scopes the strict limit to /api/submit-form, /api/track, /api/privacy and the back-in-stock form', () => {
    const statements = rule('rate-upload-and-track').Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements;
    expect(statements.map((s: any) => s.ByteMatchStatement.SearchString)).toEqual([
      '/api/submit-form',
      '/api/track',
      '/api/privacy',
      '/api/catalogue/back-in-stock',
    ]);
  });

  it('evaluates the strict limit before the general one', () => {
    expect(rule('rate-upload-and-track').Priority).toBeLessThan(rule('rate-api').Priority);
  });

  it('drops field-data beacons over 60 an hour per IP silently (204), before the /api/ limit', () => {
    const vitals = rule('rate-vitals');
    expect(vitals.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: 10, EvaluationWindowSec: 600 });
    expect(vitals.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement.SearchString).toBe('/api/vitals');
    expect(vitals.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 204 } } });
    expect(vitals.Priority).toBeLessThan(rule('rate-api').Priority);
  });

  it('answers a rate-limited request 429 with the API JSON error', () => {
    expect(rule('rate-api').Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rate-limited' } } });
    expect(webAcl().CustomResponseBodies['rate-limited']).toEqual({ ContentType: 'APPLICATION_JSON', Content: WAF_RATE_LIMITED_BODY });
    expect(JSON.parse(WAF_RATE_LIMITED_BODY)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('runs the AWS managed common rule set', () => {
    expect(rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
  });

  it("only counts the common set's 8 KB body-size rule, which would block every prescription upload", () => {
    expect(rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it('runs the AWS managed known-bad-inputs rule set', () => {
    expect(rule('AWSManagedRulesKnownBadInputsRuleSet').Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesKnownBadInputsRuleSet',
    });
  });

  it('publishes metrics for every rule', () => {
    for (const r of webAcl().Rules as Array<{ VisibilityConfig: { CloudWatchMetricsEnabled: boolean } }>)
      expect(r.VisibilityConfig.CloudWatchMetricsEnabled).toBe(true);
  });
});

describe('medvika:waf=false', () => {
  it('creates no WAF stack', () => {
    expect(off.assembly.stacks.map((stack) => stack.stackName)).toEqual(['MedvikaStorefront']);
  });

  it('attaches no web ACL', () => {
    expect(distributionConfig(off)).not.toHaveProperty('WebACLId');
  });

  it('then acknowledges the missing WAF (AwsSolutions-CFR2) with its reason', () => {
    const ids = off.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.keys(m.data as Record<string, string>));
    expect(ids.join(' ')).toMatch(/AwsSolutions-CFR2/);
  });
});
