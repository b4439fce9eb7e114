/**
 * Claims of verified staff ID tokens as API Gateway's JWT authorizer passes them to a handler (groups as "[a b]",
 * the pharmacist's profile attributes as the operator sets them; docs/architecture/staff-api.md). For handler tests that run without
 * a token: the local authorizer is tested on its own (tests/integration/staff-auth.test.ts).
 */
export const pharmacistClaims = {
  sub: 'pharmacist-sub-1',
  token_use: 'id',
  'cognito:groups': '[pharmacist]',
  name: 'Dr Ritu Sharma',
  'custom:pharmacy_council': 'Delhi Pharmacy Council',
  'custom:registration_number': 'DPC-12345',
};

/** A second pharmacist (concurrent decisions). */
export const secondPharmacistClaims = { ...pharmacistClaims, sub: 'pharmacist-sub-2', name: 'Dr Aman Gupta' };

/** A support-desk user: orders and messages, never prescription files. */
export const supportClaims = { sub: 'support-sub-1', token_use: 'id', 'cognito:groups': '[support]', name: 'Neha' };
