import type { TrackAnswer } from '@contracts/track';

/** A refused prescription as the /track API answers it: the English the server writes, and the codes. */
export const rejectedPrescriptionAnswer: TrackAnswer = {
  reference: 'RX-20261121-7K3F9QAZ',
  kind: 'prescription',
  status: 'rejected',
  statusLabel: 'Not accepted',
  updatedAt: '2026-11-21T10:00:00.000Z',
  history: [
    { status: 'received', at: '2026-11-21T08:00:00.000Z', message: 'Received: waiting for a pharmacist' },
    { status: 'rejected', at: '2026-11-21T10:00:00.000Z', message: 'Not accepted: Your prescription is older than six months.' },
  ],
  nextStep: 'Please upload one written in the last six months.',
};
