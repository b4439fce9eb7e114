/**
 * Detection and evidence (docs/architecture/security.md): the CloudTrail data-events trail of the prescription files and the records
 * table, GuardDuty Malware Protection for S3 on the prescriptions, and the WAF's log of blocked requests.
 */
import { SIMULATED_PAYMENTS_ENV } from '../../contracts/deployment/simulated-payments';
import { Stack } from 'aws-cdk-lib';
import type { CfnResource } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALWARE_SCAN_CLEAN, MALWARE_SCAN_RESULTS, MALWARE_SCAN_TAG_KEY } from '../../contracts/deployment/malware-scan';
import { NONCURRENT_TRAIL_LOG_DAYS } from '../../infra/constructs/data-events-trail';
import { MALWARE_PROTECTION_PRINCIPAL, VALIDATION_OBJECT_KEY } from '../../infra/constructs/malware-protection';
import type { StorefrontStack } from '../../infra/storefront-stack';
import { synthStorefront, useStorefrontSynth, type SynthResult } from './storefront-synth';

let template: Template;
let stack: StorefrontStack;
let wafTemplate: Record<string, any>;
useStorefrontSynth((result) => {
  template = result.template;
  stack = result.stack;
  wafTemplate = result.assembly.getStackArtifact(result.stack.waf!.artifactId).template as Record<string, any>;
});

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };
const logicalIdOf = (construct: { node: { defaultChild?: unknown } }): string =>
  Stack.of(construct as never).getLogicalId(construct.node.defaultChild as CfnResource);
const resource = (construct: { node: { defaultChild?: unknown } }): Resource => template.toJSON().Resources[logicalIdOf(construct)];
const arnOf = (construct: { node: { defaultChild?: unknown } }) => ({ 'Fn::GetAtt': [logicalIdOf(construct), 'Arn'] });

