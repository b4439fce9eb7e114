import { App, Validations } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SELLER_SETTING, StorefrontStack, toRetentionDays } from '../../infra/storefront-stack';
import { cdkJsonContext, scratchDir, synthStorefront, writeFakeWebBuild, type SynthResult } from './storefront-synth';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
const WEB_ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/medvika/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

// One synthesis with every setting overridden through the CDK context, as `cdk deploy -c key=value` passes
// them (strings), and with the cdk-nag plugin registered.
let synth: SynthResult;
let template: Template;
beforeAll(() => {
  synth = synthStorefront({
    nag: true,
    context: {
      'medvika:stageName': 'prod',
      'medvika:throttleRateLimit': '5',
      'medvika:throttleBurstLimit': '10',
      'medvika:logRetentionDays': '90',
      'medvika:accessLogRetentionDays': '30',
      'medvika:domainNames': 'medvika.in, www.medvika.in',
      'medvika:certificateArn': CERTIFICATE_ARN,
      'medvika:staffDomain': 'staff.medvika.in',
      'medvika:webAclArn': WEB_ACL_ARN,
      'medvika:reservedConcurrency': 'false',
      'medvika:alarmEmail': 'alarms@medvika.in',
      'medvika:monthlyBudgetUsd': '50',
    },
  });
  template = synth.template;
});
afterAll(() => synth?.cleanup());

/** The distribution whose comment starts with `comment` ('Medvika storefront', 'Medvika staff console'). */
const distributionNamed = (comment: string) =>
  Object.values(template.findResources('AWS::CloudFront::Distribution')).find((d) =>
    d.Properties.DistributionConfig.Comment.startsWith(comment),
  )!.Properties.DistributionConfig;
const distributionConfig = () => distributionNamed('Medvika storefront');

