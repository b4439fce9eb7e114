import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import writePng from 'pngjs/lib/packer-sync';
import {
  PRESCRIPTION_MAX_BYTES,
  isJpegFrameMarker,
  walkJpegSegments,
  walkPngChunks,
  type NotReencodedReason,
} from '@domain/prescription-file-checks';
import { decodePngChecked, inflatedPngBytes, readPngHeader, type PngHeader } from './png-decode';

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
 * Their cost is the price, so three bounds apply, each checked from the header before any pixel is decoded:
 * - {@link MAX_IMAGE_PIXELS} (40 MP): larger images are refused with 413 `IMAGE_TOO_LARGE` (a decompression bomb: a
 *   4 MiB PNG can claim gigapixels).
 * - {@link REENCODE_MAX_PIXELS} (JPEG 12.5 MP, PNG 10 MP), from a time budget of {@link REENCODE_TIME_BUDGET_MS} per
 *   re-encoding: larger images are stored without being decoded (`reencoded: false`,
 *   `notReencodedReason: 'over-time-budget'`).
 * - a memory budget ({@link reencodeMemoryBudgetBytes}: the Lambda memory size less 160 MiB for the runtime, the
 *   request and the upload buffers): an image whose estimated peak does not fit is stored the same way
 *   (`'over-memory-budget'`), as is one the codecs cannot decode (`'decode-failed'`), and one whose re-encoding would be
 *   larger than the 4 MiB every reader of stored files assumes (`'larger-when-re-encoded'`: a 400 KB PNG can decode to
 *   noise that re-encodes to 50 MB).
 * The shopper's request still goes through, and staff see the flag. Even then the image's metadata containers (EXIF
 * with GPS, XMP, ICC, comments, text chunks) and anything after its end are cut out losslessly when its structure can
 * be walked ({@link stripImageMetadata}, `metadataStripped: true`).
 *
 * The decoders are held to the header that was checked. The content check (checkPrescriptionContent) has refused a
 * PNG with a chunk before IHDR or a second IHDR, and a JPEG with a second frame header or too many scans, for which a
 * decoder would use another size than the checks read. Then a PNG is decoded by png-decode.ts (pngjs must read the
 * same IHDR, and the image data inflates to at most the bytes that header allows), a JPEG by jpeg-js within its pixel
 * and memory limits, and either answer must have the checked width and height, or the image counts as undecodable.
 */

/** Largest image accepted, in pixels (width × height, from the header): 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Time one re-encoding may take, ms of CPU: 3 s of the function's 10 s timeout, so that a handful of the largest
 * uploads cannot hold the 5 reserved executions of submit-form (3 of privacy) for long (infra/constructs/api.ts).
 */
export const REENCODE_TIME_BUDGET_MS = 3000;

/**
 * Largest image that is decoded and re-encoded, in pixels, per type: JPEG 12.5 MP (phone photos: 4,032 × 3,024 is
 * 12.2 MP, 4,080 × 3,060 is 12.5 MP), PNG 10 MP (an A4 page scanned at 300 dpi is 8.7 MP). Larger images, up to
 * {@link MAX_IMAGE_PIXELS}, are stored stripped of their metadata, not decoded. Each cap keeps the worst case under
 * {@link REENCODE_TIME_BUDGET_MS} at the functions' 1,769 MiB (one vCPU). Measured through {@link reencodeImage} in a
 * fresh Node 24 process (cold, as in a new Lambda environment) on one core of the build machine (AMD EPYC, shared with
 * other work: load 3 to 5 on 2 cores), CPU time of all threads, each upload at most 4 MiB:
 * - a 12 MP JPEG photo saved at quality 75 (3.5 MiB), re-encoded at 75: 1.9–2.0 s;
 * - 12.5 MP JPEGs (4,000 × 3,125): a photo at quality 75 (3.6 MiB) 2.0–2.1 s; noise at quality 20 (4:4:4, rewritten
 *   by jpegtran as 97 progressive scans: the costliest to decode and to encode that fits 4 MiB) 2.6–3.0 s; noise at
 *   quality 30 in 4:2:0 (97 scans) 1.9–2.0 s. At 13 MP the noise case took 2.7–3.2 s;
 * - 10 MP PNGs (4,000 × 2,500): 16-bit RGBA, Adam7, Paeth on every scanline over a repeating pattern (312 KiB that
 *   decode to noise: the costliest for decoder and encoder) 2.6–2.7 s; the same in 8-bit 1.7 s. At 12.5 MP the 16-bit
 *   one took 3.3 s.
 * At the 40 MP header limit these worst cases take 8 to 10 s, the function's whole timeout.
 */
