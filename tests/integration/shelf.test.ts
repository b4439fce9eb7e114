import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { productById, products } from '@domain/catalogue/catalogue';
import { MAX_DISCLOSED_UNITS, SEED_STOCK } from '@domain/shelf-availability';
import { orderLinesOf, readShelfItems, restockOrder, seedShelf, shelfKey, type ShelfItem } from '../../functions/data/shelf';
import { recordKey } from '../../functions/data/records';
import { handler as availabilityHandler } from '../../functions/catalogue/catalogue.handler';
import { handler as submitHandler } from '../../functions/submit-form/submit-form.handler';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { encodeMultipart, formData, invoke } from '../support/http';

/**
 * The shelf against the emulators and the real SDK: seeding, the availability API, and the checkout's prices and
 * stock from the shelf in one transaction (dev/dynamodb-transactions.ts locally).
 */
const aws = testAws();
const table = aws.config.tableName;

// Catalogue facts these tests rely on (domain/catalogue/products.ts): over-the-counter products.
const DOLO = 'products-dolo-650-tab-15';
const GRIPE_WATER = 'baby-woodwards-gripe-water-130ml';

async function setShelf(productId: string, fields: Partial<ShelfItem>): Promise<void> {
  const product = productById(productId)!;
  const item: ShelfItem = {
    productId,
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    stock: SEED_STOCK,
    state: 'available',
    version: 1,
    updatedAt: new Date().toISOString(),
    ...fields,
  };
  await aws.clients.dynamo.send(new PutCommand({ TableName: table, Item: { ...shelfKey(productId), ...item } }));
}

async function shelfItem(productId: string): Promise<ShelfItem> {
  const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: table, Key: shelfKey(productId), ConsistentRead: true }));
  return Item as ShelfItem;
}

async function checkout(lines: Array<{ id: string; quantity: number; pricePaise?: number }>) {
  const { body, contentType } = await encodeMultipart(formData({ form: 'checkout', ...checkoutShopper, items: JSON.stringify(lines) }));
  return invoke(submitHandler, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType }, body });
}

const availability = (ids: string) => invoke(availabilityHandler, { path: '/api/catalogue/availability', query: { ids } });

describe('the seeded shelf', () => {
  it('holds every catalogue product at its content price, SEED_STOCK units, available', async () => {
    // This file's table was created for it (tests/support/worker-env.ts), so its shelf went in by batch writes.
    const seeded = await readShelfItems(
      aws.clients.dynamo,
      table,
      products.map((product) => product.id),
    );
    expect([...seeded.keys()].sort()).toEqual(products.map((product) => product.id).sort());
    for (const product of [products[0]!, products.at(-1)!]) {
      expect(await shelfItem(product.id)).toMatchObject({
        productId: product.id,
        pricePaise: product.pricePaise,
        mrpPaise: product.mrpPaise,
        stock: SEED_STOCK,
        state: 'available',
        version: 1,
      });
    }
  });

  it('is seeded again without overwriting what staff or sales changed', async () => {
    await setShelf(DOLO, { stock: 2, pricePaise: 300, version: 4 });
    expect(await seedShelf(aws.clients.dynamo, table, products, SEED_STOCK, new Date())).toBe(0);
    expect(await shelfItem(DOLO)).toMatchObject({ stock: 2, pricePaise: 300, version: 4 });
  });
});

