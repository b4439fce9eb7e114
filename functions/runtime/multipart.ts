import { formatBytes } from '@domain/format-bytes';
import busboy from 'busboy';
import { HttpError } from './http';

/** Limits applied while parsing (busboy `limits`, plus the raw body cap). Sizes in bytes. */
export interface MultipartLimits {
  /** Largest accepted file, bytes. A larger file is a 413. */
  fileSize: number;
  /** Files allowed in one request (0: the form takes none). One more is a 400. */
  files: number;
  /** Non-file fields allowed. More is a 413. */
  fields: number;
  /** Largest field value, bytes. A longer value is a 413 naming the field. */
  fieldSize: number;
  /** Names of the parts that may carry a file. A file in any other part is a 400. */
  fileFields: readonly string[];
}

/** One uploaded file, fully buffered (at most `fileSize` bytes). */
export interface UploadedFile {
  field: string;
  /** The name the browser sent; untrusted, may be empty, any script. Never used in keys or logs. */
  filename: string;
  /** The MIME type the browser declared; untrusted. */
  declaredType: string;
  content: Buffer;
}

/** Result of parsing: single-valued fields (a null-prototype object), names sent more than once, and files. */
export interface ParsedMultipart {
  fields: Record<string, string>;
  repeatedFields: string[];
  files: UploadedFile[];
}

const MULTIPART = /^multipart\/form-data(\s*;|$)/i;

/**
 * Decodes an API Gateway v2 body (base64 when `isBase64Encoded`) into bytes.
 */
export function eventBodyBytes(body: string | undefined, isBase64Encoded: boolean): Buffer {
  if (!body) return Buffer.alloc(0);
  return isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
}

/**
 * Parses a multipart/form-data body with busboy under strict limits.
 *
 * @param contentType the request's Content-Type header (may be undefined)
 * @param body the raw body bytes
 * @returns fields, repeated field names and files
 * @throws HttpError 415 UNSUPPORTED_MEDIA_TYPE when the content type is missing, not multipart/form-data,
 *   or has no boundary; 413 PAYLOAD_TOO_LARGE for an oversized body, file or field, or too many fields;
 *   400 VALIDATION for a file beyond `files` ("This form does not accept files." when `files` is 0) or a file
 *   in an unexpected part; 422 MALFORMED_BODY when the body
 *   is not well-formed multipart (e.g. truncated). Modelled on middy's http-multipart-body-parser.
 */
export function parseMultipart(contentType: string | undefined, body: Buffer, limits: MultipartLimits): Promise<ParsedMultipart> {
  if (!contentType || !MULTIPART.test(contentType)) {
    return Promise.reject(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.'));
  }
  // Everything a valid request can hold, plus room for part headers and boundaries.
  const maxBodyBytes = limits.fileSize * limits.files + limits.fieldSize * limits.fields + 64 * 1024;
  if (body.length > maxBodyBytes) {
    return Promise.reject(new HttpError(413, 'PAYLOAD_TOO_LARGE', `The request is larger than ${formatBytes(maxBodyBytes)}.`));
  }

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: {
          fileSize: limits.fileSize,
          files: limits.files,
          fields: limits.fields,
          fieldSize: limits.fieldSize,
          parts: limits.files + limits.fields,
          fieldNameSize: 100,
          headerPairs: 20,
        },
      });
    } catch {
      reject(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The multipart/form-data content type has no valid boundary.'));
      return;
    }

    const fields: Record<string, string> = Object.create(null);
    const repeated = new Set<string>();
    const files: UploadedFile[] = [];
    let failure: HttpError | undefined;
    const fail = (error: HttpError) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated) return fail(new HttpError(400, 'VALIDATION', 'A field name is too long.'));
      if (info.valueTruncated) {
        return fail(
          new HttpError(413, 'PAYLOAD_TOO_LARGE', `The field "${safeName(name)}" is longer than ${formatBytes(limits.fieldSize)}.`, {
            [safeName(name)]: { code: 'too_large', maxBytes: limits.fieldSize },
          }),
        );
      }
      if (name in fields) repeated.add(name);
      else fields[name] = value;
    });

    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const allowed = limits.fileFields.includes(name);
      if (!allowed)
        fail(
          new HttpError(400, 'VALIDATION', `The part "${safeName(name)}" may not carry a file.`, {
            [safeName(name)]: { code: 'unexpected_file' },
          }),
        );
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (allowed) chunks.push(chunk);
      });
      stream.on('limit', () => {
        fail(
          new HttpError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${formatBytes(limits.fileSize)}.`, {
            [safeName(name)]: { code: 'too_large', maxBytes: limits.fileSize },
          }),
        );
      });
      stream.on('error', () => fail(new HttpError(422, 'MALFORMED_BODY', 'The form data is malformed or incomplete.')));
      stream.on('end', () => {
        if (allowed && !stream.truncated) {
          files.push({
            field: name,
            filename: info.filename ?? '',
            declaredType: info.mimeType ?? '',
            content: Buffer.concat(chunks, size),
          });
        }
      });
    });

    // busboy skips the part over the limit without a 'file' event, so its name is unknown here: the error names `files`.
    parser.on('filesLimit', () => fail(tooManyFiles(limits.files)));
    parser.on('fieldsLimit', () => fail(new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many fields.')));
    parser.on('partsLimit', () => fail(new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts.')));
    parser.on('error', () => {
      fail(new HttpError(422, 'MALFORMED_BODY', 'The form data is malformed or incomplete.'));
      settle();
    });
    parser.on('close', () => settle());

    let settled = false;
    function settle() {
      if (settled) return;
      settled = true;
      if (failure) reject(failure);
      else resolve({ fields, repeatedFields: [...repeated], files });
    }

    parser.end(body);
  });
}

/**
 * The 400 for a file part beyond `files`: a form that takes no file says so (e.g. a comment with an attachment),
 * a form that takes one says only one may be sent.
 */
function tooManyFiles(files: number): HttpError {
  if (files === 0)
    return new HttpError(400, 'VALIDATION', 'This form does not accept files.', { files: { code: 'too_many_files', max: 0 } });
  const limit = files === 1 ? 'Only one file may be uploaded' : `At most ${files} files may be uploaded`;
  return new HttpError(400, 'VALIDATION', `${limit}.`, { files: { code: 'too_many_files', max: files } });
}

/** A field name made safe to echo back: printable ASCII only, at most 40 characters. */
function safeName(name: string): string {
  const clean = name.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
  return clean || '?';
}
