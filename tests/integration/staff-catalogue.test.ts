/**
 * The staff catalogue (docs/architecture/staff-api.md "The shelf"): pharmacists list, read and change the shelf items
 * (price, MRP, stock, state) through the staff API handler against dynalite; support only read; every change is one
 * conditional write on `version`, audited with before and after values.
 */
import { describe, expect, it } from 'vitest';
import { readAuditPage } from '../../functions/data/audit';
import { readShelfItem } from '../../functions/data/shelf';
import { testAws } from '../support/aws';
import { putShelfItem } from '../support/shelf-items';
import {
  pharmacistClaims as pharmacist,
  secondPharmacistClaims as secondPharmacist,
  supportClaims as support,
} from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();

const change = (id: string, body: unknown, claims: Record<string, unknown> = pharmacist) =>
  staffRequest(claims, 'PATCH', `/catalogue/${id}`, { json: body });

/** The product's shelf audit trail (AUDIT#SHELF-<id>), newest first. */
const shelfAudit = async (id: string) =>
  (await readAuditPage(aws.clients.dynamo, aws.config.tableName, `SHELF-${id}`, { limit: 50 })).entries;

describe('staff catalogue', () => {
  it('shows a shelf item to pharmacists and support, and answers 404 for a product without one', async () => {
    await putShelfItem(aws, { productId: 'products-dolo-650-tab-15', pricePaise: 360, mrpPaise: 400, stock: 12 });
    const expected = { id: 'products-dolo-650-tab-15', pricePaise: 360, mrpPaise: 400, stock: 12, state: 'available', version: 1 };
    for (const claims of [pharmacist, support]) {
      const shown = await staffRequest(claims, 'GET', '/catalogue/products-dolo-650-tab-15');
      expect([shown.status, shown.json]).toEqual([200, expected]);
    }
    const missing = await staffRequest(pharmacist, 'GET', '/catalogue/products-no-such-product');
    expect([missing.status, missing.json.error.reason]).toEqual([404, { code: 'shelf_missing' }]);
  });

  it('lists products with their names, filtered by search words and state, a page at a time', async () => {
    await putShelfItem(aws, { productId: 'products-paracetamol-500-tab-10', pricePaise: 200, mrpPaise: 200, stock: 0 });
    await putShelfItem(aws, { productId: 'products-paracetamol-650-tab-15', pricePaise: 270, mrpPaise: 300, stock: 3 });
    const paracetamol = await staffRequest(support, 'GET', '/catalogue', { query: { search: 'PARACETAMOL tab' } });
    expect(paracetamol.status).toBe(200);
    const ids = (paracetamol.json.rows as Array<{ id: string }>).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(['products-paracetamol-500-tab-10', 'products-paracetamol-650-tab-15']));
    expect(paracetamol.json.rows[0]).toMatchObject({ name: expect.stringMatching(/Paracetamol/), updatedAt: expect.any(String) });

    const out = await staffRequest(pharmacist, 'GET', '/catalogue', { query: { search: 'paracetamol', state: 'out_of_stock' } });
    expect((out.json.rows as Array<{ id: string }>).map((row) => row.id)).toContain('products-paracetamol-500-tab-10');
    expect((out.json.rows as Array<{ id: string }>).map((row) => row.id)).not.toContain('products-paracetamol-650-tab-15');
    const low = await staffRequest(pharmacist, 'GET', '/catalogue', { query: { search: 'paracetamol', state: 'low_stock' } });
    expect((low.json.rows as Array<{ id: string }>).map((row) => row.id)).toEqual(['products-paracetamol-650-tab-15']);
    const below = await staffRequest(pharmacist, 'GET', '/catalogue', { query: { search: 'paracetamol', state: 'below_mrp' } });
    expect((below.json.rows as Array<{ id: string }>).map((row) => row.id)).toContain('products-paracetamol-650-tab-15');
    expect((below.json.rows as Array<{ id: string }>).map((row) => row.id)).not.toContain('products-paracetamol-500-tab-10');

    const bad = await staffRequest(pharmacist, 'GET', '/catalogue', { query: { state: 'sold_out', page: '0' } });
    expect([bad.status, bad.json.error.code, Object.keys(bad.json.error.fields)]).toEqual([400, 'VALIDATION', ['state']]);
    const late = await staffRequest(pharmacist, 'GET', '/catalogue', { query: { search: 'paracetamol', page: '40' } });
    expect([late.status, late.json.rows, late.json.page]).toEqual([200, [], 40]);
  });

  it('refuses a selling price above the MRP with a 400 naming the field, and changes nothing', async () => {
    await putShelfItem(aws, { productId: 'products-crocin-advance-500-tab-15', pricePaise: 270, mrpPaise: 300 });
    const above = await change('products-crocin-advance-500-tab-15', { version: 1, reason: 'new price list', pricePaise: 301 });
    expect([above.status, above.json.error.code, above.json.error.reason]).toEqual([400, 'VALIDATION', { code: 'price_above_mrp' }]);
    expect(above.json.error.fields).toEqual({ pricePaise: { code: 'above_max', max: 300 } });
    const mrpBelow = await change('products-crocin-advance-500-tab-15', { version: 1, reason: 'new price list', mrpPaise: 250 });
    expect([mrpBelow.status, Object.keys(mrpBelow.json.error.fields)]).toEqual([400, ['mrpPaise']]);
    const negative = await change('products-crocin-advance-500-tab-15', { version: 1, reason: 'stock-take', stock: -1 });
    expect([negative.status, Object.keys(negative.json.error.fields)]).toEqual([400, ['stock']]);
    const writeOff = await change('products-crocin-advance-500-tab-15', { version: 1, reason: 'damaged', stockChange: { writeOff: 21 } });
    expect([writeOff.status, writeOff.json.error.reason]).toEqual([400, { code: 'write_off_above_stock', count: 20 }]);
    const noReason = await change('products-crocin-advance-500-tab-15', { version: 1, reason: ' ', pricePaise: 250 });
    expect([noReason.status, Object.keys(noReason.json.error.fields)]).toEqual([400, ['reason']]);
    const stored = await readShelfItem(aws.clients.dynamo, aws.config.tableName, 'products-crocin-advance-500-tab-15');
    expect(stored).toMatchObject({ pricePaise: 270, mrpPaise: 300, stock: 20, version: 1 });
  });

  it('changes price and MRP together, receives and writes off stock, and audits before and after with the reason', async () => {
    const id = 'products-dolo-250-susp-60ml';
    await putShelfItem(aws, { productId: id, pricePaise: 450, mrpPaise: 500, stock: 4 });
    const repriced = await change(id, { version: 1, reason: 'MRP revised by maker', mrpPaise: 600, pricePaise: 550 });
    expect([repriced.status, repriced.json]).toEqual([
      200,
      { id, pricePaise: 550, mrpPaise: 600, stock: 4, state: 'available', version: 2 },
    ]);
    const received = await change(id, { version: 2, reason: 'delivery from distributor', stockChange: { receive: 10 } });
    expect(received.json).toMatchObject({ stock: 14, version: 3 });
    const written = await change(id, { version: 3, reason: 'two bottles broken', stockChange: { writeOff: 2 } });
    expect(written.json).toMatchObject({ stock: 12, version: 4 });
    const stored = await readShelfItem(aws.clients.dynamo, aws.config.tableName, id);
    expect(stored).toMatchObject({ updatedByName: 'Dr Ritu Sharma', version: 4 });

    const trail = await shelfAudit(id);
    expect(trail.map(({ userId, action, outcome, detail, before, after }) => ({ userId, action, outcome, detail, before, after }))).toEqual(
      [
        {
          userId: 'pharmacist-sub-1',
          action: 'shelf_change',
          outcome: 'allowed',
          detail: 'two bottles broken',
          before: { stock: 14 },
          after: { stock: 12 },
        },
        {
          userId: 'pharmacist-sub-1',
          action: 'shelf_change',
          outcome: 'allowed',
          detail: 'delivery from distributor',
          before: { stock: 4 },
          after: { stock: 14 },
        },
        {
          userId: 'pharmacist-sub-1',
          action: 'shelf_change',
          outcome: 'allowed',
          detail: 'MRP revised by maker',
          before: { pricePaise: 450, mrpPaise: 500 },
          after: { pricePaise: 550, mrpPaise: 600 },
        },
      ],
    );
  });

  it('answers a stale version with 409 naming who changed it first, and writes nothing', async () => {
    const id = 'products-paracetamol-650-tab-15';
    await putShelfItem(aws, { productId: id, pricePaise: 270, mrpPaise: 300, stock: 8 });
    const first = await change(id, { version: 1, reason: 'quality hold on batch B12', state: 'out_of_stock' }, secondPharmacist);
    expect([first.status, first.json.state, first.json.version]).toEqual([200, 'out_of_stock', 2]);
    const stale = await change(id, { version: 1, reason: 'weekly offer', pricePaise: 250 });
    expect([stale.status, stale.json.error.code, stale.json.error.reason]).toEqual([409, 'CONFLICT', { code: 'shelf_changed' }]);
    expect(stale.json.current).toEqual({ id, pricePaise: 270, mrpPaise: 300, stock: 8, state: 'out_of_stock', version: 2 });
    expect(stale.json.lastChange).toEqual({ to: 'out_of_stock', at: expect.any(String), byName: 'Dr Aman Gupta' });
    expect((await shelfAudit(id)).map((entry) => `${entry.userId}:${entry.outcome}`)).toEqual([
      'pharmacist-sub-1:conflict',
      'pharmacist-sub-2:allowed',
    ]);
    const stored = await readShelfItem(aws.clients.dynamo, aws.config.tableName, id);
    expect(stored).toMatchObject({ pricePaise: 270, version: 2 });
  });

  it('lets support read but not change (403), and needs a change to save', async () => {
    const id = 'products-dolo-650-tab-15';
    await putShelfItem(aws, { productId: id, stock: 5 });
    const refused = await change(id, { version: 1, reason: 'discontinued by maker', state: 'discontinued' }, support);
    expect([refused.status, refused.json.error.code]).toEqual([403, 'FORBIDDEN']);
    expect(await shelfAudit(id)).toEqual([]);
    const empty = await change(id, { version: 1, reason: 'nothing really', stock: 5 });
    expect([empty.status, empty.json.error.reason]).toEqual([400, { code: 'shelf_change_empty' }]);
    const both = await change(id, { version: 1, reason: 'stock-take', stock: 9, stockChange: { receive: 1 } });
    expect([both.status, both.json.error.reason]).toEqual([400, { code: 'shelf_change_empty' }]);
    const post = await staffRequest(pharmacist, 'POST', `/catalogue/${id}`, { json: { version: 1 } });
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, PATCH']);
    const discontinued = await change(id, { version: 1, reason: 'discontinued by maker', state: 'discontinued' });
    expect(discontinued.json).toMatchObject({ state: 'discontinued', version: 2 });
  });
});
