import { describe, expect, it } from 'vitest';
import {
  MAX_NOTE_LENGTH,
  availableTransitions,
  checkTransition,
  historyEntry,
  initialStatus,
  isFinal,
  statusesByKind,
  transitions,
  type Actor,
  type LifecycleKind,
} from '@domain/lifecycle';
import { shopperStatusLabels } from '@domain/status-labels';

const pharmacist: Actor = { type: 'staff', userId: 'sub-pharmacist-1', groups: ['pharmacist'] };
const support: Actor = { type: 'staff', userId: 'sub-support-1', groups: ['support'] };
const shopper: Actor = { type: 'shopper' };

describe('the transition table (docs/architecture/lifecycle.md)', () => {
  it('names only statuses of its own kind', () => {
    for (const row of transitions) {
      const statuses: readonly string[] = statusesByKind[row.kind];
      expect(statuses, `${row.kind} → ${row.to}`).toContain(row.to);
      for (const from of row.from) expect(statuses, `${row.kind} from ${from}`).toContain(from);
    }
  });

  it('reaches every status from the initial one', () => {
    const starts: Record<LifecycleKind, string[]> = {
      prescription: [initialStatus('prescription')],
      // A pharmacist's quote starts an order of its own (functions/staff-api/quote.ts).
      order: [initialStatus('order', { needsPrescription: false }), initialStatus('order', { needsPrescription: true }), 'quoted'],
      message: [initialStatus('message')],
    };
    for (const kind of Object.keys(statusesByKind) as LifecycleKind[]) {
      const reached = new Set(starts[kind]);
      for (let grew = true; grew;) {
        grew = false;
        for (const row of transitions.filter((candidate) => candidate.kind === kind)) {
          if (row.from.some((from) => reached.has(from)) && !reached.has(row.to)) {
            reached.add(row.to);
            grew = true;
          }
        }
      }
      expect([...reached].sort()).toEqual([...statusesByKind[kind]].sort());
    }
  });

  it('has a shopper-facing label for every status', () => {
    for (const statuses of Object.values(statusesByKind)) for (const status of statuses) expect(shopperStatusLabels[status]).toMatch(/\w/);
  });

  it('treats cancelled, erased and the ends of a return as final, and nothing else (a delivered order can still be returned)', () => {
    const finals = (Object.keys(statusesByKind) as LifecycleKind[]).flatMap((kind) =>
      statusesByKind[kind].filter((status) => isFinal(kind, status)),
    );
    expect(finals.sort()).toEqual(['cancelled', 'erased', 'erased', 'return_declined', 'returned']);
  });

  it('lets only the shopper erase a message, from any status but erased (DPDP Act 2023 §6(4), §12)', () => {
    for (const from of ['new', 'answered', 'awaiting_support', 'closed'])
      expect(checkTransition({ kind: 'message', from, to: 'erased' }, { type: 'shopper' })).toBeUndefined();
    expect(
      checkTransition({ kind: 'message', from: 'new', to: 'erased' }, { type: 'staff', userId: 'u', groups: ['support'] }),
    ).toMatchObject({ status: 403 });
    expect(checkTransition({ kind: 'message', from: 'erased', to: 'erased' }, { type: 'shopper' })).toMatchObject({ status: 400 });
  });
});