describe('GET /api/catalogue/availability', () => {
  it('answers price, MRP and availability per known id, in order, cacheable for 30 s, and never a count', async () => {
    await setShelf(DOLO, { stock: 3, pricePaise: 350 });
    await setShelf(GRIPE_WATER, { stock: 40 });
    const answer = await availability(`${GRIPE_WATER},no-such-product,${DOLO}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    expect(answer.json).toEqual({
      items: [
        {
          id: GRIPE_WATER,
          pricePaise: productById(GRIPE_WATER)!.pricePaise,
          mrpPaise: productById(GRIPE_WATER)!.mrpPaise,
          availability: 'in_stock',
        },
        { id: DOLO, pricePaise: 350, mrpPaise: productById(DOLO)!.mrpPaise, availability: 'low_stock' },
      ],
    });
    // No stock count in any form: no other field, and neither 3 nor 40 anywhere in the text.
    for (const item of answer.json.items) expect(Object.keys(item).sort()).toEqual(['availability', 'id', 'mrpPaise', 'pricePaise']);
    expect(answer.raw).not.toMatch(/\b(3|40)\b/);
  });

  it('shows a product staff marked out of stock or discontinued, and one with no units left, as such', async () => {
    await setShelf(DOLO, { stock: 0 });
    await setShelf(GRIPE_WATER, { state: 'discontinued' });
    const answer = await availability(`${DOLO},${GRIPE_WATER}`);
    expect(answer.json.items.map((item: { availability: string }) => item.availability)).toEqual(['out_of_stock', 'discontinued']);
  });

  it('refuses more than 60 ids, and none, with a 400 naming the field', async () => {
    const ids = products.slice(0, 61).map((product) => product.id);
    const tooMany = await availability(ids.join(','));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error).toMatchObject({ code: 'VALIDATION', fields: { ids: { code: 'too_many_items', max: 60 } } });
    expect((await availability(ids.slice(0, 60).join(','))).status).toBe(200);
    const none = await invoke(availabilityHandler, { path: '/api/catalogue/availability' });
    expect(none.status).toBe(400);
    expect(none.json.error.fields).toEqual({ ids: { code: 'required' } });
  });

  it('answers 404 below /api/catalogue for another path', async () => {
    expect((await invoke(availabilityHandler, { path: '/api/catalogue/stock', query: { ids: DOLO } })).status).toBe(404);
  });
});

describe('checkout from the shelf', () => {
  it('charges the shelf price, not the content price, and takes the units off the shelf', async () => {
    await setShelf(DOLO, { stock: 9, pricePaise: 320 });
    const placed = await checkout([{ id: DOLO, quantity: 2, pricePaise: 320 }]);
    expect(placed.status).toBe(201);
    const [order] = (await aws.itemsOfKind('order')).filter((item) => item.reference === placed.json.reference);
    expect(order).toMatchObject({ subtotalPaise: 640, lineItems: [{ productId: DOLO, unitPricePaise: 320, quantity: 2 }] });
    expect((await shelfItem(DOLO)).stock).toBe(7);
  });

  it('answers 409 PRICE_CHANGED with the old and new price when the cart showed another price, and sells nothing', async () => {
    await setShelf(DOLO, { stock: 9, pricePaise: 380 });
    const refused = await checkout([
      { id: DOLO, quantity: 1, pricePaise: productById(DOLO)!.pricePaise },
      { id: GRIPE_WATER, quantity: 1, pricePaise: productById(GRIPE_WATER)!.pricePaise },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('PRICE_CHANGED');
    expect(refused.json.priceChanges).toEqual([
      { id: DOLO, oldPricePaise: productById(DOLO)!.pricePaise, newPricePaise: 380, newMrpPaise: (await shelfItem(DOLO)).mrpPaise },
    ]);
    expect((await shelfItem(DOLO)).stock).toBe(9);
  });

  it('refuses a short line with 409 OUT_OF_STOCK naming it and how many are left, and takes nothing from the other lines', async () => {
    await setShelf(DOLO, { stock: 3 });
    await setShelf(GRIPE_WATER, { stock: 20 });
    const refused = await checkout([
      { id: GRIPE_WATER, quantity: 2 },
      { id: DOLO, quantity: 4 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('OUT_OF_STOCK');
    expect(refused.json.shortLines).toEqual([{ id: DOLO, available: 3 }]);
    expect([(await shelfItem(DOLO)).stock, (await shelfItem(GRIPE_WATER)).stock]).toEqual([3, 20]);
  });

  it(`never says more than ${MAX_DISCLOSED_UNITS} are left, and 0 for a product staff took off sale`, async () => {
    await setShelf(DOLO, { stock: 30 });
    await setShelf(GRIPE_WATER, { stock: 30, state: 'out_of_stock' });
    const refused = await checkout([
      { id: DOLO, quantity: 31 },
      { id: GRIPE_WATER, quantity: 1 },
    ]);
    expect(refused.json.shortLines).toEqual([
      { id: DOLO, available: MAX_DISCLOSED_UNITS },
      { id: GRIPE_WATER, available: 0 },
    ]);
  });

  it('sells the last 5 units to exactly 5 of 40 concurrent shoppers: 35 × 409 OUT_OF_STOCK, stock 0', async () => {
    await setShelf(DOLO, { stock: 5 });
    const answers = await Promise.all(Array.from({ length: 40 }, () => checkout([{ id: DOLO, quantity: 1 }])));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refusals = answers.filter((answer) => answer.status === 409);
    expect(refusals).toHaveLength(35);
    for (const refusal of refusals)
      expect(refusal.json).toMatchObject({ error: { code: 'OUT_OF_STOCK' }, shortLines: [{ id: DOLO, available: 0 }] });
    expect((await shelfItem(DOLO)).stock).toBe(0);
    const references = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.json.reference));
    expect((await aws.itemsOfKind('order')).filter((order) => references.has(order.reference))).toHaveLength(5);
  });
});

describe('restock', () => {
  it("puts a cancelled order's units back exactly once, however often it is retried, and never those of a live order", async () => {
    await setShelf(DOLO, { stock: 6 });
    await setShelf(GRIPE_WATER, { stock: 6 });
    const placed = await checkout([
      { id: DOLO, quantity: 2 },
      { id: GRIPE_WATER, quantity: 1 },
    ]);
    expect(placed.status).toBe(201);
    const reference = placed.json.reference as string;
    const [order] = (await aws.itemsOfKind('order')).filter((item) => item.reference === reference);
    const key = recordKey('order', reference);
    // Still placed: nothing goes back.
    expect(await restockOrder(aws.clients.dynamo, table, key, orderLinesOf(order!), new Date())).toBe(false);
    expect([(await shelfItem(DOLO)).stock, (await shelfItem(GRIPE_WATER)).stock]).toEqual([4, 5]);

    await aws.setRecordFields('order', reference, { status: 'cancelled' });
    const attempts = await Promise.all(
      Array.from({ length: 3 }, () => restockOrder(aws.clients.dynamo, table, key, orderLinesOf(order!), new Date())),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect(await restockOrder(aws.clients.dynamo, table, key, orderLinesOf(order!), new Date())).toBe(false);
    expect([(await shelfItem(DOLO)).stock, (await shelfItem(GRIPE_WATER)).stock]).toEqual([6, 6]);
  });
});
