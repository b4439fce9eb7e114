/**
 * PNG files built byte by byte (ISO/IEC 15948), for the tests' crafted and hostile images (tests/support/) and the
 * bench's re-encoding cases (bench/image-reencoding.ts): shared here, outside tests/, because the bench imports nothing
 * from tests/.
 */
import { crc32, deflateSync } from 'node:zlib';
import { inflatedPngBytes } from '../functions/submit-form/png-decode';

/** One PNG chunk (ISO/IEC 15948 §5.3): length, type, data, CRC-32 of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG IHDR chunk: width × height, 8-bit greyscale unless told otherwise, Adam7 when `interlaced`. */
export function ihdr(width: number, height: number, { colorType = 0, interlaced = false } = {}): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = colorType;
  data[12] = interlaced ? 1 : 0;
  return pngChunk('IHDR', data);
}

/**
 * The zlib-compressed image data of a black 8-bit greyscale image: zeros (filter byte 0, zero samples) for every
 * scanline of every Adam7 pass when `interlaced`, as many bytes as png-decode.ts's inflatedPngBytes counts.
 */
export function blackGreyData(width: number, height: number, { interlaced = false } = {}): Buffer {
  return deflateSync(Buffer.alloc(inflatedPngBytes({ width, height, bitDepth: 8, colorType: 0, interlaced })), { level: 9 });
}

/** A PNG file of these chunks (signature first, IEND last). */
export function pngOf(...chunks: Buffer[]): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ...chunks, pngChunk('IEND', Buffer.alloc(0))]);
}

/** A black greyscale PNG of width × height (Adam7 when `interlaced`). */
export function blackPng(width: number, height: number, { interlaced = false } = {}): Buffer {
  return pngOf(ihdr(width, height, { interlaced }), pngChunk('IDAT', blackGreyData(width, height, { interlaced })));
}
