/**
 * What a dispatch and a delivery record (domain/couriers.ts, contracts/fulfilment.ts) and how the dispatch e-mail names
 * the courier and the tracking number (domain/notifications.ts), in English and Hindi.
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { deliveryFieldsSchema, dispatchFieldsSchema } from '@contracts/fulfilment';
import { toFieldErrors } from '@contracts/forms/fields';
import { couriers, shipmentView, trackingUrlOf } from '@domain/couriers';
import { notificationContent } from '@domain/notifications';
import { renderEmail } from '../../functions/notifier/email';

/** The field problems of a dispatch body, or undefined when it passes. */
function dispatchProblems(body: Record<string, unknown>) {
  const parsed = z.safeParse(dispatchFieldsSchema, body);
  return parsed.success ? undefined : toFieldErrors(parsed.error);
}

describe('the courier list', () => {
  it('has unique ids, and https tracking pages that take the number', () => {
    const ids = couriers.map((courier) => courier.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const courier of couriers) {
      if (!('trackingUrl' in courier)) continue;
      expect(courier.trackingUrl, courier.id).toMatch(/^https:\/\/[^{]+\{awb\}/);
    }
    expect(trackingUrlOf('ekart', 'FMPC1234567')).toBe('https://ekartlogistics.com/shipmenttrack/FMPC1234567');
    expect(trackingUrlOf('dtdc', 'D1234567')).toBeUndefined();
    expect(trackingUrlOf('gone', 'D1234567')).toBeUndefined();
  });

  it('shows a stored shipment by the name stored with it, even once its courier left the list', () => {
    expect(shipmentView({ courierId: 'retired', courierName: 'Old Express', awb: 'OE-123456' })).toEqual({
      courier: 'Old Express',
      awb: 'OE-123456',
    });
    expect(shipmentView(undefined)).toBeUndefined();
    expect(shipmentView({ courierId: 'dtdc' })).toBeUndefined();
  });
});

describe('a dispatch body', () => {
  it('takes a listed courier and a trimmed AWB of 6 to 30 letters, digits and hyphens', () => {
    expect(z.parse(dispatchFieldsSchema, { courier: 'bluedart', awb: ' 81234567890 ' })).toEqual({
      courier: 'bluedart',
      awb: '81234567890',
    });
    expect(dispatchProblems({ courier: 'dtdc', awb: 'A'.repeat(30) })).toBeUndefined();
    expect(dispatchProblems({ courier: 'dtdc', awb: 'AB-123' })).toBeUndefined();
  });

  it('names each missing or malformed field', () => {
    expect(dispatchProblems({})).toEqual({ courier: { code: 'courier_required' }, awb: { code: 'awb_invalid' } });
    for (const awb of ['12345', 'A'.repeat(31), 'AB 123456', 'AB_123456', 'ट्रैक123456', 42]) {
      expect(dispatchProblems({ courier: 'dtdc', awb }), String(awb)).toEqual({ awb: { code: 'awb_invalid' } });
    }
  });
});

describe('a delivery body', () => {
  it('takes a receiver of 1 to 80 characters, trimmed, control characters stripped', () => {
    expect(z.parse(deliveryFieldsSchema, { receivedBy: '  Asha\u0007 Verma ' })).toEqual({ receivedBy: 'Asha Verma' });
    const blank = z.safeParse(deliveryFieldsSchema, { receivedBy: ' ' });
    expect(blank.success ? undefined : toFieldErrors(blank.error)).toEqual({ receivedBy: { code: 'received_by_required' } });
    const long = z.safeParse(deliveryFieldsSchema, { receivedBy: 'A'.repeat(81) });
    expect(long.success ? undefined : toFieldErrors(long.error)).toEqual({ receivedBy: { code: 'too_long', max: 80 } });
  });
});

describe('the dispatch e-mail', () => {
  const facts = {
    audience: 'shopper',
    kind: 'order',
    reference: 'ORD-20261123-ABCD2345',
    status: 'dispatched',
    siteOrigin: 'https://www.medvika.in',
  } as const;

  it('names the courier and the AWB, and the tracking page when the courier has one, in the body only', () => {
    const shipment = shipmentView({ courierId: 'delhivery', courierName: 'Delhivery', awb: 'DLV-90817263' });
    const { subject, text, html } = renderEmail(notificationContent({ ...facts, shipment }));
    expect(text).toContain('Sent with Delhivery. Tracking number (AWB): DLV-90817263.');
    expect(text).toContain("Follow it on the courier's page: https://www.delhivery.com/track/package/DLV-90817263");
    expect(html).toContain('DLV-90817263');
    expect(subject).not.toContain('DLV-90817263');
    const hindi = renderEmail(notificationContent({ ...facts, shipment, locale: 'hi' })).text;
    expect(hindi).toContain('Delhivery से भेजा गया है। ट्रैकिंग नंबर (AWB): DLV-90817263।');
  });

  it('says no tracking page for a courier without one, and nothing of a shipment on other e-mails', () => {
    const shipment = shipmentView({ courierId: 'own_rider', courierName: 'Medvika rider', awb: 'SLIP-004211' });
    const { text } = renderEmail(notificationContent({ ...facts, shipment }));
    expect(text).toContain('Sent with Medvika rider. Tracking number (AWB): SLIP-004211.');
    expect(text).not.toContain("courier's page");
    expect(renderEmail(notificationContent({ ...facts, status: 'delivered', shipment })).text).not.toContain('SLIP-004211');
  });
});
