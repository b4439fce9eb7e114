import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { OpenPdf } from './pdf-document';

/** Zoom steps relative to the page's natural size (100 % = PDF points at 96/72 CSS px). */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

type Opened = { data: Uint8Array; pdf: OpenPdf } | { data: Uint8Array; error: Error };

/** pdf.js cancels a drawing superseded by the next one (page turn, zoom): not a failure. */
function isCancelled(error: unknown): boolean {
  return (error as Error)?.name === 'RenderingCancelledException';
}

/**
 * A PDF prescription drawn by pdf.js onto a <canvas> (pdf-document.ts: no document scripts, no annotations, no network,
 * worker from our bundle; docs/decisions/0015-pdfjs-canvas-viewer.md), never the browser's PDF plugin. pdf.js itself is loaded on first use, from the
 * staff console's lazy chunks only.
 * Controls (all buttons, so keyboard-usable; Page Up / Page Down on the focused page also turn pages): previous and
 * next page with "Page x of n", zoom out / in (50–300 %) and "Fit width" (the default: the page fills the panel's
 * width and follows it when the window is resized). A file pdf.js cannot open, or a page it cannot draw, shows its
 * error in an alert.
 * @param data the PDF's bytes (from the staff API's file-content route)
 * @param reference the record's reference, for the canvas's accessible name
 */
export function PdfViewer({ data, reference }: { data: Uint8Array; reference: string }) {
  const [opened, setOpened] = useState<Opened>();
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<'fit' | number>('fit');
  const [stageWidth, setStageWidth] = useState(0);
  const [natural, setNatural] = useState(0);
  const [drawn, setDrawn] = useState<{ key: string; error?: Error }>();
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  const current = opened?.data === data ? opened : undefined;
  const pdf = current && 'pdf' in current ? current.pdf : undefined;
  const pages = pdf?.pages ?? 0;
  const shownPage = Math.min(Math.max(1, page), Math.max(1, pages));

  useEffect(() => {
    let live = true;
    let doc: OpenPdf | undefined;
    import('./pdf-document')
      .then(({ openPdf }) => openPdf(data.slice()))
      .then(
        (result) => {
          doc = result;
          if (live) setOpened({ data, pdf: result });
          else void result.close();
        },
        (error: Error) => live && setOpened({ data, error }),
      );
    return () => {
      live = false;
      void doc?.close();
    };
  }, [data]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const measure = () => setStageWidth(Math.max(0, element.clientWidth - 24)); // less the stage's padding
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf]);

  const cssWidth = zoom === 'fit' ? stageWidth : natural * zoom;
  const drawKey = `${shownPage}@${Math.round(cssWidth)}`;
  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let live = true;
    pdf.naturalWidth(shownPage).then(
      (width) => live && setNatural(width),
      () => undefined,
    );
    if (cssWidth <= 0) return;
    pdf.render(shownPage, canvas.current, cssWidth).then(
      () => live && setDrawn({ key: drawKey }),
      (error: Error) => live && !isCancelled(error) && setDrawn({ key: drawKey, error }),
    );
    return () => {
      live = false;
    };
  }, [pdf, shownPage, cssWidth, drawKey]);

  const scale = natural > 0 ? cssWidth / natural : 1;
  const zoomIn = () => setZoom(ZOOMS.find((level) => level > scale + 0.01) ?? ZOOMS[ZOOMS.length - 1]!);
  const zoomOut = () => setZoom([...ZOOMS].reverse().find((level) => level < scale - 0.01) ?? ZOOMS[0]!);
  const turn = (by: number) => setPage(Math.min(Math.max(1, shownPage + by), pages));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'PageDown' && shownPage < pages) {
      event.preventDefault();
      turn(1);
    } else if (event.key === 'PageUp' && shownPage > 1) {
      event.preventDefault();
      turn(-1);
    }
  };

  if (!current) return <p role="status">Opening the PDF…</p>;
  if ('error' in current) {
    return (
      <div className="staff-alert staff-alert--error" role="alert">
        <p>
          This PDF could not be opened: {current.error.message || 'it is damaged or not a PDF'}. Download it with the staff CLI to look at
          it.
        </p>
      </div>
    );
  }
  const drawError = drawn?.key === drawKey ? drawn.error : undefined;
  return (
    <div className="staff-pdf">
      <div className="staff-file__tools" role="toolbar" aria-label="PDF pages and zoom">
        <button type="button" className="staff-button" onClick={() => turn(-1)} disabled={shownPage <= 1}>
          Previous page
        </button>
        <span className="staff-file__zoom" aria-live="polite">
          Page {shownPage} of {pages}
        </span>
        <button type="button" className="staff-button" onClick={() => turn(1)} disabled={shownPage >= pages}>
          Next page
        </button>
        <button type="button" className="staff-button" onClick={zoomOut} disabled={scale <= ZOOMS[0]! + 0.01}>
          Zoom out
        </button>
        <span className="staff-file__zoom" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <button type="button" className="staff-button" onClick={zoomIn} disabled={scale >= ZOOMS[ZOOMS.length - 1]! - 0.01}>
          Zoom in
        </button>
        <button type="button" className="staff-button" aria-pressed={zoom === 'fit'} onClick={() => setZoom('fit')}>
          Fit width
        </button>
      </div>
      {drawError && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>
            Page {shownPage} could not be drawn: {drawError.message}
          </p>
        </div>
      )}
      <div
        ref={stage}
        className="staff-file__stage staff-pdf__stage"
        tabIndex={0}
        role="region"
        aria-label="Prescription PDF (scroll to pan; Page Up and Page Down turn pages)"
        onKeyDown={onKeyDown}
      >
        <canvas
          ref={canvas}
          className="staff-pdf__canvas"
          role="img"
          aria-label={`Prescription ${reference}, page ${shownPage} of ${pages}`}
        />
      </div>
    </div>
  );
}
