import { Validations } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Alarms } from './constructs/alarms';
import type { Api } from './constructs/api';
import type { Data } from './constructs/data';
import type { DataEventsTrail } from './constructs/data-events-trail';
import type { MalwareProtection } from './constructs/malware-protection';
import type { Notifier } from './constructs/notifier';
import type { ShelfSeed } from './constructs/shelf-seed';
import type { Site } from './constructs/site';
import type { StaffConsoleSite } from './constructs/staff-console-site';

/**
 * The parts of the storefront stack the acknowledgements attach to. StorefrontStack has exactly these members, and
 * this module names them itself so it does not import the stack that calls it (no import circle).
 */
export interface HipaaScopes extends IConstruct {
  readonly data: Data;
  readonly api: Api;
  readonly site: Site;
  readonly staffConsole: StaffConsoleSite;
  readonly alarms: Alarms;
  readonly notifier: Notifier;
  readonly shelfSeed: ShelfSeed;
  readonly dataEventsTrail?: DataEventsTrail;
  readonly malwareProtection?: MalwareProtection;
  readonly originVerifySecret: secretsmanager.Secret;
  readonly staffSessionSecret: secretsmanager.Secret;
  readonly functionKeySecrets: { readonly unsubscribe: secretsmanager.Secret; readonly commentClient: secretsmanager.Secret };
}

/** One acknowledged cdk-nag HIPAA Security rule: its id and why the finding is accepted. */
export interface HipaaAcknowledgement {
  /** Rule id of the cdk-nag 3 HIPAA Security pack, e.g. 'HIPAA.Security-LambdaDLQ'. */
  readonly id: `HIPAA.Security-${string}`;
  /** Why the finding is accepted rather than fixed (shown in the validation report). */
  readonly reason: string;
}

const NO_PERSONAL_DATA_IN_LOGS =
  'CloudWatch Logs encrypts every log group at rest with service-managed keys. These logs hold no personal data by design (request ids, route keys, status codes, sizes and references; never IP addresses, names, phones, e-mails or bodies: functions/runtime/logger.ts, API_ACCESS_LOG_FORMAT), so a customer-managed KMS key (1 USD a month plus a key policy for the logs service) would protect nothing more.';
const NO_REPLICATION =
  "No cross-region replication: the data stays in one Indian region (DPDP), and a replica would be a second copy to expire and erase (the notice promises deletion after 180 days and erasure on request). Durability is S3 Standard's 11 nines across three availability zones; versioning (where enabled) protects against overwrites.";
const SSE_S3 =
  'SSE-S3 (AES-256) with Block Public Access, TLS-only bucket policies and per-role grants scoped to prefixes. We chose CloudTrail data events (DataEventsTrail) over SSE-KMS for evidence of every read; a customer-managed key would add 1 USD a month, per-request KMS charges and kms:Decrypt grants for the same principals, without separating any duty in a one-team pharmacy.';
const SYNC_ONLY =
  "Invoked synchronously (API Gateway, or CloudFormation for the deployment helper): a Lambda dead-letter queue only receives failed asynchronous invocations, so it would stay empty. Failures answer the caller with an error and raise the function's Errors alarm (infra/constructs/alarms.ts).";
const NO_VPC =
  'No VPC: the function reaches only DynamoDB, S3 (and, for the deployment helper, CloudFront) through their public regional endpoints over TLS, authenticated by IAM with key- and prefix-scoped grants. There is no private resource to reach; a VPC would need NAT gateways or interface endpoints (7-30 USD a month each) and slow cold starts without narrowing access.';
const CDK_INLINE =
  "The role's only policy is the inline one CDK generates from its grants, used by this role alone and deleted with it; the grants are scoped to keys (dynamodb:LeadingKeys) and prefixes and tested role by role (tests/infra/least-privilege.test.ts). A customer-managed policy would add a resource with the same content that other roles could attach.";

/**
 * The HIPAA Security findings (cdk-nag 3 `HIPAASecurityChecks`, docs/architecture/infrastructure.md) the storefront accepts, each with the
 * construct it concerns and the reason. Fixed rather than acknowledged: WAFv2LoggingEnabled (WafStack logs blocked
 * requests), S3BucketVersioningEnabled on the prescriptions and trail buckets, CloudTrail log file validation.
 * Acknowledgements apply to the construct and everything below it (cdk-nag walks up the tree).
 */
