import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { PRESCRIPTION_MAX_BYTES } from '@domain/prescription-file-checks';

/**
 * Server-side re-encoding of PNG and JPEG prescriptions (so no hidden content reaches staff): the stored object is a
 * new image made by our encoder from the decoded pixels, so nothing but pixels survives — no EXIF (camera, time, GPS),
 * no XMP, no comments, no text chunks, no ICC profile and no payload appended after the image's end (polyglots).
 * Staff's viewers then only ever parse data written by a known encoder.
 *
 * Library choice: the pure-JavaScript codecs `jpeg-js` (0.4.4, the decoder of Mozilla's pdf.js, BSD-3) and `pngjs`
 * (7.0.0, MIT), bundled by esbuild into the submit-form function like any other dependency. `sharp` (libvips) is
 * faster and leaner, but it is a native module: the function runs on arm64 (infra/constructs/api-function.ts) and is
 * bundled by the local esbuild without Docker, so its asset would need `@img/sharp-linux-arm64` and
 * `@img/sharp-libvips-linux-arm64`. The npm registry has both, but `npm ci` on an x64 builder never installs them
 * (they are optional dependencies for another CPU), so `cdk synth` would have to fetch them over the network with
 * `nodeModules` (the synth is offline by design) and tests/infra/lambda-bundles.test.ts, which runs the synthesized
 * bundles on this x64 machine, could not load the arm64 binary. Sharp's WebAssembly build (`@img/sharp-wasm32`) is
 * marked `cpu: wasm32`, so npm skips it too. The pure-JS codecs run the same bytes in tests, locally and on Lambda.
 *
 * Their cost is the price (measured on one core of this machine, Node 24): decoding and re-encoding a JPEG takes
 * ≈ 0.26 s and ≈ 60 B of memory per pixel at peak (12 MP: 3.1 s, 760 MiB RSS), a PNG ≈ 0.15 s and ≈ 20 B per pixel.
 * So two bounds apply:
 * - {@link MAX_IMAGE_PIXELS} (40 MP) from the file's header, before any pixel is decoded: larger images are refused
 *   with 413 `IMAGE_TOO_LARGE` (a decompression bomb: a 4 MiB PNG can claim gigapixels).
 * - a memory budget ({@link reencodeMemoryBudgetBytes}: the Lambda memory size less 160 MiB for the runtime, the
 *   request and the upload buffers). An image whose estimated peak does not fit is stored as uploaded and flagged
 *   (`reencoded: false`, `notReencodedReason: 'over-memory-budget'`), as is one the codecs cannot decode
 *   (`'decode-failed'`): the shopper's request still goes through, and staff see the flag. Even then its metadata
 *   containers (EXIF with GPS, XMP, ICC, comments, text chunks) and anything after its end are cut out losslessly
 *   when its structure can be walked ({@link stripImageMetadata}, `metadataStripped: true`).
 *   At the default 512 MiB a JPEG up to ≈ 5.5 MP is re-encoded; phone photos (12 MP) need ≈ 1,024 MiB and about
 *   one vCPU (1,769 MiB) to finish within the function's 10 s timeout.
 */

/** Largest image accepted, in pixels (width × height, from the header): 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Estimated peak memory per pixel while re-encoding, in bytes (measured, see the module comment, rounded up). */
export const REENCODE_BYTES_PER_PIXEL: Readonly<Record<ImageType, number>> = { jpeg: 64, png: 24 };

/** Memory kept for the runtime, the request, the upload and the output while re-encoding: 160 MiB. */
const BASELINE_BYTES = 160 * 1024 * 1024;

/** Budget when not on Lambda (tests, `npm start`): 1,024 MiB, like a 1,184 MiB function. */
const LOCAL_BUDGET_BYTES = 1024 * 1024 * 1024;

/** JPEG quality of re-encoded photos (jpeg-js scale 1–100): high enough to keep handwriting sharp. */
export const JPEG_QUALITY = 90;

/**
 * Lower qualities tried, in order, while a re-encoded JPEG is larger than the 4 MiB upload cap (a noisy photo that
 * the browser saved at 85 % can grow at 90 %): stored files stay within the size every reader of them assumes.
 */
const JPEG_FALLBACK_QUALITIES = [80, 70, 60];