export const REENCODE_MAX_PIXELS: Readonly<Record<ImageType, number>> = { jpeg: 12_500_000, png: 10_000_000 };

/** Estimated peak memory per pixel while re-encoding a JPEG, in bytes (measured: a 12 MP photo raised the peak RSS by 811 MiB, 71 B per pixel). */
const JPEG_REENCODE_BYTES_PER_PIXEL = 72;

/** Memory kept for the runtime, the request, the upload and the output while re-encoding: 160 MiB. */
const BASELINE_BYTES = 160 * 1024 * 1024;

/** Budget when not on Lambda (tests, `npm start`): 1,024 MiB, like a 1,184 MiB function. */
const LOCAL_BUDGET_BYTES = 1024 * 1024 * 1024;

/** Highest JPEG quality of re-encoded photos (jpeg-js scale 1–100): high enough to keep handwriting sharp. */
export const JPEG_QUALITY = 90;

/**
 * How many lower qualities, 10 apart, are tried while a re-encoded JPEG is larger than the 4 MiB upload cap (a noisy
 * photo that the browser saved at 85 % can grow at 90 %): stored files stay within the size every reader of them
 * assumes. From 90: 80, 70, 60.
 */
const JPEG_FALLBACK_STEPS = 3;

/** IJG's luminance quantisation table for quality 50 (ITU-T T.81 Annex K, Table K.1), which the quality scale scales. */
const IJG_LUMINANCE_TABLE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22,
  37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];

/** The sum of IJG's luminance table at each quality 1–100 (index = quality), scaled as libjpeg's jpeg_quality_scaling and jpeg-js's encoder scale it. */
const IJG_TABLE_SUMS = Array.from({ length: 101 }, (_unused, quality) => {
  const scale = quality === 0 ? 0 : quality < 50 ? Math.floor(5000 / quality) : 200 - quality * 2;
  return IJG_LUMINANCE_TABLE.reduce((sum, value) => sum + Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))), 0);
});

/** Stored images are kept within this size: 4 MiB, the upload cap (docs/architecture/api.md); a larger re-encoding is not stored. */
const STORED_MAX_BYTES = PRESCRIPTION_MAX_BYTES;

const MIB = 1024 * 1024;

/** The image types that are re-encoded (PDFs are checked by checkPrescriptionContent, not re-encoded). */
export type ImageType = 'png' | 'jpeg';

/** The staff-facing reason of each {@link NotReencodedReason}. */
const REASON_TEXT: Readonly<Record<NotReencodedReason, string>> = {
  'decode-failed': 'the image could not be decoded for re-encoding',
  'over-memory-budget': "the image was too large to re-encode within the server's memory",
  'over-time-budget': "the image is too large to re-encode within the server's time limit",
  'larger-when-re-encoded': 'the re-encoded image would have been larger than 4 MiB',
};

/**
 * Staff-facing explanation of an image that was not re-encoded: why, and whether its metadata was still stripped
 * ({@link stripImageMetadata}).
 */
export function notReencodedText(reason: NotReencodedReason, stripped: boolean): string {
  const why = REASON_TEXT[reason];
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
  { reencoded: true; content: Buffer; width: number; height: number } | { reencoded: false; reason: NotReencodedReason; stripped?: Buffer };

/**
 * The memory, in bytes, that re-encoding may use: `AWS_LAMBDA_FUNCTION_MEMORY_SIZE` (MiB, set by Lambda) less 160 MiB,
 * or 1,024 MiB when that variable is absent (local runs and tests).
 */
export function reencodeMemoryBudgetBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mib = Number(env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE);
  return Number.isFinite(mib) && mib > 0 ? Math.max(0, mib * MIB - BASELINE_BYTES) : LOCAL_BUDGET_BYTES;
}

