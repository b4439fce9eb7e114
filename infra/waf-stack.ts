import { ArnFormat, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Request limits of the web ACL's rate-based rules, per 5-minute window (AWS WAF counts requests per aggregation key
 * over the window; the smallest limit it accepts is 10). Source: AWS WAF developer guide, "Rate-based rule statement"
 * and "Aggregating rate-based rules in AWS WAF".
 *
 * AWS WAF cannot count IPv6 clients per /64: a rate-based rule aggregates on the whole source address
 * (`AggregateKeyType: IP`, a /128 for IPv6), and its custom keys (`RateBasedStatementCustomKey`: IP, forwarded IP, ASN,
 * header, cookie, query, method, label, JA3/JA4) have no prefix length. One subscriber's /64 holds 2^64 addresses, so,
 * counted per address alone, it could spend the `strict` allowance from as many addresses as it likes. The application
 * therefore counts each IPv6 /64 on the strict paths itself (functions/runtime/network-rate-limit.ts, the same 30 per 5
 * minutes; docs/decisions/0022-ipv6-per-64-in-the-application.md). The WAF keeps a per-network rule only as a last
 * resort against floods (`ipv6Network`, custom key ASN, scoped to IPv6 sources): 10,000 requests per 5 minutes, so high
 * that one client cannot reach it alone and a whole ISP's honest shoppers (Jio, Airtel) are never blocked together
 * because of one address-rotating client, as a low per-ASN limit did.
 */
export const WAF_RATE_LIMITS = {
  /** Any /api/ path, per IP address: 300 per 5 minutes (1 rps sustained) — far above a shopper, far below a flood. */
  api: 300,
  /** Uploads, order tracking, the self-service beside it and the back-in-stock form (/api/submit-form, /api/track, /api/privacy, /api/catalogue/back-in-stock): 30 per 5 minutes per IP. */
  strict: 30,
  /**
   * Field-data beacons (/api/vitals), per IP address: 10 per 10 minutes ({@link WAF_VITALS_WINDOW_SECONDS}), i.e. 60 an
   * hour. A sampled page view sends one or two; the rest are dropped silently (204, as if taken: see the rule), since a
   * dropped beacon costs a shopper nothing and one client's flood must not move the p75 alarms. The rule comes before
   * the /api/ one, so a beacon flood is stopped before it spends that address's allowance for the shop's real requests.
   */
  vitals: 10,
  /** Per IPv6 network (ASN), 5 minutes, the last resort against floods: 10,000 on every path group (about 33 rps). */
  ipv6Network: { api: 10_000, strict: 10_000, vitals: 10_000 },
  /** Seconds of the rate window. */
  windowSeconds: 300,
} as const;

/** Seconds of the beacons' rate window: 600, the longest AWS WAF offers, so the cap reads as 60 beacons an hour. */
export const WAF_VITALS_WINDOW_SECONDS = 600;

/**
 * Every IPv6 address, as the two halves AWS WAF accepts in an IP set (it refuses /0). Source: AWS WAF developer guide,
 * "IP set match rule statement".
 */
export const ALL_IPV6_RANGES = ['::/1', '8000::/1'] as const;

/** Path prefix of the staff API (matched lower-cased); the office-only rule ({@link WafStackProps.staffOfficeCidrs}) covers it. */
export const WAF_STAFF_PATH = '/api/staff';

/** Path prefix of the field-data beacons (matched lower-cased), under their own per-IP limit ({@link WAF_RATE_LIMITS}`.vitals`). */
export const WAF_VITALS_PATH = '/api/vitals';

/** Paths under the stricter per-IP limit (matched as prefixes, lower-cased). */
export const WAF_STRICT_PATHS = ['/api/submit-form', '/api/track', '/api/privacy', '/api/catalogue/back-in-stock'] as const;

/** JSON answer of a request blocked by a rate rule (the API's error shape, docs/architecture/api.md). */
export const WAF_RATE_LIMITED_BODY = JSON.stringify({
  error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes and try again.' },
});

/** JSON answer of a staff API request from outside the office ranges (the API's error shape, docs/architecture/api.md). */
export const WAF_STAFF_OFFICE_ONLY_BODY = JSON.stringify({
  error: { code: 'FORBIDDEN', message: "The staff console works only from the pharmacy's own network. Connect there and try again." },
});

/** Settings of {@link WafStack}. */
export interface WafStackProps extends StackProps {
  /**
   * CIDR ranges of the pharmacy's offices (IPv4 or IPv6, e.g. `203.0.113.0/24`, `2001:db8:1200::/48`; a bare address
   * counts as /32 or /128). When given, the web ACL blocks every request to `/api/staff…` whose source address is
   * outside them (403 with the API's JSON error), before any other rule. Context `medvika:staffOfficeCidrs` of the
   * storefront stack.
   * @default - none: the staff API is reachable from anywhere (still behind Cognito sign-in with MFA)
   */
  readonly staffOfficeCidrs?: readonly string[];
}

