/**
 * The prescription file rules shared by the upload and checkout pages and the submit-form handler (docs/architecture/api.md):
 * the multipart field that carries it, its size limit, its messages, and its type decided from its first bytes
 * (its "magic number"), never from its name or declared MIME type, and its content checked beyond those bytes
 * (checkPrescriptionContent: active PDF content, polyglots, truncated files, image headers a decoder could read
 * differently), with the PNG chunk and JPEG marker walks the server's re-encoding shares.
 */
import type { PrescriptionFileType } from './upload-file-rules';

// The rules and limits live in upload-file-rules.ts (free of these checks, for the browser's file input).
export {
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_MAX_BYTES,
  prescriptionFileRules,
  type PrescriptionFileType,
  type UploadFileRules,
} from './upload-file-rules';

/** Why an image was stored as uploaded instead of re-encoded (shown to staff; functions/submit-form/reencode-image.ts). */
export type NotReencodedReason = 'decode-failed' | 'over-memory-budget' | 'over-time-budget' | 'larger-when-re-encoded';

/** Where a stored file (a prescription, a return's photo) lives, as kept on the record (docs/architecture/data-model.md). */
export interface StoredFileRef {
  bucket: string;
  key: string;
  versionId?: string;
  contentType: string;
  type: PrescriptionFileType;
  /** Size of the stored object, bytes (after re-encoding, when it was). */
  bytes: number;
  /** The shopper's file name, sanitised; for staff only, never in keys or logs. */
  originalName: string;
  /**
   * PNG and JPEG only: true when the stored object is our re-encoding of the upload (no metadata, no appended data;
   * reencode-image.ts), false when the upload is stored as it came because re-encoding failed (then see
   * `notReencodedReason` and `notReencodedText`, shown to staff). Absent for PDFs and for files stored before
   * re-encoding existed.
   */
  reencoded?: boolean;
  /** Why the upload was kept as it came (with `reencoded: false`). */
  notReencodedReason?: NotReencodedReason;
  /** With `reencoded: false`: true when the stored object is the upload with its metadata and trailing data cut out. */
  metadataStripped?: boolean;
  /** Staff-facing sentence for `notReencodedReason` (and `metadataStripped`). */
  notReencodedText?: string;
  /** Size of the upload, bytes, when the stored object differs from it (re-encoded). */
  uploadedBytes?: number;
}

/** MIME type and file extension stored for each accepted type. */
export const prescriptionFileTypes: Readonly<Record<PrescriptionFileType, { mime: string; extension: string }>> = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  pdf: { mime: 'application/pdf', extension: 'pdf' },
};

const signatures: ReadonlyArray<{ type: PrescriptionFileType; bytes: readonly number[] }> = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // PNG signature (W3C PNG specification, section 5.2)
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] }, // JPEG SOI marker + next marker prefix
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-" (ISO 32000-1 §7.5.2)
];

/** Bytes needed to recognise any accepted type. */
export const SIGNATURE_BYTES = 8;

/**
 * Returns the accepted type whose signature starts `head`, or `undefined` for anything else.
 * @param head the first bytes of the file (at least SIGNATURE_BYTES for a reliable answer).
 */
export function detectPrescriptionFileType(head: Uint8Array): PrescriptionFileType | undefined {
  for (const { type, bytes } of signatures) {
    if (head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)) return type;
  }
  return undefined;
}

const extensionTypes: Readonly<Record<string, PrescriptionFileType>> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', jpe: 'jpeg', pdf: 'pdf' };
const mimeTypes: Readonly<Record<string, PrescriptionFileType>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'application/pdf': 'pdf',
};

/**
 * True unless the file's name or declared MIME type claims a *different* accepted type than its content
 * (a JPEG named 'scan.pdf' is refused as a disguised or damaged file). A name or type outside the
 * accepted ones ('scan.bin', 'application/octet-stream', none) claims nothing: the content decides (docs/architecture/api.md).
 */
export function nameAndTypeAgree(detected: PrescriptionFileType, fileName: string, declaredType: string): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  const byName = extension ? extensionTypes[extension] : undefined;
  const byMime = mimeTypes[declaredType.trim().toLowerCase().split(';')[0] ?? ''];
  return (byName === undefined || byName === detected) && (byMime === undefined || byMime === detected);
}

