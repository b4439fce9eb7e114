import { Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../contracts/deployment/api-routes';
import { COMMENT_CLIENT_KEY, UNSUBSCRIBE_KEY } from '../../contracts/deployment/function-keys';
import { outboxIndex } from '../../contracts/deployment/table-design';
import { PRESCRIPTION_RETENTION_DAYS, tableDesign } from '../../contracts/deployment/table-design';
import { ORDER_SERVICE_WRITE_ATTRIBUTES } from '../../contracts/order-service';
import { MESSAGE_REPLY_WRITE_ATTRIBUTES } from '../../contracts/message-thread';
import {
  REFILL_REMINDER_ATTRIBUTES,
  REMINDER_CANCEL_READ_ATTRIBUTES,
  REMINDER_CANCEL_WRITE_ATTRIBUTES,
} from '../../contracts/refill-reminders';
import { API_ACCESS_LOG_FORMAT, IMAGE_REENCODING_MEMORY_MIB, VITALS_MEMORY_MIB } from '../../infra/constructs/api';
import { API_RUNTIME } from '../../infra/constructs/api-function';
import { ASSET_CACHE_CONTROL, AVAILABILITY_PATH_PATTERN, COMMENTS_PATH_PATTERN, INDEX_CACHE_CONTROL } from '../../infra/constructs/site';
import { MAP_EMBED_ORIGIN, cognitoOrigin, consoleSecurityHeaders, siteSecurityHeaders } from '../../infra/security-headers';

/** The headers with the staff origins as this stack sets them ('BUCKET' stands for the prescriptions bucket's regional domain). */
const expectedHeaders = siteSecurityHeaders();
const expectedConsoleHeaders = consoleSecurityHeaders({ staffAuthOrigin: cognitoOrigin('ap-south-1'), staffFileOrigin: 'https://BUCKET' });
import { FAKE_PAGE_ROUTES, useStorefrontSynth } from './storefront-synth';
import { pageRoutingCode } from '../../infra/page-routing';
import {
  loadCloudFrontFunctionCode,
  viewerRequest,
  viewerResponse,
  type CloudFrontRequest,
  type CloudFrontResponse,
} from './cloudfront-runtime';

// One synthesis (bundling skipped: esbuild output is the bundle test's concern) shared by every test.
let template: Template;
useStorefrontSynth((result) => {
  template = result.template;
});

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }>;
const resources = (type: string): Resources => template.findResources(type) as Resources;
const only = <T>(record: Record<string, T>): [string, T] => {
  const entries = Object.entries(record);
  expect(entries).toHaveLength(1);
  return entries[0]!;
};
/** The logical id of a construct of the stack, by its path under the stack. */
const logicalId = (constructPath: string): string => {
  const found = Object.entries(template.toJSON().Resources as Record<string, { Metadata?: Record<string, string> }>).find(
    ([, resource]) => resource.Metadata?.['aws:cdk:path'] === `MedvikaStorefront/${constructPath}`,
  );
  if (!found) throw new Error(`No resource at ${constructPath}`);
  return found[0];
};
/** The distribution whose comment starts with `comment` (the shop's: 'Medvika storefront', the console's: 'Medvika staff console'). */
const distributionNamed = (comment: string) =>
  only(
    Object.fromEntries(
      Object.entries(resources('AWS::CloudFront::Distribution')).filter(([, d]) =>
        d.Properties.DistributionConfig.Comment.startsWith(comment),
      ),
    ),
  );
const distributionConfig = () => distributionNamed('Medvika storefront')[1].Properties.DistributionConfig;
const consoleDistributionConfig = () => distributionNamed('Medvika staff console')[1].Properties.DistributionConfig;
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('inventory', () => {
  it('has two distributions (the shop and the staff console), one HTTP API with one stage, and one table', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 2);
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.resourcePropertiesCountIs('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' }, 1);
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
  });

  it('has the site, prescriptions, log and data-events trail buckets and no other', () => {
    expect(Object.keys(resources('AWS::S3::Bucket')).sort()).toEqual(
      [
        logicalId('Data/LogBucket/Resource'),
        logicalId('Data/PrescriptionsBucket/Resource'),
        logicalId('Site/Bucket/Resource'),
        logicalId('StaffConsole/Bucket/Resource'),
        logicalId('DataEventsTrail/Bucket/Resource'),
      ].sort(),
    );
  });

  it('has one function per endpoint, routed by its path, plus only CDK helper functions', () => {
    const functions = resources('AWS::Lambda::Function');
    const ours = Object.entries(functions).filter(([, fn]) => fn.Properties.Description?.startsWith?.('Medvika API:'));
    expect(ours.map(([, fn]) => fn.Properties.Description).sort()).toEqual(
      apiRoutes.map((r) => `Medvika API: ${r.method} ${r.path}/`).sort(),
    );
    // The e-mail notifier (docs/architecture/email-and-reminders.md, tests/infra/notifier.test.ts), run by a schedule, not a route.
    const notifier = Object.entries(functions).filter(([, fn]) => fn.Properties.Description?.startsWith?.('Medvika notifier:'));
    expect(notifier).toHaveLength(1);
    // The shelf seed (infra/constructs/shelf-seed.ts), run by its custom resource at deploy, and CDK's framework around it.
    const seed = Object.entries(functions).filter(([, fn]) => fn.Properties.Description?.startsWith?.('Medvika shelf seed:'));
    expect(seed).toHaveLength(1);
    const seedFramework = Object.keys(functions).filter((id) => id.startsWith('ShelfSeedProviderframeworkonEvent'));
    expect(seedFramework).toHaveLength(1);
    // The rest: BucketDeployment's copier and the site bucket's auto-delete provider.
    const helpers = Object.keys(functions).filter(
      (id) => ![...ours, ...notifier, ...seed].some(([ourId]) => ourId === id) && !seedFramework.includes(id),
    );
    expect(helpers).toHaveLength(2);
    for (const id of helpers) expect(id).toMatch(/^Custom(CDKBucketDeployment|S3AutoDeleteObjectsCustomResourceProvider)/);

    const routes = Object.values(resources('AWS::ApiGatewayV2::Route'))
      .map((route) => route.Properties.RouteKey)
      .sort();
    // A prefix route also serves every path below it ({proxy+}).
    expect(routes).toEqual(
      apiRoutes.flatMap((route) => (route.prefix ? [`ANY ${route.path}`, `ANY ${route.path}/{proxy+}`] : [`ANY ${route.path}`])).sort(),
    );
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', apiRoutes.length);
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', { IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
  });

  it('outputs the site URL (not the execute-api URL), table name, prescriptions bucket name, staff policy ARN and the staff console settings', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(Object.keys(outputs).sort()).toEqual([
      'AlarmTopicArn',
      'PrescriptionsBucketName',
      'SiteUrl',
      'StaffConsoleUrl',
      'StaffPolicyArn',
      'StaffUserPoolClientId',
      'StaffUserPoolId',
      'TableName',
    ]);
    expect(outputs.TableName!.Value).toEqual({ Ref: logicalId('Data/Table/Resource') });
    expect(outputs.PrescriptionsBucketName!.Value).toEqual({ Ref: logicalId('Data/PrescriptionsBucket/Resource') });
    expect(outputs.StaffPolicyArn!.Value).toEqual({ Ref: logicalId('StaffAccess/Policy/Resource') });
    expect(JSON.stringify(outputs.SiteUrl!.Value)).toContain(logicalId('Site/Distribution/Resource'));
  });
});

/**
 * The resources each resource references: the logical ids in its Ref, Fn::GetAtt and DependsOn, anywhere in it.
 * @returns logical id → the ids it needs first
 */
