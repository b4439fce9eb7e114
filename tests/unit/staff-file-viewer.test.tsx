/** @vitest-environment happy-dom */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client';
import { FileViewer } from '../../web/src/features/staff/FileViewer';

// FileViewer's two sources are faked: the staff API's file-url (images) and file-content (PDFs); the PDF viewer itself
// is tests/unit/staff-pdf-viewer.test.tsx.
const fileUrl = vi.fn();
const returnPhotoUrl = vi.fn();
const fileContent = vi.fn();
const api = { fileUrl, returnPhotoUrl }; // stable, as useStaffApi's memoised object is
vi.mock('../../web/src/features/staff/staff-api-client', () => ({ useStaffApi: () => api }));
vi.mock('../../web/src/features/staff/file-content', () => ({ useFileContent: () => fileContent }));
vi.mock('../../web/src/features/staff/PdfViewer', () => ({
  PdfViewer: ({ data, reference }: { data: Uint8Array; reference: string }) => (
    <p>
      pdf.js viewer for {reference}: {data.length} bytes
    </p>
  ),
}));

afterEach(() => {
  cleanup();
  fileUrl.mockReset();
  returnPhotoUrl.mockReset();
  fileContent.mockReset();
});

describe('FileViewer', () => {
  it('shows a PDF through file-content and the pdf.js viewer, never an iframe, embed or object', async () => {
    fileContent.mockResolvedValue(new Uint8Array(464));
    render(<FileViewer reference="RX-V1" file={{ type: 'pdf', contentType: 'application/pdf', bytes: 464, originalName: 'rx.pdf' }} />);
    expect(await screen.findByText('pdf.js viewer for RX-V1: 464 bytes')).toBeTruthy();
    expect(fileContent).toHaveBeenCalledWith('RX-V1');
    expect(fileUrl).not.toHaveBeenCalled();
    expect(document.querySelector('iframe, embed, object')).toBeNull();
  });

  it('says why the scan gate refused a file, and tries again on request', async () => {
    fileUrl.mockRejectedValueOnce(
      new ApiError(
        409,
        'FILE_NOT_SCANNED',
        'This file has not been scanned for malware yet. Scans usually finish within a minute of the upload; try again shortly.',
      ),
    );
    fileUrl.mockResolvedValueOnce({ url: 'https://files.test/rx.png?sig=1', expiresInSeconds: 300, contentType: 'image/png' });
    const user = userEvent.setup();
    render(
      <FileViewer
        reference="RX-V2"
        file={{ type: 'png', contentType: 'image/png', bytes: 2048, originalName: 'rx.png', reencoded: true }}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('has not been scanned for malware yet');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('img', { name: 'Prescription RX-V2 as uploaded' })).getAttribute('src')).toBe(
      'https://files.test/rx.png?sig=1',
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("shows a quarantined PDF's refusal, and warns about an image stored without re-encoding", async () => {
    fileContent.mockRejectedValue(
      new ApiError(423, 'FILE_QUARANTINED', 'The malware scan found a threat in this file, so it cannot be opened.'),
    );
    render(<FileViewer reference="RX-V3" file={{ type: 'pdf', contentType: 'application/pdf' }} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The malware scan found a threat in this file');
    cleanup();

    fileUrl.mockResolvedValue({ url: 'https://files.test/rx.jpg?sig=1', expiresInSeconds: 300, contentType: 'image/jpeg' });
    const text =
      'Stored as uploaded: the image could not be decoded for cleaning, so it may still carry metadata (e.g. location) or hidden data.';
    render(<FileViewer reference="RX-V4" file={{ type: 'jpeg', contentType: 'image/jpeg', reencoded: false, notReencodedText: text }} />);
    expect(screen.getByRole('note').textContent).toBe(text);
  });

  it("shows a return's photo through return-photo-url under its own heading, never the prescription's file-url", async () => {
    returnPhotoUrl.mockResolvedValue({ url: 'https://files.test/photo.jpg?sig=1', expiresInSeconds: 300, contentType: 'image/jpeg' });
    render(
      <FileViewer
        reference="ORD-V5"
        which="returnPhoto"
        file={{ type: 'jpeg', contentType: 'image/jpeg', bytes: 4096, originalName: 'torn.jpg', reencoded: true }}
      />,
    );
    expect((await screen.findByRole('img', { name: 'Return photo ORD-V5 as uploaded' })).getAttribute('src')).toBe(
      'https://files.test/photo.jpg?sig=1',
    );
    expect(screen.getByRole('heading', { name: 'Return photo' })).toBeTruthy();
    expect(returnPhotoUrl).toHaveBeenCalledWith('ORD-V5');
    expect(fileUrl).not.toHaveBeenCalled();
  });
});
