import type { TrackAnswer } from '@contracts/track';

/** A refused prescription as the /track API answers it: codes and values only. */
export const rejectedPrescriptionAnswer: TrackAnswer = {
  reference: 'RX-20261121-7K3F9QAZ',
  kind: 'prescription',
  status: 'rejected',
  updatedAt: '2026-11-21T10:00:00.000Z',
  history: [
    { status: 'received', at: '2026-11-21T08:00:00.000Z' },
    { status: 'rejected', at: '2026-11-21T10:00:00.000Z', reason: 'too_old' },
  ],
  nextStep: { code: 'upload_again', reason: 'too_old' },
};