function resourceReferences(resources: Record<string, unknown>): Map<string, Set<string>> {
  const references = new Map<string, Set<string>>();
  const visit = (node: unknown, into: Set<string>): void => {
    if (Array.isArray(node)) node.forEach((child) => visit(child, into));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'Ref' && typeof value === 'string') into.add(value);
        else if (key === 'Fn::GetAtt') into.add(Array.isArray(value) ? String(value[0]) : String(value).split('.')[0]!);
        else if (key === 'DependsOn') [value].flat().forEach((id) => into.add(String(id)));
        else visit(value, into);
      }
    }
  };
  for (const [id, resource] of Object.entries(resources)) {
    const into = new Set<string>();
    visit(resource, into);
    references.set(id, new Set([...into].filter((ref) => ref !== id && ref in resources)));
  }
  return references;
}

describe('the template CloudFormation deploys', () => {
  // CloudFormation refuses a stack whose resources reference each other in a circle (and synth does not notice): the
  // staff console's address, for one, reaches both the user pool's invitation and the notifier.
  it('has no reference cycle between its resources', () => {
    const references = resourceReferences(template.toJSON().Resources as Record<string, unknown>);
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[][] = [];
    const walk = (id: string, path: string[]): void => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(id)), id]);
        return;
      }
      state.set(id, 'visiting');
      for (const next of references.get(id) ?? []) walk(next, [...path, id]);
      state.set(id, 'done');
    };
    for (const id of references.keys()) walk(id, []);
    expect(cycles).toEqual([]);
    expect(references.size).toBeGreaterThan(50); // the walk saw the real template
  });
});

describe('S3', () => {
  it('reaches the site and console buckets only through CloudFront Origin Access Control, each from its own distribution; no bucket policy allows the public', () => {
    const controls = resources('AWS::CloudFront::OriginAccessControl');
    expect(Object.keys(controls)).toHaveLength(2);
    for (const oac of Object.values(controls))
      expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      });
    for (const [config, prefix] of [
      [distributionConfig(), 'Site'],
      [consoleDistributionConfig(), 'StaffConsole'],
    ] as const) {
      const bucketOrigin = config.Origins.find((origin: any) => origin.S3OriginConfig);
      expect(Object.keys(controls)).toContain(bucketOrigin.OriginAccessControlId['Fn::GetAtt'][0]);
      expect(bucketOrigin.S3OriginConfig.OriginAccessIdentity).toBe(''); // no legacy OAI
      const bucketPolicy = Object.values(resources('AWS::S3::BucketPolicy')).find(
        (p) => p.Properties.Bucket.Ref === logicalId(`${prefix}/Bucket/Resource`),
      )!;
      const cloudFrontRead = bucketPolicy.Properties.PolicyDocument.Statement.find(
        (s: any) => s.Principal?.Service === 'cloudfront.amazonaws.com',
      );
      expect(cloudFrontRead).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
      expect(JSON.stringify(cloudFrontRead.Condition.StringEquals['AWS:SourceArn'])).toContain(
        logicalId(`${prefix}/Distribution/Resource`),
      );
    }

    for (const policy of Object.values(resources('AWS::S3::BucketPolicy'))) {
      for (const statement of policy.Properties.PolicyDocument.Statement) {
        if (statement.Effect !== 'Allow') continue;
        expect(statement.Principal).not.toBe('*');
        expect(statement.Principal?.AWS).not.toBe('*');
        expect(statement.Principal).not.toHaveProperty('CanonicalUser');
      }
    }
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.resourcePropertiesCountIs('AWS::S3::Bucket', { WebsiteConfiguration: Match.anyValue() }, 0);
  });

  it('encrypts every bucket at rest', () => {
    template.allResourcesProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
  });

  it('refuses non-TLS and pre-TLS-1.2 requests on every bucket', () => {
    const buckets = Object.keys(resources('AWS::S3::Bucket'));
    const policies = Object.values(resources('AWS::S3::BucketPolicy'));
    for (const bucket of buckets) {
      const statements = policies.find((p) => p.Properties.Bucket.Ref === bucket)?.Properties.PolicyDocument.Statement ?? [];
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Principal: { AWS: '*' },
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
      );
    }
  });

  it('versions the prescriptions bucket and retains it with the stack', () => {
    const bucket = resources('AWS::S3::Bucket')[logicalId('Data/PrescriptionsBucket/Resource')]!;
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.Properties.OwnershipControls.Rules).toEqual([{ ObjectOwnership: 'BucketOwnerEnforced' }]);
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(resources('AWS::S3::Bucket')[logicalId('Data/LogBucket/Resource')]!.DeletionPolicy).toBe('Retain');
  });

  it('expires current prescription files at 180 days and their noncurrent versions 1 day later (181 days at most), and aborts stale multipart uploads', () => {
    expect(PRESCRIPTION_RETENTION_DAYS).toBe(180);
    const rules = resources('AWS::S3::Bucket')[logicalId('Data/PrescriptionsBucket/Resource')]!.Properties.LifecycleConfiguration.Rules;
    const expiry = rules.find((rule: { Id: string }) => rule.Id === 'expire-prescriptions-after-180-days');
    expect(expiry.Status).toBe('Enabled');
    expect(expiry.ExpirationInDays).toBe(180);
    expect(expiry.NoncurrentVersionExpiration).toEqual({ NoncurrentDays: 1 });
    expect(expiry.AbortIncompleteMultipartUpload).toEqual({ DaysAfterInitiation: 1 });
    // The longest a file can live: current life plus noncurrent life.
    expect(expiry.ExpirationInDays + expiry.NoncurrentVersionExpiration.NoncurrentDays).toBe(181);
    expect(rules).toContainEqual(expect.objectContaining({ Status: 'Enabled', ExpiredObjectDeleteMarker: true }));
    for (const rule of rules) expect(rule).not.toHaveProperty('Prefix'); // the whole bucket
  });

  it('sends S3 server access logs of the site and prescriptions buckets to the log bucket, which expires them', () => {
    const logBucket = logicalId('Data/LogBucket/Resource');
    for (const path of ['Site/Bucket/Resource', 'Data/PrescriptionsBucket/Resource']) {
      expect(resources('AWS::S3::Bucket')[logicalId(path)]!.Properties.LoggingConfiguration.DestinationBucketName).toEqual({
        Ref: logBucket,
      });
    }
    const log = resources('AWS::S3::Bucket')[logBucket]!.Properties;
    expect(log.LifecycleConfiguration.Rules).toContainEqual(expect.objectContaining({ Status: 'Enabled', ExpirationInDays: 365 }));
    // CloudFront standard logging needs ACLs on its target bucket.
    expect(log.OwnershipControls.Rules).toEqual([{ ObjectOwnership: 'BucketOwnerPreferred' }]);
  });
});

describe('origin secret (x-origin-verify)', () => {
  const secretId = () => logicalId('OriginVerifySecret/Resource');
  const apiOrigin = () => {
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/api/*');
    return config.Origins.find((origin: any) => origin.Id === api.TargetOriginId);
  };
  /** The dynamic reference CloudFormation resolves at deploy time: the value itself is never in the template. */
  const reference = () => ({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId() }, ':SecretString:::}}']] });

  it('generates the value in Secrets Manager (48 letters and digits)', () => {
    expect(resources('AWS::SecretsManager::Secret')[secretId()]!.Properties.GenerateSecretString).toEqual({
      PasswordLength: 48,
      ExcludePunctuation: true,
    });
  });

  it('has CloudFront send it as x-origin-verify to the API origin', () => {
    expect(apiOrigin().OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: reference() }]);
  });

  it('sends it to no other origin', () => {
    const others = distributionConfig().Origins.filter((origin: any) => origin.Id !== apiOrigin().Id);
    expect(JSON.stringify(others)).not.toContain(secretId());
  });

  it.each(apiRoutes.map((route) => route.name))('gives it to the %s function as ORIGIN_VERIFY_SECRET', (name) => {
    const pascal = name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
    const fn = resources('AWS::Lambda::Function')[logicalId(`Api/${pascal}/Function/Resource`)]!;
    expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET).toEqual(reference());
  });
});

