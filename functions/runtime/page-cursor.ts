import { HttpError } from './http';

/**
 * The opaque `cursor` of a paged list (the comments of a post, a staff queue): a Query's LastEvaluatedKey as
 * base64url JSON.
 * @returns the cursor, or undefined when there is no next page
 */
export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

/**
 * The start key a `cursor` query parameter names. A cursor comes from the client, so only a key the caller's
 * `isKeyOfPage` accepts (one of the queried partition, only string parts: the data modules' isCommentKeyOf /
 * isQueueKey) is used: a crafted cursor can never move a Query to another partition.
 * @returns the key, or undefined without a cursor
 * @throws HttpError 400 VALIDATION (`cursor: 'Invalid'`) for anything else: not base64url JSON, or a key not accepted
 */
export function decodeCursor(
  cursor: string | undefined,
  isKeyOfPage: (key: Record<string, unknown>) => boolean,
): Record<string, string> | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (isKeyOfPage(key)) return key as Record<string, string>;
  } catch {
    // fall through to the error below
  }
  throw new HttpError(400, 'VALIDATION', 'The cursor is not valid.', { cursor: { code: 'invalid' } });
}
