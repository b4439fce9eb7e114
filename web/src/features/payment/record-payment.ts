import { orderServicePaths } from '@contracts/order-service';
import { postJson } from '../../lib/api-client';

/**
 * Records an online order's payment on the server (POST /api/track/payment, docs/architecture/self-service-api.md):
 * idempotent, so a repeat after a lost answer changes nothing. Loaded when the shopper presses PAY NOW, not with the
 * page: the request code (the API client and the forms' schemas it shares) is not needed to show the form.
 * @param reference the order's reference (ORD-…); `phone` the phone number given at checkout, which authorises it
 * @returns the server's answer
 * @throws ApiError (web/src/lib/api-client.ts) when the server refuses or cannot be reached
 */
export function recordPayment(reference: string, phone: string): Promise<unknown> {
  return postJson(orderServicePaths.payment, { reference, phone });
}
