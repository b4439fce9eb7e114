/**
 * Search items of prescriptions, orders and messages (contracts/deployment/table-design.ts, "search item"): the staff
 * console's server-side search by patient name, phone, e-mail or reference prefix, answered by Queries on the sparse
 * search index, never a Scan.
 *
 * Each record has a fixed set of slots beside its RECORD item in its partition (sk `SEARCH#<field>[#<n>]`): one per name
 * word (up to {@link NAME_WORDS_MAX}), one for the whole name (its words joined by one space, so "priya sh" is one
 * prefix Query however common each word is), one for the phone, the e-mail and the reference. A filled slot carries the index
 * keys `searchKey` = '<kind>#<field>#<first 2 characters of the term>' (a bucket: one partition per two letters, so no
 * hot partition and no term-wide partition) and `searchTerm` = '<term>#<createdAt>' (begins_with answers a prefix
 * search), plus `createdAt` (projected: the page is sorted newest first, then its records read by key) and the record's
 * `expiresAt` (the slot expires with it). No `reference` attribute: the reference is in the key already, and whatever
 * looks items up by `reference` must find the record alone. The normalised term is personal data: only the index keys hold it, never the
 * item key, so an erasure or correction can take it out with an UpdateItem (no role may DeleteItem a record's
 * partition).
 *
 * Why not in one transaction with the record: TransactWriteItems does not exist in dynalite (functions/runtime/outbox.ts
 * explains the same choice for the outbox). Instead the slots are written just BEFORE the record, and every search
 * answer is checked against the record it points at (isCurrentMatch): a slot left by a failed record write, a correction
 * whose slot update failed, or an erased record never shows.
 */
import { BatchWriteCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LifecycleKind } from '@domain/lifecycle';
import { SORT_KEY_PREFIXES, tableDesign } from '@contracts/deployment/table-design';
import { isConditionFailure, type Item, type ItemKey } from './table';

/** The fields a staff search can look in. */
export type SearchField = 'name' | 'fullName' | 'phone' | 'email' | 'reference';

/** Name words kept searchable per record: the first 4 ("Priya Devi Sharma Rao"); later words are not indexed. */
export const NAME_WORDS_MAX = 4;

/** Characters of a term that make its bucket (the search index partition '<kind>#<field>#<bucket>'). */
const BUCKET_LENGTH = 2;

/** Fewest digits of a phone search: 4, the last digits a pharmacist reads out ("ending 3210"). */
export const PHONE_SEARCH_MIN_DIGITS = 4;

/** Digits of an Indian mobile number kept: the last 10 (a +91 or 0 prefix is dropped). */
const PHONE_DIGITS = 10;

/** Sort-key prefix of the search slots in a record's partition. */
const SEARCH_SK_PREFIX = SORT_KEY_PREFIXES.search;

/** Attributes that put a slot in the search index (removed to take it out). */
const INDEX_ATTRIBUTES = [tableDesign.searchIndex.partitionKey, tableDesign.searchIndex.sortKey] as const;

/**
 * A name's search words: Unicode NFKD, Latin accents dropped (é → e; Devanagari vowel signs are kept: they are letters
 * there), lower case, split on anything that is not a letter or digit. Pure.
 * @returns the words in order, empty for a blank name
 */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * A phone's search term: its digits, the last 10 kept (so "+91 98765 43210", "098765-43210" and "9876543210" are one
 * number), REVERSED, so a prefix search on the term finds a number by its ending ("43210") as well as whole. Pure.
 * @returns the reversed digits, or undefined when there are none
 */
export function phoneTerm(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '').slice(-PHONE_DIGITS);
  return digits ? [...digits].reverse().join('') : undefined;
}

/** An e-mail's search term: trimmed, lower case. Pure. */
export function emailTerm(email: string): string | undefined {
  const term = email.trim().toLowerCase();
  return term || undefined;
}

/** A reference's search term: trimmed, upper case (references are stored upper case: RX-…, ORD-…, MSG-…). Pure. */
export function referenceTerm(reference: string): string | undefined {
  const term = reference.trim().toUpperCase();
  return term || undefined;
}

/** One search slot of a record: its sort key, field and term (undefined: the slot is empty). */
export interface SearchSlot {
  sk: string;
  field: SearchField;
  term?: string;
}