describe('one secret per purpose (contracts/deployment/function-keys.ts)', () => {
  const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
  const environment = (name: string): Record<string, unknown> =>
    resources('AWS::Lambda::Function')[logicalId(`Api/${pascal(name)}/Function/Resource`)]!.Properties.Environment.Variables;
  const secretOf = (constructPath: string) => logicalId(`${constructPath}/Resource`);
  /** The dynamic reference to the secret `id`, as CloudFormation resolves it at deploy time. */
  const reference = (id: string) => ({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: id }, ':SecretString:::}}']] });
  const keys = [
    { env: UNSUBSCRIBE_KEY.env, secret: 'UnsubscribeKeySecret', routes: ['track', 'catalogue', 'reminders'] },
    { env: COMMENT_CLIENT_KEY.env, secret: 'CommentClientKeySecret', routes: ['post-comment'] },
  ];

  it('keeps the origin-verify value, the unsubscribe-token key and the comment-client key in three secrets, each generated', () => {
    const ids = ['OriginVerifySecret', ...keys.map((key) => key.secret)].map(secretOf);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(resources('AWS::SecretsManager::Secret')[id]!.Properties.GenerateSecretString).toBeDefined();
  });

  it.each(keys)('gives $env, a reference to its own secret, to $routes alone', ({ env, secret, routes }) => {
    for (const route of apiRoutes) {
      const value = environment(route.name)[env];
      if (routes.includes(route.name)) expect(value, route.name).toEqual(reference(secretOf(secret)));
      else expect(value, route.name).toBeUndefined();
    }
  });

  it('names in each function only the secrets it uses: the origin-verify value, and at most its own key', () => {
    const others = (own: string | undefined) => keys.map((key) => secretOf(key.secret)).filter((id) => id !== own);
    for (const route of apiRoutes) {
      const own = keys.find((key) => key.routes.includes(route.name));
      const text = JSON.stringify(environment(route.name));
      for (const id of others(own && secretOf(own.secret))) expect(text, route.name).not.toContain(id);
    }
  });

  it('reads no secret at run time: no role may call Secrets Manager', () => {
    const statements = Object.values(resources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>,
    );
    expect(statements.flatMap((statement) => [statement.Action].flat()).filter((action) => action.startsWith('secretsmanager:'))).toEqual(
      [],
    );
  });
});

describe('alarms', () => {
  const topicId = () => logicalId('Alarms/Topic/Resource');
  const alarmProps = (name: string) => resources('AWS::CloudWatch::Alarm')[logicalId(`Alarms/${name}/Resource`)]!.Properties;

  it('has one alarm topic that requires TLS to publish', () => {
    const policy = Object.values(resources('AWS::SNS::TopicPolicy')).find((p) => JSON.stringify(p.Properties.Topics).includes(topicId()))!;
    expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('lets AWS Budgets publish to it, for this account only', () => {
    const policy = Object.values(resources('AWS::SNS::TopicPolicy')).find((p) => JSON.stringify(p.Properties.Topics).includes(topicId()))!;
    const statement = policy.Properties.PolicyDocument.Statement.find((s: any) => s.Sid === 'BudgetsPublish');
    expect(statement.Condition).toEqual({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } });
  });

  it('subscribes no e-mail without medvika:alarmEmail', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('notifies the topic from every alarm', () => {
    const alarms = Object.values(resources('AWS::CloudWatch::Alarm'));
    // Errors and throttles of each function: one per route, plus the notifier; the two field-data alarms (FieldMetrics);
    // and UploadsPaused, when the day's upload-byte budget refuses an upload.
    expect(alarms.length).toBe(7 + 2 * (apiRoutes.length + 1) + 2);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId() }]);
  });

  it.each([
    ['Api5xx', 'AWS/ApiGateway', '5xx', 5],
    ['Api4xx', 'AWS/ApiGateway', '4xx', 100],
    ['GetCommentsErrors', 'AWS/Lambda', 'Errors', 5],
    ['SubmitFormThrottles', 'AWS/Lambda', 'Throttles', 1],
    ['PrescriptionPutObjects', 'AWS/S3', 'PutRequests', 200],
    ['PrescriptionBucketSize', 'AWS/S3', 'BucketSizeBytes', 5 * 1024 ** 3],
    ['TableReadCapacity', 'AWS/DynamoDB', 'ConsumedReadCapacityUnits', 30_000],
    ['TableWriteCapacity', 'AWS/DynamoDB', 'ConsumedWriteCapacityUnits', 3_000],
  ])('%s watches %s %s', (name, namespace, metric) => {
    expect([alarmProps(name).Namespace, alarmProps(name).MetricName]).toEqual([namespace, metric]);
  });

  it.each([
    ['Api5xx', 5],
    ['Api4xx', 100],
    ['PrescriptionPutObjects', 200],
    ['PrescriptionBucketSize', 5 * 1024 ** 3],
    ['TableWriteCapacity', 3_000],
  ])('%s alarms at %d', (name, threshold) => {
    expect(alarmProps(name).Threshold).toBe(threshold);
  });

  it.each(apiRoutes.map((route) => route.name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())))(
    'watches errors and throttles of %s',
    (pascal) => {
      expect([alarmProps(`${pascal}Errors`).MetricName, alarmProps(`${pascal}Throttles`).MetricName]).toEqual(['Errors', 'Throttles']);
    },
  );

  it('counts PutObject through the request-metrics configuration of the prescriptions bucket', () => {
    const bucket = resources('AWS::S3::Bucket')[logicalId('Data/PrescriptionsBucket/Resource')]!.Properties;
    expect(bucket.MetricsConfigurations).toEqual([{ Id: 'EntireBucket' }]);
    expect(alarmProps('PrescriptionPutObjects').Dimensions).toContainEqual({ Name: 'FilterId', Value: 'EntireBucket' });
  });

  it('watches the API stage by its id and stage name', () => {
    expect(alarmProps('Api5xx').Dimensions).toContainEqual({ Name: 'ApiId', Value: { Ref: logicalId('Api/HttpApi/Resource') } });
  });

  it('sets a monthly cost budget of 20 USD by default', () => {
    const [, budget] = only(resources('AWS::Budgets::Budget'));
    expect(budget.Properties.Budget).toMatchObject({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 20, Unit: 'USD' } });
  });

  it('notifies the topic at 80 % actual and 100 % forecast spend', () => {
    const [, budget] = only(resources('AWS::Budgets::Budget'));
    const notifications = budget.Properties.NotificationsWithSubscribers as Array<{
      Notification: Record<string, unknown>;
      Subscribers: unknown[];
    }>;
    expect(notifications.map((n) => [n.Notification.NotificationType, n.Notification.Threshold])).toEqual([
      ['ACTUAL', 80],
      ['FORECASTED', 100],
    ]);
    for (const n of notifications) expect(n.Subscribers).toEqual([{ SubscriptionType: 'SNS', Address: { Ref: topicId() } }]);
  });
});

describe('retention', () => {
  it('keeps every CloudWatch log group (API access log, functions, deployment helper) one year by default', () => {
    const retentions = Object.values(resources('AWS::Logs::LogGroup')).map((group) => group.Properties.RetentionInDays);
    expect(retentions.length).toBeGreaterThan(3);
    expect(new Set(retentions)).toEqual(new Set([365]));
  });
});

