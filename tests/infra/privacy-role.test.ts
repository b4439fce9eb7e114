/**
 * The privacy function's role (functions/privacy: re-upload, erasure, correction from /track; least privilege, docs/architecture/security.md):
 * the only role that may delete object versions, and only under prescriptions/; table writes only in the record and
 * attempt-counter partitions; no Delete/Query/Scan of the table. One assertion per property.
 */
import { Stack, type CfnResource } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { REMINDER_CANCEL_READ_ATTRIBUTES, REMINDER_CANCEL_WRITE_ATTRIBUTES } from '../../contracts/refill-reminders';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../contracts/deployment/api-routes';
import type { StorefrontStack } from '../../infra/storefront-stack';
import { useStorefrontSynth } from './storefront-synth';

let template: Template;
let stack: StorefrontStack;
useStorefrontSynth((result) => {
  template = result.template;
  stack = result.stack;
});

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const logicalIdOf = (construct: { node: { defaultChild?: unknown } }) =>
  Stack.of(construct as never).getLogicalId(construct.node.defaultChild as CfnResource);

/** The Allow statements of a function's role policies. */
function statementsOf(route: string): Statement[] {
  const role = logicalIdOf(stack.api.functions[route]!.role as never);
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(role))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
    .filter((statement) => statement.Effect === 'Allow');
}

const actionsOf = (statements: Statement[]) => [...new Set(statements.flatMap((statement) => asArray(statement.Action)))].sort();
const withAction = (statements: Statement[], action: string) =>
  statements.filter((statement) => asArray(statement.Action).includes(action));

describe('privacy function role', () => {
  it('is the only shopper-facing API function that may delete an object version (beside the staff API’s "Erase now")', () => {
    const holders = apiRoutes
      .filter((route) => actionsOf(statementsOf(route.name)).includes('s3:DeleteObjectVersion'))
      .map((route) => route.name)
      .sort();
    expect(holders).toEqual(['privacy', 'staff-api']);
  });

  it('the staff API deletes versions and lists them only under prescriptions/, and never puts or deletes a current object', () => {
    for (const statement of withAction(statementsOf('staff-api'), 's3:DeleteObjectVersion')) {
      // CDK merges it with the read grants of the same resource; the only delete is of a version.
      expect(asArray(statement.Action).filter((action) => /Delete|Put/.test(action))).toEqual(['s3:DeleteObjectVersion']);
      expect(JSON.stringify(statement.Resource)).toMatch(/\/prescriptions\/\*"/);
    }
    const [listing, ...more] = withAction(statementsOf('staff-api'), 's3:ListBucketVersions');
    expect(more).toEqual([]);
    expect(listing!.Condition).toEqual({ StringLike: { 's3:prefix': ['prescriptions/*'] } });
    expect(actionsOf(statementsOf('staff-api')).filter((action) => /^s3:(Put|DeleteObject$)/.test(action))).toEqual([]);
  });

  it('deletes versions only under prescriptions/', () => {
    for (const statement of withAction(statementsOf('privacy'), 's3:DeleteObjectVersion')) {
      expect(JSON.stringify(statement.Resource)).toMatch(/\/prescriptions\/\*"/);
    }
  });

  it('lists object versions only with the prefix prescriptions/', () => {
    const [listing, ...more] = withAction(statementsOf('privacy'), 's3:ListBucketVersions');
    expect(more).toEqual([]);
    expect(listing!.Condition).toEqual({ StringLike: { 's3:prefix': ['prescriptions/*'] } });
  });

  it('reads and writes items only in the record and attempt-counter partitions, and only adds to the upload budget', () => {
    const recordPartitions = {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PRESCRIPTION#*', 'ORDER#*', 'MESSAGE#*', 'TRACK#*'] },
    };
    const uploadBudget = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['UPLOADS#*'] } };
    const networkRate = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['NETWORK-RATE#*'] } };
    // An order's erasure cancels its refill reminder: its cancellation attributes only, in REMINDER#… (no PutItem there).
    const reminderCancel = {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['REMINDER#*'] },
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', ...REMINDER_CANCEL_WRITE_ATTRIBUTES] },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    };
    const reminderRead = {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['REMINDER#*'] },
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', ...REMINDER_CANCEL_READ_ATTRIBUTES] },
      StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
    };
    const updates = withAction(statementsOf('privacy'), 'dynamodb:UpdateItem');
    expect(updates.map((statement) => statement.Condition)).toEqual([networkRate, recordPartitions, uploadBudget, reminderCancel]);
    for (const statement of withAction(statementsOf('privacy'), 'dynamodb:PutItem')) expect(statement.Condition).toEqual(recordPartitions);
    expect(withAction(statementsOf('privacy'), 'dynamodb:GetItem').map((statement) => statement.Condition)).toEqual([
      recordPartitions,
      reminderRead,
    ]);
  });

  it('has no DeleteItem, Query, Scan or read of a file', () => {
    const actions = actionsOf(statementsOf('privacy'));
    for (const forbidden of ['dynamodb:DeleteItem', 'dynamodb:Query', 'dynamodb:Scan', 's3:GetObject', 's3:GetObjectVersion'])
      expect(actions).not.toContain(forbidden);
  });
});
