/**
 * Parsing what the entity modules of functions/data/ read: each module checks a stored item against its entity's
 * zod/mini schema before anyone uses it, so callers get a typed value and never cast or coerce a stored attribute
 * (docs/architecture/data-model.md, "Parsing what is read").
 */
import type * as z from 'zod/mini';
import { logger } from '../runtime/logger';
import type { Item, ItemKey } from './table';

/**
 * A stored item that does not have its entity's shape (a bug, a hand edit, an old item a migration missed). Not an
 * HttpError: the handler kit answers it as its generic 500 INTERNAL, and its message names only the kind.
 */
export class StoredRecordInvalid extends Error {
  override readonly name = 'StoredRecordInvalid';
  constructor(
    readonly kind: string,
    readonly key: ItemKey,
  ) {
    super(`A stored ${kind} item does not have its expected shape.`);
  }
}

/**
 * Parses one stored item with its entity's schema.
 * @param schema the entity's zod/mini schema of the stored item (z.looseObject: attributes the code does not read pass)
 * @param item the item as read (GetItem, Query, an UpdateItem's returned attributes)
 * @param where `kind` names the entity in the log line, `key` the item's pk and sk
 * @returns the schema's output
 * @throws StoredRecordInvalid when the item does not match; it first logs an error line with the kind, pk, sk and the
 *   paths of the failed attributes — never their values (stored items hold personal data: runtime/logger.ts)
 */
export function parseStored<Schema extends z.ZodMiniType>(
  schema: Schema,
  item: Item,
  where: { kind: string; key: ItemKey },
): z.output<Schema> {
  const parsed = schema.safeParse(item);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => issue.path.map(String).join('.') || '(item)');
  logger.error('stored record invalid', { kind: where.kind, pk: where.key.pk, sk: where.key.sk, issues });
  throw new StoredRecordInvalid(where.kind, where.key);
}
