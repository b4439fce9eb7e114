import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudtrail from 'aws-cdk-lib/aws-cloudtrail';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucketProps } from './private-bucket';

/** Inputs of {@link DataEventsTrail}. */
export interface DataEventsTrailProps {
  /** The records table: every item-level call on it (GetItem, Query, PutItem, UpdateItem, …) is logged. */
  readonly table: dynamodb.ITable;
  /** The prescriptions bucket: every object-level call under {@link DataEventsTrailProps.objectPrefix} is logged. */
  readonly prescriptionsBucket: s3.IBucket;
  /** Object-key prefix of the logged objects, e.g. 'prescriptions/'. */
  readonly objectPrefix: string;
  /** Bucket receiving the trail bucket's own S3 server access logs (who read the evidence). */
  readonly accessLogBucket: s3.IBucket;
  /**
   * Days the trail's log files are kept (then deleted by the bucket lifecycle); a deleted or overwritten log file's
   * earlier version is kept {@link NONCURRENT_TRAIL_LOG_DAYS} more days.
   * @default 365 — one year, as the DPDP Rules 2025 ask of logs
   */
  readonly retentionDays?: number;
}

/** Days a noncurrent version of a trail log file (one deleted or overwritten) is kept before it is removed. */
export const NONCURRENT_TRAIL_LOG_DAYS = 30;

/**
 * Detection and evidence (docs/architecture/security.md): a CloudTrail trail of data events only — object-level S3 calls on the
 * prescription files and item-level DynamoDB calls on the records table — so that who read or changed which
 * prescription or record, and when, is on file (the staff CLI's presigned downloads and GetItem calls included,
 * which the staff API's own audit entries cannot see).
 *
 * - Advanced event selectors (CloudTrail user guide, "Logging data events"): `eventCategory = Data` with
 *   `resources.type = AWS::S3::Object` and `resources.ARN` starting with `<bucket ARN>/<prefix>`, and
 *   `resources.type = AWS::DynamoDB::Table` with `resources.ARN` equal to the table's ARN. No management events
 *   (the account's own trail, or CloudTrail's 90-day event history, holds those).
 * - Single-region (the data lives in one region), log file integrity validation on (digest files signed by
 *   CloudTrail: `aws cloudtrail validate-logs`).
 * - Log files go to a dedicated private bucket: Block Public Access, SSE-S3, TLS only, versioned, kept
 *   `retentionDays` (noncurrent versions {@link NONCURRENT_TRAIL_LOG_DAYS} days more), its own access logs in the log
 *   bucket, retained on `cdk destroy`.
 *
 * Cost: CloudTrail charges $0.10 per 100,000 data events delivered, plus S3 storage of the gzipped log files.
 * Turn it off with the context `medvika:dataEventsTrail=false` when an organization trail already logs these
 * data events (a second trail would bill every event twice).
 */
export class DataEventsTrail extends Construct {
  /** The trail. */
  readonly trail: cloudtrail.Trail;
  /** The private, versioned bucket holding the trail's log and digest files. */
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataEventsTrailProps) {
    super(scope, id);
    const retentionDays = props.retentionDays ?? 365;
    if (!Number.isInteger(retentionDays) || retentionDays < 1)
      throw new Error(`retentionDays must be a whole number of days >= 1, got ${retentionDays}`);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketProps(props.accessLogBucket, 'data-events-trail-bucket/'),
      versioned: true,
      lifecycleRules: [
        {
          id: 'expire-trail-logs',
          expiration: Duration.days(retentionDays),
          noncurrentVersionExpiration: Duration.days(NONCURRENT_TRAIL_LOG_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        { id: 'remove-expired-delete-markers', expiredObjectDeleteMarker: true },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const trailName = `${Stack.of(this).stackName}-data-events`;
    this.trail = new cloudtrail.Trail(this, 'Trail', {
      trailName,
      bucket: this.bucket,
      enableFileValidation: true,
      isMultiRegionTrail: false,
      includeGlobalServiceEvents: false,
    });
    // Confused-deputy protection (CloudTrail user guide, "Amazon S3 bucket policy for CloudTrail"): CloudTrail may
    // write here only on behalf of this trail.
    const stack = Stack.of(this);
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'OnlyThisTrail',
        effect: iam.Effect.DENY,
        principals: [new iam.ServicePrincipal('cloudtrail.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [this.bucket.arnForObjects('*')],
        conditions: {
          StringNotEquals: { 'aws:SourceArn': stack.formatArn({ service: 'cloudtrail', resource: 'trail', resourceName: trailName }) },
        },
      }),
    );
    const cfnTrail = this.trail.node.defaultChild as cloudtrail.CfnTrail;
    cfnTrail.advancedEventSelectors = [
      {
        name: 'Prescription files: object-level reads and writes',
        fieldSelectors: [
          { field: 'eventCategory', equalTo: ['Data'] },
          { field: 'resources.type', equalTo: ['AWS::S3::Object'] },
          { field: 'resources.ARN', startsWith: [`${props.prescriptionsBucket.bucketArn}/${props.objectPrefix}`] },
        ],
      },
      {
        name: 'Records table: item-level reads and writes',
        fieldSelectors: [
          { field: 'eventCategory', equalTo: ['Data'] },
          { field: 'resources.type', equalTo: ['AWS::DynamoDB::Table'] },
          { field: 'resources.ARN', equalTo: [props.table.tableArn] },
        ],
      },
    ];
    // Advanced and basic event selectors exclude each other; the L2 construct renders basic ones (none here).
    cfnTrail.addPropertyDeletionOverride('EventSelectors');
  }
}
