/**
 * A `tel:` link for an Indian phone number as shown to people (content/stores.ts, content/site.ts).
 * '+91 98711 20463' → 'tel:+919871120463'; a landline with its STD code, '0120 462 3190' → 'tel:+911204623190'
 * (the trunk prefix 0 is replaced by the country code +91, so the link also works from abroad).
 * @param display the number with spaces, dashes, dots or brackets
 * @returns the `tel:` URI in E.164 form
 */
export function telHref(display: string): string {
  const compact = display.replace(/[^\d+]/g, '');
  if (compact.startsWith('+')) return `tel:${compact}`;
  if (compact.startsWith('0')) return `tel:+91${compact.slice(1)}`;
  return `tel:+91${compact}`;
}
