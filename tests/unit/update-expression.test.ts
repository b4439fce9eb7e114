/**
 * The update-expression helper of functions/data/: expressions built from named parts, with exactly the names and
 * values they use.
 */
import { describe, expect, it } from 'vitest';
import {
  add,
  appendToList,
  conditionExpression,
  increment,
  pathExpression,
  remove,
  set,
  updateExpression,
} from '../../functions/data/update-expression';

describe('updateExpression', () => {
  it('writes SET, REMOVE and ADD clauses in that order, names as #<name>', () => {
    const input = updateExpression([
      remove('queue'),
      set('status', ':to', 'verified'),
      add('failures', ':one', 1),
      set('updatedAt', ':at', 'T'),
    ]);
    expect(input).toEqual({
      UpdateExpression: 'SET #status = :to, #updatedAt = :at REMOVE #queue ADD #failures :one',
      ExpressionAttributeNames: { '#queue': 'queue', '#status': 'status', '#failures': 'failures', '#updatedAt': 'updatedAt' },
      ExpressionAttributeValues: { ':to': 'verified', ':one': 1, ':at': 'T' },
    });
  });

  it('renders list appends, increments and nested list paths', () => {
    const input = updateExpression([
      appendToList('history', ':entry', [{ to: 'x' }]),
      appendToList('outbox', ':events', [1], ':empty'),
      increment('version', ':one', 1),
      set(['privacyRequests', 2, 'state'], ':done', 'done'),
    ]);
    expect(input.UpdateExpression).toBe(
      'SET #history = list_append(#history, :entry), #outbox = list_append(if_not_exists(#outbox, :empty), :events), ' +
        '#version = #version + :one, #privacyRequests[2].#state = :done',
    );
    expect(input.ExpressionAttributeValues).toEqual({ ':entry': [{ to: 'x' }], ':events': [1], ':empty': [], ':one': 1, ':done': 'done' });
  });

  it('uses a chosen placeholder for a name known only at run time', () => {
    const input = updateExpression([
      set({ name: 'decided-by', placeholder: '#set0' }, ':set0', 'x'),
      remove({ name: 'e-mail', placeholder: '#remove0' }),
    ]);
    expect(input.UpdateExpression).toBe('SET #set0 = :set0 REMOVE #remove0');
    expect(input.ExpressionAttributeNames).toEqual({ '#set0': 'decided-by', '#remove0': 'e-mail' });
  });

  it('merges a condition: its values, and a name for each #name no action declared', () => {
    const input = updateExpression([set('version', ':next', 2)], {
      expression: '#version = :seen AND attribute_exists(#pk)',
      values: { ':seen': 1 },
    });
    expect(input).toEqual({
      UpdateExpression: 'SET #version = :next',
      ConditionExpression: '#version = :seen AND attribute_exists(#pk)',
      ExpressionAttributeNames: { '#version': 'version', '#pk': 'pk' },
      ExpressionAttributeValues: { ':next': 2, ':seen': 1 },
    });
  });

  it('leaves out an empty value map (DynamoDB refuses one)', () => {
    expect(updateExpression([remove('queue')], { expression: 'attribute_exists(pk)' })).toEqual({
      UpdateExpression: 'REMOVE #queue',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#queue': 'queue' },
    });
  });

  it('lets one placeholder stand for one value only', () => {
    expect(updateExpression([set('doneAt', ':at', 'T'), set('updatedAt', ':at', 'T')]).ExpressionAttributeValues).toEqual({ ':at': 'T' });
    expect(() => updateExpression([set('doneAt', ':at', 'T'), set('updatedAt', ':at', 'U')])).toThrow(/two values/);
    expect(() =>
      updateExpression([set({ name: 'a', placeholder: '#x' }, ':a', 1), set({ name: 'b', placeholder: '#x' }, ':b', 1)]),
    ).toThrow(/two names/);
  });

  it('refuses malformed paths and an empty action list', () => {
    expect(() => updateExpression([])).toThrow();
    expect(() => updateExpression([set('e-mail', ':v', 1)])).toThrow(/aliased placeholder/);
    expect(() => updateExpression([set([0, 'state'], ':v', 1)])).toThrow();
    expect(() => updateExpression([set(['outbox', -1], ':v', 1)])).toThrow();
  });
});

describe('pathExpression and conditionExpression', () => {
  it('render a path as conditions write it', () => {
    expect(pathExpression(['outbox', 3, 'claimId'])).toBe('#outbox[3].#claimId');
  });

  it('build the condition of a put or delete', () => {
    expect(
      conditionExpression({ expression: '#claimId = :claim AND #state = :running', values: { ':claim': 'c', ':running': 'running' } }),
    ).toEqual({
      ConditionExpression: '#claimId = :claim AND #state = :running',
      ExpressionAttributeNames: { '#claimId': 'claimId', '#state': 'state' },
      ExpressionAttributeValues: { ':claim': 'c', ':running': 'running' },
    });
    expect(conditionExpression({ expression: 'attribute_not_exists(pk)' })).toEqual({ ConditionExpression: 'attribute_not_exists(pk)' });
  });
});