// ---------------------------------------------------------------------------------------------------------------
// Image structure: the chunk and marker walks shared by the content check and the server's re-encoding.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Most scans (SOS marker segments) a JPEG may have: 100, the most libjpeg's scan scripts allow (MAX_SCANS of
 * jpegtran's `-scans`, rdswitch.c). Each scan makes the decoder pass over the image's blocks again, so a 4 MiB file of
 * thousands of near-empty progressive scans would keep a decoder busy for minutes. Encoders write 1 to 3 scans
 * (sequential) or about 10 (libjpeg's progressive default).
 */
export const JPEG_MAX_SCANS = 100;

/** One PNG chunk (ISO/IEC 15948 §5.3): its type, and byte offsets of its start (the length field), its data and its end (after the CRC). */
export interface PngChunk {
  type: string;
  start: number;
  dataStart: number;
  dataEnd: number;
  end: number;
}

/**
 * Walks a PNG's chunks after the 8-byte signature, in order, by their length fields (ISO/IEC 15948 §5.3: a length is
 * at most 2^31 − 1), until IEND, a `visit` answering false, or a chunk that does not fit in the bytes. Reads no chunk
 * data: linear in the number of chunks.
 * @returns 'iend' when IEND was reached (and visited), 'stopped' when `visit` answered false, else 'malformed'
 */
export function walkPngChunks(bytes: Uint8Array, visit: (chunk: PngChunk) => boolean): 'iend' | 'stopped' | 'malformed' {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
    if (length > 0x7fffffff) return 'malformed';
    const end = offset + 12 + length;
    if (end > bytes.length) return 'malformed';
    const type = String.fromCharCode(bytes[offset + 4]!, bytes[offset + 5]!, bytes[offset + 6]!, bytes[offset + 7]!);
    if (!visit({ type, start: offset, dataStart: offset + 8, dataEnd: offset + 8 + length, end })) return 'stopped';
    if (type === 'IEND') return 'iend';
    offset = end;
  }
  return 'malformed';
}

/** One JPEG marker segment (ITU-T T.81 §B.1.1): its marker (the byte after 0xFF), its start (the 0xFF) and end; for a scan (SOS), also where the entropy-coded data after it ends. */
export interface JpegSegment {
  marker: number;
  start: number;
  end: number;
  dataEnd?: number;
}

/** True for a start-of-frame marker SOF0–SOF15 (T.81 Table B.1): 0xC0–0xCF but DHT (0xC4), JPG (0xC8) and DAC (0xCC). */
export function isJpegFrameMarker(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * Walks a JPEG's marker segments after SOI, in order: by their length fields (T.81 §B.1.1.4), markers without one (SOI,
 * EOI, RST0–7, TEM: Table B.1) as two bytes, 0xFF fill bytes skipped (§B.1.1.2), and after each scan header its
 * entropy-coded data, which runs to the next 0xFF that is neither a stuffed 0xFF00 nor a restart marker (§B.1.1.5).
 * Stops at EOI, at a `visit` answering false, or at bytes that are not a marker. Linear in the file's length.
 * @returns 'eoi' when EOI was reached (and visited), 'stopped' when `visit` answered false, else 'malformed'
 */
export function walkJpegSegments(bytes: Uint8Array, visit: (segment: JpegSegment) => boolean): 'eoi' | 'stopped' | 'malformed' {
  let offset = 2;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'malformed';
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      if (!visit({ marker, start: offset, end: offset + 2 })) return 'stopped';
      if (marker === 0xd9) return 'eoi';
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return 'malformed';
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return 'malformed';
    if (marker !== 0xda) {
      if (!visit({ marker, start: offset, end })) return 'stopped';
      offset = end;
      continue;
    }
    let dataEnd = bytes.indexOf(0xff, end);
    while (
      dataEnd !== -1 &&
      dataEnd + 1 < bytes.length &&
      (bytes[dataEnd + 1] === 0x00 || (bytes[dataEnd + 1]! >= 0xd0 && bytes[dataEnd + 1]! <= 0xd7))
    ) {
      dataEnd = bytes.indexOf(0xff, dataEnd + 1);
    }
    if (dataEnd === -1 || dataEnd + 1 >= bytes.length) return 'malformed';
    if (!visit({ marker, start: offset, end, dataEnd })) return 'stopped';
    offset = dataEnd;
  }
  return 'malformed';
}

