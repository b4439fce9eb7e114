/**
 * DynamoDB UpdateExpression / ConditionExpression text and their ExpressionAttributeNames / ExpressionAttributeValues,
 * built from named parts instead of string concatenation, so that a placeholder is never written twice with two
 * meanings, every name and value an expression uses is declared (and nothing it does not use: DynamoDB refuses unused
 * placeholders), and the list positions of nested paths are rendered one way everywhere.
 *
 * Names: every attribute name of a path is written as the placeholder `#<name>` (so reserved words such as `status`
 * or `state` need no care), unless the caller gives its own placeholder ({@link AliasedName}: for names only known at
 * run time). Values: the caller names each placeholder (`:to`, `:seen`), which keeps the expressions readable in logs.
 * Pure: no I/O.
 */
import { isDeepStrictEqual } from 'node:util';

/** An attribute name written through a chosen placeholder, e.g. `{ name: 'decidedBy', placeholder: '#set0' }`. */
export interface AliasedName {
  name: string;
  placeholder: `#${string}`;
}

/**
 * A document path, outermost first: attribute names, list positions (numbers) and aliased names.
 * `'status'` is the top-level attribute status; `['outbox', 2, 'state']` is `outbox[2].state`.
 */
export type AttributePath = string | AliasedName | ReadonlyArray<string | number | AliasedName>;

/** A value placeholder as written in an expression (`:name`). */
export type ValuePlaceholder = `:${string}`;

/** One action of an update expression (make them with {@link set}, {@link appendToList}, {@link increment}, {@link remove}, {@link add}). */
export type UpdateAction =
  | { kind: 'set'; path: AttributePath; placeholder: ValuePlaceholder; value: unknown }
  | { kind: 'append'; path: AttributePath; placeholder: ValuePlaceholder; items: readonly unknown[]; empty?: ValuePlaceholder }
  | { kind: 'increment'; path: AttributePath; placeholder: ValuePlaceholder; by: number }
  | { kind: 'remove'; path: AttributePath }
  | { kind: 'add'; path: AttributePath; placeholder: ValuePlaceholder; value: number };

/**
 * A condition: its text, in which paths are written as {@link pathExpression} renders them (`#name` placeholders, list
 * positions in brackets), and the values of its value placeholders. Every `#name` in the text that no action declared
 * stands for the attribute `name`.
 */
export interface Condition {
  expression: string;
  values?: Readonly<Record<ValuePlaceholder, unknown>>;
}