/** Stored images are kept within this size when a lower JPEG quality can do it: 4 MiB, the upload cap (docs/architecture.md §3). */
const STORED_MAX_BYTES = PRESCRIPTION_MAX_BYTES;

/** The image types that are re-encoded (PDFs are checked by checkPrescriptionContent, not re-encoded). */
export type ImageType = 'png' | 'jpeg';

/** Why an image was stored as uploaded instead of re-encoded (shown to staff). */
export type NotReencodedReason = 'decode-failed' | 'over-memory-budget';

/**
 * Staff-facing explanation of an image that was not re-encoded: why, and whether its metadata was still stripped
 * ({@link stripImageMetadata}).
 */
export function notReencodedText(reason: NotReencodedReason, stripped: boolean): string {
  const why = reason === 'decode-failed' ? 'the image could not be decoded for re-encoding' : "the image was too large to re-encode within the server's memory";
  return stripped
    ? `Not re-encoded: ${why}. Its metadata (e.g. location) and anything after the image were removed, but its image data is as uploaded.`
    : `Stored as uploaded: ${why}, and its structure could not be read to remove metadata, so it may still carry metadata (e.g. location) or hidden data.`;
}

/** Width and height in pixels, read from an image's header. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The outcome of {@link reencodeImage}: the new bytes, or the reason the original is kept, with the original's
 * metadata-stripped copy when its structure could be walked ({@link stripImageMetadata}).
 */
export type ReencodeResult =
  | { reencoded: true; content: Buffer; width: number; height: number }
  | { reencoded: false; reason: NotReencodedReason; stripped?: Buffer };

/**
 * The memory, in bytes, that re-encoding may use: `AWS_LAMBDA_FUNCTION_MEMORY_SIZE` (MiB, set by Lambda) less 160 MiB,
 * or 1,024 MiB when that variable is absent (local runs and tests).
 */
export function reencodeMemoryBudgetBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mib = Number(env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE);
  return Number.isFinite(mib) && mib > 0 ? Math.max(0, mib * 1024 * 1024 - BASELINE_BYTES) : LOCAL_BUDGET_BYTES;
}

/**
 * Reads an image's width and height from its header without decoding pixels: PNG's IHDR chunk (PNG specification
 * §11.2.2), JPEG's first start-of-frame marker SOF0–SOF15 other than DHT/JPG/DAC (ITU-T T.81 §B.2.2).
 * @returns the size, or undefined when the header cannot be read (not a well-formed image)
 */