describe('DynamoDB', () => {
  it('has point-in-time recovery enabled', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } });
  });

  it('is the docs/architecture/data-model.md table: pk/sk, kind-createdAt and queue-createdAt GSIs projecting a list row, the comments-only GSI, the staff search GSI, on-demand, TTL, encrypted, protected, retained', () => {
    const [, table] = only(resources('AWS::DynamoDB::Table'));
    expect(table.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: [
        {
          IndexName: tableDesign.kindIndex.name,
          KeySchema: [
            { AttributeName: tableDesign.kindIndex.partitionKey, KeyType: 'HASH' },
            { AttributeName: tableDesign.kindIndex.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...tableDesign.kindIndex.projected] },
        },
        {
          IndexName: tableDesign.commentsIndex.name,
          KeySchema: [
            { AttributeName: tableDesign.commentsIndex.partitionKey, KeyType: 'HASH' },
            { AttributeName: tableDesign.commentsIndex.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...tableDesign.commentsIndex.projected] },
        },
        {
          IndexName: tableDesign.queueIndex.name,
          KeySchema: [
            { AttributeName: tableDesign.queueIndex.partitionKey, KeyType: 'HASH' },
            { AttributeName: tableDesign.queueIndex.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...tableDesign.queueIndex.projected] },
        },
        {
          IndexName: tableDesign.searchIndex.name,
          KeySchema: [
            { AttributeName: tableDesign.searchIndex.partitionKey, KeyType: 'HASH' },
            { AttributeName: tableDesign.searchIndex.sortKey, KeyType: 'RANGE' },
          ],
          // The staff search's index carries no contact detail: only the key terms and the creation time.
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['createdAt'] },
        },
        {
          IndexName: outboxIndex.name,
          KeySchema: [
            { AttributeName: outboxIndex.partitionKey, KeyType: 'HASH' },
            { AttributeName: outboxIndex.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
      TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true },
      DeletionProtectionEnabled: true,
    });
    for (const attribute of table.Properties.AttributeDefinitions) expect(attribute.AttributeType).toBe('S');
    expect(table.DeletionPolicy).toBe('Retain');
  });
});