/** True for a PNG chunk type: four ASCII letters (ISO/IEC 15948 §5.4). */
const isPngChunkType = (type: string): boolean => /^[A-Za-z]{4}$/.test(type);

/**
 * Structure a decoder could be fooled by, in a PNG or JPEG (decompression-bomb defence: the pixel limits read the size
 * from the header, so that header must be the one the decoder uses):
 * - PNG: a chunk before IHDR (ISO/IEC 15948 §5.6: IHDR shall be first), or a second IHDR (§11.2.2: one per file):
 *   pngjs decodes with the last IHDR it meets, while a size check reads the first;
 * - JPEG: a second frame header SOFn (T.81 §B.2: one frame per image in the sequential and progressive modes that
 *   cameras write; the hierarchical mode, with several, is not decoded by our decoder), or more than
 *   {@link JPEG_MAX_SCANS} scans.
 * Only what a walk gets through is judged: a file that cannot be walked is left to the completeness check.
 * @returns the shopper's message (contentMessages), or undefined
 */
function imageStructureProblem(bytes: Uint8Array, type: 'png' | 'jpeg'): string | undefined {
  let problem: string | undefined;
  let count = 0;
  if (type === 'png') {
    walkPngChunks(bytes, (chunk) => {
      count += 1;
      if (count === 1 && chunk.type !== 'IHDR') {
        if (isPngChunkType(chunk.type)) problem = contentMessages.pngChunkBeforeHeader(chunk.type);
        return false;
      }
      if (count > 1 && chunk.type === 'IHDR') problem = contentMessages.pngTwoHeaders;
      return problem === undefined;
    });
    return problem;
  }
  let scans = 0;
  walkJpegSegments(bytes, (segment) => {
    if (isJpegFrameMarker(segment.marker) && ++count > 1) problem = contentMessages.jpegTwoFrames;
    if (segment.marker === 0xda && ++scans > JPEG_MAX_SCANS) problem = contentMessages.jpegTooManyScans;
    return problem === undefined;
  });
  return problem;
}

// ---------------------------------------------------------------------------------------------------------------
// Content check: beyond the first bytes (docs/architecture/security.md "Input").
// ---------------------------------------------------------------------------------------------------------------

/**
 * PDF names that make a document act when opened or carry another file (ISO 32000-1 §12.6 actions, §7.11.4
 * embedded files, §13.6 RichMedia / Adobe Supplement, §12.7.8 XFA), and the action types that run, send or fetch
 * something (§12.6.4: Launch, SubmitForm, ImportData, GoToR, GoToE, Rendition, JavaScript).
 * `/OpenAction` is refused with an inline action (`/OpenAction << … >>`), and allowed with a destination array
 * (`/OpenAction [3 0 R /Fit]`) or an indirect reference (`/OpenAction 98 0 R`, as pdfTeX writes it to set the first
 * view): a referenced action of a dangerous type is refused by its type's name.
 */
export const PDF_ACTIVE_NAMES: readonly string[] = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
];

/** Signatures of a second file hidden in a prescription, searched anywhere in it, with the name shown to the shopper. */
const EMBEDDED_SIGNATURES: ReadonlyArray<{ bytes: readonly number[]; label: string }> = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], label: 'a ZIP archive' }, // ZIP local file header (APPNOTE 4.3.7)
  { bytes: [0x50, 0x4b, 0x05, 0x06], label: 'a ZIP archive' }, // ZIP end of central directory (APPNOTE 4.3.16)
  { bytes: [...'This program cannot be run in DOS mode'].map((char) => char.charCodeAt(0)), label: 'a Windows program' }, // PE/COFF DOS stub
];

/** Markup that makes an image a web page or script when served or opened as text (searched case-insensitively in PNG and JPEG). */
const MARKUP_TAGS: readonly string[] = ['<script', '<html', '<iframe', '<svg', '<?php'];

