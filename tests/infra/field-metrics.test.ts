import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS_ROUTE_TEMPLATES } from '../../contracts/vitals';
import { VITALS_MEMORY_MIB } from '../../infra/constructs/api';
import { FIELD_ALARMS } from '../../infra/constructs/field-metrics';
import { WAF_RATE_LIMITS } from '../../infra/waf-stack';
import { privacyPolicy } from '../../web/src/content/policies';
import { sharedStorefrontSynth, type SynthResult } from './storefront-synth';
import { englishText } from '../support/english-text';

// One synthesis (no bundling) with the WAF stack, shared by every test of this file.
let synth: SynthResult;
let waf: Template;
beforeAll(() => {
  synth = sharedStorefrontSynth();
  waf = Template.fromJSON(synth.assembly.getStackByName('MedvikaStorefrontWaf').template as Record<string, unknown>);
});
afterAll(() => synth?.cleanup());

type Resource = { Type: string; Properties: Record<string, any> };
const resources = (type: string) => synth.template.findResources(type) as Record<string, Resource>;
const idOf = (construct: { node: { defaultChild?: unknown } }) => Stack.of(synth.stack).getLogicalId(construct.node.defaultChild as never);
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('the vitals route and function', () => {
  const vitals = () => synth.stack.api.functions.vitals!;

  it('routes ANY /api/vitals, without an authorizer, to the vitals function', () => {
    const [route] = Object.values(resources('AWS::ApiGatewayV2::Route')).filter((r) => r.Properties.RouteKey === 'ANY /api/vitals');
    expect(route?.Properties.AuthorizationType).toBe('NONE');
    const integration = resources('AWS::ApiGatewayV2::Integration')[String(route!.Properties.Target['Fn::Join'][1][1].Ref)]!;
    expect(integration.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [idOf(vitals().function), 'Arn'] });
  });

  it('throttles the route at 10 requests/s, burst 20', () => {
    const stage = Object.values(resources('AWS::ApiGatewayV2::Stage'))[0]!;
    expect(stage.Properties.RouteSettings['ANY /api/vitals']).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
  });

  it('is a small function: 128 MiB, 3 reserved executions, no bucket', () => {
    const fn = resources('AWS::Lambda::Function')[idOf(vitals().function)]!.Properties;
    expect([fn.MemorySize, fn.ReservedConcurrentExecutions]).toEqual([VITALS_MEMORY_MIB, 3]);
    expect(fn.Environment.Variables).not.toHaveProperty('BUCKET_NAME');
  });

  it('may only write its own log group: no DynamoDB, S3 or any other action', () => {
    const role = idOf(vitals().role);
    const policies = Object.values(resources('AWS::IAM::Policy')).filter((policy) =>
      policy.Properties.Roles.some((r: { Ref: string }) => r.Ref === role),
    );
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>);
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [idOf(vitals().logGroup as never), 'Arn'] },
      },
    ]);
    const roleResource = resources('AWS::IAM::Role')[role]!.Properties;
    expect(roleResource.ManagedPolicyArns).toBeUndefined();
    expect(roleResource.Policies).toBeUndefined();
    expect(JSON.stringify(statements)).not.toMatch(/dynamodb:|s3:/);
  });

  it('keeps its log lines, the individual figures, 365 days in ap-south-1, as the privacy policy says', () => {
    expect(resources('AWS::Logs::LogGroup')[idOf(synth.stack.api.functions.vitals!.logGroup as never)]!.Properties.RetentionInDays).toBe(
      365,
    );
    expect(synth.stack.region).toBe('ap-south-1');
    const section = privacyPolicy.sections.find((s) => englishText(s.heading) === 'Page speed measurement')!;
    const text = [...section.paragraphs, ...(section.list ?? [])].map(englishText).join('\n');
    expect(text).toContain('deleted after 365 days');
    expect(text).toContain('ap-south-1');
    expect(text).toMatch(/no IP address/);
  });
});