describe('data-events trail (CloudTrail)', () => {
  const trail = () => resource(stack.dataEventsTrail!.trail).Properties;
  const bucket = () => resource(stack.dataEventsTrail!.bucket);

  it('logs object-level events of prescriptions/ in the prescriptions bucket', () => {
    expect(trail().AdvancedEventSelectors).toContainEqual({
      Name: 'Prescription files: object-level reads and writes',
      FieldSelectors: [
        { Field: 'eventCategory', Equals: ['Data'] },
        { Field: 'resources.type', Equals: ['AWS::S3::Object'] },
        { Field: 'resources.ARN', StartsWith: [{ 'Fn::Join': ['', [arnOf(stack.data.prescriptionsBucket), '/prescriptions/']] }] },
      ],
    });
  });
  it('logs item-level events of the records table', () => {
    expect(trail().AdvancedEventSelectors).toContainEqual({
      Name: 'Records table: item-level reads and writes',
      FieldSelectors: [
        { Field: 'eventCategory', Equals: ['Data'] },
        { Field: 'resources.type', Equals: ['AWS::DynamoDB::Table'] },
        { Field: 'resources.ARN', Equals: [arnOf(stack.data.table)] },
      ],
    });
  });
  it('logs nothing else: two selectors, no basic event selectors, no management events', () => {
    expect(trail().AdvancedEventSelectors).toHaveLength(2);
    expect(trail()).not.toHaveProperty('EventSelectors');
    expect(JSON.stringify(trail().AdvancedEventSelectors)).not.toContain('Management');
  });
  it('validates log file integrity (signed digest files)', () => {
    expect(trail().EnableLogFileValidation).toBe(true);
  });
  it('is a single-region trail without global service events, and logging', () => {
    expect(trail()).toMatchObject({ IsMultiRegionTrail: false, IncludeGlobalServiceEvents: false, IsLogging: true });
  });
  it('writes to its own bucket', () => {
    expect(trail().S3BucketName).toEqual({ Ref: logicalIdOf(stack.dataEventsTrail!.bucket) });
  });
  it('keeps the bucket private (Block Public Access, no ACLs)', () => {
    expect(bucket().Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket().Properties.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
  });
  it('encrypts the bucket at rest', () => {
    expect(bucket().Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe(
      'AES256',
    );
  });
  it('versions the bucket', () => {
    expect(bucket().Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });
  it('keeps log files 365 days, an overwritten or deleted version 30 days more', () => {
    expect(bucket().Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        ExpirationInDays: 365,
        NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_TRAIL_LOG_DAYS },
        Status: 'Enabled',
      }),
    );
  });
  it('retains the bucket on stack deletion', () => {
    expect(bucket().DeletionPolicy).toBe('Retain');
  });
  const bucketStatements = () =>
    Object.values(template.findResources('AWS::S3::BucketPolicy')).find(
      (p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: logicalIdOf(stack.dataEventsTrail!.bucket) }),
    )!.Properties.PolicyDocument.Statement as Array<Record<string, any>>;
  it('lets CloudTrail write log files only on behalf of this trail (aws:SourceArn)', () => {
    const deny = bucketStatements().find((s) => s.Sid === 'OnlyThisTrail')!;
    expect(deny).toMatchObject({ Effect: 'Deny', Action: 's3:PutObject', Principal: { Service: 'cloudtrail.amazonaws.com' } });
    expect(JSON.stringify(deny.Condition.StringNotEquals['aws:SourceArn'])).toContain(':trail/MedvikaStorefront-data-events');
  });
  it('refuses plain HTTP to the trail bucket', () => {
    expect(bucketStatements().some((s) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false')).toBe(true);
  });
});

describe('GuardDuty Malware Protection for S3', () => {
  const plan = (): Resource => template.toJSON().Resources[Stack.of(stack).getLogicalId(stack.malwareProtection!.plan)];
  const role = () => resource(stack.malwareProtection!.role);
  const statementsById = () =>
    Object.fromEntries((role().Properties.Policies[0].PolicyDocument.Statement as Array<Record<string, any>>).map((s) => [s.Sid, s]));

  it('protects the prescriptions bucket, prefix prescriptions/', () => {
    expect(plan().Properties.ProtectedResource).toEqual({
      S3Bucket: { BucketName: { Ref: logicalIdOf(stack.data.prescriptionsBucket) }, ObjectPrefixes: ['prescriptions/'] },
    });
  });
  it('tags each scanned object with the result', () => {
    expect(plan().Properties.Actions).toEqual({ Tagging: { Status: 'ENABLED' } });
  });
  it('uses a role only GuardDuty Malware Protection can assume', () => {
    expect(plan().Properties.Role).toEqual(arnOf(stack.malwareProtection!.role));
    expect(role().Properties.AssumeRolePolicyDocument.Statement).toEqual([
      { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: MALWARE_PROTECTION_PRINCIPAL } },
    ]);
  });
  it('gives the role exactly the statements of the GuardDuty user guide', () => {
    expect(Object.keys(statementsById()).sort()).toEqual(
      [
        'AllowCheckBucketOwnership',
        'AllowEnableS3EventBridgeEvents',
        'AllowGuardDutyToMonitorEventBridgeManagedRule',
        'AllowManagedRuleToSendS3EventsToGuardDuty',
        'AllowMalwareScan',
        'AllowPostScanTag',
        'AllowPutValidationObject',
      ].sort(),
    );
  });
  it('lets it manage only the EventBridge rules GuardDuty manages', () => {
    expect(statementsById().AllowManagedRuleToSendS3EventsToGuardDuty.Condition).toEqual({
      StringLike: { 'events:ManagedBy': MALWARE_PROTECTION_PRINCIPAL },
    });
  });
  it('lets it read and tag only prescriptions/*', () => {
    const fixed = { 'Fn::Join': ['', [arnOf(stack.data.prescriptionsBucket), '/prescriptions/*']] };
    expect(statementsById().AllowMalwareScan).toMatchObject({ Action: ['s3:GetObject', 's3:GetObjectVersion'], Resource: fixed });
    expect(statementsById().AllowPostScanTag.Resource).toEqual(fixed);
  });
  it('lets it write only the validation object', () => {
    expect(statementsById().AllowPutValidationObject).toMatchObject({
      Action: 's3:PutObject',
      Resource: { 'Fn::Join': ['', [arnOf(stack.data.prescriptionsBucket), `/${VALIDATION_OBJECT_KEY}`]] },
    });
  });
  it('never lets it delete anything', () => {
    expect(JSON.stringify(role().Properties.Policies)).not.toMatch(/Delete(Object|Bucket)/);
  });
  it('exports the tag the staff tools check', () => {
    expect(MALWARE_SCAN_TAG_KEY).toBe('GuardDutyMalwareScanStatus');
    expect(MALWARE_SCAN_CLEAN).toBe('NO_THREATS_FOUND');
    expect(MALWARE_SCAN_RESULTS).toEqual(['NO_THREATS_FOUND', 'THREATS_FOUND', 'UNSUPPORTED', 'ACCESS_DENIED', 'FAILED']);
  });
});