/** Office ranges split by IP version, as AWS WAF IP sets take them (one set per version). */
export interface OfficeRanges {
  readonly ipv4: string[];
  readonly ipv6: string[];
}

/**
 * Checks and sorts the office CIDR ranges for AWS WAF IP sets. AWS WAF takes any IPv4 or IPv6 CIDR range except /0,
 * one IP version per set (AWS WAF developer guide, "IP set match rule statement", "Creating an IP set").
 * @param cidrs ranges such as `203.0.113.0/24` or `2001:db8::/48`; a bare address becomes a /32 or /128
 * @returns the ranges by version, in the order given
 * @throws Error naming the first entry that is not a CIDR range WAF accepts
 */
export function officeRanges(cidrs: readonly string[]): OfficeRanges {
  const ranges: OfficeRanges = { ipv4: [], ipv6: [] };
  for (const entry of cidrs) {
    const [address = '', bits, ...rest] = entry.trim().split('/');
    const version = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    const maxBits = version === 'ipv4' ? 32 : 128;
    const prefix = bits === undefined ? maxBits : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (!version || rest.length > 0 || !(prefix >= 1 && prefix <= maxBits)) {
      throw new Error(
        `medvika:staffOfficeCidrs: "${entry}" is not an IPv4 or IPv6 CIDR range such as 203.0.113.0/24 or 2001:db8::/48 (AWS WAF refuses /0)`,
      );
    }
    ranges[version].push(`${address}/${prefix}`);
  }
  return ranges;
}

/**
 * The storefront's AWS WAF web ACL (docs/architecture/infrastructure.md, docs/architecture/security.md "Abuse and cost limits"). A web ACL for CloudFront must be
 * created in us-east-1, so it lives in this small stack, whatever the storefront's region; the storefront stack
 * reads its ARN through CDK cross-region references (an SSM parameter in ap-south-1 written and read by CDK
 * custom resources) and attaches it to the distribution.
 *
 * Rules, in order: when office ranges are set, a block of `/api/staff…` from anywhere else (403 JSON); rate limits on
 * the upload and tracking endpoints, per IP and per IPv6 network, then on the field-data beacons (`/api/vitals`), then
 * on every /api/ path, per IP and per IPv6
 * network ({@link WAF_RATE_LIMITS}; all answer 429 with the API's JSON error); the AWS managed common rule set (with its
 * 8 KB body size rule counting only: prescription uploads are up to 4 MiB) and the AWS managed known-bad-inputs set.
 * No rule uses a Challenge or CAPTCHA action: those need AWS's script on the shop's pages.
 * Blocked requests are logged (with the client IP, the `authorization` header redacted) to the CloudWatch Logs group
 * `aws-waf-logs-<stack>`, kept one year (DPDP Rules 2025; cdk-nag HIPAA.Security-WAFv2LoggingEnabled).
 */
export class WafStack extends Stack {
  /** The web ACL (scope CLOUDFRONT). */
  readonly webAcl: wafv2.CfnWebACL;
  /** The log group of blocked requests (`aws-waf-logs-…`, kept one year). */
  readonly blockedRequestsLog: logs.LogGroup;

