/**
 * The prescription file rules shared by the upload and checkout pages and the submit-form handler (docs/architecture.md §3):
 * the multipart field that carries it, its size limit, its messages, and its type decided from its first bytes
 * (its "magic number"), never from its name or declared MIME type, and its content checked beyond those bytes
 * (checkPrescriptionContent: active PDF content, polyglots, truncated files).
 */
import { formatBytes } from './format-bytes';

/** The multipart field that carries a prescription file, on /upload and with an order (docs/architecture.md §3). */
export const PRESCRIPTION_FILE_FIELD = 'prescription';

/** The file types a prescription may be (docs/behaviour.md §2 label: .png, .jpeg, .jpg, .pdf). */
export type PrescriptionFileType = 'png' | 'jpeg' | 'pdf';

/** MIME type and file extension stored for each accepted type. */
export const prescriptionFileTypes: Readonly<Record<PrescriptionFileType, { mime: string; extension: string }>> = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  pdf: { mime: 'application/pdf', extension: 'pdf' },
};

/** Largest accepted prescription file: 4 MiB (Lambda's 6 MB synchronous payload limit after base64, docs/architecture.md §3). */
export const PRESCRIPTION_MAX_BYTES = 4 * 1024 * 1024;

/** Shown when a form that needs a prescription has none: the browser's message under the file field. */
export const PRESCRIPTION_FILE_MISSING = 'Attach a photo (PNG or JPEG) or a PDF of your prescription';

/** The API's help with every file problem (`error.fields.prescription`). */
export const PRESCRIPTION_FILE_HELP = `Attach the prescription as a PNG, JPEG or PDF file of at most ${formatBytes(PRESCRIPTION_MAX_BYTES)}`;

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
const mimeTypes: Readonly<Record<string, PrescriptionFileType>> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg', 'application/pdf': 'pdf' };

/**
 * True unless the file's name or declared MIME type claims a *different* accepted type than its content
 * (a JPEG named 'scan.pdf' is refused as a disguised or damaged file). A name or type outside the
 * accepted ones ('scan.bin', 'application/octet-stream', none) claims nothing: the content decides (docs/architecture.md §3).
 */
export function nameAndTypeAgree(detected: PrescriptionFileType, fileName: string, declaredType: string): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  const byName = extension ? extensionTypes[extension] : undefined;
  const byMime = mimeTypes[declaredType.trim().toLowerCase().split(';')[0] ?? ''];
  return (byName === undefined || byName === detected) && (byMime === undefined || byMime === detected);
}

// ---------------------------------------------------------------------------------------------------------------
// Content check: beyond the first bytes (docs/architecture.md §11 "Input").
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
  activePdf: (name: string) => `This PDF contains active content (/${name}) that we cannot accept: please save or print it as a new PDF, or attach a photo of the prescription`,
  uncheckablePdf: 'This PDF is compressed in a way we cannot check: please save or print it as a new PDF, or attach a photo of the prescription',
  incomplete: (type: PrescriptionFileType) => `This ${type.toUpperCase()} is incomplete or has data after its end: please attach the original file, or a new photo or scan`,
  embedded: (label: string) => `This file has ${label} hidden inside it: please attach the original photo or PDF of the prescription`,
  markup: 'This image contains web page code: please attach the original photo of the prescription',
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
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
    if (length > 0x7fffffff) return false;
    if (first && !bytesAre(bytes, offset + 4, 'IHDR')) return false;
    first = false;
    const next = offset + 12 + length;
    if (next > bytes.length) return false;
    if (bytesAre(bytes, offset + 4, 'IEND')) return next === bytes.length;
    offset = next;
  }
  return false;
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
        const confirmed = dataEnd !== -1 && dataEnd <= end && /^\s*endstream/.test(String.fromCharCode(...bytes.subarray(dataEnd, Math.min(end, dataEnd + 12))));
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
 * Checks a prescription beyond its first bytes, as the submit-form handler does before storing it (docs/architecture.md §11 "Input").
 * Refuses:
 * - a PDF with active content: any of PDF_ACTIVE_NAMES as a name token, also hex-escaped (`/J#61vaScript`),
 *   anywhere in the file except the data of streams whose direct /Length is confirmed by 'endstream' and which
 *   hold no object, and in compressed object streams (inflated with `options.inflate`; without it, or when one
 *   cannot be inflated within PDF_MAX_INFLATED_BYTES, the PDF is refused as uncheckable);
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
export function checkPrescriptionContent(content: Uint8Array, type: PrescriptionFileType, options: { inflate?: Inflate } = {}): string | undefined {
  for (const { bytes, label } of EMBEDDED_SIGNATURES) {
    if (indexOfBytes(content, bytes) !== -1) return contentMessages.embedded(label);
  }
  if (type === 'png' || type === 'jpeg') {
    for (let at = content.indexOf(0x3c); at !== -1; at = content.indexOf(0x3c, at + 1)) {
      if (MARKUP_TAGS.some((tag) => bytesAre(content, at, tag, true))) return contentMessages.markup;
    }
    const whole = type === 'png' ? pngIsWhole(content) : jpegIsWhole(content);
    return whole ? undefined : contentMessages.incomplete(type);
  }
  if (!pdfIsWhole(content)) return contentMessages.incomplete(type);
  const found = findPdfActiveContent(content, options.inflate);
  if (found === 'uncheckable') return contentMessages.uncheckablePdf;
  return found ? contentMessages.activePdf(found) : undefined;
}
