import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { products } from '@domain/catalogue/catalogue';
import { SEED_STOCK } from '@domain/shelf-availability';
import { createDynamoClient } from '../runtime/dynamo-client';
import { readConfig } from '../runtime/config';
import { logger } from '../runtime/logger';
import { seedShelf } from '../data/shelf';

const dynamo = createDynamoClient();
const config = readConfig(process.env, { needsBucket: false });

/** The one physical id of the seed: there is one shelf per table, so an update never "replaces" the resource. */
export const SHELF_SEED_PHYSICAL_ID = 'medvika-shelf-seed';

/** What the custom resource framework hands back to CloudFormation: the physical id, and how many items were created. */
export interface ShelfSeedAnswer {
  readonly PhysicalResourceId: string;
  readonly Data: { readonly created: number };
}

/**
 * The shelf's seed at deploy (infra/constructs/shelf-seed.ts), the onEvent handler of a CloudFormation custom
 * resource run through CDK's custom-resource Provider (which answers CloudFormation for it). On Create and on every
 * Update (its `catalogue` property changes with the catalogue content and SEED_STOCK), every catalogue product
 * without a shelf item gets one (functions/data/shelf.ts seedShelf: the content's price and MRP, SEED_STOCK units,
 * `available`), never overwriting an item staff have changed. Delete leaves the shelf as it is: prices and stock are
 * the pharmacy's data, kept with the table. Env: TABLE_NAME.
 * @returns the physical id and `created` (0 when every product already had its item)
 * @throws the SDK's errors: the Provider reports them as FAILED and CloudFormation rolls the deployment back
 */
export async function handler(event: CloudFormationCustomResourceEvent): Promise<ShelfSeedAnswer> {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: SHELF_SEED_PHYSICAL_ID, Data: { created: 0 } };
  const created = await seedShelf(dynamo, config.tableName, products, SEED_STOCK, new Date());
  logger.info('shelf seeded', { count: created });
  return { PhysicalResourceId: SHELF_SEED_PHYSICAL_ID, Data: { created } };
}
