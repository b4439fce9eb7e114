import type { H1RegisterEntry } from '@contracts/registers';

/** Shared test data: one valid shopper, as the checkout form sends it and the order record stores it; a register entry. */

/** The eight checkout fields of a valid Delhi order (docs/behaviour.md §3 "Checkout form"), as sent and as stored. */
export const checkoutShopper = {
  email: 'meera@example.in',
  phone: '+91 98110 42367',
  name: 'Meera Nair',
  address: 'C-4, Hauz Khas, New Delhi',
  country: 'India',
  state: 'Delhi',
  city: 'New Delhi',
  code: '110016',
  // Cash on delivery: the order proceeds through the staff steps without a payment (domain/payment.ts).
  payment: 'cod',
} as const;

/** The shortest valid checkout fields (hostile-input and schema tests vary one field at a time). */
export const minimalCheckoutFields = {
  email: 'a@b.co',
  phone: '9876543210',
  name: 'A B',
  address: 'Sector 18',
  country: 'India',
  state: 'UP',
  city: 'Noida',
  code: '201301',
  payment: 'online',
};

/** A valid contact-form submission. */
export const minimalContact = { form: 'contact', name: 'Ravi', email: 'ravi@example.in', mobile: '9811042367', message: 'Hello' };

/**
 * A Schedule H1 register entry as dispatch writes it (functions/staff-api/dispatch-trace.ts): a Taxim-O supply at 01:40
 * IST on 1 Dec 2026 (20:10 UTC the day before), with `extra` over it.
 */
export function h1RegisterEntry(extra: Partial<H1RegisterEntry> = {}): H1RegisterEntry {
  return {
    dispatchedAt: '2026-11-30T20:10:00.000Z',
    reference: 'ORD-20261201-7K3F9QAZ',
    productId: 'prescription-taxim-o-200-tab-10',
    patientName: 'Ravi Kumar',
    patientAddress: 'C-4, Hauz Khas, New Delhi, Delhi 110016',
    prescriberName: 'Dr Kavita Rao',
    prescriberRegistration: 'DMC/R/20417',
    prescriberAddress: 'Rao Clinic, Saket, New Delhi',
    medicine: 'Taxim-O 200 Tablet',
    quantity: 2,
    batch: 'TXO2417A',
    expiry: '2027-10',
    pharmacistName: 'Dr Ritu Sharma',
    pharmacistRegistration: 'Delhi Pharmacy Council DPC-12345',
    ...extra,
  };
}