describe('CloudFront', () => {
  it('routes pages with one function on the default behavior only (viewer request and response), with no distribution-wide error responses', () => {
    const [functionId, pageRouting] = only(
      Object.fromEntries(
        Object.entries(resources('AWS::CloudFront::Function')).filter(([id]) => id === logicalId('Site/PageRouting/Resource')),
      ),
    );
    // The build's page list is part of the code (synth time).
    expect(pageRouting.Properties.FunctionCode).toBe(pageRoutingCode(FAKE_PAGE_ROUTES));
    expect(pageRouting.Properties.FunctionCode).toContain('["/","/about","/staff"]');
    expect(pageRouting.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const config = distributionConfig();
    const arn = { 'Fn::GetAtt': [functionId, 'FunctionARN'] };
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: arn },
      { EventType: 'viewer-response', FunctionARN: arn },
    ]);
    for (const behavior of config.CacheBehaviors) expect(JSON.stringify(behavior)).not.toContain(functionId);
    expect(config).not.toHaveProperty('CustomErrorResponses');
  });

  it('serves /api/* uncached, with every method and every viewer header but Host, through the api-path function', () => {
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId('Site/ApiPath/Resource'), 'FunctionARN'] } },
      ],
    });
    expect([...api.AllowedMethods].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const apiOrigin = config.Origins.find((origin: any) => origin.Id === api.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(logicalId('Api/HttpApi/Resource'));
    expect(apiOrigin).not.toHaveProperty('OriginPath'); // $default stage
  });

  describe('GET comments cached 10 s', () => {
    const comments = () => distributionConfig().CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/api/comments*');
    const policy = () => resources('AWS::CloudFront::CachePolicy')[comments().CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    const keyed = () => policy().ParametersInCacheKeyAndForwardedToOrigin;

    it('has a /api/comments* behavior evaluated before /api/*', () => {
      expect(COMMENTS_PATH_PATTERN).toBe('/api/comments*');
      const patterns = distributionConfig().CacheBehaviors.map((behavior: any) => behavior.PathPattern);
      expect(patterns.indexOf('/api/comments*')).toBeLessThan(patterns.indexOf('/api/*'));
    });
    it('sends it to the API origin', () => {
      const api = distributionConfig().CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/api/*');
      expect(comments().TargetOriginId).toBe(api.TargetOriginId);
    });
    it("keeps answers exactly 10 s (min = default = max, so the handler's no-store does not prevent it)", () => {
      expect([policy().MinTTL, policy().DefaultTTL, policy().MaxTTL]).toEqual([10, 10, 10]);
    });
    it('keys the cache on the post and cursor query parameters only', () => {
      expect(keyed().QueryStringsConfig).toEqual({ QueryStringBehavior: 'whitelist', QueryStrings: ['post', 'cursor'] });
    });
    it('keys on no header', () => {
      expect(keyed().HeadersConfig).toEqual({ HeaderBehavior: 'none' });
    });
    it('keys on no cookie', () => {
      expect(keyed().CookiesConfig).toEqual({ CookieBehavior: 'none' });
    });
    it('forwards nothing beyond the cache key to the API', () => {
      const request = resources('AWS::CloudFront::OriginRequestPolicy')[comments().OriginRequestPolicyId.Ref]!.Properties
        .OriginRequestPolicyConfig;
      expect([request.QueryStringsConfig, request.HeadersConfig, request.CookiesConfig]).toEqual([
        { QueryStringBehavior: 'none' },
        { HeaderBehavior: 'none' },
        { CookieBehavior: 'none' },
      ]);
    });
    it('caches only GET and HEAD, but lets every method reach the handler (its JSON 405)', () => {
      expect([...comments().CachedMethods].sort()).toEqual(['GET', 'HEAD']);
      expect(comments().AllowedMethods).toHaveLength(7);
    });
    it('runs the api-path function (trailing slash) on it too', () => {
      expect(comments().FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId('Site/ApiPath/Resource'), 'FunctionARN'] } },
      ]);
    });
  });

  describe('GET availability cached 30 s', () => {
    const availability = () =>
      distributionConfig().CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/api/catalogue/availability*');
    const policy = () => resources('AWS::CloudFront::CachePolicy')[availability().CachePolicyId.Ref]!.Properties.CachePolicyConfig;

    it('has a /api/catalogue/availability* behavior on the API origin, evaluated before /api/*', () => {
      expect(AVAILABILITY_PATH_PATTERN).toBe('/api/catalogue/availability*');
      const patterns = distributionConfig().CacheBehaviors.map((behavior: any) => behavior.PathPattern);
      expect(patterns.indexOf(AVAILABILITY_PATH_PATTERN)).toBeLessThan(patterns.indexOf('/api/*'));
      const api = distributionConfig().CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/api/*');
      expect(availability().TargetOriginId).toBe(api.TargetOriginId);
    });
    it('keeps answers exactly 30 s, keyed by the ids parameter alone', () => {
      expect([policy().MinTTL, policy().DefaultTTL, policy().MaxTTL]).toEqual([30, 30, 30]);
      expect(policy().ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['ids'] },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
      });
    });
    it('takes only GET and HEAD', () => {
      expect([...availability().AllowedMethods].sort()).toEqual(['GET', 'HEAD']);
    });
  });

  it('caches hashed assets for a year and makes the default behavior follow the object headers', () => {
    const config = distributionConfig();
    const assets = config.CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/assets/*');
    expect(assets.FunctionAssociations).toBeUndefined();
    const policies = resources('AWS::CloudFront::CachePolicy');
    const assetPolicy = policies[assets.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(assetPolicy).toMatchObject({ DefaultTTL: 31_536_000, MaxTTL: 31_536_000, MinTTL: 86_400 });
    const pagePolicy = policies[config.DefaultCacheBehavior.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(pagePolicy.MinTTL).toBe(0); // index.html's no-cache is honoured
    for (const policy of [assetPolicy, pagePolicy]) {
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      });
    }
  });

  it('redirects to HTTPS, compresses, speaks HTTP/2 and HTTP/3, has a default root object and logs to the log bucket', () => {
    const config = distributionConfig();
    expect(config).toMatchObject({
      DefaultRootObject: 'index.html',
      HttpVersion: 'http2and3',
      IPV6Enabled: true,
      PriceClass: 'PriceClass_200',
    });
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.Compress).toBe(true);
      expect(['redirect-to-https', 'https-only']).toContain(behavior.ViewerProtocolPolicy);
    }
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.Logging).toMatchObject({
      IncludeCookies: false,
      Prefix: 'cloudfront/',
      Bucket: { 'Fn::GetAtt': [logicalId('Data/LogBucket/Resource'), 'RegionalDomainName'] },
    });
    // Without a custom certificate CloudFront's default one is used (TLSv1.2_2021 applies with domainNames + certificateArn).
    expect(config).not.toHaveProperty('ViewerCertificate');
  });

  it('adds the security headers of infra/security-headers.ts to the site: CSP (self + map frames), HSTS, nosniff, no framing, referrer and permissions policies', () => {
    const config = distributionConfig();
    const siteHeadersId = logicalId('Site/SiteHeaders/Resource');
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: siteHeadersId });
    expect(config.CacheBehaviors.find((b: any) => b.PathPattern === '/assets/*').ResponseHeadersPolicyId).toEqual({ Ref: siteHeadersId });
    const policy = resources('AWS::CloudFront::ResponseHeadersPolicy')[siteHeadersId]!.Properties.ResponseHeadersPolicyConfig;
    const security = policy.SecurityHeadersConfig;
    // The shop's CSP is plain text: no deploy-time origin (Cognito, the prescriptions bucket) is joined in.
    const csp = security.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp).toBe(expectedHeaders['content-security-policy']);
    expect(security.ContentSecurityPolicy.Override).toBe(true);
    expect(csp).toContain(`frame-src ${MAP_EMBED_ORIGIN};`);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/cognito|amazonaws|s3\./);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    const hsts = expectedHeaders['strict-transport-security']!;
    expect(security.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: Number(/max-age=(\d+)/.exec(hsts)![1]),
      IncludeSubdomains: hsts.includes('includeSubDomains'),
      Override: true,
    });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: expectedHeaders['x-frame-options'], Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: expectedHeaders['referrer-policy'], Override: true });
    expect(policy.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: expectedHeaders['permissions-policy'], Override: true },
    ]);

    // The API keeps its own stricter headers; CloudFront only fills in missing ones.
    const apiPolicyId = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*').ResponseHeadersPolicyId.Ref;
    const apiSecurity = resources('AWS::CloudFront::ResponseHeadersPolicy')[apiPolicyId]!.Properties.ResponseHeadersPolicyConfig
      .SecurityHeadersConfig;
    for (const header of Object.values(apiSecurity) as Array<{ Override: boolean }>) expect(header.Override).toBe(false);
  });

  it('deploys the build with immutable assets, no-cache HTML pages and an invalidation', () => {
    const destination = { Ref: logicalId('Site/Bucket/Resource') };
    const deployments = Object.values(resources('Custom::CDKBucketDeployment'))
      .map((d) => d.Properties)
      .filter((d) => JSON.stringify(d.DestinationBucketName) === JSON.stringify(destination));
    expect(deployments).toHaveLength(3);
    const assets = deployments.find((d) => JSON.stringify(d.Include) === '["assets/*"]');
    expect(assets).toMatchObject({ Exclude: ['*'], Prune: false, SystemMetadata: { 'cache-control': ASSET_CACHE_CONTROL } });
    const index = deployments.find((d) => JSON.stringify(d.Include) === '["*.html"]');
    expect(index).toMatchObject({
      Exclude: ['*'],
      SystemMetadata: { 'cache-control': INDEX_CACHE_CONTROL },
      DistributionId: { Ref: logicalId('Site/Distribution/Resource') },
      DistributionPaths: ['/*'],
    });
    const rest = deployments.find((d) => d !== assets && d !== index);
    expect(rest).toMatchObject({ Exclude: ['assets/*', '*.html', 'page-routes.json'] });
    expect(rest).not.toHaveProperty('Include');
    // The pages go last, so they never point at assets that are not uploaded yet.
    const indexResource = Object.values(template.toJSON().Resources as Record<string, any>).find(
      (r) => r.Properties?.Include?.[0] === '*.html',
    );
    expect(indexResource.DependsOn).toContain(logicalId('Site/DeployPublicFiles/CustomResource-512MiB/Default'));
  });

  it('publishes the staff console settings as /staff/config.json on the console origin with the pool and client ids filled in at deploy time', () => {
    const rest = Object.values(resources('Custom::CDKBucketDeployment'))
      .map((d) => d.Properties)
      .find((d) => JSON.stringify(d.Exclude) === '["assets/*","*.html"]')!;
    expect(rest.DestinationBucketName).toEqual({ Ref: logicalId('StaffConsole/Bucket/Resource') });
    expect(rest.SourceBucketNames).toHaveLength(2);
    const markers = JSON.stringify(rest.SourceMarkers);
    expect(markers).toContain(JSON.stringify({ Ref: logicalId('StaffIdentity/UserPool/Resource') }));
    expect(markers).toContain(JSON.stringify({ Ref: logicalId('StaffIdentity/UserPool/ConsoleClient/Resource') }));
  });
});

describe('the staff console on its own origin', () => {
  /** The console distribution's behavior for `pattern`. */
  const behavior = (pattern: string) => consoleDistributionConfig().CacheBehaviors.find((b: any) => b.PathPattern === pattern);

  it('serves the console from a bucket of its own, every /staff path its document, through its own routing function', () => {
    const config = consoleDistributionConfig();
    const origin = config.Origins.find((o: any) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [logicalId('StaffConsole/Bucket/Resource'), 'RegionalDomainName'] });
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId('StaffConsole/ConsoleRouting/Resource'), 'FunctionARN'] } },
    ]);
    // The shop's distribution serves nothing of the console any more: no /staff page in its routing.
    expect(JSON.stringify(distributionConfig())).not.toContain(logicalId('StaffConsole/Bucket/Resource'));
  });

  it("answers 404 on the shop's distribution for /staff and below: its page routing as synthesized, and no /staff behavior", () => {
    // FAKE_PAGE_ROUTES still lists /staff as a page, as an older build did: the function refuses it all the same.
    const code = resources('AWS::CloudFront::Function')[logicalId('Site/PageRouting/Resource')]!.Properties.FunctionCode as string;
    const { handler } = loadCloudFrontFunctionCode(code, 'page-routing.js');
    for (const path of ['/staff', '/staff/records/RX-1', '/staff/config.json']) {
      expect((handler(viewerRequest(path)) as CloudFrontRequest).uri, path).toBe('/404.html');
      expect((handler(viewerResponse(path, 200)) as CloudFrontResponse).statusCode, path).toBe(404);
    }
    const patterns = (distributionConfig().CacheBehaviors as Array<{ PathPattern: string }>).map((b) => b.PathPattern);
    expect(patterns.filter((pattern) => pattern.startsWith('/staff'))).toEqual([]);
  });

  it('routes /api/staff/* to the API, forwarding cookies only on the session path', () => {
    const patterns = consoleDistributionConfig().CacheBehaviors.map((b: any) => b.PathPattern);
    // The session path is matched first: CloudFront takes the first behavior whose pattern matches.
    expect(patterns).toEqual(['/assets/*', '/api/staff/session*', '/api/staff/*']);
    const session = behavior('/api/staff/session*');
    const staffApi = behavior('/api/staff/*');
    for (const api of [session, staffApi]) {
      expect(api.AllowedMethods).toHaveLength(7);
      expect(api.ViewerProtocolPolicy).toBe('https-only');
    }
    // AWS managed policy "AllViewerExceptHostHeader" (every viewer header, cookie and query string but Host).
    expect(session.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    const staffApiPolicy = resources('AWS::CloudFront::OriginRequestPolicy')[staffApi.OriginRequestPolicyId.Ref]!.Properties
      .OriginRequestPolicyConfig;
    expect(staffApiPolicy.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    expect(staffApiPolicy.HeadersConfig).toEqual({ HeaderBehavior: 'allExcept', Headers: ['Host'] });
    // The default and asset behaviors (S3) forward no cookie either.
    for (const s3Behavior of [consoleDistributionConfig().DefaultCacheBehavior, behavior('/assets/*')])
      expect(s3Behavior.OriginRequestPolicyId).toBeUndefined();
  });

  it('has its own CSP, which allows Cognito and the prescriptions bucket', () => {
    const policyId = consoleDistributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId.Ref;
    expect(policyId).toBe(logicalId('StaffConsole/ConsoleHeaders/Resource'));
    expect(behavior('/assets/*').ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const security = resources('AWS::CloudFront::ResponseHeadersPolicy')[policyId]!.Properties.ResponseHeadersPolicyConfig
      .SecurityHeadersConfig;
    // The CSP joins the bucket's regional domain name (a deploy-time value) into the text.
    const parts = security.ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'][1] as unknown[];
    for (const token of parts.filter((part) => typeof part !== 'string'))
      expect(token).toEqual({ 'Fn::GetAtt': [logicalId('Data/PrescriptionsBucket/Resource'), 'RegionalDomainName'] });
    const csp = parts.map((part) => (typeof part === 'string' ? part : 'BUCKET')).join('');
    expect(csp).toBe(expectedConsoleHeaders['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://cognito-idp.ap-south-1.amazonaws.com;");
    expect(csp).toContain('frame-src https://BUCKET;');
  });

  it('is the only origin the session function answers (STAFF_CONSOLE_ORIGIN), and is named in the outputs', () => {
    const sessionFunction = Object.values(resources('AWS::Lambda::Function')).find(
      (fn) => fn.Properties.Environment?.Variables?.STAFF_CONSOLE_ORIGIN !== undefined,
    )!;
    expect(sessionFunction.Properties.Environment.Variables.STAFF_CONSOLE_ORIGIN).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId('StaffConsole/Distribution/Resource'), 'DomainName'] }]],
    });
    expect(template.toJSON().Outputs.StaffConsoleUrl.Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId('StaffConsole/Distribution/Resource'), 'DomainName'] }, '/staff']],
    });
  });
});

