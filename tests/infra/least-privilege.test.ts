/**
 * Least privilege down to the key (least privilege, docs/architecture/security.md): what each role may do to which items of the table, which index
 * partitions it may query and what it may do to prescription files, one assertion per property and role.
 */
import { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { CfnResource } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '../../contracts/deployment/api-routes';
import { COMMENT_FEED, HELD_COMMENTS_QUEUE, tableDesign } from '../../contracts/deployment/table-design';
import { MESSAGE_REPLY_WRITE_ATTRIBUTES } from '../../contracts/message-thread';
import { ORDER_SERVICE_WRITE_ATTRIBUTES, RETURN_PHOTOS_PREFIX } from '../../contracts/order-service';
import {
  REFILL_REMINDER_ATTRIBUTES,
  REMINDER_CANCEL_READ_ATTRIBUTES,
  REMINDER_CANCEL_WRITE_ATTRIBUTES,
} from '../../contracts/refill-reminders';
import type { StorefrontStack } from '../../infra/storefront-stack';
import { catalogueFingerprint } from '../../infra/constructs/shelf-seed';
import { useStorefrontSynth } from './storefront-synth';

let template: Template;
let stack: StorefrontStack;
useStorefrontSynth((result) => {
  template = result.template;
  stack = result.stack;
});

/** One allowed action on one resource, with the statement's conditions. */
interface Grant {
  action: string;
  /** 'table', 'index:<name>', 'prescriptions/*', or the resource as JSON. */
  resource: string;
  condition: Record<string, Record<string, unknown>>;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function logicalIdOf(construct: { node: { defaultChild?: unknown } } | CfnResource): string {
  const cfn = ('node' in construct && construct.node.defaultChild ? construct.node.defaultChild : construct) as CfnResource;
  return Stack.of(cfn).getLogicalId(cfn);
}

/** Names a policy resource: the table, one of its indexes, or the prescriptions/ prefix. */
function resourceName(resource: unknown): string {
  const table = logicalIdOf(stack.data.table);
  const bucket = logicalIdOf(stack.data.prescriptionsBucket);
  const json = JSON.stringify(resource);
  if (json === JSON.stringify({ 'Fn::GetAtt': [table, 'Arn'] })) return 'table';
  const join = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join && JSON.stringify(join[1][0]) === JSON.stringify({ 'Fn::GetAtt': [table, 'Arn'] }))
    return `index:${String(join[1][1]).replace('/index/', '')}`;
  if (join && JSON.stringify(join[1][0]) === JSON.stringify({ 'Fn::GetAtt': [bucket, 'Arn'] }))
    return String(join[1][1]).replace(/^\//, '');
  return json;
}

/** Every Allow of a policy document as (action, resource, condition) triples. */
function grantsOfDocument(document: { Statement: Array<Record<string, any>> }): Grant[] {
  return document.Statement.filter((statement) => statement.Effect === 'Allow').flatMap((statement) =>
    asArray<string>(statement.Action).flatMap((action) =>
      asArray(statement.Resource).map((resource) => ({ action, resource: resourceName(resource), condition: statement.Condition ?? {} })),
    ),
  );
}

/** The grants of an API function's role (its one inline policy), without the log-group statement. */
function grantsOf(route: ApiRoute['name']): Grant[] {
  return grantsOfRole(stack.api.functions[route]!.role);
}

/** The grants of a function's role (its one inline policy), without the log-group statement. */
function grantsOfRole(functionRole: Parameters<typeof logicalIdOf>[0]): Grant[] {
  const role = logicalIdOf(functionRole);
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === role),
  );
  expect(policies).toHaveLength(1);
  return grantsOfDocument(policies[0]!.Properties.PolicyDocument).filter((grant) => !grant.action.startsWith('logs:'));
}

/** The grants of the staff CLI's managed policy. */
function staffCliGrants(): Grant[] {
  const policy = template.toJSON().Resources[logicalIdOf(stack.staffAccess.policy)];
  return grantsOfDocument(policy.Properties.PolicyDocument);
}

