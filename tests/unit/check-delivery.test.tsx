/** @vitest-environment happy-dom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckDelivery } from '../../web/src/components/product/CheckDelivery';
import { activateLocale } from '../../web/src/i18n/catalogs';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

/** Friday 27 November 2026, 11:30 IST: dispatched today, the window ends Tuesday 1 December (Sunday skipped). */
const friday = () => new Date('2026-11-27T06:00:00Z');

/** Types `pin` into the box and submits it; returns the answer's text. */
function check(pin: string, label: RegExp): string {
  fireEvent.change(screen.getByLabelText(label), { target: { value: pin } });
  fireEvent.submit(screen.getByLabelText(label).closest('form')!);
  return screen.getByRole('status').textContent ?? '';
}

describe('CheckDelivery', () => {
  it('answers with the latest day of the delivery estimate, refuses an unserved PIN and asks for six digits', () => {
    render(<CheckDelivery now={friday} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(check('110092', /PIN code/)).toBe('Delivery by Tue, 1 Dec');
    expect(check('400001', /PIN code/)).toBe("We don't deliver to 400001 yet");
    expect(screen.getByLabelText(/PIN code/).getAttribute('aria-invalid')).toBe('true');
    expect(check('11009', /PIN code/)).toBe('Enter the 6-digit PIN code, e.g. 110024');
  });

  it('answers in Hindi with the Hindi date', async () => {
    await activateLocale('hi');
    render(<CheckDelivery now={friday} />);
    expect(check('201301', /पिन कोड/)).toBe('मंगलवार, 1 दिसंबर तक डिलीवरी');
    expect(check('400001', /पिन कोड/)).toBe('हम अभी 400001 पर डिलीवरी नहीं करते');
  });
});