export function hipaaAcknowledgements(stack: HipaaScopes): Array<{ scope: IConstruct; acknowledgements: HipaaAcknowledgement[] }> {
  const deploymentHelper = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  const unreserved = [...Object.values(stack.api.functions), stack.notifier.fn].some(
    (fn) => (fn.function.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions === undefined,
  );
  const concurrencyOff: HipaaAcknowledgement[] = unreserved
    ? [
        {
          id: 'HIPAA.Security-LambdaConcurrency',
          reason:
            "Reserved concurrency was turned off (medvika:reservedConcurrency=false) because the account's Lambda concurrency quota is below what the reservations need; each route keeps its API Gateway throttle and the WAF rate rules, and the notifier runs once a minute, so a flood is still capped. Raise the quota and remove the setting.",
        },
      ]
    : [];
  const entries: Array<{ scope: IConstruct | undefined; acknowledgements: HipaaAcknowledgement[] }> = [
    {
      scope: stack.api,
      acknowledgements: [
        { id: 'HIPAA.Security-LambdaDLQ', reason: SYNC_ONLY },
        { id: 'HIPAA.Security-LambdaInsideVPC', reason: NO_VPC },
        { id: 'HIPAA.Security-IAMNoInlinePolicy', reason: CDK_INLINE },
        { id: 'HIPAA.Security-CloudWatchLogGroupEncrypted', reason: NO_PERSONAL_DATA_IN_LOGS },
        ...concurrencyOff,
      ],
    },
    {
      scope: stack.notifier,
      acknowledgements: [
        {
          id: 'HIPAA.Security-LambdaDLQ',
          reason:
            "The notifier runs every minute from an EventBridge schedule with no retries (infra/constructs/notifier.ts): its work lives in the table's outbox, not in the event, so a failed run loses nothing and the next run repeats it. A dead-letter queue would only collect empty schedule events; failures raise the notifier's Errors alarm.",
        },
        { id: 'HIPAA.Security-LambdaInsideVPC', reason: `${NO_VPC} (The notifier also reaches SES through its public endpoint.)` },
        { id: 'HIPAA.Security-IAMNoInlinePolicy', reason: CDK_INLINE },
        { id: 'HIPAA.Security-CloudWatchLogGroupEncrypted', reason: NO_PERSONAL_DATA_IN_LOGS },
        ...concurrencyOff,
      ],
    },
    {
      // The shelf seed and CDK's custom-resource framework function that calls it: both run only during `cdk deploy`.
      scope: stack.shelfSeed,
      acknowledgements: [
        { id: 'HIPAA.Security-LambdaDLQ', reason: SYNC_ONLY },
        { id: 'HIPAA.Security-LambdaInsideVPC', reason: NO_VPC },
        {
          id: 'HIPAA.Security-LambdaConcurrency',
          reason:
            "The shelf seed runs only during a `cdk deploy` that changes the catalogue (one invocation through CDK's custom-resource framework); reserving concurrency for it would take executions from the account's pool all year for nothing.",
        },
        { id: 'HIPAA.Security-IAMNoInlinePolicy', reason: CDK_INLINE },
        { id: 'HIPAA.Security-CloudWatchLogGroupEncrypted', reason: NO_PERSONAL_DATA_IN_LOGS },
      ],
    },
    {
      scope: deploymentHelper,
      acknowledgements: [
        { id: 'HIPAA.Security-LambdaDLQ', reason: SYNC_ONLY },
        { id: 'HIPAA.Security-LambdaInsideVPC', reason: NO_VPC },
        {
          id: 'HIPAA.Security-LambdaConcurrency',
          reason:
            "CDK's BucketDeployment helper runs only during `cdk deploy` (one invocation per deployment step); reserving concurrency for it would take executions from the account's pool all year for nothing.",
        },
        {
          id: 'HIPAA.Security-IAMNoInlinePolicy',
          reason:
            "CDK's BucketDeployment helper role: CDK generates its inline policy (copy the build into the site bucket, invalidate the distribution); it runs only during deployments.",
        },
      ],
    },
    {
      scope: stack.site.bucket,
      acknowledgements: [
        {
          id: 'HIPAA.Security-S3BucketReplicationEnabled',
          reason:
            'The site bucket holds only the public SPA build, rebuilt from git and redeployed by every `cdk deploy`; a replica would add cost and nothing to recover.',
        },
        {
          id: 'HIPAA.Security-S3BucketVersioningEnabled',
          reason:
            'The site bucket holds only the public SPA build; every deployment rewrites it from git (the source of truth), and old hashed assets are kept on purpose for open tabs.',
        },
        {
          id: 'HIPAA.Security-S3DefaultEncryptionKMS',
          reason:
            'The site bucket holds only public files (the SPA build served by CloudFront); SSE-S3 encrypts them at rest, and a KMS key would also need a CloudFront OAC key policy for no confidentiality gain.',
        },
      ],
    },
    {
      scope: stack.site,
      acknowledgements: [
        { id: 'HIPAA.Security-CloudWatchLogGroupEncrypted', reason: `The deployment helper's log group. ${NO_PERSONAL_DATA_IN_LOGS}` },
      ],
    },
    {
      scope: stack.staffConsole.bucket,
      acknowledgements: [
        {
          id: 'HIPAA.Security-S3BucketReplicationEnabled',
          reason:
            "The console bucket holds only the staff console's build (code and its public settings, no patient data), rebuilt from git and redeployed by every `cdk deploy`; a replica would add cost and nothing to recover.",
        },
        {
          id: 'HIPAA.Security-S3BucketVersioningEnabled',
          reason:
            "The console bucket holds only the staff console's build; every deployment rewrites it from git (the source of truth), and old hashed assets are kept on purpose for open tabs.",
        },
        {
          id: 'HIPAA.Security-S3DefaultEncryptionKMS',
          reason:
            "The console bucket holds only the staff console's build and its public settings (pool and client ids), served by CloudFront; SSE-S3 encrypts them at rest, and a KMS key would also need a CloudFront OAC key policy for no confidentiality gain.",
        },
      ],
    },
    {
      scope: stack.staffConsole,
      acknowledgements: [
        { id: 'HIPAA.Security-CloudWatchLogGroupEncrypted', reason: `The console deployment's log group. ${NO_PERSONAL_DATA_IN_LOGS}` },
      ],
    },
    {
      scope: stack.data.table,
      acknowledgements: [
        {
          id: 'HIPAA.Security-DynamoDBInBackupPlan',
          reason:
            "Point-in-time recovery (35 days, stated in the privacy notice) and deletion protection cover the table. An AWS Backup plan would keep copies of records past their 180-day TTL and past an erasure, breaking the notice's promise of deletion, for a cost, with no recovery need PITR does not meet.",
        },
      ],
    },
    {
      scope: stack.data.logBucket,
      acknowledgements: [
        { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: NO_REPLICATION },
        {
          id: 'HIPAA.Security-S3BucketVersioningEnabled',
          reason:
            'Access-log objects are written once by S3 and CloudFront log delivery and never overwritten; deleting them needs administrator rights, which could also suspend versioning. The evidence of who read which record or file is in the versioned data-events trail bucket.',
        },
        {
          id: 'HIPAA.Security-S3DefaultEncryptionKMS',
          reason: 'S3 server access log delivery supports only SSE-S3 destination buckets (not SSE-KMS), so this bucket must stay SSE-S3.',
        },
      ],
    },
    {
      scope: stack.data.prescriptionsBucket,
      acknowledgements: [
        { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: NO_REPLICATION },
        { id: 'HIPAA.Security-S3DefaultEncryptionKMS', reason: SSE_S3 },
      ],
    },
    {
      scope: stack.dataEventsTrail?.bucket,
      acknowledgements: [
        { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: NO_REPLICATION },
        { id: 'HIPAA.Security-S3DefaultEncryptionKMS', reason: `The trail's log files. ${SSE_S3}` },
      ],
    },
    {
      scope: stack.dataEventsTrail?.trail,
      acknowledgements: [
        {
          id: 'HIPAA.Security-CloudTrailEncryptionEnabled',
          reason:
            'The log files are encrypted at rest with SSE-S3 in a private, TLS-only, versioned bucket, and their integrity is provable (log file validation, signed digests). SSE-KMS would add a customer-managed key (1 USD a month) and a key policy for CloudTrail, protecting against no principal that cannot already read the bucket.',
        },
        {
          id: 'HIPAA.Security-CloudTrailCloudWatchLogsEnabled',
          reason:
            'The data events are kept a year in S3 and queried when needed (Athena or CloudTrail Lake); copying every data event into CloudWatch Logs would bill each one twice. Real-time signals come from the CloudWatch alarms (infra/constructs/alarms.ts).',
        },
      ],
    },
    {
      scope: stack.originVerifySecret,
      acknowledgements: [
        {
          id: 'HIPAA.Security-SecretsManagerRotationEnabled',
          reason:
            "The origin-verify value is copied into the CloudFront origin header and the functions' environment at deploy time, so a rotation only takes effect on the next deploy (and would make the API answer 403 in between). It guards only against bypassing CloudFront and grants access to no data; rotate by updating the secret and redeploying.",
        },
        {
          id: 'HIPAA.Security-SecretsManagerUsingKMSKey',
          reason:
            'Encrypted with the AWS-managed key aws/secretsmanager. The value only proves a request came through CloudFront (it is also in the deployed origin configuration); a customer-managed key would add cost and a key policy without protecting any health data.',
        },
      ],
    },
    {
      scope: stack.staffSessionSecret,
      acknowledgements: [
        {
          id: 'HIPAA.Security-SecretsManagerRotationEnabled',
          reason:
            "The staff session cookie's key material is copied into the session function's environment at deploy time, so a rotation takes effect on the next deploy and signs every staff member out (their cookies no longer open). Rotate by updating the secret and redeploying.",
        },
        {
          id: 'HIPAA.Security-SecretsManagerUsingKMSKey',
          reason:
            "Encrypted with the AWS-managed key aws/secretsmanager. The value seals staff refresh tokens (12 h) in their own browsers' HttpOnly cookies; it is also in the deployed function's configuration, so a customer-managed key on the secret would protect nothing more.",
        },
      ],
    },
    ...Object.values(stack.functionKeySecrets).map((scope) => ({
      scope,
      acknowledgements: [
        {
          id: 'HIPAA.Security-SecretsManagerRotationEnabled' as const,
          reason:
            "An HMAC key copied into its functions' environment at deploy time, so a rotation takes effect on the next deploy: rotate by updating the secret and redeploying. It is a secret of one purpose (contracts/deployment/function-keys.ts), so rotating it touches nothing else.",
        },
        {
          id: 'HIPAA.Security-SecretsManagerUsingKMSKey' as const,
          reason:
            "Encrypted with the AWS-managed key aws/secretsmanager. The key signs unsubscribe links or hashes client addresses; it is also in the deployed functions' configuration, so a customer-managed key on the secret would protect nothing more.",
        },
      ],
    })),
    {
      scope: stack.alarms.topic,
      acknowledgements: [
        {
          id: 'HIPAA.Security-SNSEncryptedKMS',
          reason:
            'The topic carries only alarm and budget notifications (alarm names, metric values, amounts), never personal or health data. CloudWatch alarms and AWS Budgets can publish to an encrypted topic only with a customer-managed key and its key policy: cost and a failure mode for no confidentiality gain.',
        },
      ],
    },
    {
      scope: stack.malwareProtection?.role,
      acknowledgements: [
        {
          id: 'HIPAA.Security-IAMNoInlinePolicy',
          reason:
            'The GuardDuty Malware Protection service role carries exactly the policy of the GuardDuty user guide ("Create or update IAM role policy"), inline so the plan is created only after it exists; no other role may attach it.',
        },
      ],
    },
  ];
  return entries.filter((entry): entry is { scope: IConstruct; acknowledgements: HipaaAcknowledgement[] } => entry.scope !== undefined);
}

/** Records every {@link hipaaAcknowledgements} entry on its construct (`Validations.of(scope).acknowledge`). */
export function acknowledgeHipaaFindings(stack: HipaaScopes): void {
  for (const { scope, acknowledgements } of hipaaAcknowledgements(stack)) {
    for (const { id, reason } of acknowledgements) Validations.of(scope).acknowledge({ id, reason });
  }
}