describe('WAF log of blocked requests', () => {
  const ofType = (type: string) => Object.values(wafTemplate.Resources as Record<string, Resource>).filter((r) => r.Type === type);

  it('logs the web ACL to an aws-waf-logs- log group kept one year', () => {
    const [group] = ofType('AWS::Logs::LogGroup');
    expect(group!.Properties).toMatchObject({ LogGroupName: 'aws-waf-logs-MedvikaStorefrontWaf', RetentionInDays: 365 });
    const [logging] = ofType('AWS::WAFv2::LoggingConfiguration');
    expect(JSON.stringify(logging!.Properties.LogDestinationConfigs)).toContain('log-group:aws-waf-logs-MedvikaStorefrontWaf');
  });
  it('keeps blocked requests only', () => {
    const [logging] = ofType('AWS::WAFv2::LoggingConfiguration');
    expect(logging!.Properties.LoggingFilter).toEqual({
      DefaultBehavior: 'DROP',
      Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] }],
    });
  });
  it('redacts the authorization header', () => {
    const [logging] = ofType('AWS::WAFv2::LoggingConfiguration');
    expect(logging!.Properties.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
  });
});

describe('settings', () => {
  let off: SynthResult;
  beforeAll(() => {
    off = synthStorefront({
      context: { 'medvika:dataEventsTrail': 'false', 'medvika:malwareProtection': 'false', 'medvika:simulatedPayments': 'true' },
    });
  });
  afterAll(() => off.cleanup());

  it('medvika:dataEventsTrail=false creates no trail (an organization trail already logs the data events)', () => {
    off.template.resourceCountIs('AWS::CloudTrail::Trail', 0);
    expect(off.stack.dataEventsTrail).toBeUndefined();
  });
  it('medvika:malwareProtection=false creates no Malware Protection plan', () => {
    off.template.resourceCountIs('AWS::GuardDuty::MalwareProtectionPlan', 0);
  });
  it('medvika:simulatedPayments=true lets the track function alone take simulated payments; by default none does', () => {
    const allowing = (result: Template) =>
      Object.values(result.findResources('AWS::Lambda::Function'))
        .filter((fn) => fn.Properties.Environment?.Variables?.[SIMULATED_PAYMENTS_ENV] === 'on')
        .map((fn) => String(fn.Properties.Description));
    expect(allowing(off.template)).toEqual([expect.stringMatching(/\/api\/track/)]);
    expect(allowing(template)).toEqual([]);
  });
  it('by default there is one of each', () => {
    template.resourceCountIs('AWS::CloudTrail::Trail', 1);
    template.resourceCountIs('AWS::GuardDuty::MalwareProtectionPlan', 1);
  });
});
