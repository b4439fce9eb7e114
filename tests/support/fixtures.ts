/** Shared test data: one valid shopper, as the checkout form sends it and the order record stores it. */

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