/** Largest total of decompressed PDF object streams looked into (bounds the work on a "zip bomb"): 32 MiB. */
export const PDF_MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/**
 * Decompresses a FlateDecode (zlib, RFC 1950) stream for checkPrescriptionContent, at most `maxBytes` of output.
 * Throws when the data is not zlib or inflates to more than `maxBytes`.
 */
export type Inflate = (data: Uint8Array, maxBytes: number) => Uint8Array;

/** The shopper's help when a file is refused for its content (`error.fields.prescription`). */
export const contentMessages = {
  activePdf: (name: string) =>
    `This PDF contains active content (/${name}) that we cannot accept: please save or print it as a new PDF, or attach a photo of the prescription`,
  uncheckablePdf:
    'This PDF is compressed in a way we cannot check: please save or print it as a new PDF, or attach a photo of the prescription',
  incomplete: (type: PrescriptionFileType) =>
    `This ${type.toUpperCase()} is incomplete or has data after its end: please attach the original file, or a new photo or scan`,
  embedded: (label: string) => `This file has ${label} hidden inside it: please attach the original photo or PDF of the prescription`,
  markup: 'This image contains web page code: please attach the original photo of the prescription',
  pngChunkBeforeHeader: (chunk: string) =>
    `This PNG has a "${chunk}" chunk before its image header (IHDR), which a PNG must start with: please attach the original photo or a new scan`,
  pngTwoHeaders:
    'This PNG has more than one image header (IHDR chunk), so its size cannot be trusted: please attach the original photo or a new scan',
  jpegTwoFrames:
    'This JPEG has more than one frame header (SOF marker), so its size cannot be trusted: please attach the original photo or a new scan',
  jpegTooManyScans: `This JPEG is split into more than ${JPEG_MAX_SCANS} scans, more than any camera or editor writes: please attach the original photo or a new scan`,
} as const;

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Index of `needle` in `haystack` from `from` on, or -1 (linear in practice: first-byte scan by the engine). */
function indexOfBytes(haystack: Uint8Array, needle: readonly number[], from = 0, end = haystack.length): number {
  const first = needle[0]!;
  for (let at = haystack.indexOf(first, from); at !== -1 && at + needle.length <= end; at = haystack.indexOf(first, at + 1)) {
    let index = 1;
    while (index < needle.length && haystack[at + index] === needle[index]) index += 1;
    if (index === needle.length) return at;
  }
  return -1;
}

/** True when `bytes` at `at` spell `text` (ASCII), ignoring the case of letters when `ignoreCase`. */
function bytesAre(bytes: Uint8Array, at: number, text: string, ignoreCase = false): boolean {
  if (at < 0 || at + text.length > bytes.length) return false;
  for (let index = 0; index < text.length; index += 1) {
    let byte = bytes[at + index]!;
    if (ignoreCase && byte >= 0x41 && byte <= 0x5a) byte += 0x20;
    if (byte !== text.charCodeAt(index)) return false;
  }
  return true;
}

/** PNG (ISO/IEC 15948 §5.3): chunks from IHDR to IEND, and nothing after IEND. */
function pngIsWhole(bytes: Uint8Array): boolean {
  let first = true;
  let whole = false;
  walkPngChunks(bytes, (chunk) => {
    if (first && chunk.type !== 'IHDR') return false;
    first = false;
    if (chunk.type === 'IEND') whole = chunk.end === bytes.length;
    return true;
  });
  return whole;
}

/** JPEG (ITU T.81 §B.2.1): ends with the EOI marker FF D9, possibly followed by zero padding only. */
function jpegIsWhole(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return end >= 4 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

/** Bytes allowed after a PDF's last %%EOF: whitespace (ISO 32000-1 §7.2.2) and NUL padding. */
const isPdfWhitespace = (byte: number): boolean => byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;
/** PDF delimiters (ISO 32000-1 §7.2.2): end a name or keyword. */
const isPdfDelimiter = (byte: number): boolean => '()<>[]{}/%'.includes(String.fromCharCode(byte));

/** PDF (ISO 32000-1 §7.5.5, Adobe's reader rule): %%EOF within the last 1,024 bytes, then only whitespace. */
function pdfIsWhole(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && isPdfWhitespace(bytes[end - 1]!)) end -= 1;
  return end >= 5 && bytesAre(bytes, end - 5, '%%EOF') && bytes.length - end <= 1024;
}