/** The partition keys `grant` may touch (its dynamodb:LeadingKeys patterns), or 'ANY' without the condition. */
function leadingKeysOf(grant: Grant): string[] | 'ANY' {
  const patterns = grant.condition['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
  return patterns === undefined ? 'ANY' : asArray(patterns as string | string[]);
}

/** The key patterns of every grant of `action` on `resource` (sorted, deduplicated; 'ANY' if one is unconditioned). */
function keysFor(grants: Grant[], action: string, resource = 'table'): string[] | 'ANY' {
  const matching = grants.filter((grant) => grant.action === action && grant.resource === resource);
  if (matching.some((grant) => leadingKeysOf(grant) === 'ANY')) return 'ANY';
  return [...new Set(matching.flatMap((grant) => leadingKeysOf(grant) as string[]))].sort();
}

const actionsOf = (grants: Grant[]): string[] => [...new Set(grants.map((grant) => grant.action))].sort();
const resourcesOf = (grants: Grant[], prefix: string): string[] =>
  [...new Set(grants.filter((grant) => grant.action.startsWith(prefix)).map((grant) => grant.resource))].sort();

const RECORD_KEYS = ['MESSAGE#*', 'ORDER#*', 'PRESCRIPTION#*'];
const KIND_INDEX = `index:${tableDesign.kindIndex.name}`;
const QUEUE_INDEX = `index:${tableDesign.queueIndex.name}`;
const COMMENTS_INDEX = `index:${tableDesign.commentsIndex.name}`;

describe('get-comments (public)', () => {
  it('queries the table only in POST#… partitions, so a held or hidden comment (MODERATION#…) is out of its reach', () => {
    expect(keysFor(grantsOf('get-comments'), 'dynamodb:Query')).toEqual(['POST#*']);
  });
  it('queries only the comments-only index, and only its one partition', () => {
    expect(keysFor(grantsOf('get-comments'), 'dynamodb:Query', COMMENTS_INDEX)).toEqual([COMMENT_FEED]);
  });
  it('never reaches the kind or queue index (which list prescriptions)', () => {
    expect(resourcesOf(grantsOf('get-comments'), 'dynamodb:')).toEqual([COMMENTS_INDEX, 'table'].sort());
  });
  it('may only Query: no read by key, no write, no Scan, no S3', () => {
    expect(actionsOf(grantsOf('get-comments'))).toEqual(['dynamodb:Query']);
  });
});

describe('catalogue (public availability)', () => {
  it('reads only shelf items (SHELF#…), by key', () => {
    expect(keysFor(grantsOf('catalogue'), 'dynamodb:BatchGetItem')).toEqual(['SHELF#*']);
    expect(keysFor(grantsOf('catalogue'), 'dynamodb:GetItem')).toEqual(['SHELF#*']);
  });
  it('writes only a back-in-stock subscription and its IPv6 network counter: no put, delete, Query, Scan, index or S3', () => {
    expect(actionsOf(grantsOf('catalogue'))).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(keysFor(grantsOf('catalogue'), 'dynamodb:UpdateItem')).toEqual(['BACK_IN_STOCK#*', 'NETWORK-RATE#*']);
    expect(resourcesOf(grantsOf('catalogue'), '')).toEqual(['table']);
  });
});

describe('post-comment (public)', () => {
  it('puts only comments: published (POST#…) or held for review (MODERATION#…)', () => {
    expect(keysFor(grantsOf('post-comment'), 'dynamodb:PutItem')).toEqual(['MODERATION#*', 'POST#*']);
  });
  it('updates only the hourly counters of clients (COMMENT-RATE#…)', () => {
    expect(keysFor(grantsOf('post-comment'), 'dynamodb:UpdateItem')).toEqual(['COMMENT-RATE#*']);
  });
  it('may only PutItem and UpdateItem: no read, query, delete or S3', () => {
    expect(actionsOf(grantsOf('post-comment'))).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
  });
});

describe('submit-form (public)', () => {
  it('puts only its records (PRESCRIPTION#, ORDER#, MESSAGE#) and idempotency claims', () => {
    expect(keysFor(grantsOf('submit-form'), 'dynamodb:PutItem')).toEqual([...RECORD_KEYS, 'IDEMPOTENCY#*'].sort());
  });
  it("updates only idempotency claims, the day's upload-byte budget, its IPv6 network counters and shelf stock (an order's units)", () => {
    expect(keysFor(grantsOf('submit-form'), 'dynamodb:UpdateItem')).toEqual(['IDEMPOTENCY#*', 'NETWORK-RATE#*', 'SHELF#*', 'UPLOADS#*']);
  });
  it('may only add to the upload-byte budget: no read, put or delete of UPLOADS# items, by any function', () => {
    for (const route of ['submit-form', 'privacy', 'track', 'staff-api', 'post-comment', 'get-comments'] as const) {
      for (const action of ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'])
        expect(keysFor(grantsOf(route), action)).not.toContain('UPLOADS#*');
    }
    expect(keysFor(grantsOf('privacy'), 'dynamodb:UpdateItem')).toContain('UPLOADS#*');
  });
  it('deletes only idempotency claims', () => {
    expect(keysFor(grantsOf('submit-form'), 'dynamodb:DeleteItem')).toEqual(['IDEMPOTENCY#*']);
  });
  it('reads idempotency claims whole, but of its records only the key attributes', () => {
    const reads = grantsOf('submit-form').filter((grant) => grant.action === 'dynamodb:GetItem');
    const whole = reads.filter((grant) => grant.condition['ForAllValues:StringEquals'] === undefined);
    const keysOnly = reads.filter((grant) => grant.condition['ForAllValues:StringEquals'] !== undefined);
    expect(whole.flatMap((grant) => leadingKeysOf(grant))).toEqual(['IDEMPOTENCY#*']);
    expect([...(leadingKeysOf(keysOnly[0]!) as string[])].sort()).toEqual(RECORD_KEYS);
    expect(keysOnly[0]!.condition).toMatchObject({
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey] },
      StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
    });
    expect(keysOnly).toHaveLength(1);
  });
  it('never queries or scans the table or an index', () => {
    expect(actionsOf(grantsOf('submit-form')).filter((action) => /Query|Scan/.test(action))).toEqual([]);
  });
  it('may put and delete (a delete marker) prescription files, never delete a version or read a file', () => {
    expect(actionsOf(grantsOf('submit-form')).filter((action) => action.startsWith('s3:'))).toEqual(['s3:DeleteObject', 's3:PutObject']);
  });
  it('touches files only under prescriptions/', () => {
    expect(resourcesOf(grantsOf('submit-form'), 's3:')).toEqual(['prescriptions/*']);
  });
});

