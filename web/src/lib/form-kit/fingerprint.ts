/**
 * JSON of a request's content, with files reduced to what identifies them (name, size, type): two submits with equal
 * fingerprints carry the same request. A module of its own, so that pages which only compare requests (the payment
 * page's pending order, lib/pending-order.ts) do not carry the API client.
 * @param input what the request carries (form fields, cart lines, a File or Blob)
 * @returns a JSON string
 */
export function fingerprintOf(input: unknown): string {
  return JSON.stringify(input, (_key, value: unknown) =>
    value instanceof Blob ? ['blob', (value as Partial<File>).name ?? '', value.size, value.type] : value,
  );
}
