/**
 * The pure rules of refill reminders (domain/refill-reminders.ts) and their e-mail's words (domain/notifications.ts
 * refillReminderContent), English and Hindi.
 */
import { describe, expect, it } from 'vitest';
import {
  PRESCRIPTION_VALIDITY_DAYS,
  REFILL_REMINDER_DAYS,
  isRefillReminderDays,
  prescriptionValidUntil,
  refillItemsParam,
  reminderDueAt,
  splitReminderLines,
  type ReminderLine,
} from '@domain/refill-reminders';
import { refillReminderContent } from '@domain/notifications';
import { parseRefillItems, refillReminderRequestSchema } from '@contracts/refill-reminders';
import { renderEmail } from '../../functions/notifier/email';
import { readConfig } from '../../functions/runtime/config';
import { REFILL_REMINDER_DELAY_ENV } from '@contracts/refill-reminders';
import { readLocalReminderDelayMs } from '../../dev/local-reminder-delay';

const DAY_MS = 86_400_000;
const otc: ReminderLine = {
  productId: 'products-paracetamol-500-tab-10',
  name: 'Paracetamol 500 mg',
  quantity: 2,
  requiresPrescription: false,
};
const rx: ReminderLine = {
  productId: 'products-pantoprazole-40-tab-15',
  name: 'Pantoprazole 40 mg',
  quantity: 1,
  requiresPrescription: true,
};

describe('due time', () => {
  it('is the chosen whole days after the request', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    for (const days of REFILL_REMINDER_DAYS) expect(reminderDueAt(at, days).getTime() - at.getTime()).toBe(days * DAY_MS);
    expect(reminderDueAt(at, 30).toISOString()).toBe('2026-12-26T10:00:00.000Z');
  });

  it('takes the local demo delay in ms instead of days when one is given', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(reminderDueAt(at, 60, 60_000).toISOString()).toBe('2026-11-26T10:01:00.000Z');
  });

  it('accepts only 15, 30 and 60 days, and requires the separate consent', () => {
    expect([15, 30, 60].every(isRefillReminderDays)).toBe(true);
    expect([0, 14, 45, '30', 90].some(isRefillReminderDays)).toBe(false);
    const base = { reference: 'ORD-20261126-7K3F9QAZ', phone: '98110 42367' };
    expect(refillReminderRequestSchema.safeParse({ ...base, days: 30, consent: true }).success).toBe(true);
    expect(refillReminderRequestSchema.safeParse({ ...base, days: 45, consent: true }).success).toBe(false);
    expect(refillReminderRequestSchema.safeParse({ ...base, days: 30, consent: false }).success).toBe(false);
    expect(refillReminderRequestSchema.safeParse({ ...base, days: 30 }).success).toBe(false);
  });

  // That functions/ and infra/ never name the setting is eslint.config.js's rule; here: the config ignores it, the local stack reads it.
  it('is left out of the Lambda config and read by the local stack alone', () => {
    const config = readConfig({ TABLE_NAME: 't', BUCKET_NAME: 'b', MEDVIKA_REFILL_REMINDER_DELAY_MS: '60000' });
    expect(JSON.stringify(config)).not.toContain('60000');
    expect(readLocalReminderDelayMs({ [REFILL_REMINDER_DELAY_ENV]: '60000' })).toBe(60_000);
    expect(readLocalReminderDelayMs({})).toBeUndefined();
    expect(() => readLocalReminderDelayMs({ [REFILL_REMINDER_DELAY_ENV]: '1 minute' })).toThrow(/whole number/);
  });
});

