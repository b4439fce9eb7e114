/**
 * What the staff CLI prints for records, read like the staff console: times in India Standard Time with the console's
 * formatter (@domain/staff-date-time), staff by their display names (the names the console shows, from the record and
 * the staff user pool: functions/staff-api/staff-names.ts), a message with its whole conversation
 * (@contracts/message-thread), and counts in correct English plurals (Intl.PluralRules).
 * Every stored value goes through {@link printable} first: a shopper's text never reaches the terminal as escapes.
 */
import { stripControlCharacters } from '@contracts/forms/fields';
import { conversationOf } from '@contracts/message-thread';
import { formatBytes } from '@domain/format-bytes';
import type { LifecycleKind } from '@domain/lifecycle';
import { formatMoney } from '@domain/money';
import { formatStaffDateTime } from '@domain/staff-date-time';

/** The plural category of a count in English ('one' for 1, 'other' otherwise). */
const englishPlurals = new Intl.PluralRules('en-IN');

/** A word's English forms by plural category, e.g. { one: 'line', other: 'lines' }. */
export interface PluralWords {
  one: string;
  other: string;
}

/**
 * A count with its noun in the right number: 1 → '1 line', 2 → '2 lines', 0 → '0 lines'.
 * @param count a whole number of things
 */
export function countOf(count: number, words: PluralWords): string {
  return `${count} ${englishPlurals.select(count) === 'one' ? words.one : words.other}`;
}

/** The nouns of the record kinds, for counts ('1 prescription', '3 messages'). */
export const kindWords: Readonly<Record<LifecycleKind, PluralWords>> = {
  prescription: { one: 'prescription', other: 'prescriptions' },
  order: { one: 'order', other: 'orders' },
  message: { one: 'message', other: 'messages' },
};

const lineWords: PluralWords = { one: 'line', other: 'lines' };

/**
 * Makes a stored value safe to print in a terminal: control characters (ANSI/OSC escape sequences a shopper could
 * type into a form) and bidi overrides are removed, line breaks become spaces (no terminal injection).
 */
export function printable(value: unknown): string {
  return stripControlCharacters(String(value ?? '')).replace(/[\t\n]+/g, ' ');
}

/** A stored ISO time as staff read it (formatStaffDateTime: India Standard Time, en-IN), printable; '-' when absent. */
function timeOf(value: unknown): string {
  return typeof value === 'string' && value !== '' ? printable(formatStaffDateTime(value)) : '-';
}

