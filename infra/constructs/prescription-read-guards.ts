import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { MALWARE_SCAN_CLEAN, MALWARE_SCAN_TAG_KEY } from '../../contracts/deployment/malware-scan';

/**
 * Oldest signature Amazon S3 accepts on the prescriptions bucket, in milliseconds: 300,000 ms = 5 minutes, the lifetime
 * of the staff API's file links (FILE_URL_SECONDS, functions/staff-api/record-file.ts) and the staff CLI's default.
 * Condition key `s3:signatureAge`: the time since the request was signed (Amazon S3 API reference, "Amazon S3 Signature
 * Version 4 Authentication Specific Policy Keys").
 */
export const MAX_SIGNATURE_AGE_MS = 300_000;

/** Inputs of {@link guardPrescriptionReads}. */
export interface PrescriptionReadGuards {
  /** Object-key prefix of the prescription files, e.g. 'prescriptions/'. */
  readonly objectPrefix: string;
  /**
   * ARN of the role GuardDuty Malware Protection for S3 scans with (MalwareProtection.role): the one principal that
   * may read a file before it is tagged clean.
   * @default - none: no principal may read an unscanned file (malware protection off)
   */
  readonly scannerRoleArn?: string;
}

/**
 * Adds to the prescriptions bucket's policy the two controls Amazon S3 enforces whatever an IAM policy or our code says
 * (docs/architecture/infrastructure.md, docs/architecture/security.md):
 *
 * 1. Deny `s3:GetObject` and `s3:GetObjectVersion` on `<objectPrefix>*` unless the object's
 *    `GuardDutyMalwareScanStatus` tag is `NO_THREATS_FOUND`, to every principal except the GuardDuty scanner role.
 *    `StringNotEquals` on `s3:ExistingObjectTag/<key>` is true when the tag is missing (IAM user guide, "IAM JSON policy
 *    elements: Condition operators": a negated operator on a key absent from the request is true), so an untagged
 *    (not yet scanned) file is denied as well; `…IfExists` is not needed and `Null` would not add anything. The tag
 *    does not govern PutObject, DeleteObject or DeleteObjectVersion (Amazon S3 user guide, "Tagging and access control
 *    policies"), so uploads (untagged) and erasure keep working; GetObjectTagging stays allowed, so the scan gates can
 *    still read the tag and answer 409/423.
 * 2. Deny every `s3:*` request on the bucket and its objects signed more than {@link MAX_SIGNATURE_AGE_MS} ago
 *    (`NumericGreaterThan` on `s3:signatureAge`): a presigned link works 5 minutes whatever expiry it was signed with.
 *    Requests signed by the functions, GuardDuty or the CLI are milliseconds old; a client clock more than 5 minutes
 *    behind would be refused too (S3 itself refuses 15 minutes of skew).
 *
 * Locally (s3rver) bucket policies are not enforced; the handlers' and the CLI's own scan gate is the control there.
 * @param bucket the prescriptions bucket (its policy is created if it has none)
 */
export function guardPrescriptionReads(bucket: s3.IBucket, guards: PrescriptionReadGuards): void {
  bucket.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'DenyReadingFilesNotScannedClean',
      effect: iam.Effect.DENY,
      principals: [new iam.AnyPrincipal()],
      actions: ['s3:GetObject', 's3:GetObjectVersion'],
      resources: [bucket.arnForObjects(`${guards.objectPrefix}*`)],
      conditions: {
        StringNotEquals: { [`s3:ExistingObjectTag/${MALWARE_SCAN_TAG_KEY}`]: MALWARE_SCAN_CLEAN },
        ...(guards.scannerRoleArn ? { ArnNotEquals: { 'aws:PrincipalArn': guards.scannerRoleArn } } : {}),
      },
    }),
  );
  bucket.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'DenySignaturesOlderThanFiveMinutes',
      effect: iam.Effect.DENY,
      principals: [new iam.AnyPrincipal()],
      actions: ['s3:*'],
      resources: [bucket.bucketArn, bucket.arnForObjects('*')],
      conditions: { NumericGreaterThan: { 's3:signatureAge': MAX_SIGNATURE_AGE_MS } },
    }),
  );
}
