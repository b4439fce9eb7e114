import * as s3 from 'aws-cdk-lib/aws-s3';

/**
 * The settings every bucket of the stack shares (cdk-nag AwsSolutions-S1/S2/S10, HIPAA S3 rules): Block Public Access,
 * ACLs off (bucket owner enforced), SSE-S3 encryption, a TLS-only (≥ 1.2) bucket policy, and S3 server access logs
 * into the access-log bucket under `logPrefix`. Spread into `new s3.Bucket(…, { ...privateBucketProps(…), … })` and
 * add what the bucket needs beyond that (versioning, lifecycle rules, metrics).
 * @param accessLogBucket the bucket receiving the access logs
 * @param logPrefix the key prefix of this bucket's logs, e.g. 'site-bucket/'
 */
export function privateBucketProps(accessLogBucket: s3.IBucket, logPrefix: string): s3.BucketProps {
  return {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    serverAccessLogsBucket: accessLogBucket,
    serverAccessLogsPrefix: logPrefix,
  };
}
