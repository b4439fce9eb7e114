import { useState, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShortcuts } from './keyboard-shortcuts';
import { useStaffApi } from './staff-api-client';
import { staffPaths } from './staff-paths';
import { failureText } from './staff-failure-texts';

/** The queue a pharmacist works through after a decision: its kind and the status still waiting for a pharmacist. */
const waitingQueues = {
  prescription: { status: 'received', empty: 'No other prescription is waiting for review.' },
  order: { status: 'awaiting_prescription', empty: 'No other order is waiting for its prescription check.' },
} as const;

/**
 * "Next in queue" (shortcut N): opens the oldest record still waiting for a pharmacist — for a prescription the oldest
 * `received` prescription, for an order the oldest `awaiting_prescription` order (GET /api/staff/queue?order=oldest,
 * first page) — other than the one on screen, so the work goes first in, first out. An empty queue or a failed call is
 * said in a status line next to the button, never silently.
 * @param kind which queue; reference the record on screen; buttonRef lets the decision panel move focus here
 */
export function NextInQueue({
  kind,
  reference,
  buttonRef,
}: {
  kind: keyof typeof waitingQueues;
  reference: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const api = useStaffApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();

  async function openNext() {
    if (busy) return;
    setBusy(true);
    setNote(undefined);
    try {
      const page = await api.queue({ kind, status: waitingQueues[kind].status, order: 'oldest' });
      const next = page.rows.find((row) => row.reference !== reference);
      if (next) void navigate(staffPaths.record(next.reference));
      else setNote(waitingQueues[kind].empty);
    } catch (error) {
      setNote(`The queue did not load. ${error instanceof Error ? failureText(error) : ''}`.trim());
    } finally {
      setBusy(false);
    }
  }

  useShortcuts({ n: () => void openNext() });

  return (
    <div className="staff-next">
      <button ref={buttonRef} type="button" className="staff-button" onClick={() => void openNext()} disabled={busy} aria-keyshortcuts="N">
        {busy ? 'Opening…' : 'Next in queue'}
      </button>
      <span aria-live="polite" className="staff-muted">
        {note}
      </span>
    </div>
  );
}