describe('track (public)', () => {
  it('reads only records, refill reminders (REMINDER#) and its attempt counters (TRACK#)', () => {
    expect(keysFor(grantsOf('track'), 'dynamodb:GetItem')).toEqual([...RECORD_KEYS, 'REMINDER#*', 'TRACK#*'].sort());
  });
  it('writes only its attempt counters, the invoice number counters, an order’s `invoice`, a message (a reply), the upload budget (a return photo), its IPv6 network counters, shelf stock (a cancelled order restocked, an accepted quote’s taken) and the back-in-stock e-mails a restock brings', () => {
    expect(keysFor(grantsOf('track'), 'dynamodb:PutItem')).toEqual(['TRACK#*']);
    expect(keysFor(grantsOf('track'), 'dynamodb:UpdateItem')).toEqual([
      'BACK_IN_STOCK#*',
      'INVOICE-NUMBERS#*',
      'MESSAGE#*',
      'NETWORK-RATE#*',
      'ORDER#*',
      'REMINDER#*',
      'SHELF#*',
      'TRACK#*',
      'UPLOADS#*',
    ]);
  });
  it('may update a message only in its thread attributes (a reply), returning nothing', () => {
    const messageUpdates = grantsOf('track').filter(
      (grant) => grant.action === 'dynamodb:UpdateItem' && (leadingKeysOf(grant) as string[]).includes('MESSAGE#*'),
    );
    expect(messageUpdates.map(leadingKeysOf)).toEqual([['MESSAGE#*']]);
    expect(messageUpdates[0]!.condition).toMatchObject({
      'ForAllValues:StringEquals': {
        'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...MESSAGE_REPLY_WRITE_ATTRIBUTES],
      },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    });
    for (const name of ['name', 'email', 'phone', 'message', 'expiresAt']) expect(MESSAGE_REPLY_WRITE_ATTRIBUTES).not.toContain(name);
  });
  it('may update a refill reminder only in its REMINDER# partition and its own attributes, returning nothing', () => {
    const reminderUpdates = grantsOf('track').filter(
      (grant) => grant.action === 'dynamodb:UpdateItem' && (leadingKeysOf(grant) as string[]).includes('REMINDER#*'),
    );
    expect(reminderUpdates.map(leadingKeysOf)).toEqual([['REMINDER#*']]);
    expect(reminderUpdates[0]!.condition).toMatchObject({
      'ForAllValues:StringEquals': {
        'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...REFILL_REMINDER_ATTRIBUTES],
      },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    });
  });
  it('may update an order only in its `invoice` attribute, or (cancel, return) its lifecycle, refund and return, returning nothing: never its `expiresAt`', () => {
    const orderUpdates = grantsOf('track').filter(
      (grant) => grant.action === 'dynamodb:UpdateItem' && (leadingKeysOf(grant) as string[]).includes('ORDER#*'),
    );
    expect(orderUpdates).toHaveLength(2);
    for (const grant of orderUpdates)
      expect(grant.condition['ForAllValues:StringEquals']?.['dynamodb:Attributes']).not.toContain('expiresAt');
    expect(orderUpdates[0]!.condition).toMatchObject({
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, 'invoice'] },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    });
    expect(orderUpdates[1]!.condition).toMatchObject({
      'ForAllValues:StringEquals': {
        'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...ORDER_SERVICE_WRITE_ATTRIBUTES],
      },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    });
  });
  it('reads shelf items in batches only to price an accepted quote again (BatchGetItem of SHELF#)', () => {
    expect(keysFor(grantsOf('track'), 'dynamodb:BatchGetItem')).toEqual(['SHELF#*']);
  });
  it('has no delete or scan, queries only back-in-stock subscriptions; of S3 only PutObject and DeleteObject (a delete marker) of a return photo', () => {
    expect(actionsOf(grantsOf('track'))).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      's3:DeleteObject',
      's3:PutObject',
    ]);
    expect(keysFor(grantsOf('track'), 'dynamodb:Query')).toEqual(['BACK_IN_STOCK#*']);
    expect(keysFor(grantsOf('track'), 'dynamodb:BatchGetItem')).toEqual(['SHELF#*']);
  });
  it('touches files only under prescriptions/returns/: never a prescription file, never a version, never a read', () => {
    expect(resourcesOf(grantsOf('track'), 's3:')).toEqual([`${RETURN_PHOTOS_PREFIX}*`]);
  });
});

