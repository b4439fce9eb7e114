import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { StaffRecord } from '@contracts/staff-api';
import { FileViewer, type StoredFile } from './FileViewer';
import { formatDateTime } from './staff-paths';

/**
 * When each upload arrived: the shopper's history entries into `received` (the creation, then each re-upload after a
 * refusal; functions/privacy/privacy.core.ts appends to `files` in the same write), in order.
 * @returns ISO 8601 times, one per upload as far as the history goes
 */
function uploadTimes(record: StaffRecord): string[] {
  return (record.history ?? []).filter((entry) => entry.by === 'shopper' && entry.to === 'received').map((entry) => entry.at);
}

/**
 * A prescription's file, and for a re-uploaded one every upload on tabs (WAI-ARIA APG tabs pattern: arrow keys, Home
 * and End move between tabs), each labelled with its upload time and whether it was refused or is the current one;
 * the current upload is shown first. Earlier uploads open through the same scan-gated, audited routes with
 * `?file=<n>` (functions/staff-api/record-file.ts).
 * @param record the record; `files` (every upload, oldest first) and `file` (the current one)
 */
export function PrescriptionUploads({ record }: { record: StaffRecord }) {
  const files = (Array.isArray(record.files) ? record.files : []) as StoredFile[];
  const current = record.file as StoredFile;
  const [selected, setSelected] = useState(Math.max(0, files.length - 1));
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();
  if (files.length < 2) return <FileViewer reference={record.reference} file={current} />;

  const times = uploadTimes(record);
  const last = files.length - 1;
  const label = (index: number) => {
    const at = times[index];
    return (
      <>
        <span className="staff-uploads__what">
          Upload {index + 1} of {files.length} ({index === last ? 'current' : 'refused'})
        </span>
        {at && (
          <>
            <span className="visually-hidden">, </span>
            <time dateTime={at} className="staff-uploads__when">
              {formatDateTime(at)}
            </time>
          </>
        )}
      </>
    );
  };
  const choose = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose((to + files.length) % files.length);
  };
  // Newest first: the upload to decide on is the first tab.
  const order = files.map((_, index) => last - index);
  return (
    <div className="staff-uploads">
      <div role="tablist" aria-label="Uploads of this prescription" className="staff-uploads__tabs" onKeyDown={onKeyDown}>
        {order.map((index) => (
          <button
            key={index}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="staff-uploads__tab"
            onClick={() => setSelected(index)}
          >
            {label(index)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        <FileViewer
          key={selected}
          reference={record.reference}
          file={files[selected] ?? current}
          upload={selected === last ? undefined : selected}
          heading={selected === last ? 'Prescription file (current upload)' : `Prescription file (upload ${selected + 1}, refused)`}
        />
      </div>
    </div>
  );
}