describe('prescription validity (180 days from upload)', () => {
  const uploadedAt = '2026-06-01T08:00:00.000Z';

  it('ends 180 days after the upload', () => {
    expect(PRESCRIPTION_VALIDITY_DAYS).toBe(180);
    expect(prescriptionValidUntil(uploadedAt)).toBe('2026-11-28T08:00:00.000Z');
  });

  it('keeps a prescription-only line while the prescription is valid at the due time', () => {
    const split = splitReminderLines([otc, rx], uploadedAt, new Date('2026-11-28T07:59:59.999Z'));
    expect(split).toEqual({ remind: [otc, rx], needsNewPrescription: [] });
  });

  it('leaves out a prescription-only line past its validity, and one with no prescription at all', () => {
    expect(splitReminderLines([otc, rx], uploadedAt, new Date('2026-11-28T08:00:00.000Z'))).toEqual({
      remind: [otc],
      needsNewPrescription: [rx],
    });
    expect(splitReminderLines([otc, rx], undefined, new Date('2026-06-02T00:00:00Z')).needsNewPrescription).toEqual([rx]);
  });
});

describe('refill link', () => {
  it('round-trips the items, capping quantities and dropping junk and repeats', () => {
    expect(refillItemsParam([otc, rx])).toBe('products-paracetamol-500-tab-10:2,products-pantoprazole-40-tab-15:1');
    expect(parseRefillItems('a-1:2,a-1:3,bad,b-2:0,c-3:500,<x>:1,')).toEqual([
      { id: 'a-1', quantity: 2 },
      { id: 'b-2', quantity: 1 },
      { id: 'c-3', quantity: 99 },
    ]);
    expect(parseRefillItems(null)).toEqual([]);
  });
});

describe('the reminder e-mail', () => {
  const facts = {
    reference: 'ORD-20260601-7K3F9QAZ',
    lines: [otc, rx],
    prescriptionUploadedAt: '2026-06-01T08:00:00.000Z',
    unsubscribeToken: 'tok.en',
    siteOrigin: 'https://www.medvika.in',
  };

  it('lists the medicines, links the refill and the unsubscribe page', () => {
    const content = refillReminderContent({ ...facts, at: new Date('2026-07-01T00:00:00Z') });
    const email = renderEmail(content);
    expect(email.subject).toBe('Time to reorder the medicines of order ORD-20260601-7K3F9QAZ');
    expect(email.text).toContain('Paracetamol 500 mg × 2');
    expect(email.text).toContain('Pantoprazole 40 mg × 1');
    expect(email.text).toContain('https://www.medvika.in/refill?items=products-paracetamol-500-tab-10:2,products-pantoprazole-40-tab-15:1');
    expect(email.text).toContain('Stop this reminder: https://www.medvika.in/unsubscribe?token=tok.en');
    expect(email.html).toContain('href="https://www.medvika.in/unsubscribe?token=tok.en"');
    expect(email.text).not.toContain('180 days');
  });

  it('leaves out a prescription-only medicine past its 180 days and says a new prescription is needed', () => {
    const email = renderEmail(refillReminderContent({ ...facts, at: new Date('2026-12-01T00:00:00Z') }));
    expect(email.text).toContain('https://www.medvika.in/refill?items=products-paracetamol-500-tab-10:2\n');
    expect(email.text).toContain(
      'Not included, because they need a prescription and yours is more than 180 days old: Pantoprazole 40 mg. To order them again, upload a new prescription with your order.',
    );
  });

  it('sends the "needs a new prescription" version when nothing is left', () => {
    const email = renderEmail(refillReminderContent({ ...facts, lines: [rx], at: new Date('2026-12-01T00:00:00Z') }));
    expect(email.text).toContain('They need a new prescription now.');
    expect(email.text).toContain('Your prescription is more than 180 days old');
    expect(email.text).toContain(
      'Order again with a new prescription: https://www.medvika.in/refill?items=products-pantoprazole-40-tab-15:1',
    );
  });

  it('is Hindi for a Hindi order, with /hi links', () => {
    const email = renderEmail(refillReminderContent({ ...facts, locale: 'hi', at: new Date('2026-12-01T00:00:00Z') }));
    expect(email.html).toContain('<html lang="hi">');
    expect(email.subject).toMatch(/[\u0900-\u097F]/);
    expect(email.text).toMatch(/पर्चा/);
    expect(email.text).toContain('https://www.medvika.in/hi/refill?items=products-paracetamol-500-tab-10:2');
    expect(email.text).toContain('https://www.medvika.in/hi/unsubscribe?token=tok.en');
  });
});
