/** @vitest-environment happy-dom */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackAnswer } from '@contracts/track';
import { invoiceText } from '@domain/invoice';
import * as apiClient from '../../../web/src/lib/api-client';
import { InvoiceDownload } from '../../../web/src/features/track/InvoiceDownload';

// Only the network edge is replaced: the component and its states are the real ones.
vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  return { ...actual, postJsonForFile: vi.fn() };
});
const postJsonForFile = vi.mocked(apiClient.postJsonForFile);

const credentials = { reference: 'ORD-20261126-7K3F9QAZ', phone: '98110 42367' };
const confirmed: TrackAnswer = {
  reference: credentials.reference,
  kind: 'order',
  status: 'confirmed',
  updatedAt: '2026-11-26T10:00:00.000Z',
  history: [],
  invoiceAvailable: true,
};

afterEach(() => {
  cleanup();
  postJsonForFile.mockReset();
  vi.restoreAllMocks();
});

describe('InvoiceDownload (/track)', () => {
  it('posts the reference and phone in the body, is busy meanwhile, saves the PDF under its name and says so', async () => {
    let answer!: (file: apiClient.DownloadedFile) => void;
    postJsonForFile.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<InvoiceDownload credentials={credentials} answer={confirmed} />);
    await userEvent.setup().click(screen.getByRole('button', { name: invoiceText.button }));

    expect(postJsonForFile).toHaveBeenCalledWith('/api/track/invoice', credentials, expect.stringMatching(/\.pdf$/));
    const busy = screen.getByRole('button', { name: invoiceText.busy });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');

    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    answer({ blob, fileName: 'Medvika-invoice-MV-26-27-000001.pdf' });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', invoiceText.downloaded('Medvika-invoice-MV-26-27-000001.pdf'));
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Medvika-invoice-MV-26-27-000001.pdf');
    expect((screen.getByRole('button', { name: invoiceText.button }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's refusal and keeps the button for another try", async () => {
    // Worded from the reason code by the catalog of the API's codes; the English `message` is for logs only.
    postJsonForFile.mockRejectedValueOnce(
      new apiClient.ApiError(409, 'CONFLICT', 'English for logs', {}, { code: 'invoice_not_available' }),
    );
    render(<InvoiceDownload credentials={credentials} answer={confirmed} />);
    await userEvent.setup().click(screen.getByRole('button', { name: invoiceText.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A tax invoice is issued when the order is dispatched. Please check again then.',
    );
    expect((screen.getByRole('button', { name: invoiceText.button }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is not offered before confirmation, nor for a prescription or message', () => {
    const { container } = render(
      <>
        <InvoiceDownload credentials={credentials} answer={{ ...confirmed, status: 'placed', invoiceAvailable: false }} />
        <InvoiceDownload credentials={credentials} answer={{ ...confirmed, kind: 'prescription', invoiceAvailable: undefined }} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
