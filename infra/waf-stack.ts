import { ArnFormat, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * Per-IP request limits of the web ACL, per 5-minute window (AWS WAF counts requests per client IP over the
 * window; the smallest limit it accepts is 10).
 */
export const WAF_RATE_LIMITS = {
  /** Any /api/ path: 300 per 5 minutes (1 rps sustained) — far above a shopper, far below a flood. */
  api: 300,
  /** Uploads, order tracking and the self-service beside it (/api/submit-form, /api/track, /api/privacy): 30 per 5 minutes per IP. */
  strict: 30,
  /** Seconds of the rate window. */
  windowSeconds: 300,
} as const;

/** Paths under the stricter per-IP limit (matched as prefixes, lower-cased). */
export const WAF_STRICT_PATHS = ['/api/submit-form', '/api/track', '/api/privacy'] as const;

/** JSON answer of a request blocked by a rate rule (the API's error shape, docs/architecture.md §3). */
export const WAF_RATE_LIMITED_BODY = JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes and try again.' } });

/**
 * The storefront's AWS WAF web ACL (docs/architecture.md §11 "Abuse and cost limits"). A web ACL for CloudFront must be
 * created in us-east-1, so it lives in this small stack, whatever the storefront's region; the storefront stack
 * reads its ARN through CDK cross-region references (an SSM parameter in ap-south-1 written and read by CDK
 * custom resources) and attaches it to the distribution.
 *
 * Rules, in order: a per-IP rate limit on the upload and tracking endpoints, a per-IP rate limit on every
 * /api/ path (both answer 429 with the API's JSON error), the AWS managed common rule set (with its 8 KB body
 * size rule counting only: prescription uploads are up to 4 MiB), and the AWS managed known-bad-inputs set.
 * Blocked requests are logged (with the client IP, the `authorization` header redacted) to the CloudWatch Logs group
 * `aws-waf-logs-<stack>`, kept one year (DPDP Rules 2025; cdk-nag HIPAA.Security-WAFv2LoggingEnabled).
 */
export class WafStack extends Stack {
  /** The web ACL (scope CLOUDFRONT). */
  readonly webAcl: wafv2.CfnWebACL;
  /** The log group of blocked requests (`aws-waf-logs-…`, kept one year). */
  readonly blockedRequestsLog: logs.LogGroup;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, {
      description: 'Medvika Pharmacy storefront: AWS WAF web ACL of the CloudFront distribution (us-east-1)',
      ...props,
      env: { account: props.env?.account, region: 'us-east-1' },
      crossRegionReferences: true,
    });
    const visibility = (name: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      metricName: `medvika-${name}`,
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
    });
    const startsWith = (path: string): wafv2.CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: path,
        textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
      },
    });
    const rateLimited: wafv2.CfnWebACL.RuleActionProperty = {
      block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rate-limited' } },
    };
    const managed = (name: string, priority: number, overrides?: wafv2.CfnWebACL.RuleActionOverrideProperty[]): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...(overrides ? { ruleActionOverrides: overrides } : {}) } },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${this.stackName}-cloudfront`,
      description: 'Medvika storefront: per-IP rate limits on /api/ and AWS managed common and known-bad-inputs rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('web-acl'),
      customResponseBodies: { 'rate-limited': { contentType: 'APPLICATION_JSON', content: WAF_RATE_LIMITED_BODY } },
      rules: [
        {
          name: 'rate-upload-and-track',
          priority: 0,
          action: rateLimited,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: WAF_RATE_LIMITS.strict,
              evaluationWindowSec: WAF_RATE_LIMITS.windowSeconds,
              scopeDownStatement: { orStatement: { statements: WAF_STRICT_PATHS.map(startsWith) } },
            },
          },
          visibilityConfig: visibility('rate-upload-and-track'),
        },
        {
          name: 'rate-api',
          priority: 1,
          action: rateLimited,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: WAF_RATE_LIMITS.api,
              evaluationWindowSec: WAF_RATE_LIMITS.windowSeconds,
              scopeDownStatement: startsWith('/api/'),
            },
          },
          visibilityConfig: visibility('rate-api'),
        },
        // SizeRestrictions_BODY blocks bodies over 8 KB, i.e. every prescription upload: count it instead.
        managed('AWSManagedRulesCommonRuleSet', 10, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 20),
      ],
    });

    // Blocked requests only (rate limits, bad inputs): the evidence of an attack without a log line per shopper visit.
    // WAF requires the log group's name to start with aws-waf-logs- and its ARN without the ':*' suffix.
    const logGroupName = `aws-waf-logs-${this.stackName}`;
    this.blockedRequestsLog = new logs.LogGroup(this, 'BlockedRequestsLog', {
      logGroupName,
      retention: logs.RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.blockedRequestsLog).acknowledge({
      id: 'HIPAA.Security-CloudWatchLogGroupEncrypted',
      reason:
        'CloudWatch Logs encrypts it at rest with service-managed keys. It holds only requests WAF blocked (client IP, method, URI, headers with authorization redacted, matching rule); WAF logs no bodies, so no health data reaches it. A customer-managed KMS key would add 1 USD a month and a key policy for the logs service without protecting anything more.',
    });
    const logging = new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [
        this.formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
      ],
      // A staff request's ID token never reaches a log line, even if a rule blocked it.
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] }],
      },
    });
    logging.node.addDependency(this.blockedRequestsLog);
  }
}
