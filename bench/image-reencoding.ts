/**
 * Re-encoding of uploaded images: CPU time and peak memory of the upload path's reencodeImage, one fresh process per
 * image (bench/reencode-case.ts) at the function's memory size: a 12 MP phone photo, a JPEG and a PNG at the decode
 * caps, and a 40 MP PNG (stored stripped, never decoded).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { blackPng } from '../dev/crafted-png';
import { REENCODE_TIME_BUDGET_MS } from '../functions/submit-form/reencode-image';
import { IMAGE_REENCODING_MEMORY_MIB } from '../infra/constructs/api';
import type { Row, SectionResult } from './bench-kit';

/** A width × height RGBA image whose pixels come from `pixel(x, y)` (each channel 0–255). */
function rgba(width: number, height: number, pixel: (x: number, y: number) => number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const value = pixel(x, y);
      data[at] = value;
      data[at + 1] = (value * 3) & 0xff;
      data[at + 2] = (value * 7) & 0xff;
      data[at + 3] = 0xff;
    }
  }
  return data;
}

/**
 * Re-encoding figures (target: within REENCODE_TIME_BUDGET_MS of CPU): each case's image is made here, written to a temporary file and re-encoded by
 * bench/reencode-case.ts in a process of its own with Lambda's memory size set, so its peak is its own.
 */
export function reencodeFigures(root: string): SectionResult {
  const rows: Row[] = [];
  const misses: string[] = [];
  const folder = mkdtempSync(path.join(os.tmpdir(), 'medvika-reencode-'));
  // A deterministic noise source, so runs compare.
  let seed = 7;
  const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) >>> 16) & 0xff;
  const photo = (x: number, y: number) => ((x >> 3) + (y >> 4) + (noise() & 0x0f)) & 0xff;
  const cases: Array<[string, 'jpeg' | 'png', () => Buffer]> = [
    ['12 MP JPEG photo (4000×3000, q75)', 'jpeg', () => jpeg.encode({ data: rgba(4000, 3000, photo), width: 4000, height: 3000 }, 75).data],
    [
      'JPEG at the cap (4000×3125 = 12.5 MP, noise, q30)',
      'jpeg',
      () => jpeg.encode({ data: rgba(4000, 3125, () => noise()), width: 4000, height: 3125 }, 30).data,
    ],
    [
      'PNG at the cap (4000×2500 = 10 MP, RGBA pattern)',
      'png',
      () => PNG.sync.write(Object.assign(new PNG({ width: 4000, height: 2500 }), { data: rgba(4000, 2500, (x, y) => (x * y) & 0xff) })),
    ],
    ['40 MP PNG (8000×5000, stored stripped)', 'png', () => blackPng(8000, 5000)],
  ];
  try {
    for (const [name, type, make] of cases) {
      const file = path.join(folder, `case.${type}`);
      const content = make();
      writeFileSync(file, content);
      const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/reencode-case.ts'), file, type], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(IMAGE_REENCODING_MEMORY_MIB) },
        timeout: 120_000,
      });
      const figures = child.status === 0 ? (JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Row) : { error: `exit ${child.status}` };
      rows.push({ case: name, fileKb: Math.round(content.length / 1024), ...figures, budgetMs: REENCODE_TIME_BUDGET_MS });
      if (figures.error !== undefined) misses.push(`re-encoding ${name}: ${figures.error}`);
      else if (Number(figures.cpuMs) > REENCODE_TIME_BUDGET_MS)
        misses.push(`re-encoding ${name}: ${figures.cpuMs} ms of CPU > ${REENCODE_TIME_BUDGET_MS} ms`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { rows, misses };
}
