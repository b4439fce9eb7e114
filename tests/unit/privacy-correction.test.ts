import { describe, expect, it } from 'vitest';
import { currentContactFields, validateCorrection } from '@contracts/privacy-correction';
import { checkoutShopper } from '../support/fixtures';

// contracts/privacy-correction.ts: a correction is checked by the rules of the form that collected the fields.
describe('validateCorrection', () => {
  const prescription = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    city: 'Noida',
    address: 'Sector 18, Noida',
    code: '201301',
  };

  it('returns only the fields that change, as the form schema outputs them (trimmed)', () => {
    expect(validateCorrection('prescription', { name: '  Asha Varma ', city: 'Noida' }, prescription)).toEqual({
      changes: { name: 'Asha Varma' },
    });
  });

  it('refuses a value the original form refuses, a field the kind does not store, and a correction that changes nothing', () => {
    expect(validateCorrection('prescription', { email: 'asha@' }, prescription)).toEqual({
      errors: { email: { code: 'email_invalid' } },
    });
    expect(validateCorrection('prescription', { city: 'Chennai' }, prescription)).toMatchObject({
      errors: { city: { code: 'city_unlisted' } },
    });
    expect(validateCorrection('message', { address: 'Somewhere 5' }, { name: 'Ravi', email: 'r@x.in', mobile: '9811042367' })).toEqual({
      errors: { address: { code: 'not_correctable' } },
    });
    expect(validateCorrection('prescription', { name: 'Asha Verma' }, prescription)).toMatchObject({
      errors: { fields: { code: 'nothing_changed' } },
    });
  });

  it('takes only a PIN code we deliver to, and does not hold an older order’s PIN against another correction', () => {
    const order = { ...checkoutShopper, country: 'Nepal', code: '44600' };
    expect(validateCorrection('order', { code: '400001' }, order)).toEqual({
      errors: { code: { code: 'pin_not_served', pin: '400001' } },
    });
    expect(validateCorrection('order', { country: 'India' }, order)).toEqual({ changes: { country: 'India' } });
    expect(validateCorrection('order', { country: 'India', code: '110016' }, order)).toEqual({
      changes: { country: 'India', code: '110016' },
    });
  });

  it('does not hold a stored field that breaks a newer rule against a correction that leaves it alone', () => {
    const old = { ...prescription, address: 'x' }; // shorter than today's 5 characters
    expect(validateCorrection('prescription', { name: 'Asha Varma' }, old)).toEqual({ changes: { name: 'Asha Varma' } });
    expect(currentContactFields('prescription', old)).toEqual(old);
    // Sent before the upload form asked a PIN code: none is asked of a correction that leaves it alone, and one given
    // must be a PIN code the pharmacy delivers to.
    const { code: _none, ...beforePin } = prescription;
    expect(validateCorrection('prescription', { name: 'Asha Varma' }, beforePin)).toEqual({ changes: { name: 'Asha Varma' } });
    expect(validateCorrection('prescription', { code: '400001' }, beforePin)).toEqual({
      errors: { code: { code: 'pin_not_served', pin: '400001' } },
    });
    expect(validateCorrection('prescription', { code: '110016' }, beforePin)).toEqual({ changes: { code: '110016' } });
    expect(currentContactFields('message', { name: 'Ravi' })).toEqual({ name: 'Ravi', email: '', mobile: '' });
  });
});