describe('reminders (public: the one-click unsubscribe)', () => {
  it('reads and cancels only a refill reminder in its REMINDER# partition and deletes only a back-in-stock subscription, never an order: no put, query, scan or bucket', () => {
    expect(actionsOf(grantsOf('reminders'))).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(keysFor(grantsOf('reminders'), 'dynamodb:GetItem')).toEqual(['REMINDER#*']);
    expect(keysFor(grantsOf('reminders'), 'dynamodb:UpdateItem')).toEqual(['REMINDER#*']);
    expect(keysFor(grantsOf('reminders'), 'dynamodb:DeleteItem')).toEqual(['BACK_IN_STOCK#*']);
  });
  it('reads only the attributes a cancellation needs (no medicine, token or consent), projected', () => {
    const reads = grantsOf('reminders').filter((grant) => grant.action === 'dynamodb:GetItem');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.condition).toMatchObject({
      'ForAllValues:StringEquals': {
        'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...REMINDER_CANCEL_READ_ATTRIBUTES],
      },
      StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
    });
    expect(REMINDER_CANCEL_READ_ATTRIBUTES).not.toContain('lines');
  });
  it('writes only the cancellation: never `expiresAt`, lines or token, returning nothing', () => {
    const updates = grantsOf('reminders').filter((grant) => grant.action === 'dynamodb:UpdateItem');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.condition).toMatchObject({
      'ForAllValues:StringEquals': {
        'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, ...REMINDER_CANCEL_WRITE_ATTRIBUTES],
      },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    });
    for (const name of ['expiresAt', 'lines', 'unsubscribeToken']) expect(REMINDER_CANCEL_WRITE_ATTRIBUTES).not.toContain(name);
  });
});