/**
 * Every search slot of a record, filled from its `name`, `phone` (a message's `mobile`), `email` and `reference` (empty where the record has
 * none; the whole-name slot only for a name of two words or more): always the same {@link NAME_WORDS_MAX} + 4 sort keys, so a rewrite empties what is no longer there. Pure.
 */
export function searchSlotsOf(record: Item): SearchSlot[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const allWords = nameWords(text(record.name));
  const words = allWords.slice(0, NAME_WORDS_MAX);
  return [
    ...Array.from({ length: NAME_WORDS_MAX }, (_, index) => ({
      sk: `${SEARCH_SK_PREFIX}name#${index}`,
      field: 'name' as const,
      term: words[index],
    })),
    { sk: `${SEARCH_SK_PREFIX}fullName`, field: 'fullName', term: allWords.length > 1 ? allWords.join(' ') : undefined },
    // A message's number is its `mobile` (the contact form's field), a prescription's and an order's `phone`.
    { sk: `${SEARCH_SK_PREFIX}phone`, field: 'phone', term: phoneTerm(text(record.phone ?? record.mobile)) },
    { sk: `${SEARCH_SK_PREFIX}email`, field: 'email', term: emailTerm(text(record.email)) },
    { sk: `${SEARCH_SK_PREFIX}reference`, field: 'reference', term: referenceTerm(text(record.reference)) },
  ];
}

/** The search index partition of a term: '<kind>#<field>#<first 2 characters>'. */
export function searchKeyOf(kind: LifecycleKind, field: SearchField, term: string): string {
  return `${kind}#${field}#${term.slice(0, BUCKET_LENGTH)}`;
}

/**
 * The items a record's filled search slots are stored as (see the module comment); empty slots are left out. Pure.
 * @param record the whole record (`pk`, `kind`, `reference`, `createdAt`, optional `expiresAt`)
 */
export function searchItemsOf(record: Item): Item[] {
  const kind = record.kind as LifecycleKind;
  return searchSlotsOf(record)
    .filter((slot): slot is SearchSlot & { term: string } => slot.term !== undefined)
    .map((slot) => ({
      pk: record.pk,
      sk: slot.sk,
      [tableDesign.searchIndex.partitionKey]: searchKeyOf(kind, slot.field, slot.term),
      [tableDesign.searchIndex.sortKey]: `${slot.term}#${String(record.createdAt)}`,
      createdAt: record.createdAt,
      ...(record.expiresAt !== undefined ? { expiresAt: record.expiresAt } : {}),
    }));
}

/**
 * Writes the search items of a new record (one PutItem each, in parallel: the roles that create records may PutItem
 * their partition, not BatchWriteItem). Called just before the record's own write (records.ts putRecord).
 * @throws the SDK's errors (the record is then not written)
 */
export async function putSearchItems(dynamo: DynamoDBDocumentClient, tableName: string, record: Item): Promise<void> {
  await Promise.all(searchItemsOf(record).map((item) => dynamo.send(new PutCommand({ TableName: tableName, Item: item }))));
}

/**
 * Writes many records WITH their search items (BatchWriteItem, 25 a request, 4 requests in flight, retrying unprocessed
 * ones): for seeding tests and the bench, never a request path.
 * @throws Error when items stay unprocessed after 10 attempts; the SDK's errors
 */
export async function batchPutWithSearchItems(dynamo: DynamoDBDocumentClient, tableName: string, records: readonly Item[]): Promise<void> {
  await batchPut(
    dynamo,
    tableName,
    records.flatMap((record) => [record, ...searchItemsOf(record)]),
  );
}

/**
 * Writes the search items of records already stored (the backfill of records written before the search existed,
 * tools/backfill-search-items.ts), leaving the records themselves untouched. Same batching as batchPutWithSearchItems.
 * @throws Error when items stay unprocessed after 10 attempts; the SDK's errors
 */
export async function batchPutSearchItems(dynamo: DynamoDBDocumentClient, tableName: string, records: readonly Item[]): Promise<void> {
  await batchPut(dynamo, tableName, records.flatMap(searchItemsOf));
}

