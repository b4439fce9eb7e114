import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { constants as zlibConstants, deflateRawSync, deflateSync } from 'node:zlib';
import { encode as encodeJpeg } from 'jpeg-js';
import { REENCODE_MAX_PIXELS } from '../../functions/submit-form/reencode-image';
import { blackGreyData, blackPng, ihdr, pngChunk, pngOf } from '../../dev/crafted-png';
import { encodeMultipart, formData, invoke, prescriptionFields } from './http';

/**
 * Images built to make a decoder do more than their header admits (decompression bombs and headers a decoder
 * could disagree with), and a way to send one to the submit-form handler in a process of its own, measuring its time,
 * CPU and peak memory there (tests/integration/image-bombs.test.ts).
 */

/** The finding's bomb: a first IHDR claiming 100 × 100, a second claiming 6,000 × 6,000 (36 MP), and image data for the second. */
export function pngWithTwoHeaders(): Buffer {
  return pngOf(ihdr(100, 100), ihdr(6000, 6000), pngChunk('IDAT', blackGreyData(6000, 6000)));
}

/** A 100 × 100 PNG with a text chunk before its IHDR. */
export function pngWithChunkBeforeHeader(): Buffer {
  return pngOf(pngChunk('tEXt', Buffer.from('Comment\0first', 'latin1')), ihdr(100, 100), pngChunk('IDAT', blackGreyData(100, 100)));
}

/**
 * A 1,000 × 1,000 interlaced greyscale PNG (1 MB of image data) whose IDAT inflates to `inflatedMiB` MiB of zeros: a
 * zlib stream of copies of one raw deflate run of 1 MiB of zeros (each ends byte-aligned by a sync flush and refers only
 * to the zeros before it), so a ~1 KiB run repeated makes the stream without deflating gigabytes here. It never
 * ends properly: a decoder that inflates without a bound runs out of memory long before it would notice.
 */
export function pngWithInflatingData(inflatedMiB = 1024): Buffer {
  const run = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: inflatedMiB }, () => run),
    Buffer.from([0x03, 0x00]),
    Buffer.alloc(4),
  ]);
  return pngOf(ihdr(1000, 1000, { interlaced: true }), pngChunk('IDAT', zlib));
}

/** A 2,000 × 2,000 greyscale PNG whose one IDAT chunk (with a correct CRC) holds only the first half of its zlib stream. */
export function pngWithTruncatedData(): Buffer {
  const width = 2000;
  const noisy = Buffer.alloc((width + 1) * width);
  for (let at = 0; at < noisy.length; at += 1) noisy[at] = at % (width + 1) === 0 ? 0 : Math.imul(at, 2654435761) >>> 24; // filter 0, then bytes that do not compress to nothing
  const data = deflateSync(noisy);
  return pngOf(ihdr(width, width), pngChunk('IDAT', data.subarray(0, data.length >> 1)));
}

/**
 * The largest PNG the server re-encodes, {@link REENCODE_MAX_PIXELS} (width 4,000), as an interlaced black greyscale
 * image; with `extraRows` more rows of 4,000 pixels (1 is just past the cap).
 */
export function interlacedPngAtCap(extraRows = 0): Buffer {
  const width = 4000;
  return blackPng(width, REENCODE_MAX_PIXELS.png / width + extraRows, { interlaced: true });
}

/** A real 64 × 48 JPEG (jpeg-js, baseline): grey with a darker square. */
export function smallJpeg(): Buffer {
  const width = 64;
  const height = 48;
  const data = Buffer.alloc(width * height * 4, 160);
  for (let y = 0; y < 12; y += 1) data.fill(20, y * width * 4, (y * width + 16) * 4);
  return Buffer.from(encodeJpeg({ data, width, height }, 90).data);
}

/** A baseline frame header (SOF0, T.81 §B.2.2) of width × height with 3 components. */
function frameHeader(width: number, height: number): Buffer {
  const segment = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  segment.writeUInt16BE(height, 5);
  segment.writeUInt16BE(width, 7);
  return segment;
}

