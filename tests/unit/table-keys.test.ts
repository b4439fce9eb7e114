/**
 * The key functions of functions/data/: each key format of contracts/deployment/table-design.ts, built by its module.
 */
import { describe, expect, it } from 'vitest';
import { auditKey } from '../../functions/data/audit';
import { commentKey, isCommentKeyOf } from '../../functions/data/comments';
import { idempotencyKey } from '../../functions/data/idempotency';
import { privacyPointerKey } from '../../functions/data/privacy-requests';
import { isQueueKey, queueKey, queuePartition, recordKey } from '../../functions/data/records';
import { trackAttemptKey } from '../../functions/data/track-attempts';
import { parseReference } from '../../functions/runtime/reference';
import { tableDesign } from '../../contracts/deployment/table-design';

describe('key formats', () => {
  it('records: <PRESCRIPTION|ORDER|MESSAGE>#<reference> / RECORD, and the queue key <kind>#<status>', () => {
    expect(recordKey('prescription', 'RX-20261121-7K3F9QAZ')).toEqual({ pk: 'PRESCRIPTION#RX-20261121-7K3F9QAZ', sk: 'RECORD' });
    expect(recordKey('order', 'ORD-1')).toEqual({ pk: 'ORDER#ORD-1', sk: 'RECORD' });
    expect(recordKey('message', 'MSG-1')).toEqual({ pk: 'MESSAGE#MSG-1', sk: 'RECORD' });
    expect(queueKey('order', 'packed')).toBe('order#packed');
    expect(parseReference(' rx-20261121-7k3f9qaz ')).toEqual({
      reference: 'RX-20261121-7K3F9QAZ',
      kind: 'prescription',
      key: { pk: 'PRESCRIPTION#RX-20261121-7K3F9QAZ', sk: 'RECORD' },
    });
  });

  it('privacy request pointers: the record pk / PRIVACY#<at>#<id>', () => {
    expect(privacyPointerKey(recordKey('order', 'ORD-1'), { at: '2026-01-02T03:04:05.000Z', id: 'abc' })).toEqual({
      pk: 'ORDER#ORD-1',
      sk: 'PRIVACY#2026-01-02T03:04:05.000Z#abc',
    });
  });

  it('comments, audit entries, idempotency claims and /track counters', () => {
    expect(commentKey('health3', '2026-01-01T00:00:00.000Z', 'id-1')).toEqual({
      pk: 'POST#health3',
      sk: 'COMMENT#2026-01-01T00:00:00.000Z#id-1',
    });
    expect(auditKey('RX-1', '2026-01-01T00:00:00.000Z', 'uuid')).toEqual({ pk: 'AUDIT#RX-1', sk: '2026-01-01T00:00:00.000Z#uuid' });
    expect(idempotencyKey('key-12345')).toEqual({ pk: 'IDEMPOTENCY#key-12345', sk: 'RECORD' });
    expect(trackAttemptKey('RX-1')).toEqual({ pk: 'TRACK#RX-1', sk: 'RECORD' });
  });
});

describe('page cursor checks', () => {
  it('accept only a comment key of the post', () => {
    expect(isCommentKeyOf('health3', { pk: 'POST#health3', sk: 'COMMENT#x' })).toBe(true);
    expect(isCommentKeyOf('health3', { pk: 'POST#health4', sk: 'COMMENT#x' })).toBe(false);
    expect(isCommentKeyOf('health3', { pk: 'POST#health3', sk: 'COMMENT#x', extra: 1 })).toBe(false);
    expect(isCommentKeyOf('health3', { pk: 'POST#health3', sk: 'RECORD' })).toBe(false);
  });

  it('accept only a key of the queried queue partition, of strings only', () => {
    const byStatus = queuePartition('order', 'packed');
    expect(byStatus).toEqual({ index: tableDesign.queueIndex, value: 'order#packed' });
    expect(queuePartition('order')).toEqual({ index: tableDesign.kindIndex, value: 'order' });
    expect(isQueueKey(byStatus, { queue: 'order#packed', pk: 'ORDER#ORD-1', sk: 'RECORD', createdAt: 'T' })).toBe(true);
    expect(isQueueKey(byStatus, { queue: 'prescription#received', pk: 'P', sk: 'R' })).toBe(false);
    expect(isQueueKey(byStatus, { queue: 'order#packed', version: 1 })).toBe(false);
  });
});