describe('the WAF rule for /api/vitals', () => {
  type Rule = { Name: string; Priority: number; Action: any; Statement: any };
  const rules = () => Object.values(waf.findResources('AWS::WAFv2::WebACL'))[0]!.Properties.Rules as Rule[];
  const rule = (name: string) => rules().find((r) => r.Name === name)!;

  it('limits beacons to 60 an hour per IP address (10 per 10 minutes), the rest dropped silently with 204', () => {
    const rate = rule('rate-vitals').Statement.RateBasedStatement;
    expect([rate.AggregateKeyType, rate.Limit, rate.EvaluationWindowSec]).toEqual(['IP', WAF_RATE_LIMITS.vitals, 600]);
    expect(WAF_RATE_LIMITS.vitals).toBe(10);
    expect(rate.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/vitals',
      FieldToMatch: { UriPath: {} },
    });
    expect(rule('rate-vitals').Action).toEqual({ Block: { CustomResponse: { ResponseCode: 204 } } });
  });

  it('also limits them per IPv6 network (ASN), scoped to IPv6 sources', () => {
    const rate = rule('rate-vitals-ipv6-network').Statement.RateBasedStatement;
    expect([rate.AggregateKeyType, rate.CustomKeys, rate.Limit]).toEqual([
      'CUSTOM_KEYS',
      [{ ASN: {} }],
      WAF_RATE_LIMITS.ipv6Network.vitals,
    ]);
    expect(rate.ScopeDownStatement.AndStatement.Statements[0].ByteMatchStatement.SearchString).toBe('/api/vitals');
  });

  it('comes before the /api/ rule, so a beacon flood never spends the allowance of real requests, and priorities stay unique', () => {
    expect(rule('rate-vitals').Priority).toBeLessThan(rule('rate-api').Priority);
    expect(rule('rate-vitals-ipv6-network').Priority).toBeLessThan(rule('rate-api').Priority);
    expect(new Set(rules().map((r) => r.Priority)).size).toBe(rules().length);
  });
});

describe('field-data dashboard and alarms', () => {
  const alarmsOf = () => synth.stack.fieldMetrics.alarms;
  const alarm = (which: 'lcp' | 'inp') => resources('AWS::CloudWatch::Alarm')[idOf(alarmsOf()[which])]!.Properties;
  /** The dashboard body as JSON, with the CloudFormation tokens (region) replaced. */
  const dashboardBody = () => {
    const body = Object.values(resources('AWS::CloudWatch::Dashboard'))[0]!.Properties.DashboardBody;
    const text = asArray<unknown>(body['Fn::Join']?.[1] ?? body)
      .map((part) => (typeof part === 'string' ? part : 'ap-south-1'))
      .join('');
    return JSON.parse(text) as { widgets: Array<{ type: string; properties: Record<string, any> }> };
  };

  it('draws p75 LCP, INP and CLS for every page type and site-wide, by hour', () => {
    const graphs = dashboardBody().widgets.filter((widget) => widget.type === 'metric');
    for (const metricName of ['LCP', 'INP', 'CLS']) {
      const graph = graphs.find((widget) => widget.properties.title.startsWith(`p75 ${metricName}`))!;
      const lines = graph.properties.metrics as Array<Array<string | Record<string, unknown>>>;
      const routes = lines.map((line) => (line.includes('Route') ? line[line.indexOf('Route') + 1] : 'all'));
      expect(routes.sort()).toEqual([...VITALS_ROUTE_TEMPLATES, 'all'].sort());
      for (const line of lines) {
        expect(line.slice(0, 2)).toEqual(['Medvika/Web', metricName]);
        expect(line.at(-1)).toMatchObject({ stat: 'p75', period: 3600 });
      }
    }
  });

  it.each([
    ['lcp', 'LCP', 2500],
    ['inp', 'INP', 200],
  ] as const)('alarms when the site-wide p75 %s is above its web.dev bound in 3 of 5 hourly periods', (which, metricName, threshold) => {
    const props = alarm(which);
    expect(props).toMatchObject({
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 5,
      DatapointsToAlarm: 3,
      TreatMissingData: 'notBreaching',
    });
    expect([FIELD_ALARMS.evaluationPeriods, FIELD_ALARMS.datapointsToAlarm]).toEqual([5, 3]);
    const expression = props.Metrics.find((m: { Expression?: string }) => m.Expression)!;
    expect(expression.Expression).toBe(`IF(samples >= ${FIELD_ALARMS.minSamples}, p75, 0)`);
    const stats = props.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).map((m: { Id: string; MetricStat: any }) => [
      m.Id,
      m.MetricStat.Stat,
      m.MetricStat.Period,
      m.MetricStat.Metric,
    ]);
    expect(stats.sort()).toEqual([
      ['p75', 'p75', 3600, { Namespace: 'Medvika/Web', MetricName: metricName }],
      ['samples', 'SampleCount', 3600, { Namespace: 'Medvika/Web', MetricName: metricName }],
    ]);
  });

  it('notifies the operators’ alarm topic (infra/constructs/alarms.ts)', () => {
    for (const which of ['lcp', 'inp'] as const) expect(alarm(which).AlarmActions).toEqual([{ Ref: idOf(synth.stack.alarms.topic) }]);
  });
});
