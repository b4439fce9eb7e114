/** @vitest-environment happy-dom */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenPdf } from '../../../web/src/features/staff/pdf-document';
import { PdfViewer } from '../../../web/src/features/staff/PdfViewer';

// pdf.js itself needs a real canvas (tests/e2e/staff-console.test.ts draws a real PDF in Chromium); here its wrapper
// (pdf-document.ts) is replaced by a fake that records what the viewer asks it to draw.
const draws: Array<{ page: number; width: number }> = [];
let openResult: () => Promise<OpenPdf>;
vi.mock('../../../web/src/features/staff/pdf-document', () => ({ openPdf: () => openResult() }));

function fakePdf(pages: number, { failPage }: { failPage?: number } = {}): OpenPdf {
  return {
    pages,
    naturalWidth: () => Promise.resolve(800), // an A4-ish page at 100 %
    render: (page, _canvas, width) => {
      draws.push({ page, width: Math.round(width) });
      return page === failPage ? Promise.reject(new Error('Bad XRef entry')) : Promise.resolve({ width, height: width * 1.4 });
    },
    close: () => Promise.resolve(),
  };
}

const lastDraw = () => draws[draws.length - 1];

beforeEach(() => {
  draws.length = 0;
  // happy-dom lays nothing out: give the viewer's stage a width (824 px, less 24 px of padding = 800 px to fit).
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 824 });
});

afterEach(() => {
  cleanup();
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

describe('PdfViewer (pdf.js onto a canvas)', () => {
  it('draws page 1 to the panel width, turns pages with the buttons and Page Up/Down, and zooms', async () => {
    openResult = () => Promise.resolve(fakePdf(3));
    const user = userEvent.setup();
    render(<PdfViewer data={new Uint8Array([0x25, 0x50, 0x44, 0x46])} reference="RX-PDF1" />);
    const canvas = await screen.findByRole('img', { name: 'Prescription RX-PDF1, page 1 of 3' });
    expect(canvas.tagName).toBe('CANVAS');
    await waitFor(() => expect(lastDraw()).toEqual({ page: 1, width: 800 }));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Fit width' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('iframe, embed, object')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastDraw()).toEqual({ page: 2, width: 800 }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    screen.getByRole('region', { name: /Prescription PDF/ }).focus();
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(lastDraw()?.page).toBe(3));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Prescription RX-PDF1, page 2 of 3' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(lastDraw()).toEqual({ page: 2, width: 1000 }));
    expect(screen.getByText('125%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fit width' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(lastDraw()).toEqual({ page: 2, width: 600 }));
    await user.click(screen.getByRole('button', { name: 'Fit width' }));
    await waitFor(() => expect(lastDraw()).toEqual({ page: 2, width: 800 }));
  });

  it('shows a file pdf.js cannot open, and a page it cannot draw, in an alert', async () => {
    openResult = () => Promise.reject(new Error('Invalid PDF structure.'));
    render(<PdfViewer data={new Uint8Array([1])} reference="RX-PDF2" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This PDF could not be opened: Invalid PDF structure.');
    cleanup();

    openResult = () => Promise.resolve(fakePdf(2, { failPage: 1 }));
    render(<PdfViewer data={new Uint8Array([2])} reference="RX-PDF3" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Page 1 could not be drawn: Bad XRef entry');
  });
});