/** The expression parameters of an UpdateItem input (spread into UpdateCommand's input). */
export interface UpdateExpressionInput {
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** The expression parameters of a conditional PutItem or DeleteItem (spread into the command's input). */
export type ConditionExpressionInput = Omit<UpdateExpressionInput, 'UpdateExpression'> & { ConditionExpression: string };

/** `SET path = :placeholder`. */
export function set(path: AttributePath, placeholder: ValuePlaceholder, value: unknown): UpdateAction {
  return { kind: 'set', path, placeholder, value };
}

/**
 * `SET path = list_append(path, :placeholder)`: appends `items` to a list attribute. With `empty` (a placeholder for
 * `[]`), `list_append(if_not_exists(path, :empty), :placeholder)`, so an item without the list gets one.
 */
export function appendToList(
  path: AttributePath,
  placeholder: ValuePlaceholder,
  items: readonly unknown[],
  empty?: ValuePlaceholder,
): UpdateAction {
  return { kind: 'append', path, placeholder, items, ...(empty ? { empty } : {}) };
}

/** `SET path = path + :placeholder`: adds `by` to a number attribute that must exist. */
export function increment(path: AttributePath, placeholder: ValuePlaceholder, by: number): UpdateAction {
  return { kind: 'increment', path, placeholder, by };
}

/** `REMOVE path`. */
export function remove(path: AttributePath): UpdateAction {
  return { kind: 'remove', path };
}

/** `ADD path :placeholder`: adds `value` to a number attribute, creating it (from 0) when missing. */
export function add(path: AttributePath, placeholder: ValuePlaceholder, value: number): UpdateAction {
  return { kind: 'add', path, placeholder, value };
}

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Collects the placeholders of one expression, refusing one placeholder with two meanings. */
class Placeholders {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};

  name(placeholder: string, name: string): string {
    if (placeholder in this.names && this.names[placeholder] !== name)
      throw new Error(`expression placeholder ${placeholder} stands for two names`);
    this.names[placeholder] = name;
    return placeholder;
  }

  value(placeholder: string, value: unknown): string {
    if (placeholder in this.values && !isDeepStrictEqual(this.values[placeholder], value))
      throw new Error(`expression placeholder ${placeholder} stands for two values`);
    this.values[placeholder] = value;
    return placeholder;
  }

  /** Declares the `#name` placeholders of a condition's text that no action declared (each stands for `name`). */
  conditionNames(expression: string): void {
    for (const [placeholder, name] of expression.matchAll(/#([A-Za-z0-9_]+)/g)) {
      if (!(placeholder in this.names)) this.names[placeholder] = name!;
    }
  }

  /** The names and values as an input's parameters; an empty map is left out (DynamoDB refuses one). */
  parameters(): Pick<UpdateExpressionInput, 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
    return {
      ...(Object.keys(this.names).length > 0 ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length > 0 ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}

function segmentsOf(path: AttributePath): ReadonlyArray<string | number | AliasedName> {
  return typeof path === 'string' || !Array.isArray(path) ? [path as string | AliasedName] : path;
}

function renderPath(path: AttributePath, placeholders?: Placeholders): string {
  let text = '';
  for (const segment of segmentsOf(path)) {
    if (typeof segment === 'number') {
      if (!Number.isInteger(segment) || segment < 0) throw new Error(`list position ${segment} is not a whole number`);
      text += `[${segment}]`;
      continue;
    }
    const { name, placeholder } = typeof segment === 'string' ? { name: segment, placeholder: `#${segment}` } : segment;
    if (typeof segment === 'string' && !PLAIN_NAME.test(name))
      throw new Error(`attribute name ${JSON.stringify(name)} needs an aliased placeholder`);
    placeholders?.name(placeholder, name);
    text += `${text === '' ? '' : '.'}${placeholder}`;
  }
  if (text === '' || text.startsWith('[')) throw new Error('an attribute path starts with an attribute name');
  return text;
}

/**
 * The text of a path with its name placeholders, for a condition's text: `['outbox', 2, 'id']` → `#outbox[2].#id`.
 * @throws Error for an empty path, a path starting with a list position, a negative or fractional position, or a plain
 *   name that is not letters, digits and '_' (give such a name an {@link AliasedName})
 */
export function pathExpression(path: AttributePath): string {
  return renderPath(path);
}

/**
 * The path of element `index` of the top-level list `list`, and its rendered expression (see pathExpression), for the
 * conditions and updates on one list element.
 */
export function listElement<L extends string>(list: L, index: number): { element: readonly [L, number]; path: string } {
  const element = [list, index] as const;
  return { element, path: pathExpression(element) };
}

function renderAction(action: UpdateAction, placeholders: Placeholders): string {
  const path = renderPath(action.path, placeholders);
  switch (action.kind) {
    case 'set':
      return `${path} = ${placeholders.value(action.placeholder, action.value)}`;
    case 'append': {
      const items = placeholders.value(action.placeholder, action.items);
      const list = action.empty ? `if_not_exists(${path}, ${placeholders.value(action.empty, [])})` : path;
      return `${path} = list_append(${list}, ${items})`;
    }
    case 'increment':
      return `${path} = ${path} + ${placeholders.value(action.placeholder, action.by)}`;
    case 'remove':
      return path;
    case 'add':
      return `${path} ${placeholders.value(action.placeholder, action.value)}`;
  }
}

/** Which clause of an update expression each action kind belongs to. */
const clauseOf = { set: 'SET', append: 'SET', increment: 'SET', remove: 'REMOVE', add: 'ADD' } as const;

/**
 * The UpdateExpression of `actions` (clauses in the order SET, REMOVE, ADD; actions in the order given within each),
 * with the condition if one is given, and the names and values both use.
 * @returns e.g. `{ UpdateExpression: 'SET #status = :to REMOVE #queue', ConditionExpression: '#version = :seen',
 *   ExpressionAttributeNames: {...}, ExpressionAttributeValues: {...} }`; empty name or value maps are left out
 * @throws Error when `actions` is empty, a placeholder stands for two names or two values, or a path is malformed
 *   (see {@link pathExpression}): programming errors, never a request's fault
 */
export function updateExpression(actions: readonly UpdateAction[], condition?: Condition): UpdateExpressionInput {
  if (actions.length === 0) throw new Error('an update expression needs at least one action');
  const placeholders = new Placeholders();
  const clauses: Record<(typeof clauseOf)[UpdateAction['kind']], string[]> = { SET: [], REMOVE: [], ADD: [] };
  for (const action of actions) clauses[clauseOf[action.kind]].push(renderAction(action, placeholders));
  const text = Object.entries(clauses)
    .filter(([, parts]) => parts.length > 0)
    .map(([keyword, parts]) => `${keyword} ${parts.join(', ')}`)
    .join(' ');
  return { UpdateExpression: text, ...conditionOf(condition, placeholders), ...placeholders.parameters() };
}

/**
 * The ConditionExpression of a PutItem or DeleteItem with its names and values (see {@link Condition}).
 * @throws Error when a value placeholder stands for two values
 */
export function conditionExpression(condition: Condition): ConditionExpressionInput {
  const placeholders = new Placeholders();
  return { ...conditionOf(condition, placeholders), ...placeholders.parameters() } as ConditionExpressionInput;
}

function conditionOf(condition: Condition | undefined, placeholders: Placeholders): { ConditionExpression?: string } {
  if (!condition) return {};
  for (const [placeholder, value] of Object.entries(condition.values ?? {})) placeholders.value(placeholder, value);
  placeholders.conditionNames(condition.expression);
  return { ConditionExpression: condition.expression };
}
