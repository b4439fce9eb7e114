import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '@domain/prescription-file-checks';
import { decodePngChecked, readPngHeader } from '../../functions/submit-form/png-decode';
import {
  REENCODE_MAX_PIXELS,
  REENCODE_TIME_BUDGET_MS,
  readImageSize,
  reencodeImage,
  reencodeMemoryBudgetBytes,
} from '../../functions/submit-form/reencode-image';
import { testAws } from '../support/aws';
import {
  interlacedPngAtCap,
  jpegClaimingMaxSize,
  jpegWithScans,
  jpegWithTwoFrames,
  pngWithChunkBeforeHeader,
  pngWithInflatingData,
  pngWithTruncatedData,
  pngWithTwoHeaders,
  postInIsolatedProcess,
} from '../support/image-bombs';

// Decompression bombs and headers a decoder could disagree with (functions/submit-form/reencode-image.ts, png-decode.ts,
// domain/prescription-file-checks.ts). Each request runs in a Node process of its own, which measures the handler call's
// wall time, CPU time and peak memory, so no other test's garbage hides or inflates a figure.

const aws = testAws();
const MiB = 1024 * 1024;

/** Every bomb is answered within this, ms (wall time of the handler call): a behaviour bound, not a benchmark. */
const ANSWER_MS = 2000;

/**
 * Peak memory a request that decodes no pixel may add, bytes: the multipart body, the upload and its stripped copy, the
 * SDK calls (measured: at most 11 MiB, for the 1 MiB bomb). Decoding any of these bombs as it claims takes far more:
 * the 36 MP of the two-IHDR PNG are 144 MB as RGBA alone, the interlaced IDAT inflates to 1 GiB.
 */
const UNDECODED_REQUEST_BYTES = 48 * MiB;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'medvika-image-bombs-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Sends `bytes` as the prescription from a process of its own (postInIsolatedProcess). */
async function post(bytes: Buffer, name: string, type: string) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return postInIsolatedProcess(file, name, type);
}

async function storedCounts() {
  return { objects: (await aws.objectKeys('prescriptions/')).length, items: (await aws.allItems()).length };
}

async function storedFile(reference: string) {
  const item = (await aws.itemsOfKind('prescription')).find((candidate) => candidate.reference === reference) as {
    file: Record<string, unknown> & { key: string };
  };
  return { file: item.file, object: await aws.objectBytes(item.file.key) };
}

