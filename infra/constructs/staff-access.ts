import * as iam from 'aws-cdk-lib/aws-iam';
import { Stack, Validations } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableDesign } from '../../contracts/deployment/table-design';
import { RECORD_KINDS, RECORD_PREFIXES, leadingKeys } from './api';
import { PRESCRIPTIONS_PREFIX } from './data';

/** Inputs of {@link StaffAccess}. */
export interface StaffAccessProps {
  /** The records table. */
  readonly table: dynamodb.ITable;
  /** The prescriptions bucket (a bucket of this stack: its logical id names the cdk-nag finding). */
  readonly prescriptionsBucket: s3.Bucket;
  /** The staff user pool, whose `name` attributes name colleagues in the CLI's history (ListUsers only). */
  readonly staffUserPool: cognito.IUserPool;
}

/**
 * What the staff CLI (`npm run staff`, tools/staff-cli/) needs and nothing else (docs/architecture/security.md):
 * list records of a kind by date (Query on the `kind-createdAt` index, whose partitions are the record kinds), read
 * records by key (GetItem, BatchGetItem: only PRESCRIPTION#/ORDER#/MESSAGE# keys, `dynamodb:LeadingKeys`, docs/architecture/security.md:
 * never comments, idempotency claims, audit entries or /track counters), and download a prescription file through
 * a presigned GET URL (s3:GetObject / GetObjectVersion on `prescriptions/*` — a presigned URL carries the signer's
 * permissions), after reading its malware-scan tag (s3:GetObjectTagging / GetObjectVersionTagging, docs/decisions/0010-guardduty-scan-gate.md),
 * and name colleagues as the console does (cognito-idp:ListUsers on the staff user pool alone, the staff API's own
 * grant: functions/staff-api/staff-directory.ts). No write, no delete, no Scan.
 * Attach the policy to the staff members' IAM users, group or Identity Center permission set.
 */
export class StaffAccess extends Construct {
  /** The customer-managed policy (its ARN is a stack output). */
  readonly policy: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, props: StaffAccessProps) {
    super(scope, id);
    const { table, prescriptionsBucket, staffUserPool } = props;
    this.policy = new iam.ManagedPolicy(this, 'Policy', {
      description:
        'Medvika staff CLI: list and read prescriptions/orders/messages, download prescription files, name colleagues (read-only)',
      statements: [
        new iam.PolicyStatement({
          sid: 'ListRecordsByKindAndDate',
          actions: ['dynamodb:Query'],
          resources: [`${table.tableArn}/index/${tableDesign.kindIndex.name}`],
          conditions: leadingKeys([...RECORD_KINDS]),
        }),
        new iam.PolicyStatement({
          sid: 'ReadRecordsByKey',
          actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem'],
          resources: [table.tableArn],
          conditions: leadingKeys(RECORD_PREFIXES.map((prefix) => `${prefix}*`)),
        }),
        new iam.PolicyStatement({
          sid: 'DownloadPrescriptionFiles',
          // The tagging reads: the CLI opens a file only when GuardDuty Malware Protection tagged it clean (docs/decisions/0010-guardduty-scan-gate.md,
          // functions/staff-api/file-scan-gate.ts); the tag is read from the record's object version.
          actions: ['s3:GetObject', 's3:GetObjectVersion', 's3:GetObjectTagging', 's3:GetObjectVersionTagging'],
          resources: [prescriptionsBucket.arnForObjects(`${PRESCRIPTIONS_PREFIX}*`)],
        }),
        new iam.PolicyStatement({
          sid: 'NameColleagues',
          actions: ['cognito-idp:ListUsers'],
          resources: [staffUserPool.userPoolArn],
        }),
      ],
    });
    Validations.of(this.policy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(prescriptionsBucket.node.defaultChild as s3.CfnBucket)}.Arn>/${PRESCRIPTIONS_PREFIX}*]`,
      reason:
        'Staff download any prescription file by its generated key (prescriptions/YYYY/MM/DD/<reference>/<uuid>.<ext>); the grant is read-only (GetObject, GetObjectVersion, and their tags for the malware-scan gate) and limited to the prescriptions/ prefix of the one bucket.',
    });
  }
}
