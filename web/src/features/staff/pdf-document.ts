/**
 * pdf.js (pdfjs-dist 6.5.438, pinned) for the staff console's PDF viewer (docs/decisions/0015-pdfjs-canvas-viewer.md): a prescription PDF is
 * drawn onto a <canvas> by Mozilla's pdf.js, never handed to the browser's built-in PDF plugin (no <embed>, <object> or
 * <iframe src=pdf>), so nothing in it can run:
 * - pdf.js's core API runs no document JavaScript (that needs the viewer's scripting sandbox, pdf.scripting.mjs, which
 *   is never loaded here) and, since pdf.js 5, has no `eval`/`new Function` code path at all (the former
 *   `isEvalSupported` option is gone), so the site's CSP (`script-src 'self'`) holds;
 * - annotations are not rendered (AnnotationMode.DISABLE): no links, form fields or widgets, only the page's drawing;
 * - XFA forms are off (enableXfa false); no network: the bytes come from the staff API (file-content), and pdf.js
 *   fetches no fonts, CMaps or WebAssembly (no URLs given: non-embedded fonts fall back to system fonts, and images in
 *   JPEG 2000 or JBIG2 use pdf.js's JavaScript decoders);
 * - the parser runs in a Web Worker built from our own bundle (Vite `?worker`, an /assets/ file of this site), never
 *   a CDN.
 * This module is imported only dynamically by PdfViewer.tsx, itself part of the staff console's lazy chunks, so no
 * shopper page downloads pdf.js (tests/e2e/staff-console.test.ts checks the shop's scripts).
 */
import { AnnotationMode, GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import PdfWorker from 'pdfjs-dist/build/pdf.worker.min.mjs?worker';
// The viewer's styles travel with pdf.js, in its lazy chunk (so the shop's entry chunk does not even name them).
import './pdf-viewer.css';

/** Largest canvas drawn, in device pixels (width × height): 16 MP, within every browser's canvas limit. */
const MAX_CANVAS_PIXELS = 16_000_000;

/** An open PDF: its page count, a page renderer and a way to free it. */
export interface OpenPdf {
  /** Number of pages (≥ 1). */
  pages: number;
  /**
   * Draws page `page` (1-based) onto `canvas`, `cssWidth` CSS pixels wide (the height follows the page's proportions),
   * at the screen's pixel density (capped at MAX_CANVAS_PIXELS).
   * @returns the drawn size in CSS pixels
   * @throws pdf.js's errors for a damaged page
   */
  render: (page: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<{ width: number; height: number }>;
  /** The width of page `page` at 100 %, CSS pixels (PDF points at 96/72). */
  naturalWidth: (page: number) => Promise<number>;
  /** Frees the document and its worker. */
  close: () => Promise<void>;
}

let worker: Worker | undefined;

/**
 * Opens a PDF from its bytes with pdf.js (settings above).
 * @param data the file's bytes (pdf.js takes ownership of the buffer)
 * @throws pdf.js's InvalidPDFException for something that is not a PDF, PasswordException for an encrypted one
 */
export async function openPdf(data: Uint8Array): Promise<OpenPdf> {
  worker ??= new PdfWorker();
  GlobalWorkerOptions.workerPort = worker;
  const loading = getDocument({ data, enableXfa: false, stopAtErrors: false });
  const document: PDFDocumentProxy = await loading.promise;
  let drawing: { cancel: () => void } | undefined;
  return {
    pages: document.numPages,
    async naturalWidth(page) {
      const proxy = await document.getPage(page);
      return proxy.getViewport({ scale: 96 / 72 }).width;
    },
    async render(page, canvas, cssWidth) {
      drawing?.cancel();
      const proxy = await document.getPage(page);
      const base = proxy.getViewport({ scale: 1 });
      const cssScale = cssWidth / base.width;
      const cssHeight = base.height * cssScale;
      const density = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssWidth * cssHeight)));
      const viewport = proxy.getViewport({ scale: cssScale * density });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.round(cssWidth)}px`;
      canvas.style.height = `${Math.round(cssHeight)}px`;
      const task = proxy.render({ canvas, viewport, annotationMode: AnnotationMode.DISABLE });
      drawing = task;
      await task.promise;
      return { width: cssWidth, height: cssHeight };
    },
    async close() {
      drawing?.cancel();
      await loading.destroy();
    },
  };
}
