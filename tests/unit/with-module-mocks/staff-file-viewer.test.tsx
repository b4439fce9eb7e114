/** @vitest-environment happy-dom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../web/src/lib/api-client';
import { FileViewer } from '../../../web/src/features/staff/FileViewer';

// FileViewer's two sources are faked: the staff API's file-url (images) and file-content (PDFs); the PDF viewer itself
// is tests/unit/staff-pdf-viewer.test.tsx.
const fileUrl = vi.fn();
const returnPhotoUrl = vi.fn();
const fileContent = vi.fn();
const api = { fileUrl, returnPhotoUrl }; // stable, as useStaffApi's memoised object is
vi.mock('../../../web/src/features/staff/staff-api-client', () => ({ useStaffApi: () => api }));
vi.mock('../../../web/src/features/staff/file-content', () => ({ useFileContent: () => fileContent }));
vi.mock('../../../web/src/features/staff/PdfViewer', () => ({
  PdfViewer: ({ data, reference }: { data: Uint8Array; reference: string }) => (
    <p>
      pdf.js viewer for {reference}: {data.length} bytes
    </p>
  ),
}));

/**
 * The staff API's answer for a file the malware scan has not tagged yet (functions/staff-api/file-scan-gate.ts). The
 * console words its reason code; the English message is for logs and the CLI.
 */
const notScanned = () => new ApiError(409, 'FILE_SCAN_PENDING', 'English for logs', {}, { code: 'file_scan_pending' });

/** The staff API's answer for a file whose scan is over without a clean result: waiting cannot help. */
const scanFailed = () => new ApiError(409, 'FILE_NOT_SCANNED', 'English for logs', {}, { code: 'file_not_scanned', status: 'FAILED' });

/** Moves the fake clock on by `ms` and lets the answers and renders it set off settle. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

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
    expect(fileContent).toHaveBeenCalledWith('RX-V1', undefined); // the current upload, not an earlier one
    expect(fileUrl).not.toHaveBeenCalled();
    expect(document.querySelector('iframe, embed, object')).toBeNull();
  });

  it('waits for the malware scan with back-off (1, 2, 4 s) and opens the file by itself once it is tagged clean', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fileUrl.mockRejectedValueOnce(notScanned()).mockRejectedValueOnce(notScanned()).mockRejectedValueOnce(notScanned());
      fileUrl.mockResolvedValueOnce({ url: 'https://files.test/rx.png?sig=1', expiresInSeconds: 300, contentType: 'image/png' });
      render(
        <FileViewer
          reference="RX-V2"
          file={{ type: 'png', contentType: 'image/png', bytes: 2048, originalName: 'rx.png', reencoded: true }}
        />,
      );
      await advance(0);
      expect(screen.getByRole('status').textContent).toContain('Scanning for malware… usually a few seconds.');
      expect(screen.queryByRole('alert')).toBeNull();
      for (const [wait, calls] of [
        [1000, 2],
        [2000, 3],
        [4000, 4],
      ] as const) {
        await advance(wait - 1);
        expect(fileUrl).toHaveBeenCalledTimes(calls - 1);
        await advance(1);
        expect(fileUrl).toHaveBeenCalledTimes(calls);
      }
      expect(screen.getByRole('img', { name: 'Prescription RX-V2 as uploaded' }).getAttribute('src')).toBe(
        'https://files.test/rx.png?sig=1',
      );
      expect(screen.queryByText(/Scanning for malware/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops waiting after a minute and shows the API's reason; Try again waits afresh; a threat is never waited for", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fileContent.mockRejectedValue(notScanned());
      render(<FileViewer reference="RX-V6" file={{ type: 'pdf', contentType: 'application/pdf' }} />);
      await advance(0);
      for (const wait of [1000, 2000, 4000, 8000, 16000]) await advance(wait);
      await advance(28_999);
      expect(fileContent).toHaveBeenCalledTimes(6);
      expect(screen.queryByRole('alert')).toBeNull();
      await advance(1);
      expect(fileContent).toHaveBeenCalledTimes(7); // the first try and one after each of the six waits
      expect(screen.getByRole('alert').textContent).toContain('still being scanned for malware');
      await advance(120_000);
      expect(fileContent).toHaveBeenCalledTimes(7);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await advance(0);
      expect(fileContent).toHaveBeenCalledTimes(8);
      expect(screen.getByRole('status').textContent).toContain('Scanning for malware');
      cleanup();

      fileContent.mockReset();
      fileContent.mockRejectedValue(new ApiError(423, 'FILE_QUARANTINED', 'English for logs', {}, { code: 'file_threat_found' }));
      render(<FileViewer reference="RX-V7" file={{ type: 'pdf', contentType: 'application/pdf' }} />);
      await advance(0);
      expect(screen.getByRole('alert').textContent).toContain('found a threat');
      await advance(60_000);
      expect(fileContent).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a failed scan\'s refusal and what to do at once, with no "Scanning" wait and no second try, also mid-wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fileUrl.mockRejectedValue(scanFailed());
      render(<FileViewer reference="RX-V8" file={{ type: 'png', contentType: 'image/png', reencoded: true }} />);
      await advance(0);
      expect(screen.getByRole('alert').textContent).toBe(
        'We could not show the file. The malware scan of this file failed, so it cannot be opened. Ask an administrator to rescan it.Try again',
      );
      expect(screen.queryByText(/Scanning for malware/)).toBeNull();
      await advance(60_000);
      expect(fileUrl).toHaveBeenCalledTimes(1);
      cleanup();

      // A scan still running that then fails: the wait ends with the failure's message, no more tries.
      fileContent.mockRejectedValueOnce(notScanned()).mockRejectedValue(scanFailed());
      render(<FileViewer reference="RX-V9" file={{ type: 'pdf', contentType: 'application/pdf' }} />);
      await advance(0);
      expect(screen.getByRole('status').textContent).toContain('Scanning for malware… usually a few seconds.');
      await advance(1000);
      expect(fileContent).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('alert').textContent).toContain('Ask an administrator to rescan it.');
      expect(screen.queryByText(/Scanning for malware/)).toBeNull();
      await advance(60_000);
      expect(fileContent).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a quarantined PDF's refusal, and warns about an image stored without re-encoding", async () => {
    fileContent.mockRejectedValue(new ApiError(423, 'FILE_QUARANTINED', 'English for logs', {}, { code: 'file_threat_found' }));
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
