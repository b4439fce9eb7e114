/**
 * The shelf's seed at deploy (functions/shelf-seed/shelf-seed.handler.ts), run as CloudFormation's custom resource
 * would run it through CDK's Provider, against the emulators: it creates the shelf items that are missing, never
 * overwrites one staff changed, and leaves the shelf alone when the resource is deleted.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { productById } from '@domain/catalogue/catalogue';
import { SEED_STOCK } from '@domain/shelf-availability';
import { shelfKey } from '../../functions/data/shelf';
import { handler, SHELF_SEED_PHYSICAL_ID } from '../../functions/shelf-seed/shelf-seed.handler';
import { testAws } from '../support/aws';

const aws = testAws();
const table = aws.config.tableName;

const DOLO = 'products-dolo-650-tab-15';
const GRIPE_WATER = 'baby-woodwards-gripe-water-130ml';

/** A custom-resource event of `type` as CloudFormation sends it (through CDK's Provider framework). */
function event(type: 'Create' | 'Update' | 'Delete'): CloudFormationCustomResourceEvent {
  const common = {
    ServiceToken: 'arn:aws:lambda:ap-south-1:123456789012:function:provider',
    ResponseURL: 'https://cloudformation-custom-resource-response-apsouth1.s3.amazonaws.com/example',
    StackId: 'arn:aws:cloudformation:ap-south-1:123456789012:stack/MedvikaStorefront/1',
    RequestId: 'request-1',
    LogicalResourceId: 'ShelfSeedResource',
    ResourceType: 'Custom::MedvikaShelfSeed',
    ResourceProperties: { ServiceToken: 'arn:aws:lambda:ap-south-1:123456789012:function:provider', catalogue: 'abc' },
  };
  if (type === 'Create') return { ...common, RequestType: 'Create' };
  if (type === 'Update')
    return {
      ...common,
      RequestType: 'Update',
      PhysicalResourceId: SHELF_SEED_PHYSICAL_ID,
      OldResourceProperties: { ServiceToken: common.ServiceToken, catalogue: 'old' },
    };
  return { ...common, RequestType: 'Delete', PhysicalResourceId: SHELF_SEED_PHYSICAL_ID };
}

const shelfItem = async (productId: string) =>
  (await aws.clients.dynamo.send(new GetCommand({ TableName: table, Key: shelfKey(productId), ConsistentRead: true }))).Item;

describe('the shelf seed at deploy', () => {
  it('creates only the missing items on Create and Update, leaving what staff changed', async () => {
    // The worker's provisioning seeded the shelf; a product added since has no item, and staff changed another.
    await aws.clients.dynamo.send(new DeleteCommand({ TableName: table, Key: shelfKey(GRIPE_WATER) }));
    await aws.clients.dynamo.send(
      new UpdateCommand({
        TableName: table,
        Key: shelfKey(DOLO),
        UpdateExpression: 'SET stock = :two',
        ExpressionAttributeValues: { ':two': 2 },
      }),
    );

    expect(await handler(event('Create'))).toEqual({ PhysicalResourceId: SHELF_SEED_PHYSICAL_ID, Data: { created: 1 } });
    const gripeWater = productById(GRIPE_WATER)!;
    expect(await shelfItem(GRIPE_WATER)).toMatchObject({
      pricePaise: gripeWater.pricePaise,
      mrpPaise: gripeWater.mrpPaise,
      stock: SEED_STOCK,
      state: 'available',
    });
    expect(await shelfItem(DOLO)).toMatchObject({ stock: 2 });

    // A second deploy with nothing missing creates nothing.
    expect(await handler(event('Update'))).toEqual({ PhysicalResourceId: SHELF_SEED_PHYSICAL_ID, Data: { created: 0 } });
  });

  it('leaves the shelf as it is when the resource is deleted: prices and stock are the pharmacy data', async () => {
    await aws.clients.dynamo.send(new DeleteCommand({ TableName: table, Key: shelfKey(GRIPE_WATER) }));
    expect(await handler(event('Delete'))).toEqual({ PhysicalResourceId: SHELF_SEED_PHYSICAL_ID, Data: { created: 0 } });
    expect(await shelfItem(GRIPE_WATER)).toBeUndefined();
    expect(await shelfItem(DOLO)).toBeDefined();
  });
});
