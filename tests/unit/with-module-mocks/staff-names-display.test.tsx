/** @vitest-environment happy-dom */
/**
 * How the console shows a colleague the staff API named (functions/staff-api/staff-names.ts): by name, the user id kept
 * in the title for support; and by the short id when the API knows no name (the directory failed or the pool has none).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRecord } from '@contracts/staff-api';
import { HistoryPanel } from '../../../web/src/features/staff/HistoryPanel';
import { PrivacyRequestPanel } from '../../../web/src/features/staff/PrivacyRequestPanel';

// The signed-in staff member; the panels read nothing else of the session for done requests and the history.
vi.mock('../../../web/src/features/staff/session', () => ({ useStaffUser: () => ({ sub: 'me-0001', groups: ['pharmacist'] }) }));

const kavya = '0f8b5c1e-3a4d-4c2b-9e7f-1a2b3c4d5e6f';
const unnamed = '7d6c5b4a-1e2f-4a3b-8c9d-0e1f2a3b4c5d';

function record(fields: Partial<StaffRecord>): StaffRecord {
  return {
    reference: 'RX-NAMES1',
    kind: 'prescription',
    status: 'verified',
    version: 4,
    history: [{ at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'received' }],
    ...fields,
  } as StaffRecord;
}

const done = (id: string, doneBy: string, doneByName?: string) => ({
  id,
  type: 'correction',
  at: '2026-11-21T10:00:00Z',
  state: 'done',
  details: 'My name is spelt Asha Varma',
  doneAt: '2026-11-22T09:30:00Z',
  doneBy,
  ...(doneByName ? { doneByName } : {}),
  resolution: `Corrected (${id})`,
});

afterEach(() => cleanup());

describe('colleagues by name in the console', () => {
  it('says who closed a privacy request by the name the API resolved, the id in the title; a short id without one', () => {
    render(
      <PrivacyRequestPanel
        record={record({ privacyRequests: [done('c1', kavya, 'Dr Kavya Rao'), done('c2', unnamed)] })}
        onChanged={() => {}}
        onReload={() => {}}
      />,
    );
    const named = screen.getByText('Dr Kavya Rao');
    expect(named.getAttribute('title')).toBe(kavya);
    expect(named.closest('p')?.textContent).toMatch(/by Dr Kavya Rao$/);
    expect(screen.getByTitle(unnamed).textContent).toBe(unnamed.slice(0, 8));
    expect(screen.getByTitle(unnamed).closest('p')?.textContent).toContain('by staff');
  });

  it("shows a history entry's author by name with the id in the title", () => {
    const history = [
      { at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'received' },
      { at: '2026-11-20T11:00:00Z', by: kavya, from: 'received', to: 'in_review', byName: 'Dr Kavya Rao' },
    ];
    render(<HistoryPanel record={record({ history } as Partial<StaffRecord>)} showAudit={false} />);
    expect(screen.getByText('Dr Kavya Rao').getAttribute('title')).toBe(kavya);
  });
});
