/** @vitest-environment happy-dom */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackAnswer } from '@contracts/track';
import * as apiClient from '../../web/src/lib/api-client';
import { TrackPage } from '../../web/src/features/track/TrackPage';

// Only the API client is replaced: validation, the form kit and the page are the real ones.
vi.mock('../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../web/src/lib/api-client')>();
  return { ...actual, postJson: vi.fn() };
});
const postJson = vi.mocked(apiClient.postJson);

const rejected: TrackAnswer = {
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

function renderTrack(state?: { reference: string }) {
  const router = createMemoryRouter([{ path: '*', element: <TrackPage /> }], { initialEntries: [{ pathname: '/track', state }] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

afterEach(() => {
  cleanup();
  postJson.mockReset();
});

describe('/track', () => {
  it('fills in the reference a success screen handed over, posts reference and phone as JSON, and shows status, next step and timeline', async () => {
    postJson.mockResolvedValue(rejected);
    const { user, router } = renderTrack({ reference: 'RX-20261121-7K3F9QAZ' });
    expect((screen.getByRole('textbox', { name: /Reference number/ }) as HTMLInputElement).value).toBe('RX-20261121-7K3F9QAZ');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByRole('heading', { name: 'RX-20261121-7K3F9QAZ' });
    expect(postJson).toHaveBeenCalledWith('/api/track/', { reference: 'RX-20261121-7K3F9QAZ', phone: '98765 43210' });
    expect(screen.getByText('Not accepted')).toBeTruthy();
    expect(screen.getByText('Please upload one written in the last six months.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('.track-timeline__message')?.textContent)).toEqual([
      'Received: waiting for a pharmacist',
      'Not accepted: Your prescription is older than six months.',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'RX-20261121-7K3F9QAZ' }));
    // Nothing the shopper typed reaches the URL.
    expect(router.state.location.pathname + router.state.location.search).toBe('/track');
  });

  it('shows the server\'s 404 and 429 messages above the button and keeps the input', async () => {
    postJson.mockRejectedValueOnce(new apiClient.ApiError(404, 'NOT_FOUND', 'We could not find a request with these details.'));
    const { user } = renderTrack();
    await user.type(screen.getByRole('textbox', { name: /Reference number/ }), 'RX-20261121-7K3F9QAZ');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '9811042367');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find a request with these details.');
    postJson.mockRejectedValueOnce(new apiClient.ApiError(429, 'THROTTLED', 'Too many attempts for this reference. Please try again in 14 minutes.'));
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts for this reference. Please try again in 14 minutes.'));
    expect((screen.getByRole('textbox', { name: /Phone number/ }) as HTMLInputElement).value).toBe('9811042367');
  });

  it('asks for both fields before sending anything', async () => {
    const { user } = renderTrack();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByText('Enter the reference number, e.g. RX-20261121-7K3F9QAZ');
    expect(postJson).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Reference number/ }));
  });
});
