/** A file part of a multipart body: the bytes and the file name sent with them (e.g. a PreparedFile). */
export interface FilePart {
  blob: Blob;
  name: string;
}

/**
 * Builds the multipart body of a form post (docs/architecture/api.md: every POST is multipart), in the order of `fields`, each field once.
 * @param fields field name → a string (sent as is), a FilePart (sent as a file with its name), or
 *   null/undefined (left out, e.g. an optional file that was not chosen)
 * @returns the FormData to hand to postMultipart
 */
export function formBody(fields: Readonly<Record<string, string | FilePart | null | undefined>>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else if (value) body.append(name, value.blob, value.name);
  }
  return body;
}
