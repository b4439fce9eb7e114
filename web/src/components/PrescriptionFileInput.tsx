import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../lib/toast';
import { FormField } from './FormField';
import { formatBytes } from '@domain/format-bytes';
import { prescriptionFileRules, type UploadFileRules } from '@domain/prescription-file-checks';
import { FileProblem, preparePrescriptionFile, type PreparedFile } from '../lib/prepare-prescription-file';
import type { FieldProblem } from '@contracts/field-problems';
import './prescription-file-input.css';

/** What the parent form learns after each choice: the prepared file (or null) and its problem, if any (shown by the form kit). */
export interface PrescriptionFileChoice {
  file: PreparedFile | null;
  error?: FieldProblem;
}

/**
 * The file field shared by /upload, /checkout and re-upload (docs/behaviour.md §2 label '.png, .jpeg, .jpg, .pdf') and
 * by a return's optional photo on /track (`rules`: domain/order-service.ts returnPhotoRules, PNG or JPEG): checks the
 * chosen file by content (prepare-prescription-file.ts: the rules' types; photos over 4 MiB shrunk in the browser,
 * with a toast saying so), previews it (a thumbnail for photos, an icon for PDFs) with name, type and size, and offers
 * Remove. The parent keeps the chosen file and shows `error`, a text in the page's language (the form kit words the
 * problem this input reports with the chosen file).
 * The picker speaks the page's language: a button face 'Choose file' / 'फ़ाइल चुनें' and 'No file chosen' / 'कोई फ़ाइल नहीं
 * चुनी' (or the chosen file's name) instead of the browser's English. The native input stays the control: it is laid,
 * transparent, over that face, so a tap, Enter or Space opens the system's file chooser before the app has started
 * too, the label names it for screen readers, and the keyboard focus ring shows on the face.
 * @param id input id; `name` the multipart field (default: the rules' field, 'prescription')
 * @param rules the field's types, label and words (default: the prescription's); `required` false for an optional file
 * @param onChoice called with the prepared file, or null and a message for the shopper
 */
export function PrescriptionFileInput(props: {
  id: string;
  name?: string;
  rules?: UploadFileRules;
  required?: boolean;
  file: PreparedFile | null;
  error?: string;
  hint: string;
  onChoice: (choice: PrescriptionFileChoice) => void;
}) {
  const { id, rules = prescriptionFileRules, required = true, file, error, hint, onChoice } = props;
  const name = props.name ?? rules.field;
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const { t } = useLingui();

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
      const prepared = await preparePrescriptionFile(chosen, rules);
      onChoice({ file: prepared });
      if (prepared.downscaled) {
        const before = formatBytes(prepared.originalBytes);
        const after = formatBytes(prepared.bytes);
        toast.info(t`Your photo was reduced from ${before} to ${after} to upload faster.`);
      }
    } catch (problem) {
      onChoice({
        file: null,
        error: problem instanceof FileProblem ? problem.problem : { code: 'file_unreadable_photo', file: rules.kind },
      });
    }
  };

  const fileName = file?.name;
  return (
    <>
      <FormField
        id={id}
        label={rules.kind === 'photo' ? t`Photo of the item (optional; .jpeg, .jpg, .png)` : t`Prescription (.png, .jpeg, .jpg, .pdf)`}
        required={required}
        error={error}
        hint={hint}
      >
        {(control) => (
          <span className="file-picker">
            <input
              {...control}
              ref={input}
              className="file-picker__input"
              name={name}
              type="file"
              accept={rules.accept}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            {/* The face repeats what the input is for its sighted users; the input's own label and state are what a screen reader reads. */}
            <span className="file-picker__face" aria-hidden="true">
              <span className="file-picker__button">
                <Trans>Choose file</Trans>
              </span>
              <span className="file-picker__status">{fileName ?? <Trans>No file chosen</Trans>}</span>
            </span>
          </span>
        )}
      </FormField>
      {file && (
        <div className="file-preview" aria-live="polite">
          {preview ? (
            <img src={preview} alt={t`Preview of ${fileName}`} width={96} height={96} />
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
            <Trans>Remove</Trans>
          </button>
        </div>
      )}
    </>
  );
}