export function readImageSize(content: Uint8Array, type: ImageType): ImageSize | undefined {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  if (type === 'png') {
    // 8-byte signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
    if (content.length < 24 || String.fromCharCode(...content.subarray(12, 16)) !== 'IHDR') return undefined;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let offset = 2;
  while (offset + 4 <= content.length) {
    if (content[offset] !== 0xff) return undefined;
    const marker = content[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    const length = view.getUint16(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > content.length) return undefined;
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    if (marker === 0xda || marker === 0xd9 || length < 2) return undefined; // scan data before any frame header
    offset += 2 + length;
  }
  return undefined;
}

/**
 * The EXIF orientation of a JPEG (TIFF tag 0x0112 in IFD0 of the APP1 "Exif" segment, EXIF 2.32 §4.6.4): 1 (as
 * stored) to 8. Re-encoding drops the tag, so the pixels are turned to match it instead.
 * @returns 1 when absent or unreadable
 */
export function readJpegOrientation(content: Uint8Array): number {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  let offset = 2;
  while (offset + 4 <= content.length && content[offset] === 0xff) {
    const marker = content[offset + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const length = view.getUint16(offset + 2);
    if (marker === 0xe1 && length >= 16 && String.fromCharCode(...content.subarray(offset + 4, offset + 10)) === 'Exif\0\0') {
      const tiff = offset + 10;
      const end = Math.min(content.length, offset + 2 + length);
      const little = content[tiff] === 0x49; // "II" little-endian, "MM" big-endian
      const u16 = (at: number) => (at + 2 <= end ? view.getUint16(at, little) : 0);
      const u32 = (at: number) => (at + 4 <= end ? view.getUint32(at, little) : 0);
      const ifd0 = tiff + u32(tiff + 4);
      const count = u16(ifd0);
      for (let entry = 0; entry < count; entry++) {
        const at = ifd0 + 2 + entry * 12;
        if (at + 12 > end) break;
        if (u16(at) === 0x0112) {
          const value = u16(at + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    offset += 2 + length;
  }
  return 1;
}

/** Turns RGBA pixels by an EXIF orientation (2–8: mirrored and/or rotated), so the image looks as the camera meant. */
function applyOrientation(data: Uint8Array, width: number, height: number, orientation: number): { data: Uint8Array; width: number; height: number } {
  if (orientation <= 1 || orientation > 8) return { data, width, height };
  const swap = orientation >= 5;
  const outWidth = swap ? height : width;
  const outHeight = swap ? width : height;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let nx: number;
      let ny: number;
      switch (orientation) {
        case 2: nx = width - 1 - x; ny = y; break; // mirrored horizontally
        case 3: nx = width - 1 - x; ny = height - 1 - y; break; // rotated 180°
        case 4: nx = x; ny = height - 1 - y; break; // mirrored vertically
        case 5: nx = y; ny = x; break; // transposed
        case 6: nx = height - 1 - y; ny = x; break; // rotated 90° clockwise
        case 7: nx = height - 1 - y; ny = width - 1 - x; break; // transversed
        default: nx = y; ny = width - 1 - x; break; // 8: rotated 90° counter-clockwise
      }
      const from = (y * width + x) * 4;
      out.set(data.subarray(from, from + 4), (ny * outWidth + nx) * 4);
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}

/**
 * The PNG up to the end of its IEND chunk (PNG specification §5.3, §11.2.5), walking the chunk lengths: pngjs refuses
 * data after IEND, and what follows IEND is never an image's, so it is left behind rather than failing the re-encoding.
 * @returns the whole input when no IEND is found (the decoder then decides)
 */
function pngUpToIend(content: Buffer): Buffer {
  let offset = 8;
  while (offset + 12 <= content.length) {
    const length = content.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (content.toString('latin1', offset + 4, offset + 8) === 'IEND') return content.subarray(0, end);
    offset = end;
  }
  return content;
}

/** PNG chunks a stripped PNG keeps: the critical ones and the ancillary ones that only affect how pixels look. */
const PNG_KEPT_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'pHYs']);

/** JPEG markers a stripped JPEG keeps besides SOI/EOI/RST: tables, frame and scan headers, JFIF (APP0), Adobe (APP14). */
function jpegMarkerKept(marker: number): boolean {
  return marker === 0xe0 || marker === 0xee || (marker >= 0xc0 && marker <= 0xcf) || marker === 0xdb || marker === 0xdd || marker === 0xda;
}

/**
 * The lossless fallback when an image cannot be re-encoded: the same image data with every metadata container and
 * anything after the image's end removed. PNG: only IHDR, PLTE, IDAT, IEND and the rendering chunks tRNS, gAMA,
 * cHRM, sRGB, sBIT, pHYs (no eXIf, text, ICC, time or private chunks), up to IEND. JPEG: only SOI, JFIF (APP0), Adobe
 * (APP14), tables, frame and scan headers and the entropy-coded data (no EXIF/XMP/ICC APPn segments, no comments), up
 * to EOI, also between the scans of a progressive JPEG. Linear in the file's length, no pixel decoding.
 * @returns the stripped bytes, or undefined when the structure cannot be walked (truncated or malformed)
 */
export function stripImageMetadata(content: Buffer, type: ImageType): Buffer | undefined {
  const parts: Buffer[] = [];
  if (type === 'png') {
    parts.push(content.subarray(0, 8));
    let offset = 8;
    while (offset + 12 <= content.length) {
      const end = offset + 12 + content.readUInt32BE(offset);
      if (end > content.length) return undefined;
      const name = content.toString('latin1', offset + 4, offset + 8);
      if (PNG_KEPT_CHUNKS.has(name)) parts.push(content.subarray(offset, end));
      if (name === 'IEND') return Buffer.concat(parts);
      offset = end;
    }
    return undefined;
  }
  parts.push(content.subarray(0, 2)); // SOI
  let offset = 2;
  while (offset + 2 <= content.length) {
    if (content[offset] !== 0xff) return undefined;
    const marker = content[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) return Buffer.concat([...parts, content.subarray(offset, offset + 2)]); // EOI
    if (offset + 4 > content.length) return undefined;
    const end = offset + 2 + content.readUInt16BE(offset + 2);
    if (end > content.length) return undefined;
    if (jpegMarkerKept(marker)) parts.push(content.subarray(offset, end));
    offset = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker (T.81 §B.1.1.5).
      let scanEnd = offset;
      while (scanEnd + 1 < content.length && !(content[scanEnd] === 0xff && content[scanEnd + 1] !== 0x00 && (content[scanEnd + 1]! < 0xd0 || content[scanEnd + 1]! > 0xd7))) scanEnd += 1;
      if (scanEnd + 1 >= content.length) return undefined;
      parts.push(content.subarray(offset, scanEnd));
      offset = scanEnd;
    }
  }
  return undefined;
}

/** True when every pixel is fully opaque (then the PNG is written as RGB, a quarter smaller before compression). */
function isOpaque(rgba: Uint8Array): boolean {
  for (let index = 3; index < rgba.length; index += 4) if (rgba[index] !== 255) return false;
  return true;
}

/**
 * Whether an image of this size must be refused before decoding: more than {@link MAX_IMAGE_PIXELS} pixels, or a
 * zero side. Call with {@link readImageSize}'s answer.
 * @returns the number of megapixels (rounded) when too large, else undefined
 */
export function oversizedMegapixels(size: ImageSize): number | undefined {
  const pixels = size.width * size.height;
  return pixels > MAX_IMAGE_PIXELS ? Math.round(pixels / 1e6) : undefined;
}

/**
 * Decodes a PNG or JPEG and encodes its pixels again (JPEG at {@link JPEG_QUALITY}, lower while over 4 MiB; PNG as
 * 8-bit RGB or RGBA), turned
 * by its EXIF orientation. Never throws: when the image cannot be decoded or would not fit `budgetBytes`, the answer
 * says so, with the original stripped of its metadata when possible (stripImageMetadata), and the caller stores that
 * (or else the original), flagged. The caller must first refuse images over
 * {@link MAX_IMAGE_PIXELS} (oversizedMegapixels), which this function leaves to the memory budget.
 * @param content the uploaded bytes (at most 4 MiB), already checked by checkPrescriptionContent
 * @param type the type decided by the file's magic bytes
 * @param budgetBytes memory re-encoding may use, bytes (default {@link reencodeMemoryBudgetBytes})
 */
export function reencodeImage(content: Buffer, type: ImageType, budgetBytes = reencodeMemoryBudgetBytes()): ReencodeResult {
  const notReencoded = (reason: NotReencodedReason): ReencodeResult => {
    const stripped = stripImageMetadata(content, type);
    return stripped ? { reencoded: false, reason, stripped } : { reencoded: false, reason };
  };
  const size = readImageSize(content, type);
  if (!size || size.width === 0 || size.height === 0) return notReencoded('decode-failed');
  if (size.width * size.height * REENCODE_BYTES_PER_PIXEL[type] > budgetBytes) return notReencoded('over-memory-budget');
  try {
    if (type === 'jpeg') {
      const decoded = decodeJpeg(content, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_IMAGE_PIXELS / 1e6,
        maxMemoryUsageInMB: Math.floor(budgetBytes / (1024 * 1024)),
      });
      const turned = applyOrientation(decoded.data, decoded.width, decoded.height, readJpegOrientation(content));
      let encoded = encodeJpeg({ data: turned.data, width: turned.width, height: turned.height }, JPEG_QUALITY).data;
      for (const quality of JPEG_FALLBACK_QUALITIES) {
        if (encoded.length <= STORED_MAX_BYTES) break;
        encoded = encodeJpeg({ data: turned.data, width: turned.width, height: turned.height }, quality).data;
      }
      return { reencoded: true, content: Buffer.from(encoded), width: turned.width, height: turned.height };
    }
    const decoded = PNG.sync.read(pngUpToIend(content), { checkCRC: true });
    const opaque = isOpaque(decoded.data);
    const encoded = PNG.sync.write(decoded, { colorType: opaque ? 2 : 6, inputColorType: 6, inputHasAlpha: true, bitDepth: 8 });
    return { reencoded: true, content: encoded, width: decoded.width, height: decoded.height };
  } catch {
    return notReencoded('decode-failed');
  }
}