function pad(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

/**
 * One line per record for `list`, by kind (no more personal data than a pharmacist needs to pick a record): reference,
 * creation time (IST), status, then the kind's own columns.
 */
export function listLine(kind: LifecycleKind, item: Record<string, unknown>): string {
  const head = `${pad(printable(item.reference), 22)} ${pad(timeOf(item.createdAt), 22)} ${pad(printable(item.status ?? '-'), 22)}`;
  if (kind === 'prescription') {
    const file = item.file as { type: string; bytes: number };
    return `${head} ${pad(printable(item.name), 22)} ${pad(printable(item.medicineName), 24)} ${pad(printable(item.city) || '-', 9)} ${file.type.toUpperCase()} ${formatBytes(file.bytes)}`;
  }
  if (kind === 'order') {
    const lines = (item.lineItems as unknown[] | undefined)?.length ?? 0;
    return `${head} ${pad(printable(item.name), 22)} ${pad(printable(item.city), 14)} ${countOf(lines, lineWords).padStart(9)} ${formatMoney(Number(item.totalPaise))}${item.file ? '  Rx file' : ''}`;
  }
  return `${head} ${pad(printable(item.name), 22)} ${pad(printable(item.message), 40)}`;
}

/** The staff ids a record's history names (its entries' `by`), for staffNamesFor. */
export function historyAuthors(item: Record<string, unknown>): string[] {
  const history = Array.isArray(item.history) ? (item.history as Array<{ by?: unknown }>) : [];
  return history.map((entry) => entry.by).filter((by): by is string => typeof by === 'string');
}

/**
 * The labelled lines `get` prints, by kind, as [label, value] pairs: the record's fields, then a message's conversation
 * (every entry, oldest first: 'Customer' or 'Support (<name>)', its time, its text with line breaks kept as further
 * lines), then the history, each change with its time and who made it.
 * @param names staff id → display name (staffNamesFor); an id without a name is printed as stored
 */
export function detailLines(
  kind: LifecycleKind,
  item: Record<string, unknown>,
  names: ReadonlyMap<string, string>,
): Array<[string, string]> {
  return [...fieldLines(kind, item), ...(kind === 'message' ? conversationLines(item) : []), ...historyLines(item, names)];
}

function fieldLines(kind: LifecycleKind, item: Record<string, unknown>): Array<[string, string]> {
  const common: Array<[string, string]> = [
    ['Reference', printable(item.reference)],
    ['Received', timeOf(item.createdAt)],
    ['Status', `${printable(item.status ?? '-')} (version ${printable(item.version ?? '-')})`],
    ['Name', printable(item.name)],
    ['Email', printable(item.email)],
  ];
  if (kind === 'message') return [...common, ['Mobile', printable(item.mobile)]];
  const file = item.file as
    { type: string; bytes: number; originalName: string; reencoded?: boolean; notReencodedText?: string } | undefined;
  const fileLine: Array<[string, string]> = file
    ? [['File', `${file.type.toUpperCase()}, ${formatBytes(file.bytes)}, sent as "${printable(file.originalName)}"`]]
    : [];
  // An image stored as uploaded because re-encoding failed (functions/submit-form/reencode-image.ts) may still carry
  // metadata: say so.
  if (file?.reencoded === false) fileLine.push(['Warning', printable(file.notReencodedText ?? 'Stored as uploaded, not re-encoded.')]);
  if (kind === 'prescription') {
    return [
      ...common,
      ['Phone', printable(item.phone)],
      ['City', printable(item.city) || '-'],
      ['Address', printable(item.address)],
      ['Medicine', printable(item.medicineName)],
      ['Notes', printable(item.notes) || '-'],
      ...fileLine,
      ['Deleted on', `${new Date(Number(item.expiresAt) * 1000).toISOString().slice(0, 10)} (180-day retention)`],
    ];
  }
  const lineItems = (item.lineItems as Array<{ name: string; quantity: number; lineTotalPaise: number }> | undefined) ?? [];
  return [
    ...common,
    ['Phone', printable(item.phone)],
    [
      'Address',
      `${printable(item.address)}, ${printable(item.city)}, ${printable(item.state)} ${printable(item.code)}, ${printable(item.country)}`,
    ],
    ...lineItems.map((line): [string, string] => [
      'Line',
      `${line.quantity} × ${printable(line.name)}  ${formatMoney(line.lineTotalPaise)}`,
    ]),
    [
      'Total',
      // Prices are MRPs including GST: the GST is contained in the subtotal, never added to it.
      `${formatMoney(Number(item.totalPaise))} (subtotal ${formatMoney(Number(item.subtotalPaise))}, including GST ${formatMoney(Number(item.gstPaise))})`,
    ],
    ...fileLine,
  ];
}

/** A message's conversation as the console shows it (MessageThreadPanel): who and when, then the text's lines. */
function conversationLines(item: Record<string, unknown>): Array<[string, string]> {
  return conversationOf(item).flatMap((entry): Array<[string, string]> => {
    const who = entry.from === 'customer' ? 'Customer' : `Support${entry.byName ? ` (${printable(entry.byName)})` : ''}`;
    const text = String(entry.text ?? '')
      .split('\n')
      .map((line): [string, string] => ['', `  ${printable(line)}`]);
    return [['Conversation', `${who}, ${timeOf(entry.at)}`], ...text];
  });
}

function historyLines(item: Record<string, unknown>, names: ReadonlyMap<string, string>): Array<[string, string]> {
  const history = Array.isArray(item.history) ? (item.history as Array<Record<string, unknown>>) : [];
  return history.map((entry): [string, string] => {
    const by = typeof entry.by === 'string' ? (names.get(entry.by) ?? entry.by) : '-';
    // An entry that keeps the status (cash collected, a correction) is a step of its own, not a change to the same
    // status: it reads as its reason, with the amount it recorded, at that status.
    if (entry.from && entry.from === entry.to) {
      const amount = typeof entry.amountPaise === 'number' ? ` ${formatMoney(entry.amountPaise)}` : '';
      const step = `${printable(entry.reason ?? 'note')}${amount} at ${printable(entry.to)}`;
      return ['History', `${timeOf(entry.at)} ${step} by ${printable(by)}`];
    }
    const change = entry.from ? `${printable(entry.from)} → ${printable(entry.to)}` : `submitted as ${printable(entry.to)}`;
    return ['History', `${timeOf(entry.at)} ${change} by ${printable(by)}${entry.reason ? ` (${printable(entry.reason)})` : ''}`];
  });
}