describe('image bombs answered with a 4xx naming the problem', () => {
  const png = { name: 'scan.png', type: 'image/png' };
  const jpeg = { name: 'photo.jpg', type: 'image/jpeg' };
  it.each([
    {
      label: 'a PNG with a second IHDR (100 × 100, then 6,000 × 6,000)',
      build: pngWithTwoHeaders,
      ...png,
      status: 415,
      problem: contentMessages.pngTwoHeaders,
    },
    {
      label: 'a PNG with a chunk before IHDR',
      build: pngWithChunkBeforeHeader,
      ...png,
      status: 415,
      problem: contentMessages.pngChunkBeforeHeader('tEXt'),
    },
    {
      label: 'a JPEG with two frame headers (SOF)',
      build: jpegWithTwoFrames,
      ...jpeg,
      status: 415,
      problem: contentMessages.jpegTwoFrames,
    },
    { label: 'a JPEG of 101 scans', build: () => jpegWithScans(101), ...jpeg, status: 415, problem: contentMessages.jpegTooManyScans },
    {
      label: 'a JPEG claiming 65,535 × 65,535 pixels',
      build: jpegClaimingMaxSize,
      ...jpeg,
      status: 413,
      problem: undefined,
    },
  ])('$label: $status within 2 s, memory of an undecoded request, nothing stored', async ({ build, name, type, status, problem }) => {
    const before = await storedCounts();
    const answer = await post(build(), name, type);
    expect(answer.status).toBe(status);
    expect(answer.json.error.code).toBe(status === 413 ? 'IMAGE_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE');
    // The field's problem code, with the content check's own reason in the English message (for logs and API clients).
    expect(answer.json.error.fields).toEqual({
      prescription: { code: status === 413 ? 'file_too_many_pixels' : 'file_content_refused', file: 'prescription' },
    });
    if (problem) expect(answer.json.error.message).toContain(problem);
    expect(answer.handlerMs).toBeLessThan(ANSWER_MS);
    expect(answer.peakRssGrowthBytes).toBeLessThan(UNDECODED_REQUEST_BYTES);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('image bombs stored stripped, never decoded beyond their header', () => {
  it.each([
    {
      label: 'a 1,000 × 1,000 interlaced PNG whose IDAT (1 MiB) inflates to 1 GiB',
      build: () => pngWithInflatingData(1024),
      reason: 'decode-failed',
    },
    { label: 'a PNG whose IDAT is cut in the middle of its zlib stream', build: pngWithTruncatedData, reason: 'decode-failed' },
    { label: 'an interlaced PNG one row past the re-encoding cap', build: () => interlacedPngAtCap(1), reason: 'over-time-budget' },
  ])('$label: 201 within 2 s, stored as uploaded less its metadata and flagged $reason', async ({ build, reason }) => {
    const bytes = build();
    expect(bytes.length).toBeLessThanOrEqual(4 * MiB);
    const answer = await post(bytes, 'scan.png', 'image/png');
    expect(answer.status).toBe(201);
    expect(answer.handlerMs).toBeLessThan(ANSWER_MS);
    expect(answer.peakRssGrowthBytes).toBeLessThan(UNDECODED_REQUEST_BYTES);
    const { file, object } = await storedFile(answer.json.reference);
    expect(file).toMatchObject({ reencoded: false, notReencodedReason: reason, metadataStripped: true, bytes: bytes.length });
    expect(object.equals(bytes)).toBe(true); // nothing to strip: the same chunks, not a decoded copy
  });

  it('re-encodes an interlaced PNG exactly at the cap within the time budget (CPU) and the memory budget', async () => {
    const bytes = interlacedPngAtCap();
    const answer = await post(bytes, 'scan.png', 'image/png');
    expect(answer.status).toBe(201);
    const { file, object } = await storedFile(answer.json.reference);
    expect(file).toMatchObject({ reencoded: true, uploadedBytes: bytes.length });
    expect(readImageSize(object, 'png')).toEqual({ width: 4000, height: REENCODE_MAX_PIXELS.png / 4000 });
    expect(object[8 + 8 + 12]).toBe(0); // written without interlacing
    // CPU, not wall time: this one does decode, and on a shared machine wall time also counts other processes' turns.
    expect(answer.cpuMs).toBeLessThan(REENCODE_TIME_BUDGET_MS);
    expect(answer.peakRssGrowthBytes).toBeGreaterThan(UNDECODED_REQUEST_BYTES); // it did decode, so the bound above means something
    expect(answer.peakRssGrowthBytes).toBeLessThan(reencodeMemoryBudgetBytes({ AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1769' }));
  });
});

describe('the decoders are held to the checked header even where the content check would not run', () => {
  it('stops pngjs at a second IHDR before it allocates the 36 MP image', () => {
    const bomb = pngWithTwoHeaders();
    const header = readPngHeader(bomb)!;
    expect(header).toMatchObject({ width: 100, height: 100 });
    expect(() => decodePngChecked(bomb, header, 1024 * MiB)).toThrow(/differs from the one checked/);
    expect(reencodeImage(bomb, 'png')).toMatchObject({ reencoded: false, reason: 'decode-failed' });
  });

  it('stops inflating image data at the bytes its header allows', () => {
    const bomb = pngWithInflatingData(64);
    expect(() => decodePngChecked(bomb, readPngHeader(bomb)!, 1024 * MiB)).toThrow(RangeError);
  });

  it('does not decode a JPEG whose first frame header claims more than the cap', () => {
    expect(readImageSize(jpegWithTwoFrames(), 'jpeg')).toEqual({ width: 8000, height: 8000 });
    expect(reencodeImage(jpegWithTwoFrames(), 'jpeg')).toMatchObject({ reencoded: false, reason: 'over-time-budget' });
  });
});