/**
 * Reads an image's width and height from its header without decoding pixels: PNG's IHDR chunk, which must be the first
 * chunk and 13 bytes long (PNG specification §5.6, §11.2.2), JPEG's first start-of-frame marker SOF0–SOF15 (ITU-T T.81
 * §B.2.2), before any scan.
 * @returns the size, or undefined when the header cannot be read (not a well-formed image)
 */
export function readImageSize(content: Uint8Array, type: ImageType): ImageSize | undefined {
  if (type === 'png') {
    const header = readPngHeader(content);
    return header && { width: header.width, height: header.height };
  }
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  let size: ImageSize | undefined;
  walkJpegSegments(content, ({ marker, start, end }) => {
    // A frame header: FF Cn, length (2), precision (1), height (2), width (2).
    if (isJpegFrameMarker(marker)) {
      if (end - start >= 9) size = { width: view.getUint16(start + 7), height: view.getUint16(start + 5) };
      return false;
    }
    return marker !== 0xda && marker !== 0xd9; // scan data or the end before any frame header
  });
  return size;
}

/**
 * The EXIF orientation of a JPEG (TIFF tag 0x0112 in IFD0 of the first APP1 "Exif" segment before the first scan,
 * EXIF 2.32 §4.6.4): 1 (as stored) to 8. Re-encoding drops the tag, so the pixels are turned to match it instead.
 * @returns 1 when absent or unreadable
 */
export function readJpegOrientation(content: Uint8Array): number {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  let orientation = 1;
  walkJpegSegments(content, ({ marker, start, end }) => {
    if (marker === 0xda || marker === 0xd9) return false;
    if (marker !== 0xe1 || end - start < 18 || String.fromCharCode(...content.subarray(start + 4, start + 10)) !== 'Exif\0\0') return true;
    const tiff = start + 10;
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
        orientation = value >= 1 && value <= 8 ? value : 1;
        break;
      }
    }
    return false;
  });
  return orientation;
}

/**
 * The quality a JPEG was saved at, on the IJG scale (1–100) that libjpeg, most cameras' and browsers' encoders and
 * jpeg-js use: the quality whose scaled Table K.1 sums closest to the file's luminance table (DQT table 0, ITU-T T.81
 * §B.2.4.1; 8- or 16-bit entries). Exact for files saved by an IJG-scaled encoder, an approximation for other tables.
 * Re-encoding above it would not bring back detail, only bytes: the photo is re-encoded at this quality when it is
 * below {@link JPEG_QUALITY}.
 * @returns the quality, or undefined when the JPEG has no readable table 0
 */
export function estimateJpegQuality(content: Uint8Array): number | undefined {
  let sum: number | undefined;
  walkJpegSegments(content, ({ marker, start, end }) => {
    if (marker === 0xda || marker === 0xd9) return false;
    if (marker !== 0xdb) return true;
    // DQT: tables of (precision << 4 | id) and 64 entries of 1 or 2 bytes, one after another.
    for (let at = start + 4; at < end && sum === undefined;) {
      const wide = content[at]! >> 4 === 1;
      const next = at + 1 + 64 * (wide ? 2 : 1);
      if (next > end) break;
      if ((content[at]! & 0x0f) === 0) {
        let total = 0;
        for (let entry = 0; entry < 64; entry += 1)
          total += wide ? (content[at + 1 + 2 * entry]! << 8) | content[at + 2 + 2 * entry]! : content[at + 1 + entry]!;
        sum = total;
      }
      at = next;
    }
    return sum === undefined;
  });
  if (sum === undefined) return undefined;
  let best = 1;
  for (let quality = 100; quality >= 1; quality -= 1)
    if (Math.abs(IJG_TABLE_SUMS[quality]! - sum) < Math.abs(IJG_TABLE_SUMS[best]! - sum)) best = quality;
  return best;
}