/** Where a JPEG's first marker segment after SOI begins (always 2) and where its first frame header begins. */
function firstFrameAt(jpeg: Buffer): number {
  for (let at = 2; at + 4 <= jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] === 0xc0) return at;
  }
  throw new Error('no SOF0 in the JPEG');
}

/** A JPEG whose frame header claims 65,535 × 65,535 pixels (4,295 MP), with a few KiB of filler after it. */
export function jpegClaimingMaxSize(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    frameHeader(65_535, 65_535),
    Buffer.from([0xff, 0xfe, 0x10, 0x02]),
    Buffer.alloc(4096, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** {@link smallJpeg} with a second frame header, claiming 8,000 × 8,000, just before its own. */
export function jpegWithTwoFrames(): Buffer {
  const jpeg = smallJpeg();
  const at = firstFrameAt(jpeg);
  return Buffer.concat([jpeg.subarray(0, at), frameHeader(8000, 8000), jpeg.subarray(at)]);
}

/** {@link smallJpeg} with its scan (header and entropy-coded data) written `scans` times: near-empty passes a decoder would make over every block. */
export function jpegWithScans(scans: number): Buffer {
  const jpeg = smallJpeg();
  const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  const eoi = jpeg.length - 2;
  return Buffer.concat([jpeg.subarray(0, sos), ...Array.from({ length: scans }, () => jpeg.subarray(sos, eoi)), jpeg.subarray(eoi)]);
}

/** What one request of a bomb did, measured in the process that served it. */
export interface IsolatedAnswer {
  status: number;
  headers: Record<string, string>;
  json: any;
  /** Wall time of the handler call, ms (performance.now around it). */
  handlerMs: number;
  /** CPU time of the process during the handler call (all its threads: what one Lambda vCPU would have to run), ms. */
  cpuMs: number;
  /** Peak resident memory during the call less the resident memory just before it, bytes (getrusage maxrss). */
  peakRssGrowthBytes: number;
}

const run = promisify(execFile);
const HERE = fileURLToPath(import.meta.url);

/**
 * Sends `file` as a prescription to the submit-form handler in a new Node process (tsx for the TypeScript, the
 * emulators and the table and bucket of the calling test file through its environment, and Lambda's memory size so
 * the handler's memory budget is the deployed one's), so the peak memory measured there is this request's alone:
 * no other test's garbage, no heap shared with the test runner.
 * @param file a file path; the child reads it before the measurement starts
 */
export async function postInIsolatedProcess(
  file: string,
  name: string,
  type: string,
  { lambdaMemoryMiB = 1769 } = {},
): Promise<IsolatedAnswer> {
  const script = `const { serveOnce } = await import(${JSON.stringify(pathToFileURL(HERE).href)}); process.stdout.write(JSON.stringify(await serveOnce(...process.argv.slice(1))));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, file, name, type], {
    env: { ...process.env, AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(lambdaMemoryMiB) },
    maxBuffer: 16 * 1024 * 1024,
    timeout: 120_000,
  });
  return JSON.parse(stdout) as IsolatedAnswer;
}

/**
 * The child's side of {@link postInIsolatedProcess}: loads the handler, builds the multipart request, then measures the
 * one handler call.
 */
export async function serveOnce(file: string, name: string, type: string): Promise<IsolatedAnswer> {
  const { handler } = await import('../../functions/submit-form/submit-form.handler');
  const { body, contentType } = await encodeMultipart(formData(prescriptionFields, { prescription: [readFileSync(file), name, type] }));
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const response = await invoke(handler, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType }, body });
  const handlerMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const peakRss = process.resourceUsage().maxRSS * 1024;
  return {
    status: response.status,
    headers: response.headers,
    json: response.json,
    handlerMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRssGrowthBytes: Math.max(0, peakRss - rssBefore),
  };
}