describe('checkTransition', () => {
  /** checkTransition refuses `change` for `role` with at least `refusal` (status, and the field at fault when there is one). */
  const expectRefusal = (
    change: Parameters<typeof checkTransition>[0],
    role: Parameters<typeof checkTransition>[1],
    refusal: { status: number; field?: string },
  ) => expect(checkTransition(change, role)).toMatchObject(refusal);

  it('lets a pharmacist reject a prescription under review with a reason', () => {
    expect(checkTransition({ kind: 'prescription', from: 'in_review', to: 'rejected', reason: 'unreadable' }, pharmacist)).toBeUndefined();
  });

  it('refuses a rejection without a reason, with an unknown reason, or "other" without a note', () => {
    expectRefusal({ kind: 'prescription', from: 'in_review', to: 'rejected' }, pharmacist, { status: 400, field: 'reason' });
    expectRefusal({ kind: 'prescription', from: 'in_review', to: 'rejected', reason: 'bored' }, pharmacist, {
      status: 400,
      field: 'reason',
    });
    expectRefusal({ kind: 'prescription', from: 'in_review', to: 'rejected', reason: 'other', note: '   ' }, pharmacist, {
      status: 400,
      field: 'note',
    });
    expect(
      checkTransition({ kind: 'prescription', from: 'in_review', to: 'rejected', reason: 'other', note: 'Stamp missing' }, pharmacist),
    ).toBeUndefined();
  });

  it('refuses a reason on a change that takes none, and a note over the limit', () => {
    expectRefusal({ kind: 'prescription', from: 'in_review', to: 'verified', reason: 'too_old' }, pharmacist, {
      status: 400,
      field: 'reason',
    });
    const note = 'x'.repeat(MAX_NOTE_LENGTH + 1);
    expectRefusal({ kind: 'prescription', from: 'in_review', to: 'verified', note }, pharmacist, { status: 400, field: 'note' });
  });

  it('answers 400 for a change the table does not hold, and 403 for a change the role may not make', () => {
    expectRefusal({ kind: 'prescription', from: 'received', to: 'verified' }, pharmacist, { status: 400, field: 'to' });
    expectRefusal({ kind: 'order', from: 'dispatched', to: 'cancelled', reason: 'out_of_stock' }, pharmacist, { status: 400 });
    expect(checkTransition({ kind: 'prescription', from: 'in_review', to: 'verified' }, support)).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(checkTransition({ kind: 'message', from: 'new', to: 'answered' }, pharmacist)).toMatchObject({ status: 403 });
    expect(checkTransition({ kind: 'prescription', from: 'rejected', to: 'received' }, pharmacist)).toMatchObject({ status: 403 });
  });

  it('does not confirm an order holding prescription-only medicines until its prescription is checked', () => {
    expect(checkTransition({ kind: 'order', from: 'placed', to: 'confirmed' }, pharmacist, { needsPrescription: true })).toMatchObject({
      status: 400,
      field: 'to',
    });
    expect(checkTransition({ kind: 'order', from: 'placed', to: 'confirmed' }, pharmacist, { needsPrescription: false })).toBeUndefined();
    expect(checkTransition({ kind: 'order', from: 'awaiting_prescription', to: 'confirmed' }, support)).toMatchObject({ status: 403 });
    expect(checkTransition({ kind: 'order', from: 'awaiting_prescription', to: 'confirmed' }, pharmacist)).toBeUndefined();
  });

  it('lets the shopper re-upload a refused prescription and withdraw consent, and nothing else', () => {
    expect(checkTransition({ kind: 'prescription', from: 'rejected', to: 'received' }, shopper)).toBeUndefined();
    expect(checkTransition({ kind: 'prescription', from: 'verified', to: 'erased' }, shopper)).toBeUndefined();
    expect(checkTransition({ kind: 'prescription', from: 'in_review', to: 'verified' }, shopper)).toMatchObject({ status: 403 });
  });
});

describe('availableTransitions', () => {
  it('offers support only the delivery steps of an order, and a pharmacist also the cancellation', () => {
    expect(availableTransitions('order', 'confirmed', support).map((row) => row.to)).toEqual(['packed']);
    expect(availableTransitions('order', 'confirmed', pharmacist).map((row) => row.to)).toEqual(['packed', 'cancelled']);
    expect(availableTransitions('order', 'delivered', pharmacist)).toEqual([]);
  });

  it('offers the prescription check path only for orders that need it', () => {
    expect(availableTransitions('order', 'placed', pharmacist, { needsPrescription: true }).map((row) => row.to)).toEqual([
      'awaiting_prescription',
      'cancelled',
    ]);
    expect(availableTransitions('order', 'placed', pharmacist, { needsPrescription: false }).map((row) => row.to)).toEqual([
      'confirmed',
      'cancelled',
    ]);
  });
});

describe('historyEntry', () => {
  it('records the staff user id, the statuses, a trimmed note and the reason, and no empty fields', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(
      historyEntry({ kind: 'prescription', from: 'in_review', to: 'rejected', reason: 'too_old', note: '  dated 2025  ' }, pharmacist, now),
    ).toEqual({
      at: '2026-11-23T10:00:00.000Z',
      by: 'sub-pharmacist-1',
      from: 'in_review',
      to: 'rejected',
      reason: 'too_old',
      note: 'dated 2025',
    });
    expect(historyEntry({ kind: 'prescription', from: 'rejected', to: 'received', note: ' ' }, shopper, now)).toEqual({
      at: '2026-11-23T10:00:00.000Z',
      by: 'shopper',
      from: 'rejected',
      to: 'received',
    });
  });
});
