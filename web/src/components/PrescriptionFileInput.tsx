import { useEffect, useRef, useState } from 'react';
import { toast } from '../lib/toast';
import { FormField } from './FormField';
import { formatBytes } from '@domain/format-bytes';
import { PRESCRIPTION_FILE_FIELD } from '@domain/prescription-file-checks';
import { FileProblem, preparePrescriptionFile, type PreparedFile } from '../lib/prepare-prescription-file';
import './prescription-file-input.css';

/** What the parent form learns after each choice: the prepared file (or null) and the problem to show, if any. */
export interface PrescriptionFileChoice {
  file: PreparedFile | null;
  error?: string;
}

/**
 * The prescription file field shared by /upload and /checkout (docs/behaviour.md §2 label '.png, .jpeg, .jpg, .pdf'):
 * checks the chosen file by content (prepare-file.ts: PNG, JPEG or PDF; photos over 4 MiB shrunk in the
 * browser, with a toast saying so), previews it (a thumbnail for photos, an icon for PDFs) with name, type
 * and size, and offers Remove. The parent keeps the chosen file and shows `error` (its own or ours).
 * @param id input id; `name` the multipart field (default 'prescription')
 * @param onChoice called with the prepared file, or null and a message for the shopper
 */
export function PrescriptionFileInput(props: {
  id: string;
  name?: string;
  file: PreparedFile | null;
  error?: string;
  hint: string;
  onChoice: (choice: PrescriptionFileChoice) => void;
}) {
  const { id, name = PRESCRIPTION_FILE_FIELD, file, error, hint, onChoice } = props;
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    if (!file || file.type === 'pdf') {
      // The preview is an object URL, an external resource with a lifetime: created and revoked by this effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPreview(undefined);
      return undefined;
    }
    const url = URL.createObjectURL(file.blob);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) {
      onChoice({ file: null });
      return;
    }
    try {
      const prepared = await preparePrescriptionFile(chosen);
      onChoice({ file: prepared });
      if (prepared.downscaled)
        toast.info(
          `Your photo was reduced from ${formatBytes(prepared.originalBytes)} to ${formatBytes(prepared.bytes)} to upload faster.`,
        );
    } catch (problem) {
      onChoice({
        file: null,
        error: problem instanceof FileProblem ? problem.message : 'This file could not be read. Please choose another.',
      });
    }
  };

  return (
    <>
      <FormField id={id} label="Prescription (.png, .jpeg, .jpg, .pdf)" required error={error} hint={hint}>
        {(control) => (
          <input
            {...control}
            ref={input}
            name={name}
            type="file"
            accept=".png,.jpeg,.jpg,.pdf,image/png,image/jpeg,application/pdf"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        )}
      </FormField>
      {file && (
        <div className="file-preview" aria-live="polite">
          {preview ? (
            <img src={preview} alt="Preview of the chosen prescription" width={96} height={96} />
          ) : (
            <svg aria-hidden="true" width="48" height="56" viewBox="0 0 48 56" className="file-preview__pdf">
              <path d="M4 2h28l12 12v40H4z" fill="#fff" stroke="#b91c1c" strokeWidth="3" />
              <rect x="10" y="30" width="28" height="12" rx="2" fill="#b91c1c" />
            </svg>
          )}
          <p>
            <span className="file-preview__name">{file.name}</span>
            <span className="file-preview__meta">
              {file.type.toUpperCase()} · {formatBytes(file.bytes)}
            </span>
          </p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              if (input.current) input.current.value = '';
              void choose(undefined);
            }}
          >
            Remove
          </button>
        </div>
      )}
    </>
  );
}
