import { CustomResource, Duration, Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { createHash } from 'node:crypto';
import { products } from '../../domain/catalogue/catalogue';
import { SEED_STOCK } from '../../domain/shelf-availability';
import { PARTITION_PREFIXES } from '../../contracts/deployment/table-design';
import { ApiFunction } from './api-function';

/** Inputs of the {@link ShelfSeed} construct. */
export interface ShelfSeedProps {
  /** The single table, which holds the shelf items (SHELF#<productId>). */
  readonly table: dynamodb.ITable;
  /** Retention of the seed function's log group. */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The fingerprint of what the seed writes: the catalogue's product ids, prices and MRPs, and SEED_STOCK. It is the
 * custom resource's `catalogue` property, so CloudFormation runs the seed again (an Update) on a deploy that changes
 * the catalogue, and leaves it alone on any other deploy.
 * @returns a SHA-256 hex digest (64 characters)
 */
export function catalogueFingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify([SEED_STOCK, products.map((product) => [product.id, product.pricePaise, product.mrpPaise])]))
    .digest('hex');
}

/**
 * The shelf's seed at deploy (docs/architecture/data-model.md "Shelf"): a CloudFormation custom resource whose
 * onEvent handler is functions/shelf-seed/shelf-seed.handler.ts, run through CDK's custom-resource Provider (which
 * speaks CloudFormation's response protocol and retries for us). Each deploy that changes the catalogue gives every
 * product without a shelf item one, never overwriting what staff changed; the local stack seeds the same way on the
 * first `npm start` (dev/provision.ts). The seed function may only read (BatchGetItem) and create (PutItem) SHELF#…
 * items of the table.
 */
export class ShelfSeed extends Construct {
  /** The seed function (its role and log group). */
  readonly fn: ApiFunction;
  /** The custom resource that runs the seed. */
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: ShelfSeedProps) {
    super(scope, id);
    this.fn = new ApiFunction(this, 'Function', {
      entry: 'shelf-seed/shelf-seed.handler',
      description: 'Medvika shelf seed: one SHELF# item per catalogue product, never overwriting',
      environment: { TABLE_NAME: props.table.tableName },
      logRetention: props.logRetention,
      memorySize: 256,
      // A couple of hundred conditional puts, 16 at a time: seconds. Custom resources may take up to an hour.
      timeout: Duration.minutes(2),
    });
    this.fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:BatchGetItem', 'dynamodb:PutItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PARTITION_PREFIXES.shelf}*`] } },
      }),
    );
    const provider = new cr.Provider(this, 'Provider', {
      onEventHandler: this.fn.function,
      logGroup: new logs.LogGroup(this, 'ProviderLogs', { retention: props.logRetention ?? logs.RetentionDays.ONE_YEAR }),
    });
    // CDK's framework function (it answers CloudFormation and calls the seed) has a role CDK writes itself.
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's custom-resource framework function writes only its own logs (AWSLambdaBasicExecutionRole: CreateLogGroup, CreateLogStream, PutLogEvents) and runs only during deployments.",
    });
    Validations.of(provider).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.fn.function.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
      reason: "The framework may invoke the seed function's versions and aliases (`<function arn>:*`), and no other function.",
    });
    this.resource = new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::MedvikaShelfSeed',
      properties: { catalogue: catalogueFingerprint() },
    });
  }
}