  constructor(scope: Construct, id: string, props: WafStackProps = {}) {
    const { staffOfficeCidrs, ...stackProps } = props;
    super(scope, id, {
      description: 'Medvika Pharmacy storefront: AWS WAF web ACL of the CloudFront distribution (us-east-1)',
      ...stackProps,
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
    const ipSet = (
      name: string,
      ipAddressVersion: 'IPV4' | 'IPV6',
      addresses: readonly string[],
      description: string,
    ): wafv2.CfnWebACL.StatementProperty => ({
      ipSetReferenceStatement: {
        arn: new wafv2.CfnIPSet(this, name, { scope: 'CLOUDFRONT', ipAddressVersion, addresses: [...addresses], description }).attrArn,
      },
    });
    const anyOf = (statements: wafv2.CfnWebACL.StatementProperty[]): wafv2.CfnWebACL.StatementProperty =>
      statements.length === 1 ? statements[0]! : { orStatement: { statements } };
    const rateLimited: wafv2.CfnWebACL.RuleActionProperty = {
      block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rate-limited' } },
    };
    const fromIpv6 = ipSet(
      'Ipv6Sources',
      'IPV6',
      ALL_IPV6_RANGES,
      'Every IPv6 address, scoping the per-network ASN rate rules to IPv6 clients',
    );
    const strictPaths = anyOf(WAF_STRICT_PATHS.map(startsWith));
    /**
     * A rate rule: once a key goes over `limit` requests per window (WAF_RATE_LIMITS's, unless `options.windowSeconds`),
     * blocks with 429 and the API's JSON error, or with `options.action`.
     */
    const rateRule = (
      name: string,
      priority: number,
      key: Pick<wafv2.CfnWebACL.RateBasedStatementProperty, 'aggregateKeyType' | 'customKeys'>,
      limit: number,
      scopeDownStatement: wafv2.CfnWebACL.StatementProperty,
      options: { windowSeconds?: number; action?: wafv2.CfnWebACL.RuleActionProperty } = {},
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: options.action ?? rateLimited,
      statement: {
        rateBasedStatement: {
          ...key,
          limit,
          evaluationWindowSec: options.windowSeconds ?? WAF_RATE_LIMITS.windowSeconds,
          scopeDownStatement,
        },
      },
      visibilityConfig: visibility(name),
    });
    /** A beacon over its cap is dropped silently: 204 with no body, as a taken one, so the page never retries it. */
    const droppedSilently: wafv2.CfnWebACL.RuleActionProperty = { block: { customResponse: { responseCode: 204 } } };
    /** A rate rule per source address (IPv4, or one IPv6 /128). */
    const perAddress = (name: string, priority: number, limit: number, scope: wafv2.CfnWebACL.StatementProperty) =>
      rateRule(name, priority, { aggregateKeyType: 'IP' }, limit, scope);
    /** A rate rule per IPv6 network: custom key ASN, IPv6 sources only (WAF has no IPv6 prefix key; see WAF_RATE_LIMITS). */
    const perIpv6Network = (name: string, priority: number, limit: number, scope: wafv2.CfnWebACL.StatementProperty) =>
      rateRule(name, priority, { aggregateKeyType: 'CUSTOM_KEYS', customKeys: [{ asn: {} }] }, limit, {
        andStatement: { statements: [scope, fromIpv6] },
      });
    const managed = (
      name: string,
      priority: number,
      overrides?: wafv2.CfnWebACL.RuleActionOverrideProperty[],
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...(overrides ? { ruleActionOverrides: overrides } : {}) } },
      visibilityConfig: visibility(name),
    });

    const rules: wafv2.CfnWebACL.RuleProperty[] = [];
    const customResponseBodies: Record<string, wafv2.CfnWebACL.CustomResponseBodyProperty> = {
      'rate-limited': { contentType: 'APPLICATION_JSON', content: WAF_RATE_LIMITED_BODY },
    };
    if (staffOfficeCidrs && staffOfficeCidrs.length > 0) {
      const { ipv4, ipv6 } = officeRanges(staffOfficeCidrs);
      const description = 'Pharmacy office ranges, medvika:staffOfficeCidrs: the only sources allowed to call /api/staff';
      const inOffice = anyOf([
        ...(ipv4.length > 0 ? [ipSet('StaffOfficeIpv4', 'IPV4', ipv4, description)] : []),
        ...(ipv6.length > 0 ? [ipSet('StaffOfficeIpv6', 'IPV6', ipv6, description)] : []),
      ]);
      rules.push({
        name: 'staff-api-office-only',
        priority: 0,
        action: { block: { customResponse: { responseCode: 403, customResponseBodyKey: 'staff-office-only' } } },
        statement: { andStatement: { statements: [startsWith(WAF_STAFF_PATH), { notStatement: { statement: inOffice } }] } },
        visibilityConfig: visibility('staff-api-office-only'),
      });
      customResponseBodies['staff-office-only'] = { contentType: 'APPLICATION_JSON', content: WAF_STAFF_OFFICE_ONLY_BODY };
    }
    rules.push(
      perAddress('rate-upload-and-track', 1, WAF_RATE_LIMITS.strict, strictPaths),
      perIpv6Network('rate-upload-and-track-ipv6-network', 2, WAF_RATE_LIMITS.ipv6Network.strict, strictPaths),
      rateRule('rate-vitals', 3, { aggregateKeyType: 'IP' }, WAF_RATE_LIMITS.vitals, startsWith(WAF_VITALS_PATH), {
        windowSeconds: WAF_VITALS_WINDOW_SECONDS,
        action: droppedSilently,
      }),
      perIpv6Network('rate-vitals-ipv6-network', 4, WAF_RATE_LIMITS.ipv6Network.vitals, startsWith(WAF_VITALS_PATH)),
      perAddress('rate-api', 5, WAF_RATE_LIMITS.api, startsWith('/api/')),
      perIpv6Network('rate-api-ipv6-network', 6, WAF_RATE_LIMITS.ipv6Network.api, startsWith('/api/')),
      // SizeRestrictions_BODY blocks bodies over 8 KB, i.e. every prescription upload: count it instead.
      managed('AWSManagedRulesCommonRuleSet', 10, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
      managed('AWSManagedRulesKnownBadInputsRuleSet', 20),
    );

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${this.stackName}-cloudfront`,
      description:
        'Medvika storefront: rate limits on /api/ per IP and per IPv6 network, optional office-only staff API, AWS managed common and known-bad-inputs rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('web-acl'),
      customResponseBodies,
      rules,
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
