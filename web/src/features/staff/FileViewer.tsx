import { useEffect, useId, useRef, useState } from 'react';
import { formatBytes } from '@domain/format-bytes';
import { ApiError } from '../../lib/api-client';
import { useFileContent } from './file-content';
import { PdfViewer } from './PdfViewer';
import { scanWaitDelay } from './scan-wait';
import { useStaffApi } from './staff-api-client';
import { failureText } from './staff-failure-texts';

/** What the record says about its file (prescription-file.ts). */
export interface StoredFile {
  type?: string;
  contentType?: string;
  bytes?: number;
  originalName?: string;
  /** PNG/JPEG: false when the upload is stored as it came, not re-encoded (docs/decisions/0003-pure-js-image-reencoding.md); then the reason for staff. */
  reencoded?: boolean;
  notReencodedText?: string;
}

type Shown =
  | { state: 'loading' }
  | { state: 'scanning'; delayMs: number }
  | { state: 'failed'; error: Error }
  | { state: 'ready'; url: string; contentType: string }
  | { state: 'pdf'; data: Uint8Array };
type Keyed = Shown & { key: string };

/** Image zoom steps as a share of the stage's width: 1 (FIT's step) fills the width, the reading size of a phone photo. */
const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];
const FIT = 2;

/** Which file of a record the viewer shows, and its words (its route: file-url, or return-photo-url for the photo). */
const viewedFiles = {
  prescription: { heading: 'Prescription file', image: 'Prescription' },
  returnPhoto: { heading: 'Return photo', image: 'Return photo' },
} as const;

/**
 * A record's prescription file (pharmacists only), or with `which="returnPhoto"` the photo an order's return came with
 * (support and pharmacists; JPEG or PNG, through `return-photo-url`), shown in the page. Images: the API presigns a GET (≤ 300 s,
 * audited) and the browser loads it straight from the bucket (the site's CSP allows the bucket's origin for images),
 * with zoom and rotate. PDFs: the bytes come from the API (file-content, audited) and pdf.js draws them onto a canvas
 * (PdfViewer: no scripts, no annotations), never the browser's PDF plugin (docs/decisions/0015-pdfjs-canvas-viewer.md). Files the malware scan has
 * not passed are refused by the API: while the scan has not tagged the file (409 FILE_SCAN_PENDING) the viewer says so
 * and asks again with back-off for about a minute (scan-wait.ts), opening the file by itself once it is clean; a scan
 * that is over without a clean result (409 FILE_NOT_SCANNED), a threat (423 FILE_QUARANTINED), any other failure, or a
 * scan still missing after the minute shows the API's reason (which says what to do) at once, with "Try again".
 * Images open fitted to the panel's width ("Fit width"; zoom 50–300 % of it, rotate by 90°). An image stored without
 * re-encoding carries a warning. A loaded file stays on screen after the link expires; "Reload file" fetches it again.
 * With `upload`, an earlier upload of a re-uploaded prescription is shown instead (`?file=<n>` on both routes).
 */
