import { useEffect, useId, useState } from 'react';
import { formatBytes } from '@domain/format-bytes';
import { ApiError } from '../../lib/api-client';
import { useFileContent } from './file-content';
import { PdfViewer } from './PdfViewer';
import { useStaffApi } from './staff-api-client';
import { failureText } from './StaffUi';

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
  | { state: 'failed'; error: Error }
  | { state: 'ready'; url: string; contentType: string }
  | { state: 'pdf'; data: Uint8Array };
type Keyed = Shown & { key: string };

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

/** Which file of a record the viewer shows: its words, and the staff API route that presigns it. */
const viewedFiles = {
  prescription: { heading: 'Prescription file', image: 'Prescription', presign: 'fileUrl' },
  returnPhoto: { heading: 'Return photo', image: 'Return photo', presign: 'returnPhotoUrl' },
} as const;

/**
 * A record's prescription file (pharmacists only), or with `which="returnPhoto"` the photo an order's return came with
 * (support and pharmacists; JPEG or PNG, through `return-photo-url`), shown in the page. Images: the API presigns a GET (≤ 300 s,
 * audited) and the browser loads it straight from the bucket (the site's CSP allows the bucket's origin for images),
 * with zoom and rotate. PDFs: the bytes come from the API (file-content, audited) and pdf.js draws them onto a canvas
 * (PdfViewer: no scripts, no annotations), never the browser's PDF plugin (docs/decisions/0015-pdfjs-canvas-viewer.md). Files the malware scan has
 * not passed are refused by the API (409 FILE_NOT_SCANNED, 423 FILE_QUARANTINED) and the reason is shown with "Try
 * again". An image stored without re-encoding carries a warning. A loaded file stays on screen after the link
 * expires; "Reload file" fetches it again.
 */
export function FileViewer({
  reference,
  file,
  which = 'prescription',
}: {
  reference: string;
  file: StoredFile;
  which?: keyof typeof viewedFiles;
}) {
  const api = useStaffApi();
  const texts = viewedFiles[which];
  const headingId = useId();
  const loadContent = useFileContent();
  const isPdf = file.type === 'pdf' || file.contentType === 'application/pdf';
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Keyed>();
  const key = `${reference}#${attempt}`;
  const shown: Shown = result?.key === key ? result : { state: 'loading' };
  const [zoom, setZoom] = useState(2);
  const [rotation, setRotation] = useState(0);

  useEffect(() => {
    let live = true;
    const fail = (error: Error) => live && setResult({ key, state: 'failed', error });
    if (isPdf) loadContent(reference).then((data) => live && setResult({ key, state: 'pdf', data }), fail);
    else
      api[texts.presign](reference).then(
        (signed) => live && setResult({ key, state: 'ready', url: signed.url, contentType: signed.contentType }),
        fail,
      );
    return () => {
      live = false;
    };
  }, [api, texts, loadContent, isPdf, reference, key]);

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
        <h2 id={headingId}>{texts.heading}</h2>
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
      {shown.state === 'loading' && <p role="status">Loading the file…</p>}
      {shown.state === 'failed' && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>We could not show the file. {shown.error instanceof ApiError ? failureText(shown.error) : shown.error.message}</p>
          <button type="button" className="staff-button" onClick={() => setAttempt((count) => count + 1)}>
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
                  onClick={() => {
                    setZoom(2);
                    setRotation(0);
                  }}
                >
                  Reset
                </button>
              </>
            )}
            <a className="staff-button" href={shown.url} target="_blank" rel="noopener">
              Open in a new tab
            </a>
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setAttempt((count) => count + 1)}>
              Reload file
            </button>
          </div>
          {isImage ? (
            <div className="staff-file__stage" tabIndex={0} role="region" aria-label={`${texts.image} image (scroll to pan)`}>
              <img
                src={shown.url}
                alt={`${texts.image} ${reference} as uploaded`}
                style={{ transform: `rotate(${rotation}deg) scale(${scale})` }}
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
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setAttempt((count) => count + 1)}>
              Reload file
            </button>
          </div>
        </>
      )}
    </section>
  );
}
