/**
 * The pack declarations a rendered product page shows (web/src/features/product/PackDeclarations.tsx), as term →
 * value text, e.g. { 'Net quantity': '15 tablets', … }, read from the document's "Product details" list.
 */
export function renderedDeclarations(): Record<string, string | null> {
  return Object.fromEntries(
    [...document.querySelectorAll('.pack-declarations__row')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );
}