export function FileViewer({
  reference,
  file,
  which = 'prescription',
  upload,
  heading,
}: {
  reference: string;
  file: StoredFile;
  which?: keyof typeof viewedFiles;
  /** An earlier upload of a re-uploaded prescription: its index into the record's `files` (PrescriptionUploads). */
  upload?: number;
  /** Replaces the heading, e.g. "Upload 1 of 2" on the re-upload tabs. */
  heading?: string;
}) {
  const api = useStaffApi();
  const texts = viewedFiles[which];
  const headingId = useId();
  const loadContent = useFileContent();
  const isPdf = file.type === 'pdf' || file.contentType === 'application/pdf';
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Keyed>();
  // Waits for the malware scan so far; a ref, so counting them does not load the file again by itself.
  const scanWaits = useRef(0);
  const retry = () => {
    scanWaits.current = 0;
    setAttempt((count) => count + 1);
  };
  const key = `${reference}/${upload ?? 'current'}#${attempt}`;
  const shown: Shown = result?.key === key ? result : { state: 'loading' };
  const [zoom, setZoom] = useState(FIT);
  const [rotation, setRotation] = useState(0);

  useEffect(() => {
    let live = true;
    const fail = (error: Error) => {
      if (!live) return;
      const delayMs = scanWaitDelay(error, scanWaits.current);
      setResult(delayMs === undefined ? { key, state: 'failed', error } : { key, state: 'scanning', delayMs });
    };
    if (isPdf) loadContent(reference, upload).then((data) => live && setResult({ key, state: 'pdf', data }), fail);
    else
      (which === 'prescription' ? api.fileUrl(reference, upload) : api.returnPhotoUrl(reference)).then(
        (signed) => live && setResult({ key, state: 'ready', url: signed.url, contentType: signed.contentType }),
        fail,
      );
    return () => {
      live = false;
    };
  }, [api, which, loadContent, isPdf, reference, upload, key]);

  // Not scanned yet: ask again after the back-off's next wait.
  const scanDelay = shown.state === 'scanning' ? shown.delayMs : undefined;
  useEffect(() => {
    if (scanDelay === undefined) return undefined;
    const timer = setTimeout(() => {
      scanWaits.current += 1;
      setAttempt((count) => count + 1);
    }, scanDelay);
    return () => clearTimeout(timer);
  }, [scanDelay, key]);

  const imageFailed = () => setResult({ key, state: 'failed', error: new Error('The image did not load (the link may have expired).') });

  const name = file.originalName || texts.heading;
  const facts = [file.contentType ?? file.type, typeof file.bytes === 'number' ? formatBytes(file.bytes) : undefined]
    .filter(Boolean)
    .join(', ');
  const isImage = shown.state === 'ready' && shown.contentType.startsWith('image/');
  const scale = ZOOMS[zoom] ?? 1;

  return (
    <section className="staff-panel staff-file" aria-labelledby={headingId}>
      <div className="staff-file__head">
        <h2 id={headingId}>{heading ?? texts.heading}</h2>
        <p className="staff-file__name">
          {name}
          {facts && <span className="staff-muted"> ({facts})</span>}
        </p>
      </div>
      {file.reencoded === false && (
        <div className="staff-alert" role="note">
          <p>{file.notReencodedText ?? 'Stored as uploaded, not cleaned by re-encoding.'}</p>
        </div>
      )}
      {shown.state === 'loading' && result?.state !== 'scanning' && <p role="status">Loading the file…</p>}
      {(shown.state === 'scanning' || (shown.state === 'loading' && result?.state === 'scanning')) && (
        <p role="status" className="staff-file__scanning">
          Scanning for malware… usually a few seconds. The file opens here by itself once it is clean.
        </p>
      )}
      {shown.state === 'failed' && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>We could not show the file. {shown.error instanceof ApiError ? failureText(shown.error) : shown.error.message}</p>
          <button type="button" className="staff-button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {shown.state === 'ready' && (
        <>
          <div className="staff-file__tools" role="toolbar" aria-label="File view">
            {isImage && (
              <>
                <button
                  type="button"
                  className="staff-button"
                  onClick={() => setZoom((level) => Math.max(0, level - 1))}
                  disabled={zoom === 0}
                >
                  Zoom out
                </button>
                <span aria-live="polite" className="staff-file__zoom">
                  {Math.round(scale * 100)}%
                </span>
                <button
                  type="button"
                  className="staff-button"
                  onClick={() => setZoom((level) => Math.min(ZOOMS.length - 1, level + 1))}
                  disabled={zoom === ZOOMS.length - 1}
                >
                  Zoom in
                </button>
                <button type="button" className="staff-button" onClick={() => setRotation((angle) => (angle + 90) % 360)}>
                  Rotate
                </button>
                <button
                  type="button"
                  className="staff-button"
                  aria-pressed={zoom === FIT && rotation === 0}
                  onClick={() => {
                    setZoom(FIT);
                    setRotation(0);
                  }}
                >
                  Fit width
                </button>
              </>
            )}
            <a className="staff-button" href={shown.url} target="_blank" rel="noopener">
              Open in a new tab
            </a>
            <button type="button" className="staff-button staff-button--quiet" onClick={retry}>
              Reload file
            </button>
          </div>
          {isImage ? (
            <div className="staff-file__stage" tabIndex={0} role="region" aria-label={`${texts.image} image (scroll to pan)`}>
              <img
                src={shown.url}
                alt={`${texts.image} ${reference} as uploaded`}
                // Zoom sets the width (not a transform), so a zoomed image scrolls to every edge of the stage.
                style={{ width: `${scale * 100}%`, transform: rotation ? `rotate(${rotation}deg)` : undefined }}
                className="staff-file__image"
                onError={imageFailed}
              />
            </div>
          ) : (
            <p className="staff-muted">This file is not an image; use "Open in a new tab".</p>
          )}
        </>
      )}
      {shown.state === 'pdf' && (
        <>
          <PdfViewer data={shown.data} reference={reference} />
          <div className="staff-file__tools">
            <button type="button" className="staff-button staff-button--quiet" onClick={retry}>
              Reload file
            </button>
          </div>
        </>
      )}
    </section>
  );
}
