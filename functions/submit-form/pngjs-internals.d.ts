/**
 * Types of the pngjs 7 modules called directly: the steps of pngjs's own synchronous reader (lib/parser-sync.js), so
 * that png-decode.ts can bound the inflation between them, and the synchronous writer (lib/packer-sync.js, what
 * `PNG.sync.write` runs), which reencode-image.ts gives the decoded image as it is. pngjs ships no types for them;
 * these describe only what is used, as lib/*.js of pngjs 7.0.0 define it.
 */

/** The header fields pngjs's parser reports for IHDR, later completed with the palette, tRNS colour and pixels. */
interface PngjsImageInfo {
  width: number;
  height: number;
  depth: number;
  interlace: boolean;
  /** A boolean from IHDR, replaced by the PLTE entries (RGBA quadruples) when there is a palette. */
  palette: boolean | number[][];
  color: boolean;
  alpha: boolean;
  /** Channels per pixel. */
  bpp: number;
  colorType: number;
  transColor?: number[];
}

declare module 'pngjs/lib/parser' {
  /** The callbacks pngjs's chunk parser calls (lib/parser.js). */
  interface ParserDependencies {
    read(length: number, callback: (data: Buffer) => void): void;
    error(error: Error): void;
    metadata(info: PngjsImageInfo): void;
    gamma(gamma: number): void;
    palette(palette: number[][]): void;
    transColor(color: number[]): void;
    inflateData(data: Buffer): void;
    simpleTransparency(): void;
  }
  class Parser {
    constructor(options: { checkCRC?: boolean }, dependencies: ParserDependencies);
    start(): void;
  }
  export = Parser;
}

declare module 'pngjs/lib/sync-reader' {
  class SyncReader {
    constructor(buffer: Buffer);
    read(length: number, callback: (data: Buffer) => void): void;
    process(): void;
  }
  export = SyncReader;
}

declare module 'pngjs/lib/filter-parse-sync' {
  /** Undoes the scanline filters (PNG specification §9) of inflated image data. */
  export function process(inflated: Buffer, info: PngjsImageInfo): Buffer;
}

declare module 'pngjs/lib/bitmapper' {
  /** Unfiltered scanlines (interlaced or not) → 4 samples per pixel, of the image's bit depth. */
  export function dataToBitMap(unfiltered: Buffer, info: PngjsImageInfo): Buffer | Uint16Array;
}

declare module 'pngjs/lib/format-normaliser' {
  /** Samples → 8-bit RGBA (palette looked up, tRNS colour applied, depth scaled). */
  function normalise(bitmap: Buffer | Uint16Array, info: PngjsImageInfo, skipRescale?: boolean): Buffer;
  export = normalise;
}

declare module 'pngjs/lib/packer-sync' {
  import type { PackerOptions } from 'pngjs';
  /** Encodes 8-bit RGBA pixels as a PNG (with a gAMA chunk when `gamma` is set). */
  function pack(image: { width: number; height: number; data: Buffer; gamma?: number }, options?: PackerOptions): Buffer;
  export = pack;
}