/** Puts `items` with BatchWriteItem, 25 a request, 4 requests in flight. */
async function batchPut(dynamo: DynamoDBDocumentClient, tableName: string, items: Item[]): Promise<void> {
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, index) => items.slice(index * 25, index * 25 + 25));
  let next = 0;
  // A few requests in flight: thousands of records take seconds, not minutes.
  const worker = async () => {
    for (let batch = batches[next++]; batch; batch = batches[next++]) await writeBatch(dynamo, tableName, batch);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** One BatchWriteItem of up to 25 puts, retrying unprocessed ones with back-off (at most 10 attempts). */
async function writeBatch(dynamo: DynamoDBDocumentClient, tableName: string, batch: Item[]): Promise<void> {
  let requests: Item[] | undefined = batch.map((item) => ({ PutRequest: { Item: item } }));
  for (let attempt = 0; requests && requests.length > 0; attempt += 1) {
    if (attempt >= 10) throw new Error(`DynamoDB left ${requests.length} writes unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 2000)));
    const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = result.UnprocessedItems?.[tableName] as Item[] | undefined;
  }
}

/**
 * Rewrites a record's search slots from the record as it now is (a privacy correction of name, phone or e-mail): each
 * filled slot gets its new index keys, each slot now empty leaves the index (its keys REMOVEd). UpdateItem only, so the
 * staff role needs no PutItem or DeleteItem on record partitions.
 * @param record the record after the change
 * @throws the SDK's errors
 */
export async function rewriteSearchItems(dynamo: DynamoDBDocumentClient, tableName: string, record: Item): Promise<void> {
  const filled = new Map(searchItemsOf(record).map((item) => [String(item.sk), item]));
  await Promise.all(
    searchSlotsOf(record).map((slot) => {
      const key = { pk: String(record.pk), sk: slot.sk };
      const item = filled.get(slot.sk);
      return item ? setSlot(dynamo, tableName, key, item) : clearSlot(dynamo, tableName, key);
    }),
  );
}

/**
 * Takes every search slot of an erased record out of the index: REMOVEs the index keys (the only place the terms are),
 * sets `expiresAt` to `now` so TTL deletes the empty slot. A slot that does not exist is left alone.
 * @throws the SDK's errors
 */
export async function clearSearchItems(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey, now: Date): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000);
  await Promise.all(searchSlotsOf({}).map((slot) => clearSlot(dynamo, tableName, { pk: key.pk, sk: slot.sk }, expiresAt)));
}

/** SETs a filled slot's attributes (UpdateItem: creates the slot when missing). */
async function setSlot(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey, item: Item): Promise<void> {
  const entries = Object.entries(item).filter(([name]) => name !== 'pk' && name !== 'sk');
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET ${entries.map((_, index) => `#n${index} = :v${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#n${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
    }),
  );
}