describe('settings from the CDK context', () => {
  it('names the stage and throttles it as configured; CloudFront adds the stage as origin path', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'prod',
      DefaultRouteSettings: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
    });
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.OriginPath).toBe('/prod');
  });

  it('caps the per-route throttles at the stage limits', () => {
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stage!.Properties.RouteSettings['ANY /api/comments'].ThrottlingRateLimit).toBe(5);
  });

  it('reserves no concurrency when medvika:reservedConcurrency is false', () => {
    const reserved = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.ReservedConcurrentExecutions !== undefined,
    );
    expect(reserved).toEqual([]);
  });

  it('subscribes medvika:alarmEmail to the alarm topic', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'alarms@medvika.in' });
  });

  it('sets the budget to medvika:monthlyBudgetUsd', () => {
    const [budget] = Object.values(template.findResources('AWS::Budgets::Budget'));
    expect(budget!.Properties.Budget.BudgetLimit).toEqual({ Amount: 50, Unit: 'USD' });
  });

  it('mails budget notifications to medvika:alarmEmail too', () => {
    const [budget] = Object.values(template.findResources('AWS::Budgets::Budget'));
    expect(budget!.Properties.NotificationsWithSubscribers[0].Subscribers).toContainEqual({
      SubscriptionType: 'EMAIL',
      Address: 'alarms@medvika.in',
    });
  });

  it('applies the log retentions', () => {
    const retentions = Object.values(template.findResources('AWS::Logs::LogGroup')).map((g) => g.Properties.RetentionInDays);
    expect(new Set(retentions)).toEqual(new Set([90]));
    template.hasResourceProperties('AWS::S3::Bucket', {
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      LifecycleConfiguration: {
        Rules: [
          { Id: 'expire-access-logs', ExpirationInDays: 30, Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
        ],
      },
    });
  });

  it('serves the custom domain with its certificate, TLS 1.2 minimum, SNI, and the web ACL', () => {
    const config = distributionConfig();
    expect(config.Aliases).toEqual(['medvika.in', 'www.medvika.in']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: CERTIFICATE_ARN,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(config.WebACLId).toBe(WEB_ACL_ARN);
    expect(JSON.stringify(template.toJSON().Outputs.SiteUrl.Value)).toContain('https://medvika.in');
  });

  it('serves the staff console at its own host name (medvika:staffDomain), which the session function answers and the alert links to', () => {
    const config = distributionNamed('Medvika staff console');
    expect(config.Aliases).toEqual(['staff.medvika.in']);
    expect(config.ViewerCertificate).toMatchObject({ AcmCertificateArn: CERTIFICATE_ARN, MinimumProtocolVersion: 'TLSv1.2_2021' });
    expect(config.WebACLId).toBe(WEB_ACL_ARN);
    expect(template.toJSON().Outputs.StaffConsoleUrl.Value).toBe('https://staff.medvika.in/staff');
    const origins = Object.values(template.findResources('AWS::Lambda::Function'))
      .map((fn) => fn.Properties.Environment?.Variables?.STAFF_CONSOLE_ORIGIN)
      .filter(Boolean);
    // The session function answers that origin alone; the notifier links the pharmacy's alert to it.
    expect(origins).toEqual(['https://staff.medvika.in', 'https://staff.medvika.in']);
  });

  it('creates no web ACL stack of its own when medvika:webAclArn is given', () => {
    expect(synth.assembly.stacks.map((stack) => stack.stackName)).toEqual(['MedvikaStorefront']);
  });

  it('then needs no acknowledgement for the default certificate or the missing WAF, and cdk-nag stays clean', () => {
    const ids = synth.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.keys(m.data as Record<string, string>));
    expect(ids.join(' ')).not.toMatch(/CFR2|CFR4/);
    // synth() would have thrown on an unacknowledged error; the report also lists warnings.
    const report = JSON.parse(readFileSync(path.join(synth.outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: Array<{ violations: unknown[] }>;
    };
    expect(report.pluginReports.flatMap((plugin) => plugin.violations)).toEqual([]);
  });
});

describe('invalid settings fail synthesis with a clear message', () => {
  const construct = (context: Record<string, unknown>, { withBuild = true } = {}) => {
    const scratch = scratchDir('settings-');
    try {
      const app = new App({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], [SAMPLE_SELLER_SETTING]: true, ...context } });
      const webBuildDir = withBuild ? writeFakeWebBuild(scratch) : path.join(scratch, 'web');
      new StorefrontStack(app, 'MedvikaStorefront', { env: { region: 'ap-south-1' }, webBuildDir });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  };

  it('rejects a missing SPA build, naming the file and the fix', () => {
    expect(() => construct({}, { withBuild: false })).toThrow(/index\.html does not exist\. Run `npm run build`/);
  });

  it.each([
    [{ 'medvika:logRetentionDays': '45' }, /Log retention must be one of/],
    [{ 'medvika:throttleRateLimit': 'fast' }, /medvika:throttleRateLimit must be a number/],
    [{ 'medvika:throttleBurstLimit': '0' }, /throttle needs/],
    [{ 'medvika:stageName': 'prod/v1' }, /stageName must be/],
    [{ 'medvika:alarmEmail': 'not-an-address' }, /medvika:alarmEmail must be an e-mail address/],
    [{ 'medvika:monthlyBudgetUsd': '0' }, /monthlyBudgetUsd must be > 0/],
    [{ 'medvika:reservedConcurrency': 'no' }, /medvika:reservedConcurrency must be true or false/],
    [{ 'medvika:accessLogRetentionDays': '0' }, /accessLogRetentionDays/],
    [{ 'medvika:domainNames': 'medvika.in' }, /domainNames and certificateArn go together/],
  ])('%j', (context, message) => {
    expect(() => construct(context)).toThrow(message);
  });

  describe('the seller and the stores', () => {
    const store = (code: string, town: string) => ({
      gstin: `${code}ABCDE1234F1Z5`,
      address: [`Shop 2, Main Market, ${town}`],
      drugLicences: [`Form 20: ${code}-20-1234`, `Form 21: ${code}-21-1234`],
    });
    const real = {
      'medvika:sellerName': 'Medvika Health Private Limited',
      'medvika:sellerAddress': 'Shop 2, Sector 18 Market, Noida 201301',
      'medvika:sellerGstin': '09ABCDE1234F2Z5',
      'medvika:sellerStateName': 'Uttar Pradesh',
      'medvika:sellerStateCode': '09',
      'medvika:sellerDrugLicences': 'Form 20: UP-20-1234,Form 21: UP-21-1234',
      'medvika:stores': JSON.stringify({ delhi: store('07', 'Saket'), noida: store('09', 'Noida'), gurugram: store('06', 'Gurugram') }),
    };

    it('refuses the sample seller and stores unless the deployment says it is a demo, naming what is left', () => {
      expect(() => construct({ [SAMPLE_SELLER_SETTING]: false })).toThrow(/sample details \(seller name, .*delhi gstin.*\)/);
      const { 'medvika:stores': _stores, ...sellerOnly } = real;
      expect(() => construct({ [SAMPLE_SELLER_SETTING]: false, ...sellerOnly })).toThrow(/sample details \(delhi address, delhi gstin/);
    });

    it('accepts a real seller and stores without the demo setting', () => {
      expect(() => construct({ [SAMPLE_SELLER_SETTING]: false, ...real })).not.toThrow();
    });
  });

  it('maps retention days onto CloudWatch values', () => {
    expect(toRetentionDays(30)).toBe(30);
    expect(() => toRetentionDays(31)).toThrow(/Log retention/);
  });
});
