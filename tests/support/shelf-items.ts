import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { shelfKey, type ShelfItem } from '../../functions/data/shelf';
import type { testAws } from './aws';

/**
 * Puts a product's shelf item (functions/data/shelf.ts) straight into the test table, as the seed would: version 1,
 * no staff name. Tests that need a shelf state set it here, whatever the seed does.
 * @param item the product id and any of price, MRP (paise), stock and state; defaults ₹3.60 / ₹4.00, 20 packs, available
 * @returns the item as stored
 */
export async function putShelfItem(
  aws: ReturnType<typeof testAws>,
  item: Pick<ShelfItem, 'productId'> & Partial<Omit<ShelfItem, 'productId'>>,
): Promise<ShelfItem> {
  const stored: ShelfItem = {
    pricePaise: 360,
    mrpPaise: 400,
    stock: 20,
    state: 'available',
    version: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...item,
  };
  await aws.clients.dynamo.send(new PutCommand({ TableName: aws.config.tableName, Item: { ...shelfKey(item.productId), ...stored } }));
  return stored;
}
