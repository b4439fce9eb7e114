import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { productById } from '@domain/catalogue/catalogue';
import { availabilityOf } from '@domain/shelf-availability';
import {
  AVAILABILITY_MAX_AGE_SECONDS,
  MAX_AVAILABILITY_IDS,
  type AvailabilityAnswer,
  type AvailabilityItem,
} from '@contracts/catalogue-availability';
import type { RuntimeConfig } from '../runtime/config';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { readShelfItems } from '../data/shelf';

/** Dependencies of the availability core, injected so tests can point them at the emulators. */
export interface AvailabilityContext {
  dynamo: DynamoDBDocumentClient;
  config: RuntimeConfig;
}

/** The one path the catalogue function answers below /api/catalogue. */
export const AVAILABILITY_PATH = '/api/catalogue/availability';

/**
 * GET /api/catalogue/availability?ids=a,b,c (docs/architecture/api.md "Availability"): each known product's live
 * selling price and MRP (integer paise) and its availability (domain/shelf-availability.ts), never its stock count.
 * Unknown ids are left out, in the order asked; a product with no shelf item yet shows its content price as
 * `out_of_stock` (it cannot be ordered). Cacheable: `Cache-Control: public, max-age=30`, the same 30 s CloudFront keeps it.
 * @returns 200 AvailabilityAnswer
 * @throws HttpError 404 for another path below /api/catalogue; 400 VALIDATION (`ids`: `required`, or
 *   `too_many_items` with `max` 60) for a missing or empty list or more than 60 ids
 */
export async function answerAvailability(request: HttpRequest, { dynamo, config }: AvailabilityContext): Promise<RouteResult> {
  if (request.path.replace(/\/$/, '') !== AVAILABILITY_PATH) throw new HttpError(404, 'NOT_FOUND', 'There is no API at this address.');
  const ids = [
    ...new Set(
      (request.query.ids ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  if (ids.length === 0) {
    throw new HttpError(400, 'VALIDATION', 'Name the products as ids=a,b,c.', { ids: { code: 'required' } });
  }
  if (ids.length > MAX_AVAILABILITY_IDS) {
    throw new HttpError(400, 'VALIDATION', `Ask for at most ${MAX_AVAILABILITY_IDS} products at once.`, {
      ids: { code: 'too_many_items', max: MAX_AVAILABILITY_IDS },
    });
  }
  const known = ids.filter((id) => productById(id) !== undefined);
  const shelf = await readShelfItems(dynamo, config.tableName, known);
  const items = known.map((id): AvailabilityItem => {
    const item = shelf.get(id);
    const product = productById(id)!;
    return {
      id,
      pricePaise: item?.pricePaise ?? product.pricePaise,
      mrpPaise: item?.mrpPaise ?? product.mrpPaise,
      availability: availabilityOf(item),
    };
  });
  return {
    status: 200,
    body: { items } satisfies AvailabilityAnswer,
    headers: { 'cache-control': `public, max-age=${AVAILABILITY_MAX_AGE_SECONDS}` },
  };
}