describe('staff API', () => {
  it('reads records and held comments by key, and nothing else by key', () => {
    expect(keysFor(grantsOf('staff-api'), 'dynamodb:GetItem')).toEqual([...RECORD_KEYS, 'MODERATION#*', 'SHELF#*'].sort());
  });
  it('reads in batches only shelf items (the catalogue list), and changes shelf items only by UpdateItem', () => {
    expect(keysFor(grantsOf('staff-api'), 'dynamodb:BatchGetItem')).toEqual(['SHELF#*']);
    expect(keysFor(grantsOf('staff-api'), 'dynamodb:PutItem')).not.toContain('SHELF#*');
  });
  it('queries the table only for audit trails (AUDIT#…), the registers (BATCH#…, H1-REGISTER#…) and back-in-stock subscriptions', () => {
    expect(keysFor(grantsOf('staff-api'), 'dynamodb:Query')).toEqual(['AUDIT#*', 'BACK_IN_STOCK#*', 'BATCH#*', 'H1-REGISTER#*']);
  });
  it('queries the kind index only in the record kinds’ partitions (never comments)', () => {
    expect(keysFor(grantsOf('staff-api'), 'dynamodb:Query', KIND_INDEX)).toEqual(['message', 'order', 'prescription']);
  });
  it('queries the queue index only in the record kinds’ queues and the held comments', () => {
    expect(keysFor(grantsOf('staff-api'), 'dynamodb:Query', QUEUE_INDEX)).toEqual(
      [HELD_COMMENTS_QUEUE, 'message#*', 'order#*', 'prescription#*'].sort(),
    );
  });
  it('never queries the comments index', () => {
    expect(resourcesOf(grantsOf('staff-api'), 'dynamodb:')).not.toContain(COMMENTS_INDEX);
  });
  it('puts only audit entries, published comments, register entries (batches, shipments, the H1 register) and a quote’s new order', () => {
    expect(keysFor(grantsOf('staff-api'), 'dynamodb:PutItem')).toEqual(['AUDIT#*', 'BATCH#*', 'H1-REGISTER#*', 'ORDER#*', 'POST#*']);
  });
  it('updates only records, held comments, audit entries, the invoice number counters, the registers, shelf items and back-in-stock subscriptions', () => {
    expect(keysFor(grantsOf('staff-api'), 'dynamodb:UpdateItem')).toEqual(
      [...RECORD_KEYS, 'AUDIT#*', 'BACK_IN_STOCK#*', 'BATCH#*', 'H1-REGISTER#*', 'INVOICE-NUMBERS#*', 'MODERATION#*', 'SHELF#*'].sort(),
    );
  });
  it('reaches the registers only through their own partitions, and no other role reaches them', () => {
    const registerGrants = grantsOf('staff-api').filter((grant) => {
      const keys = leadingKeysOf(grant);
      return keys !== 'ANY' && keys.some((key) => key === 'BATCH#*' || key === 'H1-REGISTER#*');
    });
    for (const grant of registerGrants) expect(leadingKeysOf(grant), grant.action).toEqual(['BATCH#*', 'H1-REGISTER#*']);
    expect(actionsOf(registerGrants)).toEqual(['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
    for (const route of apiRoutes.filter((candidate) => candidate.name !== 'staff-api'))
      for (const grant of grantsOf(route.name)) expect(leadingKeysOf(grant), route.name).not.toContain('H1-REGISTER#*');
  });
  it('updates only the outcome of an audit entry, and reads back none of it', () => {
    const auditUpdates = grantsOf('staff-api').filter(
      (grant) => grant.action === 'dynamodb:UpdateItem' && (leadingKeysOf(grant) as string[]).includes('AUDIT#*'),
    );
    expect(auditUpdates).toHaveLength(1);
    expect(leadingKeysOf(auditUpdates[0]!)).toEqual(['AUDIT#*']);
    expect(auditUpdates[0]!.condition).toMatchObject({
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': [tableDesign.partitionKey, tableDesign.sortKey, 'outcome'] },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    });
  });
  it('never writes the comments’ hourly counters, and never reads a comment partition', () => {
    const grants = grantsOf('staff-api').filter((grant) => grant.resource === 'table');
    for (const grant of grants) expect(leadingKeysOf(grant), grant.action).not.toContain('COMMENT-RATE#*');
    expect(keysFor(grants, 'dynamodb:Query')).not.toContain('POST#*');
  });
  it('never deletes an item, never writes a file, and deletes file versions only for an erasure (tests/infra/privacy-role.test.ts)', () => {
    expect(actionsOf(grantsOf('staff-api')).filter((action) => /Delete|s3:Put|Scan|BatchWrite/.test(action))).toEqual([
      's3:DeleteObjectVersion',
    ]);
  });
  it('reads and erases files only under prescriptions/ (and lists versions of the bucket only with that prefix)', () => {
    const bucket = JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(stack.data.prescriptionsBucket), 'Arn'] });
    expect(resourcesOf(grantsOf('staff-api'), 's3:')).toEqual(['prescriptions/*', bucket]);
    expect(
      grantsOf('staff-api')
        .filter((grant) => grant.resource === bucket)
        .map((grant) => [grant.action, grant.condition]),
    ).toEqual([['s3:ListBucketVersions', { StringLike: { 's3:prefix': ['prescriptions/*'] } }]]);
  });
});

describe("staff API: colleagues' names (functions/staff-api/staff-directory.ts)", () => {
  const cognitoGrants = () => grantsOf('staff-api').filter((grant) => grant.action.startsWith('cognito-idp:'));
  it('may only ListUsers in Cognito: no Admin* action, no other read, no write', () => {
    expect(actionsOf(cognitoGrants())).toEqual(['cognito-idp:ListUsers']);
  });
  it('lists users of the staff user pool alone, never "*"', () => {
    const pool = JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(stack.staffIdentity.userPool), 'Arn'] });
    expect(cognitoGrants().map((grant) => grant.resource)).toEqual([pool]);
  });
  it('is the only API function with any Cognito right', () => {
    for (const route of apiRoutes.filter((candidate) => candidate.name !== 'staff-api')) {
      expect(
        actionsOf(grantsOf(route.name)).filter((action) => action.startsWith('cognito-idp:')),
        route.name,
      ).toEqual([]);
    }
  });
});

