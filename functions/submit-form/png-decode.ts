import { inflateSync } from 'node:zlib';
import Parser from 'pngjs/lib/parser';
import SyncReader from 'pngjs/lib/sync-reader';
import { process as unfilter } from 'pngjs/lib/filter-parse-sync';
import { dataToBitMap } from 'pngjs/lib/bitmapper';
import normalise from 'pngjs/lib/format-normaliser';
import { walkPngChunks } from '@domain/prescription-file-checks';

/**
 * PNG decoding that cannot be made to decode more than was checked. It runs the steps of pngjs's own synchronous
 * reader (pngjs 7 `lib/parser-sync.js`: chunk parser, inflate, unfilter, bitmap, normalise), with two differences:
 * - the size pngjs reads from IHDR must be the size the caller checked (one IHDR, the first chunk: the content check
 *   refuses anything else), or decoding stops before any pixel buffer exists;
 * - the image data is inflated to at most the exact byte count that size allows (PNG specification §7.2 and §8.2:
 *   per scanline one filter byte and its samples; Adam7 passes for an interlaced image), where pngjs inflates an
 *   interlaced image without any bound (a 4 MiB IDAT of zeros inflates to 4 GiB).
 */

/** Channels per pixel of each PNG colour type (PNG specification §11.2.2, Table 11.1). */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Adam7 passes: first column, first row, column step, row step (PNG specification §8.2). */
const ADAM7: ReadonlyArray<readonly [number, number, number, number]> = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/** What IHDR says about the pixels (PNG specification §11.2.2). */
export interface PngHeader {
  width: number;
  height: number;
  /** Bits per sample: 1, 2, 4, 8 or 16. */
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

/**
 * Reads IHDR, which must be the first chunk and 13 bytes long (PNG specification §5.6, §11.2.2).
 * @returns the header, or undefined when the first chunk is not a 13-byte IHDR or its colour type is unknown
 */
export function readPngHeader(content: Uint8Array): PngHeader | undefined {
  let header: PngHeader | undefined;
  walkPngChunks(content, (chunk) => {
    if (chunk.type === 'IHDR' && chunk.dataEnd - chunk.dataStart === 13) {
      const view = new DataView(content.buffer, content.byteOffset + chunk.dataStart, 13);
      const colorType = view.getUint8(9);
      if (CHANNELS[colorType] !== undefined) {
        header = {
          width: view.getUint32(0),
          height: view.getUint32(4),
          bitDepth: view.getUint8(8),
          colorType,
          interlaced: view.getUint8(12) === 1,
        };
      }
    }
    return false;
  });
  return header;
}

/**
 * The exact length of a PNG's inflated image data, in bytes: for each (Adam7 pass) sub-image with pixels, its height
 * times one filter byte plus its width's samples, rounded up to whole bytes (PNG specification §7.2, §8.2).
 */
export function inflatedPngBytes({ width, height, bitDepth, colorType, interlaced }: PngHeader): number {
  const bitsPerPixel = (CHANNELS[colorType] ?? 4) * bitDepth;
  const passes = interlaced ? ADAM7 : [[0, 0, 1, 1] as const];
  let bytes = 0;
  for (const [column, row, columnStep, rowStep] of passes) {
    const passWidth = Math.ceil((width - column) / columnStep);
    const passHeight = Math.ceil((height - row) / rowStep);
    if (passWidth > 0 && passHeight > 0) bytes += passHeight * (1 + Math.ceil((passWidth * bitsPerPixel) / 8));
  }
  return bytes;
}

/** A decoded PNG as pngjs's encoder takes it: 8-bit RGBA pixels, and the gAMA value when there was one. */
export interface DecodedPng {
  width: number;
  height: number;
  data: Buffer;
  gamma: number;
}

/**
 * Decodes a PNG whose header was read (and its size checked) by the caller, to 8-bit RGBA, checking each chunk's CRC.
 * @param content the PNG up to and including IEND
 * @param header its IHDR as {@link readPngHeader} read it
 * @param maxInflatedBytes the largest inflated image data the caller's memory budget allows, bytes
 * @throws Error when pngjs's IHDR differs from `header`, when the image data would inflate beyond
 *   {@link inflatedPngBytes} or `maxInflatedBytes` (zlib's RangeError), when it inflates to less (truncated), and for
 *   anything pngjs refuses (bad CRC, unknown critical chunk, bad filter)
 */
export function decodePngChecked(content: Buffer, header: PngHeader, maxInflatedBytes: number): DecodedPng {
  const expected = inflatedPngBytes(header);
  if (expected > maxInflatedBytes) throw new Error('PNG image data over the memory budget');
  let info: PngjsImageInfo | undefined;
  let gamma = 0;
  let failure: Error | undefined;
  const idat: Buffer[] = [];
  const reader = new SyncReader(content);
  const parser = new Parser(
    { checkCRC: true },
    {
      read: reader.read.bind(reader),
      error: (error) => {
        failure ??= error;
      },
      metadata: (read) => {
        const same =
          read.width === header.width &&
          read.height === header.height &&
          read.depth === header.bitDepth &&
          read.colorType === header.colorType &&
          read.interlace === header.interlaced;
        if (info !== undefined || !same) throw new Error('PNG header differs from the one checked');
        info = read;
      },
      gamma: (value) => {
        gamma = value;
      },
      palette: (palette) => {
        if (info) info.palette = palette;
      },
      transColor: (color) => {
        if (info) info.transColor = color;
      },
      inflateData: (data) => {
        idat.push(data);
      },
      simpleTransparency: () => {
        if (info) info.alpha = true;
      },
    },
  );
  parser.start();
  reader.process();
  if (failure) throw failure;
  if (!info) throw new Error('PNG without IHDR');
  const inflated = inflateSync(Buffer.concat(idat), { maxOutputLength: expected });
  if (inflated.length !== expected) throw new Error('PNG image data shorter than its header says');
  const data = normalise(dataToBitMap(unfilter(inflated, info), info), info);
  return { width: info.width, height: info.height, data, gamma };
}
