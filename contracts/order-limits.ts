/**
 * Order limits (docs/architecture/api.md "checkout"), in a module without schema code so the cart, which every page loads,
 * can import them without pulling the checkout schemas into a shopper's first download.
 */

/** Most lines one order may hold. */
export const MAX_ORDER_LINES = 50;

/** Largest quantity of one line: the checkout API accepts 1–99, and the cart and both quantity steppers stop there. */
export const MAX_ORDER_QUANTITY = 99;