describe('staff session (functions/staff-session)', () => {
  it('may do nothing beyond writing its log group: no table, no bucket, no Cognito, no secret', () => {
    expect(grantsOf('staff-session')).toEqual([]);
  });
  it("gets the cookie key as a deploy-time reference to its own secret, and the console's client id", () => {
    const variables = template.toJSON().Resources[logicalIdOf(stack.api.functions['staff-session']!.function)].Properties.Environment
      .Variables as Record<string, unknown>;
    expect(JSON.stringify(variables.STAFF_SESSION_SECRET)).toContain(logicalIdOf(stack.staffSessionSecret));
    expect(variables.STAFF_CLIENT_ID).toEqual({ Ref: logicalIdOf(stack.staffIdentity.consoleClient) });
    for (const route of apiRoutes.filter((candidate) => candidate.name !== 'staff-session')) {
      const other = template.toJSON().Resources[logicalIdOf(stack.api.functions[route.name]!.function)].Properties.Environment.Variables;
      expect(JSON.stringify(other), route.name).not.toContain(logicalIdOf(stack.staffSessionSecret));
    }
  });
});

describe('shelf seed (deploy time, infra/constructs/shelf-seed.ts)', () => {
  it('reads and creates only shelf items (SHELF#…): no update, no delete, no query, no other partition', () => {
    const grants = grantsOfRole(stack.shelfSeed.fn.role);
    expect(actionsOf(grants)).toEqual(['dynamodb:BatchGetItem', 'dynamodb:PutItem']);
    expect(keysFor(grants, 'dynamodb:BatchGetItem')).toEqual(['SHELF#*']);
    expect(keysFor(grants, 'dynamodb:PutItem')).toEqual(['SHELF#*']);
    expect(resourcesOf(grants, '')).toEqual(['table']);
  });
  it('runs again on a deploy that changes the catalogue: its property is the catalogue fingerprint', () => {
    const [resource, ...others] = Object.values(template.findResources('Custom::MedvikaShelfSeed'));
    expect(others).toEqual([]);
    expect(resource!.Properties.catalogue).toBe(catalogueFingerprint());
    expect(catalogueFingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('staff CLI policy', () => {
  it('queries only the kind index, only in the record kinds’ partitions', () => {
    expect(keysFor(staffCliGrants(), 'dynamodb:Query', KIND_INDEX)).toEqual(['message', 'order', 'prescription']);
    expect(
      resourcesOf(
        staffCliGrants().filter((grant) => grant.action === 'dynamodb:Query'),
        'dynamodb:',
      ),
    ).toEqual([KIND_INDEX]);
  });
  it('reads records by key (GetItem, BatchGetItem), and nothing else by key', () => {
    expect(keysFor(staffCliGrants(), 'dynamodb:GetItem')).toEqual(RECORD_KEYS);
    expect(keysFor(staffCliGrants(), 'dynamodb:BatchGetItem')).toEqual(RECORD_KEYS);
  });
  it('is read-only: no write or delete of items or files; in Cognito, ListUsers alone', () => {
    expect(actionsOf(staffCliGrants())).toEqual([
      'cognito-idp:ListUsers',
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      's3:GetObject',
      's3:GetObjectTagging',
      's3:GetObjectVersion',
      's3:GetObjectVersionTagging',
    ]);
  });
});

describe("staff CLI policy: colleagues' names (tools/staff-cli/record-text.ts)", () => {
  it('lists users of the staff user pool alone, never "*"', () => {
    const pool = JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(stack.staffIdentity.userPool), 'Arn'] });
    expect(
      staffCliGrants()
        .filter((grant) => grant.action.startsWith('cognito-idp:'))
        .map((grant) => grant.resource),
    ).toEqual([pool]);
  });
});

describe('every role', () => {
  it('names the keys of every DynamoDB item action (dynamodb:LeadingKeys)', () => {
    for (const route of apiRoutes) {
      for (const grant of grantsOf(route.name).filter((g) => g.action.startsWith('dynamodb:'))) {
        expect(leadingKeysOf(grant), `${route.name} ${grant.action} on ${grant.resource}`).not.toBe('ANY');
      }
    }
  });
  it('public (shopper) functions never hold s3:DeleteObjectVersion, except the privacy function’s erasure', () => {
    // docs/architecture/lifecycle.md: an erasure deletes every version of the file; that role's grant is pinned in tests/infra/privacy-role.test.ts.
    for (const route of apiRoutes.filter((r) => r.auth !== 'staff' && r.name !== 'privacy')) {
      expect(actionsOf(grantsOf(route.name)), route.name).not.toContain('s3:DeleteObjectVersion');
    }
  });
  it('public (shopper) functions never query the kind or queue index', () => {
    for (const route of apiRoutes.filter((r) => r.auth !== 'staff')) {
      expect(resourcesOf(grantsOf(route.name), 'dynamodb:'), route.name).not.toContain(KIND_INDEX);
      expect(resourcesOf(grantsOf(route.name), 'dynamodb:'), route.name).not.toContain(QUEUE_INDEX);
    }
  });
});

describe('indexes', () => {
  const gsi = (name: string) => {
    const table = template.toJSON().Resources[logicalIdOf(stack.data.table)];
    return (table.Properties.GlobalSecondaryIndexes as Array<Record<string, any>>).find((index) => index.IndexName === name)!;
  };
  const CONTACT_DETAILS = [
    'name',
    'email',
    'phone',
    'mobile',
    'address',
    'city',
    'state',
    'code',
    'country',
    'file',
    'notes',
    'message',
    'medicineName',
  ];

  it('the kind index projects only reference, status, version and updatedAt beyond its keys', () => {
    expect(gsi(tableDesign.kindIndex.name).Projection).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: ['reference', 'status', 'version', 'updatedAt'],
    });
  });
  it('the kind index holds no contact detail or file', () => {
    for (const attribute of CONTACT_DETAILS) expect(gsi(tableDesign.kindIndex.name).Projection.NonKeyAttributes).not.toContain(attribute);
  });
  it('the queue index holds no contact detail or file', () => {
    for (const attribute of CONTACT_DETAILS) expect(gsi(tableDesign.queueIndex.name).Projection.NonKeyAttributes).not.toContain(attribute);
  });
  it('the comments index is keyed by the comments-only attribute and projects a comment', () => {
    expect(gsi(tableDesign.commentsIndex.name)).toEqual({
      IndexName: tableDesign.commentsIndex.name,
      KeySchema: [
        { AttributeName: 'commentFeed', KeyType: 'HASH' },
        { AttributeName: 'createdAt', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['id', 'post', 'name', 'comment'] },
    });
  });
});
