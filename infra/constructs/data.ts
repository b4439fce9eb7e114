import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { outboxIndex } from '../../contracts/deployment/table-design';
import { PRESCRIPTION_RETENTION_DAYS, tableDesign } from '../../contracts/deployment/table-design';
import { PRESCRIPTIONS_METRICS_ID } from './alarms';
import { BACKUP_RECOVERY_DAYS, NONCURRENT_VERSION_DAYS } from '../../domain/retention';
import { privateBucketProps } from './private-bucket';

/** Inputs of the {@link Data} construct. */
export interface DataProps {
  /**
   * Days the access-log bucket keeps S3 server access logs and CloudFront standard logs. They hold request
   * metadata (client IP addresses in CloudFront's logs); the Digital Personal Data Protection Rules 2025
   * ask for such logs to be kept one year for the detection and investigation of breaches, and no longer
   * (storage limitation, DPDP Act 2023 §8(7)).
   * @default 365
   */
  readonly accessLogRetentionDays?: number;
}

/**
 * Days a noncurrent version of a prescription file is kept. The current version expires at
 * PRESCRIPTION_RETENTION_DAYS; S3 then keeps it as noncurrent for this long before deleting it for good.
 */
export { NONCURRENT_VERSION_DAYS };

/** Default days the log bucket keeps S3 and CloudFront access logs: one year (DPDP Rules 2025 keep logs a year). */
export const DEFAULT_ACCESS_LOG_RETENTION_DAYS = 365;

/** Object-key prefix of prescription files (docs/architecture/data-model.md: `prescriptions/YYYY/MM/DD/<reference>/<uuid>.<ext>`). */
export const PRESCRIPTIONS_PREFIX = 'prescriptions/';

/**
 * The stateful part of the storefront (docs/architecture/data-model.md): the single DynamoDB table, the private
 * prescriptions bucket and the bucket that receives access logs. Everything here survives `cdk destroy`
 * (RemovalPolicy.RETAIN, table deletion protection): prescriptions are health records.
 *
 * The 180-day expiry of prescription files is deliberately not a knob: the handlers write the same
 * 180 days into the table's TTL attribute (`PRESCRIPTION_RETENTION_DAYS` in contracts/deployment/table-design.ts),
 * and a file must not outlive or predecease its record.
 */
export class Data extends Construct {
  /** Records of every kind (comments, prescriptions, orders, messages, idempotency keys), docs/architecture/data-model.md. */
  readonly table: dynamodb.Table;
  /** Private bucket holding uploaded prescription files under `prescriptions/`. */
  readonly prescriptionsBucket: s3.Bucket;
  /** Destination of S3 server access logs (site and prescriptions buckets) and CloudFront standard logs. */
  readonly logBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    const accessLogRetentionDays = props.accessLogRetentionDays ?? DEFAULT_ACCESS_LOG_RETENTION_DAYS;
    if (!Number.isInteger(accessLogRetentionDays) || accessLogRetentionDays < 1) {
      throw new Error(`accessLogRetentionDays must be a whole number of days >= 1, got ${accessLogRetentionDays}`);
    }

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableDesign.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: tableDesign.sortKey, type: dynamodb.AttributeType.STRING },
      // On-demand: a small shop's traffic is spiky and low; no capacity to plan or pay for while idle.
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      // The recovery window the privacy policy states (domain/retention.ts): deleted records leave backups after it.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true, recoveryPeriodInDays: BACKUP_RECOVERY_DAYS },
      deletionProtection: true,
      timeToLiveAttribute: tableDesign.ttlAttribute,
      // AWS-managed KMS key (aws/dynamodb) rather than the default AWS-owned key: key use shows up in the
      // account's CloudTrail, at no monthly key fee. A customer-managed key would add $1/month and a key
      // policy to maintain for no extra separation here (the same roles would need kms:Decrypt).
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The listing indexes (docs/architecture/data-model.md), each projecting only what its listing shows (docs/architecture/security.md):
    // - kind-createdAt: records of a kind by date, no contact details and no file; the rest is read by key;
    // - comments-createdAt: comments only (sparse: only comments carry its partition key), for the public
    //   get-comments role;
    // - queue-createdAt: the staff queues, one kind in one status by date;
    // - search-term: the staff search (sparse: only search items carry its keys), reference and creation time only.
    for (const index of [tableDesign.kindIndex, tableDesign.commentsIndex, tableDesign.queueIndex, tableDesign.searchIndex]) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.INCLUDE,
        nonKeyAttributes: [...index.projected],
      });
    }
    // The e-mail outbox (docs/architecture/email-and-reminders.md, functions/runtime/outbox.ts): sparse, only records with an unsent e-mail carry
    // its keys; keys only, the notifier reads the record by key before sending.
    this.table.addGlobalSecondaryIndex({
      indexName: outboxIndex.name,
      partitionKey: { name: outboxIndex.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: outboxIndex.sortKey, type: dynamodb.AttributeType.STRING },
      projectionType: dynamodb.ProjectionType.KEYS_ONLY,
    });

    this.logBucket = new s3.Bucket(this, 'LogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // S3 server access logging only delivers to SSE-S3 encrypted buckets (SSE-KMS is not supported there).
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // CloudFront standard (legacy) logging writes with an ACL grant to the awslogsdelivery account, so this
      // bucket keeps ACLs enabled with the bucket owner preferred; S3 server access logs use the bucket policy
      // (feature flag @aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy).
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        {
          id: 'expire-access-logs',
          expiration: Duration.days(accessLogRetentionDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const retention = Duration.days(PRESCRIPTION_RETENTION_DAYS);
    // SSE-S3 (AES-256). Access is already confined by Block Public Access, the TLS-only policy and
    // per-function IAM grants; a customer-managed KMS key would add $1/month plus per-request charges
    // and kms:Decrypt grants for the same principals, without separating any duty in a one-team shop.
    // Switch to BucketEncryption.KMS (with bucketKeyEnabled) if a separate key custodian is ever required.
    this.prescriptionsBucket = new s3.Bucket(this, 'PrescriptionsBucket', {
      ...privateBucketProps(this.logBucket, 'prescriptions-bucket/'),
      versioned: true,
      // Request metrics (PutRequests etc., 1-minute) for the PutObject-spike alarm (infra/constructs/alarms.ts).
      metrics: [{ id: PRESCRIPTIONS_METRICS_ID }],
      lifecycleRules: [
        {
          id: 'expire-prescriptions-after-180-days',
          // Six months (FAQ: prescriptions older than six months are rejected), the same as the record's TTL.
          // Expiring the current version makes it noncurrent (a delete marker takes its place); the
          // noncurrent version is then removed 1 day later, so no file outlives the notice's 180 days by more
          // than a day. (A 180-day noncurrent expiry would add to the current one: ~360 days in all.)
          expiration: retention,
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        {
          // After both versions expired, only a delete marker is left: remove it too.
          id: 'remove-expired-delete-markers',
          expiredObjectDeleteMarker: true,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