/** Turns RGBA pixels by an EXIF orientation (2–8: mirrored and/or rotated), so the image looks as the camera meant. */
function applyOrientation(
  data: Uint8Array,
  width: number,
  height: number,
  orientation: number,
): { data: Uint8Array; width: number; height: number } {
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
        case 2:
          nx = width - 1 - x;
          ny = y;
          break; // mirrored horizontally
        case 3:
          nx = width - 1 - x;
          ny = height - 1 - y;
          break; // rotated 180°
        case 4:
          nx = x;
          ny = height - 1 - y;
          break; // mirrored vertically
        case 5:
          nx = y;
          ny = x;
          break; // transposed
        case 6:
          nx = height - 1 - y;
          ny = x;
          break; // rotated 90° clockwise
        case 7:
          nx = height - 1 - y;
          ny = width - 1 - x;
          break; // transversed
        default:
          nx = y;
          ny = width - 1 - x;
          break; // 8: rotated 90° counter-clockwise
      }
      const from = (y * width + x) * 4;
      out.set(data.subarray(from, from + 4), (ny * outWidth + nx) * 4);
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}

/** PNG chunks a stripped PNG keeps: the critical ones and the ancillary ones that only affect how pixels look. */
const PNG_KEPT_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'pHYs']);

/** JPEG markers a stripped JPEG keeps besides SOI/EOI: tables, frame and scan headers, JFIF (APP0), Adobe (APP14). */
function jpegMarkerKept(marker: number): boolean {
  return (
    marker === 0xe0 ||
    marker === 0xee ||
    (marker >= 0xc0 && marker <= 0xcf) ||
    marker === 0xdb ||
    marker === 0xdd ||
    marker === 0xda ||
    marker === 0xd9
  );
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
  if (type === 'png') {
    const parts: Buffer[] = [content.subarray(0, 8)];
    const outcome = walkPngChunks(content, (chunk) => {
      if (PNG_KEPT_CHUNKS.has(chunk.type)) parts.push(content.subarray(chunk.start, chunk.end));
      return true;
    });
    return outcome === 'iend' ? Buffer.concat(parts) : undefined;
  }
  const parts: Buffer[] = [content.subarray(0, 2)]; // SOI
  const outcome = walkJpegSegments(content, (segment) => {
    // A scan keeps its entropy-coded data (up to the next marker) with its header.
    if (jpegMarkerKept(segment.marker)) parts.push(content.subarray(segment.start, segment.dataEnd ?? segment.end));
    return true;
  });
  return outcome === 'eoi' ? Buffer.concat(parts) : undefined;
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
 * Estimated peak memory of re-encoding a PNG, bytes: the inflated image data and its unfiltered copy (exact, from
 * the header), then per pixel the bitmap (4 samples of 1 or 2 bytes), the 8-bit RGBA copy and the encoder's filtered
 * rows and output (measured: 8-bit RGBA 24 B per pixel, 16-bit RGBA 45 B per pixel of peak RSS at 12 MP).
 */
function pngPeakBytes(header: PngHeader): number {
  const pixels = header.width * header.height;
  return 2 * inflatedPngBytes(header) + pixels * (header.bitDepth === 16 ? 20 : 16);
}

/** CPU time this process has used since `since` (process.cpuUsage), ms: what one Lambda vCPU had to run. */
function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/**
 * Decodes a PNG or JPEG and encodes its pixels again, turned by its EXIF orientation: a JPEG at the quality it was
 * saved at, at most {@link JPEG_QUALITY} (estimateJpegQuality), then lower while over 4 MiB and while the CPU time
 * spent and the last encoding's leave room in {@link REENCODE_TIME_BUDGET_MS}; a PNG as 8-bit RGB or RGBA. Decodes only
 * an image whose header was read, of at most {@link REENCODE_MAX_PIXELS} pixels and within `budgetBytes`, and only to
 * that header's size. Never throws: when the image cannot be decoded, is over a budget, or re-encodes to more than
 * 4 MiB, the answer says so, with the original stripped of its metadata when possible (stripImageMetadata), and the
 * caller stores that (or else the original), flagged. The caller must first refuse images over
 * {@link MAX_IMAGE_PIXELS} (oversizedMegapixels) and run checkPrescriptionContent.
 * @param content the uploaded bytes (at most 4 MiB), already checked by checkPrescriptionContent
 * @param type the type decided by the file's magic bytes
 * @param budgetBytes memory re-encoding may use, bytes (default {@link reencodeMemoryBudgetBytes})
 */
export function reencodeImage(content: Buffer, type: ImageType, budgetBytes = reencodeMemoryBudgetBytes()): ReencodeResult {
  const notReencoded = (reason: NotReencodedReason): ReencodeResult => {
    const stripped = stripImageMetadata(content, type);
    return stripped ? { reencoded: false, reason, stripped } : { reencoded: false, reason };
  };
  const started = process.cpuUsage();
  const size = readImageSize(content, type);
  if (!size || size.width === 0 || size.height === 0) return notReencoded('decode-failed');
  const pixels = size.width * size.height;
  if (pixels > REENCODE_MAX_PIXELS[type]) return notReencoded('over-time-budget');
  let result: { content: Uint8Array; width: number; height: number };
  try {
    if (type === 'png') {
      const header = readPngHeader(content)!;
      if (pngPeakBytes(header) > budgetBytes) return notReencoded('over-memory-budget');
      let iend = content.length;
      walkPngChunks(content, (chunk) => {
        if (chunk.type === 'IEND') iend = chunk.end;
        return true;
      });
      // pngjs refuses data after IEND; what follows IEND is never the image's, so it is left behind.
      const decoded = decodePngChecked(content.subarray(0, iend), header, budgetBytes);
      const encoded = writePng(decoded, { colorType: isOpaque(decoded.data) ? 2 : 6, inputColorType: 6, inputHasAlpha: true, bitDepth: 8 });
      result = { content: encoded, width: decoded.width, height: decoded.height };
    } else {
      if (pixels * JPEG_REENCODE_BYTES_PER_PIXEL > budgetBytes) return notReencoded('over-memory-budget');
      const decoded = decodeJpeg(content, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: REENCODE_MAX_PIXELS.jpeg / 1e6,
        maxMemoryUsageInMB: Math.floor(budgetBytes / MIB),
      });
      if (decoded.width !== size.width || decoded.height !== size.height) return notReencoded('decode-failed');
      const turned = applyOrientation(decoded.data, decoded.width, decoded.height, readJpegOrientation(content));
      const first = Math.min(JPEG_QUALITY, estimateJpegQuality(content) ?? JPEG_QUALITY);
      const qualities = [
        first,
        ...Array.from({ length: JPEG_FALLBACK_STEPS }, (_unused, step) => first - 10 * (step + 1)).filter((quality) => quality >= 10),
      ];
      let encoded: Uint8Array = new Uint8Array(0);
      let lastEncodeMs = 0;
      for (const quality of qualities) {
        // A lower quality only while the budget has room for another encoding as long as the last one.
        if (encoded.length > 0 && cpuMsSince(started) + lastEncodeMs > REENCODE_TIME_BUDGET_MS) return notReencoded('over-time-budget');
        const before = cpuMsSince(started);
        encoded = encodeJpeg({ data: turned.data, width: turned.width, height: turned.height }, quality).data;
        lastEncodeMs = cpuMsSince(started) - before;
        if (encoded.length <= STORED_MAX_BYTES) break;
      }
      result = { content: encoded, width: turned.width, height: turned.height };
    }
  } catch {
    return notReencoded('decode-failed');
  }
  if (result.content.length > STORED_MAX_BYTES) return notReencoded('larger-when-re-encoded');
  return {
    reencoded: true,
    content: Buffer.from(result.content.buffer, result.content.byteOffset, result.content.length),
    width: result.width,
    height: result.height,
  };
}
