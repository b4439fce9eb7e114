/**
 * The English messages of the shared form fields, exactly as the browser shows them under a field and the API returns
 * them (docs/behaviour.md §8 texts kept exactly). Kept free of zod, so the browser's table of their translations
 * (web/src/lib/message-translations) can name them without downloading the schemas.
 */

/** Field messages shared by the browser forms and the API (docs/behaviour.md §8 texts kept exactly). */
export const fieldMessages = {
  nameRequired: 'Name is required',
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid mobile number',
  indianPhone: 'Enter a 10-digit Indian phone number, e.g. +91 98765 43210',
  required: 'This field is required',
} as const;

/** Messages of the checkout fields, shown under each field in the browser and returned by the API. */
export const checkoutMessages = {
  name: 'Enter your full name',
  address: 'Enter the full delivery address',
  country: 'Enter the country',
  state: 'Enter the state',
  city: 'Enter the city',
  code: 'Enter a valid zipcode (3–10 letters or digits)',
  pin: 'Enter the 6-digit PIN code, e.g. 110024',
} as const;

/** Message when a prescription is sent without the shopper's consent (DPDP Act 2023). */
export const CONSENT_MESSAGE = 'Please agree to the consent notice to send your prescription';

/** Message when `consent_version` is not a known notice version. */
export const CONSENT_VERSION_MESSAGE = 'Unknown consent notice version: please reload the page and agree to the notice again';

/** The one answer for an unknown reference and for a wrong phone, so neither can be told apart (docs/architecture/self-service-api.md). */
export const TRACK_NOT_FOUND_MESSAGE = 'We could not find a request with these details.';