/** REMOVEs a slot's index keys (optionally also setting `expiresAt`), only if the slot exists. */
async function clearSlot(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey, expiresAt?: number): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: `REMOVE #k, #t${expiresAt === undefined ? '' : ' SET #e = :e'}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: {
          '#k': INDEX_ATTRIBUTES[0],
          '#t': INDEX_ATTRIBUTES[1],
          ...(expiresAt === undefined ? {} : { '#e': tableDesign.ttlAttribute }),
        },
        ...(expiresAt === undefined ? {} : { ExpressionAttributeValues: { ':e': expiresAt } }),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * A parsed staff search: which field, and the normalised terms (several name words must all match); for two name words
 * or more also `phrase`, the words joined by one space, searched first in the whole-name slot.
 */
export interface SearchQuery {
  field: SearchField;
  terms: string[];
  phrase?: string;
}

/** Why a search text cannot be searched (the API answers 400 with it). */
export class SearchTextError extends Error {}

/**
 * What a pharmacist typed, as a search (pure): an '@' makes it an e-mail; RX-/ORD-/MSG- followed by anything a
 * reference prefix; only digits, spaces, '+', '-', '(', ')' and '.' a phone (at least {@link PHONE_SEARCH_MIN_DIGITS}
 * digits: the whole number in any written form, or its last digits); anything else name words (each at least 2
 * characters, up to {@link NAME_WORDS_MAX}; the last may be a prefix: "priya sh").
 * @throws SearchTextError for a phone of too few digits or a name without a 2-character word
 */
export function parseSearch(text: string): SearchQuery {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return { field: 'email', terms: [emailTerm(trimmed)!] };
  if (/^(RX|ORD|MSG)-/i.test(trimmed)) return { field: 'reference', terms: [referenceTerm(trimmed)!] };
  if (/^[\d\s+\-().]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    if (digits.length < PHONE_SEARCH_MIN_DIGITS)
      throw new SearchTextError(`Type at least ${PHONE_SEARCH_MIN_DIGITS} digits of the phone number.`);
    return { field: 'phone', terms: [phoneTerm(digits)!] };
  }
  const words = nameWords(trimmed)
    .filter((word) => word.length >= BUCKET_LENGTH)
    .slice(0, NAME_WORDS_MAX);
  if (words.length === 0) throw new SearchTextError('Type at least 2 letters of a name.');
  const typed = nameWords(trimmed).join(' ');
  return { field: 'name', terms: words, ...(words.length > 1 ? { phrase: typed } : {}) };
}

/** One match of a search: the record's partition key, its reference (from the key) and creation time (from the search index). */
export interface SearchMatch {
  pk: string;
  reference: string;
  createdAt: string;
}

/**
 * Records of `kind` whose `field` has a term starting with `term`: one Query on the search index (searchKey =
 * the term's bucket, begins_with(searchTerm, term)), never a Scan, following pages up to `max` rows.
 * @returns the matches (one per record) and `more` when `max` was reached
 * @throws the SDK's errors
 */
export async function queryTerm(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  kind: LifecycleKind,
  field: SearchField,
  term: string,
  max: number,
): Promise<{ matches: SearchMatch[]; more: boolean }> {
  const { name, partitionKey, sortKey } = tableDesign.searchIndex;
  const byPk = new Map<string, SearchMatch>();
  let startKey: Item | undefined;
  let rows = 0;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: name,
        KeyConditionExpression: '#k = :k AND begins_with(#t, :t)',
        ExpressionAttributeNames: { '#k': partitionKey, '#t': sortKey },
        ExpressionAttributeValues: { ':k': searchKeyOf(kind, field, term), ':t': term },
        // Descending: among equal terms the newest first, so a capped answer keeps the latest records.
        ScanIndexForward: false,
        Limit: max - rows,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      byPk.set(pk, { pk, reference: pk.slice(pk.indexOf('#') + 1), createdAt: String(item.createdAt) });
    }
    rows += page.Items?.length ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey && rows < max);
  return { matches: [...byPk.values()], more: startKey !== undefined };
}

/**
 * Records of `kind` matching a parsed search, newest first: a `phrase` first as one prefix Query on the whole-name slot
 * ("kavya sh" → "kavya sharma"); when that finds nothing (words typed out of order, or beyond the whole name), one
 * Query per term (in parallel) and the records every term matched. Each Query reads at most `max` index rows.
 * @returns the query answered (for isCurrentMatch), the matches newest first, and `more` when a Query reached `max`
 *   (the list may then be incomplete)
 * @throws the SDK's errors
 */
export async function searchRecords(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  kind: LifecycleKind,
  query: SearchQuery,
  max: number,
): Promise<{ query: SearchQuery; matches: SearchMatch[]; more: boolean }> {
  if (query.phrase !== undefined) {
    const phraseQuery: SearchQuery = { field: 'fullName', terms: [query.phrase] };
    const found = await searchRecords(dynamo, tableName, kind, phraseQuery, max);
    if (found.matches.length > 0) return found;
  }
  const results = await Promise.all(query.terms.map((term) => queryTerm(dynamo, tableName, kind, query.field, term, max)));
  const [first, ...others] = results;
  const otherSets = others.map((result) => new Set(result.matches.map((match) => match.pk)));
  const matches = first!.matches
    .filter((match) => otherSets.every((set) => set.has(match.pk)))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.pk < b.pk ? 1 : -1));
  return { query: { field: query.field, terms: query.terms }, matches, more: results.some((result) => result.more) };
}

/**
 * True when `record` (as read by key) still matches `query` and is the record the match was made for: same creation
 * time, and each term is a prefix of one of its current terms in the field. Filters out slots a failed write, a
 * correction or an erasure left behind (see the module comment). Pure.
 */
export function isCurrentMatch(record: Item | undefined, match: SearchMatch, query: SearchQuery): boolean {
  if (!record || record.createdAt !== match.createdAt) return false;
  const current = searchSlotsOf(record)
    .filter((slot) => slot.field === query.field && slot.term !== undefined)
    .map((slot) => slot.term!);
  return query.terms.every((term) => current.some((candidate) => candidate.startsWith(term)));
}
