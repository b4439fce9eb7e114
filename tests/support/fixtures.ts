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
} as const;