describe('API Gateway', () => {
  it('throttles the stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
    });
  });

  describe('per-route throttles (stage route settings)', () => {
    const routeSettings = () =>
      only(resources('AWS::ApiGatewayV2::Stage'))[1].Properties.RouteSettings as Record<string, Record<string, number>>;
    it.each([
      ['ANY /api/submit-form', 5, 10],
      ['ANY /api/staff', 5, 10],
      ['ANY /api/staff/{proxy+}', 5, 10],
      ['ANY /api/post-comment', 10, 20],
      ['ANY /api/comments', 20, 40],
    ])('%s: rate %d rps', (routeKey, rate) => {
      expect(routeSettings()[routeKey]!.ThrottlingRateLimit).toBe(rate);
    });
    it.each([
      ['ANY /api/submit-form', 10],
      ['ANY /api/staff', 10],
      ['ANY /api/staff/{proxy+}', 10],
      ['ANY /api/post-comment', 20],
      ['ANY /api/comments', 40],
    ])('%s: burst %d', (routeKey, burst) => {
      expect(routeSettings()[routeKey]!.ThrottlingBurstLimit).toBe(burst);
    });
    it('has settings for every route, and only for existing routes', () => {
      const keys = Object.values(resources('AWS::ApiGatewayV2::Route'))
        .map((route) => route.Properties.RouteKey)
        .sort();
      expect(Object.keys(routeSettings()).sort()).toEqual(keys);
    });
    it('creates the stage after the routes its settings name', () => {
      const stage = (template.toJSON().Resources as Record<string, { Type: string; DependsOn?: string[] }>)[
        only(resources('AWS::ApiGatewayV2::Stage'))[0]
      ]!;
      for (const routeId of Object.keys(resources('AWS::ApiGatewayV2::Route'))) expect(stage.DependsOn).toContain(routeId);
    });
  });

  it('writes JSON access logs without paths, query strings, bodies or client addresses to a log group with retention', () => {
    const [, stage] = only(resources('AWS::ApiGatewayV2::Stage'));
    const { DestinationArn, Format } = stage.Properties.AccessLogSettings;
    expect(DestinationArn).toEqual({ 'Fn::GetAtt': [logicalId('Api/AccessLogs/Resource'), 'Arn'] });
    const format = JSON.parse(Format) as Record<string, string>;
    expect(format).toEqual(API_ACCESS_LOG_FORMAT);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
      integrationErrorMessage: '$context.integrationErrorMessage',
    });
    for (const forbidden of ['$context.path', '$context.identity.sourceIp', '$context.identity.userAgent', 'rawQueryString']) {
      expect(Format).not.toContain(forbidden);
    }
    expect(resources('AWS::Logs::LogGroup')[logicalId('Api/AccessLogs/Resource')]!.Properties.RetentionInDays).toBe(365);
  });
});

