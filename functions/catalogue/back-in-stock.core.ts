/**
 * POST /api/catalogue/back-in-stock (docs/architecture/api.md "Back-in-stock"): "Notify me when it is back" on an
 * out-of-stock product's page. The shopper's address, language and consent are stored once per product and mailbox
 * (functions/data/back-in-stock.ts); when the stock comes back the shopper gets one e-mail, then the subscription ends
 * (docs/behaviour.md "Notify me when it is back").
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { productById } from '@domain/catalogue/catalogue';
import { availabilityOf } from '@domain/shelf-availability';
import { BACK_IN_STOCK_PATH, backInStockRequestSchema, type BackInStockAnswer } from '@contracts/back-in-stock';
import { BACK_IN_STOCK_RETENTION_DAYS, expiryEpochSeconds } from '@contracts/deployment/table-design';
import type { RuntimeConfig } from '../runtime/config';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { limitIpv6Network } from '../runtime/network-rate-limit';
import { validateJsonBody } from '../runtime/validate-fields';
import { mailboxHash, putBackInStockSubscription } from '../data/back-in-stock';
import { readShelfItem } from '../data/shelf';
import { signUnsubscribeToken } from '../reminders/unsubscribe-token';

/** Dependencies of the subscription, injected so tests can point them at the emulators and move the clock. */
export interface BackInStockContext {
  dynamo: DynamoDBDocumentClient;
  config: RuntimeConfig;
  /** The unsubscribe-token key (functions/reminders/unsubscribe-token.ts readUnsubscribeKey). */
  tokenKey: string;
  now: Date;
}

/** Largest body read: 2 KiB (an honest request is under 300 bytes). */
const MAX_BODY_BYTES = 2048;

/**
 * Days the notice's unsubscribe link works: the subscription's own 90 days, and 30 more for a notice sent on its last
 * day to be read and acted on.
 */
const UNSUBSCRIBE_LINK_DAYS = BACK_IN_STOCK_RETENTION_DAYS + 30;

/**
 * Subscribes a mailbox to a product's return: checks the body (contracts/back-in-stock.ts), holds an IPv6 client's
 * /64 to the strict paths' rate like the other public forms (the WAF counts IPv4 addresses), checks that the product
 * exists and cannot be bought now, and stores the subscription with its signed unsubscribe token. Subscribing again
 * is harmless: one item per mailbox, refreshed.
 * @returns 200 {@link BackInStockAnswer}
 * @throws HttpError 404 for another path below /api/catalogue; 415/413/422 for a body that is not a small JSON object; 400 VALIDATION naming `productId`,
 *   `email` (`email_invalid`), `consent` (`consent_required`) or `locale`; 404 NOT_FOUND for a product the catalogue
 *   lacks; 409 IN_STOCK when it can be bought now, 409 DISCONTINUED when it will not come back;
 *   429 THROTTLED for an IPv6 /64 over its rate
 */
export async function subscribeBackInStock(request: HttpRequest, context: BackInStockContext): Promise<RouteResult> {
  if (request.path.replace(/\/$/, '') !== BACK_IN_STOCK_PATH) throw new HttpError(404, 'NOT_FOUND', 'There is no API at this address.');
  const body = validateJsonBody(backInStockRequestSchema, request, MAX_BODY_BYTES);
  const { dynamo, config, now } = context;
  await limitIpv6Network(dynamo, config.tableName, request.clientIp, now);
  if (!productById(body.productId)) {
    throw new HttpError(404, 'NOT_FOUND', 'There is no such product.');
  }
  const availability = availabilityOf(await readShelfItem(dynamo, config.tableName, body.productId));
  if (availability === 'discontinued') throw new HttpError(409, 'DISCONTINUED', 'This product has been discontinued and will not be back.');
  if (availability !== 'out_of_stock') throw new HttpError(409, 'IN_STOCK', 'This product is in stock: you can order it now.');
  const unsubscribeToken = signUnsubscribeToken(
    {
      purpose: 'back_in_stock',
      productId: body.productId,
      mailboxHash: mailboxHash(body.email),
      expiresAt: expiryEpochSeconds(now, UNSUBSCRIBE_LINK_DAYS),
    },
    context.tokenKey,
  );
  await putBackInStockSubscription(
    dynamo,
    config.tableName,
    { productId: body.productId, email: body.email, locale: body.locale, unsubscribeToken },
    now,
  );
  return { status: 200, body: { outcome: 'subscribed', unsubscribeToken } satisfies BackInStockAnswer };
}