/** Reads the PDF name starting after the '/' at `start`: its end and its text with #xx escapes decoded (§7.3.5). */
function readName(bytes: Uint8Array, start: number, end: number): { next: number; name: string } {
  let at = start;
  let name = '';
  while (at < end && !isPdfWhitespace(bytes[at]!) && !isPdfDelimiter(bytes[at]!)) {
    const byte = bytes[at]!;
    const hex = byte === 0x23 && at + 2 < end ? String.fromCharCode(bytes[at + 1]!, bytes[at + 2]!) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      name += String.fromCharCode(Number.parseInt(hex, 16));
      at += 3;
    } else {
      name += String.fromCharCode(byte);
      at += 1;
    }
    if (name.length > 256) break; // Longer than any name we look for; the rest is skipped as a regular token.
  }
  return { next: at, name };
}

/** The active name at `name`, or undefined; `/OpenAction` with a destination array or an indirect reference is not active. */
function activeName(bytes: Uint8Array, name: string, next: number): string | undefined {
  if (!PDF_ACTIVE_NAMES.includes(name)) return undefined;
  if (name === 'OpenAction') {
    const value = String.fromCharCode(...bytes.subarray(next, Math.min(bytes.length, next + 32)));
    if (/^[\0\t\n\f\r ]*(\[|\d{1,10}[\0\t\n\f\r ]+\d{1,5}[\0\t\n\f\r ]+R(?![^\0\t\n\f\r ()<>[\]{}/%]))/.test(value)) return undefined;
  }
  return name;
}

/**
 * Looks for active names anywhere in `bytes[start, end)`, token by token whatever the context (strings and
 * comments included: a reader that jumps to objects by the xref table never lexes the file from the start).
 * @param objectStreams collects the offsets of `/ObjStm` names found on the way
 */
function scanRawNames(bytes: Uint8Array, start: number, end: number, objectStreams?: number[]): string | undefined {
  for (let at = bytes.indexOf(0x2f, start); at !== -1 && at < end; at = bytes.indexOf(0x2f, at + 1)) {
    const { next, name } = readName(bytes, at + 1, end);
    const active = activeName(bytes, name, next);
    if (active) return active;
    if (name === 'ObjStm') objectStreams?.push(at);
  }
  return undefined;
}

/** True when `bytes[start, end)` holds an object header ('<digits> <digits> obj') or 'endobj': objects, not stream data. */
function holdsObjects(bytes: Uint8Array, start: number, end: number): boolean {
  if (indexOfBytes(bytes, ascii('endobj'), start, end) !== -1) return true;
  for (let at = indexOfBytes(bytes, ascii('obj'), start, end); at !== -1; at = indexOfBytes(bytes, ascii('obj'), at + 1, end)) {
    if (at - 2 >= start && isPdfWhitespace(bytes[at - 1]!) && bytes[at - 2]! >= 0x30 && bytes[at - 2]! <= 0x39) return true;
  }
  return false;
}

/** Where a stream's data starts after its 'stream' keyword at `keyword` (§7.3.8: CRLF or LF follows). */
function streamDataStart(bytes: Uint8Array, keyword: number): number {
  let at = keyword + 6;
  if (bytes[at] === 13) at += 1;
  if (bytes[at] === 10) at += 1;
  return at;
}

/**
 * The data regions of streams that may be skipped by the name scan (compressed data spells '/JS' by chance):
 * a 'stream' keyword found by lexing (§7.2–7.3: comments and strings skipped), whose dictionary gives a direct
 * /Length confirmed by 'endstream', and whose data holds no object. Anything else is scanned, so a lexer thrown
 * off by crafted bytes can only make the scan stricter. Sorted, not overlapping: [start, end) pairs.
 */
function trustedStreamData(bytes: Uint8Array): Array<[number, number]> {
  const regions: Array<[number, number]> = [];
  const end = bytes.length;
  let at = 0;
  let length: number | undefined;
  while (at < end) {
    const byte = bytes[at]!;
    if (isPdfWhitespace(byte)) {
      at += 1;
    } else if (byte === 0x25) {
      while (at < end && bytes[at] !== 10 && bytes[at] !== 13) at += 1; // % comment
    } else if (byte === 0x28) {
      let depth = 0; // (literal string): balanced parentheses, backslash escapes
      do {
        const current = bytes[at];
        if (current === 0x5c) at += 1;
        else if (current === 0x28) depth += 1;
        else if (current === 0x29) depth -= 1;
        at += 1;
      } while (at < end && depth > 0);
    } else if (byte === 0x3c && bytes[at + 1] === 0x3c) {
      at += 2; // << dictionary
    } else if (byte === 0x3c) {
      const close = bytes.indexOf(0x3e, at); // <hex string>
      at = close === -1 ? end : close + 1;
    } else if (byte === 0x2f) {
      const { next, name } = readName(bytes, at + 1, end);
      if (name === 'Length') {
        const match = /^\s*(\d{1,10})(\s+\d{1,10}\s+R)?/.exec(String.fromCharCode(...bytes.subarray(next, Math.min(end, next + 40))));
        length = match && !match[2] ? Number(match[1]) : undefined;
      }
      at = next;
    } else if (isPdfDelimiter(byte)) {
      at += 1;
    } else {
      const start = at; // a keyword or a number
      while (at < end && !isPdfWhitespace(bytes[at]!) && !isPdfDelimiter(bytes[at]!)) at += 1;
      if (at - start === 6 && bytesAre(bytes, start, 'stream')) {
        const dataStart = streamDataStart(bytes, start);
        const dataEnd = length === undefined ? -1 : dataStart + length;
        const confirmed =
          dataEnd !== -1 &&
          dataEnd <= end &&
          /^\s*endstream/.test(String.fromCharCode(...bytes.subarray(dataEnd, Math.min(end, dataEnd + 12))));
        if (confirmed && !holdsObjects(bytes, dataStart, dataEnd)) {
          regions.push([dataStart, dataEnd]);
          at = dataEnd;
        } else {
          // Unknown extent: go on after the next 'endstream' (the data in between is scanned, not lexed).
          const found = indexOfBytes(bytes, ascii('endstream'), dataStart);
          at = found === -1 ? end : found;
        }
        length = undefined;
      } else if (at - start === 6 && bytesAre(bytes, start, 'endobj')) {
        length = undefined;
      }
    }
  }
  return regions;
}

/**
 * Finds active content in a PDF (see checkPrescriptionContent): names outside trusted stream data, then each
 * object stream (§7.5.7, found by its /ObjStm name anywhere) raw-scanned and, inflated, scanned again.
 * @returns the active name, 'uncheckable' for a compressed object stream that cannot be inflated, or undefined
 */
function findPdfActiveContent(bytes: Uint8Array, inflate: Inflate | undefined): string | undefined {
  const objectStreams: number[] = [];
  const trusted = trustedStreamData(bytes);
  let from = 0;
  for (const [start, end] of [...trusted, [bytes.length, bytes.length] as [number, number]]) {
    const active = scanRawNames(bytes, from, start, objectStreams);
    if (active) return active;
    from = end;
  }
  let inflatedBytes = 0;
  const trustedEnds = new Map(trusted);
  // Each stream is looked into once, and never one inside data already looked into: the work stays linear.
  let scannedTo = 0;
  for (const position of objectStreams) {
    if (position < scannedTo) continue;
    let keyword = indexOfBytes(bytes, ascii('stream'), position);
    while (keyword !== -1 && bytesAre(bytes, keyword - 3, 'end')) keyword = indexOfBytes(bytes, ascii('stream'), keyword + 1);
    if (keyword === -1) break; // no data: nothing hidden
    const dataStart = streamDataStart(bytes, keyword);
    const trustedEnd = trustedEnds.get(dataStart);
    const region = trustedEnd === undefined ? undefined : [dataStart, trustedEnd];
    const found = indexOfBytes(bytes, ascii('endstream'), dataStart);
    const dataEnd = region ? region[1]! : found === -1 ? bytes.length : found;
    scannedTo = dataEnd;
    const raw = scanRawNames(bytes, dataStart, dataEnd);
    if (raw) return raw;
    const dictionary = String.fromCharCode(...bytes.subarray(Math.max(0, position - 512), Math.min(keyword, position + 2048))); // the object's dictionary, bounded
    const filtered = /\/Filter\b/.test(dictionary.slice(dictionary.lastIndexOf('obj') + 1));
    if (!filtered) continue; // plain data, scanned just above
    if (!inflate || !/\/FlateDecode\b/.test(dictionary.slice(dictionary.lastIndexOf('obj') + 1))) return 'uncheckable';
    let inflated: Uint8Array;
    try {
      inflated = inflate(bytes.subarray(dataStart, dataEnd), PDF_MAX_INFLATED_BYTES - inflatedBytes);
    } catch {
      return 'uncheckable';
    }
    inflatedBytes += inflated.length;
    const active = scanRawNames(inflated, 0, inflated.length);
    if (active) return active;
  }
  return undefined;
}

/**
 * Checks a prescription beyond its first bytes, as the submit-form handler does before storing it (docs/architecture/security.md "Input").
 * Refuses:
 * - a PDF with active content: any of PDF_ACTIVE_NAMES as a name token, also hex-escaped (`/J#61vaScript`),
 *   anywhere in the file except the data of streams whose direct /Length is confirmed by 'endstream' and which
 *   hold no object, and in compressed object streams (inflated with `options.inflate`; without it, or when one
 *   cannot be inflated within PDF_MAX_INFLATED_BYTES, the PDF is refused as uncheckable);
 * - images whose header a decoder could disagree with (imageStructureProblem): a PNG with a chunk before IHDR or a
 *   second IHDR, a JPEG with a second frame header (SOF) or more than JPEG_MAX_SCANS scans;
 * - polyglots and damaged files: a PNG whose chunks do not run from IHDR to an IEND that ends the file, a JPEG
 *   that does not end with EOI (trailing zero padding allowed), a PDF without %%EOF in its last 1,024 bytes or
 *   with anything but whitespace after it; a ZIP header or a Windows program stub anywhere; web page markup
 *   (`<script`, `<html`, `<iframe`, `<svg`, `<?php`, any case) in a PNG or JPEG. (An executable's `MZ` or ELF
 *   header at offset 0 never gets here: detectPrescriptionFileType refuses it.)
 *
 * This is a heuristic defence in depth, not a malware scanner: it keeps obvious script carriers and polyglots away
 * from staff, and may still miss crafted files (other encodings, exploits in image decoders). A real deployment
 * adds a scanner on the bucket (Amazon GuardDuty Malware Protection for S3, with staff tools refusing files not
 * tagged clean), re-encodes images, and shows PDFs in a sandboxed viewer. A 4-byte ZIP signature can occur by
 * chance in compressed data (about once in 1,000 files of 4 MiB): that shopper is asked for a new scan or a photo.
 *
 * Pure and linear in the file's length (plus the bounded inflation).
 * @param content the whole file (at most PRESCRIPTION_MAX_BYTES)
 * @param type its type, from detectPrescriptionFileType
 * @param options.inflate zlib decompression (the server passes node:zlib's; the browser need not call this)
 * @returns undefined when nothing was found, else the shopper's message for the `prescription` field (contentMessages)
 */
export function checkPrescriptionContent(
  content: Uint8Array,
  type: PrescriptionFileType,
  options: { inflate?: Inflate } = {},
): string | undefined {
  for (const { bytes, label } of EMBEDDED_SIGNATURES) {
    if (indexOfBytes(content, bytes) !== -1) return contentMessages.embedded(label);
  }
  if (type === 'png' || type === 'jpeg') {
    for (let at = content.indexOf(0x3c); at !== -1; at = content.indexOf(0x3c, at + 1)) {
      if (MARKUP_TAGS.some((tag) => bytesAre(content, at, tag, true))) return contentMessages.markup;
    }
    const structure = imageStructureProblem(content, type);
    if (structure) return structure;
    const whole = type === 'png' ? pngIsWhole(content) : jpegIsWhole(content);
    return whole ? undefined : contentMessages.incomplete(type);
  }
  if (!pdfIsWhole(content)) return contentMessages.incomplete(type);
  const found = findPdfActiveContent(content, options.inflate);
  if (found === 'uncheckable') return contentMessages.uncheckablePdf;
  return found ? contentMessages.activePdf(found) : undefined;
}