describe('Lambda', () => {
  const fnOf = (name: string) => {
    const pascal = name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
    return { id: logicalId(`Api/${pascal}/Function/Resource`), role: logicalId(`Api/${pascal}/Role/Resource`), pascal };
  };

  it('uses the shared defaults: arm64, Node.js 24, source maps, 10 s, 512 MiB (1,769 MiB where photos are re-encoded), its own log group with retention', () => {
    for (const route of apiRoutes) {
      const { id, pascal } = fnOf(route.name);
      const fn = resources('AWS::Lambda::Function')[id]!.Properties;
      const memory =
        route.name === 'submit-form' || route.name === 'privacy' || route.name === 'track'
          ? IMAGE_REENCODING_MEMORY_MIB
          : route.name === 'vitals'
            ? VITALS_MEMORY_MIB
            : 512;
      expect(fn).toMatchObject({
        Architectures: ['arm64'],
        Runtime: API_RUNTIME.name,
        Handler: 'index.handler',
        Timeout: 10,
        MemorySize: memory,
      });
      expect(fn.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
      const logGroup = logicalId(`Api/${pascal}/LogGroup/Resource`);
      expect(fn.LoggingConfig).toEqual({ LogGroup: { Ref: logGroup } });
      expect(resources('AWS::Logs::LogGroup')[logGroup]!.Properties.RetentionInDays).toBe(365);
      expect(fn.Role).toEqual({ 'Fn::GetAtt': [fnOf(route.name).role, 'Arn'] });
    }
  });

  it.each([
    ['get-comments', 10],
    ['catalogue', 5],
    ['post-comment', 5],
    ['submit-form', 5],
    ['staff-api', 5],
    ['track', 5],
    ['privacy', 3],
    ['vitals', 3],
    ['reminders', 2],
    ['staff-session', 2],
  ])('reserves concurrency for %s: %d', (name, reserved) => {
    expect(resources('AWS::Lambda::Function')[fnOf(name).id]!.Properties.ReservedConcurrentExecutions).toBe(reserved);
  });

  it('reserves 45 executions in all, so an account quota of 55 keeps the 10 Lambda requires unreserved', () => {
    const total = apiRoutes.reduce(
      (sum, route) => sum + (resources('AWS::Lambda::Function')[fnOf(route.name).id]!.Properties.ReservedConcurrentExecutions as number),
      0,
    );
    expect(total).toBe(45);
  });

  it('gives TABLE_NAME to every function and BUCKET_NAME only to the one that uses the bucket', () => {
    for (const route of apiRoutes) {
      const variables = resources('AWS::Lambda::Function')[fnOf(route.name).id]!.Properties.Environment.Variables;
      expect(variables.TABLE_NAME).toEqual({ Ref: logicalId('Data/Table/Resource') });
      if (route.usesBucket) expect(variables.BUCKET_NAME).toEqual({ Ref: logicalId('Data/PrescriptionsBucket/Resource') });
      else expect(variables).not.toHaveProperty('BUCKET_NAME');
    }
  });

  it("names the staff user pool (STAFF_USER_POOL_ID) to the staff API only, for colleagues' display names", () => {
    for (const route of apiRoutes) {
      const variables = resources('AWS::Lambda::Function')[fnOf(route.name).id]!.Properties.Environment.Variables;
      if (route.name === 'staff-api') expect(variables.STAFF_USER_POOL_ID).toEqual({ Ref: logicalId('StaffIdentity/UserPool/Resource') });
      else expect(variables).not.toHaveProperty('STAFF_USER_POOL_ID');
    }
  });

  it('grants each function only what its handler calls', () => {
    const table = { 'Fn::GetAtt': [logicalId('Data/Table/Resource'), 'Arn'] };
    const index = { 'Fn::Join': ['', [table, `/index/${tableDesign.kindIndex.name}`]] };
    const queueIndex = { 'Fn::Join': ['', [table, `/index/${tableDesign.queueIndex.name}`]] };
    const searchIndex = { 'Fn::Join': ['', [table, `/index/${tableDesign.searchIndex.name}`]] };
    const prescriptions = {
      'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId('Data/PrescriptionsBucket/Resource'), 'Arn'] }, '/prescriptions/*']],
    };
    const returnPhotos = {
      'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId('Data/PrescriptionsBucket/Resource'), 'Arn'] }, '/prescriptions/returns/*']],
    };
    const commentsIndex = { 'Fn::Join': ['', [table, `/index/${tableDesign.commentsIndex.name}`]] };
    const keys = (...patterns: string[]) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': patterns } });
    const records = ['PRESCRIPTION#*', 'ORDER#*', 'MESSAGE#*'];
    // Refill reminders live in their own partition (REMINDER#…), written with their own attributes only, no values back.
    const reminderUpdate = (attributes: readonly string[]) => ({
      Action: 'dynamodb:UpdateItem',
      Resource: table,
      Condition: {
        ...keys('REMINDER#*'),
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', ...attributes] },
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    });
    // Each property one by one: tests/infra/least-privilege.test.ts.
    const expected: Record<string, Array<{ Action: string | string[]; Resource: unknown; Condition?: unknown }>> = {
      'get-comments': [
        { Action: 'dynamodb:Query', Resource: table, Condition: keys('POST#*') },
        { Action: 'dynamodb:Query', Resource: commentsIndex, Condition: keys('comments') },
      ],
      // Live prices and availability: SHELF#… items read by key; "notify me when it is back": the IPv6 /64 counter and
      // one UpdateItem of the subscription in BACK_IN_STOCK#… (no read, no delete).
      catalogue: [
        { Action: ['dynamodb:BatchGetItem', 'dynamodb:GetItem'], Resource: table, Condition: keys('SHELF#*') },
        { Action: 'dynamodb:UpdateItem', Resource: table, Condition: keys('NETWORK-RATE#*') },
        { Action: 'dynamodb:UpdateItem', Resource: table, Condition: keys('BACK_IN_STOCK#*') },
      ],
      'post-comment': [
        { Action: 'dynamodb:PutItem', Resource: table, Condition: keys('POST#*', 'MODERATION#*') },
        { Action: 'dynamodb:UpdateItem', Resource: table, Condition: keys('COMMENT-RATE#*') },
      ],
      'submit-form': [
        // The IPv6 /64 request counters of the strict paths: add to them, nothing else.
        { Action: 'dynamodb:UpdateItem', Resource: table, Condition: keys('NETWORK-RATE#*') },
        { Action: 'dynamodb:PutItem', Resource: table, Condition: keys(...records, 'IDEMPOTENCY#*') },
        { Action: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: table, Condition: keys('IDEMPOTENCY#*') },
        // The day's upload-byte budget: add to it, nothing else (no read, reset or delete).
        { Action: 'dynamodb:UpdateItem', Resource: table, Condition: keys('UPLOADS#*') },
        {
          Action: 'dynamodb:GetItem',
          Resource: table,
          Condition: {
            ...keys(...records),
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk'] },
            StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
          },
        },
        // The shelf at checkout: prices read, each line's stock taken in the order's transaction.
        { Action: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'], Resource: table, Condition: keys('SHELF#*') },
        { Action: ['s3:DeleteObject', 's3:PutObject'], Resource: prescriptions },
      ],
      track: [
        // The IPv6 /64 request counters of the strict paths: add to them, nothing else.
        { Action: 'dynamodb:UpdateItem', Resource: table, Condition: keys('NETWORK-RATE#*') },
        { Action: 'dynamodb:GetItem', Resource: table, Condition: keys(...records, 'TRACK#*') },
        { Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], Resource: table, Condition: keys('TRACK#*') },
        // A customer's reply to a message: its thread, status and outbox attributes only, no values back.
        {
          Action: 'dynamodb:UpdateItem',
          Resource: table,
          Condition: {
            ...keys('MESSAGE#*'),
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', ...MESSAGE_REPLY_WRITE_ATTRIBUTES] },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
          },
        },
        // Tax invoices: the financial year's number counter, and an order's `invoice` attribute only.
        { Action: 'dynamodb:UpdateItem', Resource: table, Condition: keys('INVOICE-NUMBERS#*') },
        {
          Action: 'dynamodb:UpdateItem',
          Resource: table,
          Condition: {
            ...keys('ORDER#*'),
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'invoice'] },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
          },
        },
        // The shopper's cancellation and return request: an order's lifecycle, outbox, refund and return only.
        {
          Action: 'dynamodb:UpdateItem',
          Resource: table,
          Condition: {
            ...keys('ORDER#*'),
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', ...ORDER_SERVICE_WRITE_ATTRIBUTES] },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
          },
        },
        // A return's photo: counted against the day's upload budget, put (and deleted after a failed order write)
        // under prescriptions/returns/ only.
        { Action: 'dynamodb:UpdateItem', Resource: table, Condition: keys('UPLOADS#*') },
        { Action: ['s3:DeleteObject', 's3:PutObject'], Resource: returnPhotos },
        // A cancelled order's units back on the shelf, read back: a product it brings back queues its "notify me" e-mails.
        { Action: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'], Resource: table, Condition: keys('SHELF#*') },
        { Action: ['dynamodb:Query', 'dynamodb:UpdateItem'], Resource: table, Condition: keys('BACK_IN_STOCK#*') },
        // A refill reminder asked for or cancelled on /track: read whole, written with its own attributes only.
        { Action: 'dynamodb:GetItem', Resource: table, Condition: keys('REMINDER#*') },
        reminderUpdate(REFILL_REMINDER_ATTRIBUTES),
      ],
      // The one-click unsubscribe: the reminder's cancellation attributes read and written, no order, nothing else.
      reminders: [
        {
          Action: 'dynamodb:GetItem',
          Resource: table,
          Condition: {
            ...keys('REMINDER#*'),
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', ...REMINDER_CANCEL_READ_ATTRIBUTES] },
            StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
          },
        },
        reminderUpdate(REMINDER_CANCEL_WRITE_ATTRIBUTES),
        // And a back-in-stock notice's: the one subscription deleted.
        { Action: 'dynamodb:DeleteItem', Resource: table, Condition: keys('BACK_IN_STOCK#*') },
      ],
      'staff-api': [
        { Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: table, Condition: keys(...records, 'MODERATION#*') },
        { Action: 'dynamodb:Query', Resource: table, Condition: keys('AUDIT#*') },
        { Action: 'dynamodb:Query', Resource: index, Condition: keys('prescription', 'order', 'message') },
        { Action: 'dynamodb:Query', Resource: queueIndex, Condition: keys('prescription#*', 'order#*', 'message#*', 'comment#held') },
        { Action: 'dynamodb:Query', Resource: searchIndex, Condition: keys('prescription#*', 'order#*', 'message#*') },
        // A pharmacist's quote: the new order (its key unused: attribute_not_exists).
        { Action: 'dynamodb:PutItem', Resource: table, Condition: keys('ORDER#*') },
        { Action: 'dynamodb:PutItem', Resource: table, Condition: keys('AUDIT#*', 'POST#*') },
        {
          Action: 'dynamodb:UpdateItem',
          Resource: table,
          Condition: {
            ...keys('AUDIT#*'),
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'outcome'] },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
          },
        },
        // Tax invoices issued at dispatch or downloaded by staff: the number counter.
        { Action: 'dynamodb:UpdateItem', Resource: table, Condition: keys('INVOICE-NUMBERS#*') },
        // The shelf: read for the Catalogue page, changed by a pharmacist (one conditional update), restocked.
        { Action: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: table, Condition: keys('SHELF#*') },
        // A change that brings a product back queues its "notify me" e-mails.
        { Action: ['dynamodb:Query', 'dynamodb:UpdateItem'], Resource: table, Condition: keys('BACK_IN_STOCK#*') },
        // The pharmacist's registers: batches and their shipments, the Schedule H1 register; never deleted.
        {
          Action: ['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
          Resource: table,
          Condition: keys('BATCH#*', 'H1-REGISTER#*'),
        },
        // Files read through the scan gate, and "Erase now" of a held erasure: every version of one record's files,
        // listed under prescriptions/ only (CDK merges the object grants into one statement).
        {
          Action: ['s3:DeleteObjectVersion', 's3:GetObject', 's3:GetObjectTagging', 's3:GetObjectVersion', 's3:GetObjectVersionTagging'],
          Resource: prescriptions,
        },
        {
          Action: 's3:ListBucketVersions',
          Resource: { 'Fn::GetAtt': [logicalId('Data/PrescriptionsBucket/Resource'), 'Arn'] },
          Condition: { StringLike: { 's3:prefix': ['prescriptions/*'] } },
        },
        // Colleagues' display names: ListUsers on the staff user pool alone.
        { Action: 'cognito-idp:ListUsers', Resource: { 'Fn::GetAtt': [logicalId('StaffIdentity/UserPool/Resource'), 'Arn'] } },
      ],
      // Field data: its log group only (the statement checked above), nothing else.
      vitals: [],
      // The console's session: its log group only (InitiateAuth and RevokeToken are not authorized by IAM).
      'staff-session': [],
    };
    const policies = Object.values(resources('AWS::IAM::Policy'));
    for (const route of apiRoutes) {
      const { role, pascal } = fnOf(route.name);
      const attached = policies.filter((policy) => policy.Properties.Roles.some((r: { Ref: string }) => r.Ref === role));
      expect(attached).toHaveLength(1);
      const statements = attached[0]!.Properties.PolicyDocument.Statement as Array<Record<string, unknown>>;
      expect(statements[0]).toEqual({
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logicalId(`Api/${pascal}/LogGroup/Resource`), 'Arn'] },
      });
      // The privacy function's grants are pinned statement by statement in tests/infra/privacy-role.test.ts.
      if (route.name !== 'privacy') expect(statements.slice(1)).toEqual(expected[route.name]!.map((s) => ({ Effect: 'Allow', ...s })));
      // No managed policies (AWSLambdaBasicExecutionRole would allow writing to any log group).
      expect(resources('AWS::IAM::Role')[role]!.Properties).not.toHaveProperty('ManagedPolicyArns');
    }
  });
});

describe('IAM', () => {
  it('never allows a data-plane action (DynamoDB, S3, or a wildcard) on Resource "*"', () => {
    const documents: Array<{ Statement: Array<Record<string, any>> }> = [
      ...Object.values(resources('AWS::IAM::Policy')).map((p) => p.Properties.PolicyDocument),
      ...Object.values(resources('AWS::IAM::ManagedPolicy')).map((p) => p.Properties.PolicyDocument),
      ...Object.values(resources('AWS::IAM::Role')).flatMap((r) => (r.Properties.Policies ?? []).map((p: any) => p.PolicyDocument)),
      ...Object.values(resources('AWS::S3::BucketPolicy')).map((p) => p.Properties.PolicyDocument),
    ];
    expect(documents.length).toBeGreaterThan(5);
    for (const statement of documents.flatMap((d) => d.Statement)) {
      if (statement.Effect !== 'Allow' || !asArray(statement.Resource).includes('*')) continue;
      for (const action of asArray(statement.Action as string | string[])) {
        expect(action, `Allow ${action} on *`).not.toMatch(/^(\*|dynamodb:|s3:|kms:|logs:)/);
      }
    }
  });

  it('gives staff a managed policy with only Query on the kind index, GetItem/BatchGetItem of records, GetObject(Version) on prescriptions/* and ListUsers on the staff pool', () => {
    const [, policy] = only(resources('AWS::IAM::ManagedPolicy'));
    const table = { 'Fn::GetAtt': [logicalId('Data/Table/Resource'), 'Arn'] };
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      {
        Sid: 'ListRecordsByKindAndDate',
        Effect: 'Allow',
        Action: 'dynamodb:Query',
        Resource: { 'Fn::Join': ['', [table, '/index/kind-createdAt']] },
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['prescription', 'order', 'message'] } },
      },
      {
        Sid: 'ReadRecordsByKey',
        Effect: 'Allow',
        Action: ['dynamodb:BatchGetItem', 'dynamodb:GetItem'],
        Resource: table,
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PRESCRIPTION#*', 'ORDER#*', 'MESSAGE#*'] } },
      },
      {
        Sid: 'DownloadPrescriptionFiles',
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:GetObjectTagging', 's3:GetObjectVersion', 's3:GetObjectVersionTagging'],
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId('Data/PrescriptionsBucket/Resource'), 'Arn'] }, '/prescriptions/*']] },
      },
      {
        Sid: 'NameColleagues',
        Effect: 'Allow',
        Action: 'cognito-idp:ListUsers',
        Resource: { 'Fn::GetAtt': [logicalId('StaffIdentity/UserPool/Resource'), 'Arn'] },
      },
    ]);
  });
});
