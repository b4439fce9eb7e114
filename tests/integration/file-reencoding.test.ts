import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { handler as submitForm } from '../../functions/submit-form/submit-form.handler';
import { readImageSize, readJpegOrientation, reencodeImage, stripImageMetadata } from '../../functions/submit-form/reencode-image';
import { testAws } from '../support/aws';
import { pngChunk } from '../../dev/crafted-png';
import { craftedJpeg } from '../support/crafted-files';
import { encodeMultipart, formData, invoke, prescriptionFields, samplePdf } from '../support/http';

// PNG and JPEG uploads are stored as our re-encoding (functions/submit-form/reencode-image.ts).

const aws = testAws();

interface StoredFile {
  key: string;
  bytes: number;
  reencoded?: boolean;
  notReencodedReason?: string;
  notReencodedText?: string;
  uploadedBytes?: number;
}

/** Posts a prescription with `bytes` as its file; returns the answer and, after a 201, the stored record's file and object. */
async function upload(bytes: Buffer, name: string, type: string) {
  const { body, contentType } = await encodeMultipart(formData(prescriptionFields, { prescription: [bytes, name, type] }));
  const response = await invoke(submitForm, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType }, body });
  if (response.status !== 201) return { response };
  const item = (await aws.itemsOfKind('prescription')).find((candidate) => candidate.reference === response.json.reference) as {
    file: StoredFile;
  };
  return { response, file: item.file, object: await aws.objectBytes(item.file.key) };
}

/** RGBA pixels of a width × height test card: a gradient with a dark square, so orientation can be checked. */
function testCard(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const dark = x < width / 4 && y < height / 4; // top-left quarter
      data[at] = dark ? 10 : 200;
      data[at + 1] = dark ? 10 : (x * 255) / width;
      data[at + 2] = dark ? 10 : (y * 255) / height;
      data[at + 3] = 255;
    }
  }
  return data;
}

/** A TIFF-in-EXIF APP1 segment (EXIF 2.32 §4.5) with IFD0 Orientation and a GPS IFD holding latitude 28°36'50" N, longitude 77°12'32" E. */
function exifApp1({ orientation = 1 } = {}): Buffer {
  const tiff = Buffer.alloc(200);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 at 8
  // IFD0: 2 entries (Orientation, GPSInfo pointer)
  tiff.writeUInt16BE(2, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt16BE(0x8825, 22);
  tiff.writeUInt16BE(4, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt32BE(38, 30);
  tiff.writeUInt32BE(0, 34); // no next IFD
  // GPS IFD at 38: 4 entries
  tiff.writeUInt16BE(4, 38);
  const entry = (index: number, tag: number, type: number, count: number, value: number) => {
    const at = 40 + index * 12;
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value, at + 8);
  };
  entry(0, 0x0001, 2, 2, 0x4e000000); // GPSLatitudeRef "N"
  entry(1, 0x0002, 5, 3, 100); // GPSLatitude → 3 rationals at 100
  entry(2, 0x0003, 2, 2, 0x45000000); // GPSLongitudeRef "E"
  entry(3, 0x0004, 5, 3, 124); // GPSLongitude → 3 rationals at 124
  tiff.writeUInt32BE(0, 88);
  [28, 1, 36, 1, 50, 1].forEach((value, index) => tiff.writeUInt32BE(value, 100 + index * 4));
  [77, 1, 12, 1, 32, 1].forEach((value, index) => tiff.writeUInt32BE(value, 124 + index * 4));
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** A real JPEG (jpeg-js) with `segment` inserted right after SOI. */
function jpegWith(segment: Buffer, width = 64, height = 48): Buffer {
  const plain = encodeJpeg({ data: testCard(width, height), width, height }, 90).data;
  return Buffer.concat([plain.subarray(0, 2), segment, plain.subarray(2)]);
}

/** A real PNG (pngjs) with `chunks` inserted before IEND and `after` appended after it. */
function pngWith({ chunks = [] as Buffer[], after = Buffer.alloc(0), width = 40, height = 30 } = {}): Buffer {
  const png = new PNG({ width, height });
  testCard(width, height).copy(png.data);
  const plain = PNG.sync.write(png);
  const iend = plain.length - 12;
  return Buffer.concat([plain.subarray(0, iend), ...chunks, plain.subarray(iend), after]);
}

/** A PNG whose header claims width × height 8-bit grey pixels and whose IDAT really inflates to them (a decompression bomb). */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const GPS_LATITUDE = Buffer.from([0, 0, 0, 28, 0, 0, 0, 1, 0, 0, 0, 36]);

afterEach(() => {
  delete process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE;
});

describe('re-encoding of PNG and JPEG prescriptions', () => {
  it('stores a JPEG with EXIF GPS without it, as an image of the same dimensions', async () => {
    const upload1 = jpegWith(exifApp1());
    expect(upload1.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
    const { response, file, object } = await upload(upload1, 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    expect(file).toMatchObject({ reencoded: true, uploadedBytes: upload1.length, bytes: object!.length });
    expect(object!.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
    expect(object!.includes(GPS_LATITUDE)).toBe(false);
    expect(object!.includes(Buffer.from([0xff, 0xe1]))).toBe(false); // no APP1 segment at all
    const decoded = decodeJpeg(object!, { useTArray: true });
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 64, height: 48 });
  });

  it('turns the pixels by the EXIF orientation it drops (6: rotated 90° clockwise)', async () => {
    const upload1 = jpegWith(exifApp1({ orientation: 6 }), 64, 48);
    expect(readJpegOrientation(upload1)).toBe(6);
    const { file, object } = await upload(upload1, 'photo.jpg', 'image/jpeg');
    expect(file!.reencoded).toBe(true);
    const decoded = decodeJpeg(object!, { useTArray: true, formatAsRGBA: true });
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 48, height: 64 });
    // The dark top-left quarter of the sensor image is now at the top right.
    const pixel = (x: number, y: number) => decoded.data[(y * decoded.width + x) * 4]!;
    expect(pixel(decoded.width - 2, 2)).toBeLessThan(60);
    expect(pixel(1, 1)).toBeGreaterThan(150);
  });

  it('stores a PNG carrying an HTML payload in a private chunk and a text chunk without them, same dimensions', async () => {
    const payload = '<body onload=alert(document.domain)>';
    const upload1 = pngWith({
      chunks: [pngChunk('prVt', Buffer.from(payload, 'latin1')), pngChunk('tEXt', Buffer.from(`Comment\0${payload}`, 'latin1'))],
    });
    const { response, file, object } = await upload(upload1, 'scan.png', 'image/png');
    expect(response.status).toBe(201);
    expect(file!.reencoded).toBe(true);
    expect(object!.includes(Buffer.from('onload', 'latin1'))).toBe(false);
    expect(object!.includes(Buffer.from('prVt', 'latin1'))).toBe(false);
    expect(object!.includes(Buffer.from('tEXt', 'latin1'))).toBe(false);
    const decoded = PNG.sync.read(object!);
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 40, height: 30 });
    expect(object!.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('refuses a PNG with a ZIP or HTML page appended after IEND before storing (content check), and re-encoding alone drops it too', async () => {
    const zip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(26),
      Buffer.from('payload.html<html><script>alert(1)</script>', 'latin1'),
    ]);
    const withZip = pngWith({ after: zip });
    const { response } = await upload(withZip, 'scan.png', 'image/png');
    expect(response.status).toBe(415);
    const withPage = pngWith({ after: Buffer.from('<img src=x onerror=alert(1)>', 'latin1') });
    expect((await upload(withPage, 'scan.png', 'image/png')).response.status).toBe(415);
    // Should a payload ever pass the content check, the stored bytes still end at our IEND.
    for (const polyglot of [withZip, withPage]) {
      const result = reencodeImage(polyglot, 'png');
      expect(result.reencoded).toBe(true);
      if (!result.reencoded) continue;
      expect(result.content.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
      expect(result.content.includes(Buffer.from('onerror', 'latin1'))).toBe(false);
      expect(result.content.subarray(-8, -4).toString('latin1')).toBe('IEND');
    }
    const jpegPolyglot = Buffer.concat([jpegWith(Buffer.alloc(0)), Buffer.from('<img src=x onerror=alert(1)>')]);
    const jpegResult = reencodeImage(jpegPolyglot, 'jpeg');
    expect(jpegResult.reencoded && jpegResult.content.includes(Buffer.from('onerror'))).toBe(false);
  });

  it('answers a decompression bomb with 413 IMAGE_TOO_LARGE before decoding it, and stores nothing', async () => {
    const bomb = pngBomb(10_000, 10_000); // 100 MP of zeros in ~100 KB
    expect(bomb.length).toBeLessThan(512 * 1024);
    const before = (await aws.objectKeys('prescriptions/')).length;
    const started = performance.now();
    const { response } = await upload(bomb, 'scan.png', 'image/png');
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe('IMAGE_TOO_LARGE');
    expect(response.json.error.message).toMatch(/100 megapixels; at most 40/);
    expect(performance.now() - started).toBeLessThan(2000);
    // A JPEG whose frame header claims 65,000 × 65,000 pixels.
    const sof = Buffer.from([
      0xff, 0xc0, 0x00, 0x11, 0x08, 0xfd, 0xe8, 0xfd, 0xe8, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    ]);
    const jpegBomb = craftedJpeg({ body: Buffer.concat([sof, Buffer.alloc(256, 0x11)]) });
    expect(readImageSize(jpegBomb, 'jpeg')).toEqual({ width: 65_000, height: 65_000 });
    const jpegAnswer = (await upload(jpegBomb, 'photo.jpg', 'image/jpeg')).response;
    expect([jpegAnswer.status, jpegAnswer.json.error.code]).toEqual([413, 'IMAGE_TOO_LARGE']);
    expect((await aws.objectKeys('prescriptions/')).length).toBe(before);
  });

  /** Uploads a JPEG that is accepted (201) but stored without re-encoding, with the record's file matching `expected`. */
  async function uploadNotReencoded(bytes: Buffer, expected: Record<string, unknown>) {
    const result = await upload(bytes, 'photo.jpg', 'image/jpeg');
    expect(result.response.status).toBe(201);
    expect(result.file).toMatchObject({ reencoded: false, ...expected });
    return result;
  }

  it('flags the record when the image cannot be decoded or does not fit the memory budget, still cutting out its metadata when it can', async () => {
    const undecodable = craftedJpeg(); // JPEG-shaped filler: passes the content check, has no frame
    const first = await uploadNotReencoded(undecodable, {
      notReencodedReason: 'decode-failed',
      metadataStripped: false,
      bytes: undecodable.length,
    });
    expect(first.file!.notReencodedText).toMatch(/Stored as uploaded/);
    expect(first.object!.equals(undecodable)).toBe(true);

    process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE = '161'; // a budget of 1 MiB
    const big = jpegWith(exifApp1(), 256, 256); // 64 KiP × 64 B > 1 MiB
    const second = await uploadNotReencoded(big, {
      notReencodedReason: 'over-memory-budget',
      metadataStripped: true,
      uploadedBytes: big.length,
    });
    expect(second.file!.notReencodedText).toMatch(/Its metadata \(e.g. location\) and anything after the image were removed/);
    // The same compressed image data, without the EXIF segment and its GPS position.
    expect(second.object!.length).toBe(big.length - exifApp1().length);
    expect(second.object!.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
    expect(second.object!.includes(GPS_LATITUDE)).toBe(false);
    const decoded = decodeJpeg(second.object!, { useTArray: true });
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 256, height: 256 });
  });

  it('strips metadata losslessly when it must: PNG text, private and ICC chunks and data after IEND; JPEG comments and APPn', () => {
    const png = pngWith({
      chunks: [
        pngChunk('tEXt', Buffer.from('Comment\0GPS 28.61N', 'latin1')),
        pngChunk('iCCP', Buffer.from('icc\0\0xx', 'latin1')),
        pngChunk('prVt', Buffer.from('payload')),
      ],
      after: Buffer.from('trailing payload'),
    });
    const strippedPng = stripImageMetadata(png, 'png')!;
    for (const gone of ['tEXt', 'iCCP', 'prVt', 'GPS', 'trailing']) expect(strippedPng.includes(Buffer.from(gone, 'latin1'))).toBe(false);
    expect(PNG.sync.read(strippedPng)).toMatchObject({ width: 40, height: 30 });
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x0c]), Buffer.from('GPS 28.61N', 'latin1')]);
    const jpeg = Buffer.concat([jpegWith(Buffer.concat([exifApp1(), comment])), Buffer.from([0, 0])]);
    const strippedJpeg = stripImageMetadata(jpeg, 'jpeg')!;
    expect(strippedJpeg.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
    expect(strippedJpeg.includes(Buffer.from('GPS', 'latin1'))).toBe(false);
    expect(strippedJpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(decodeJpeg(strippedJpeg, { useTArray: true })).toMatchObject({ width: 64, height: 48 });
    expect(stripImageMetadata(craftedJpeg(), 'jpeg')).toBeUndefined(); // filler where a marker must be: unwalkable
  });

  it('leaves PDFs as uploaded (they are checked, not re-encoded)', async () => {
    const pdf = samplePdf();
    const { file, object } = await upload(pdf, 'rx.pdf', 'application/pdf');
    expect(file!.reencoded).toBeUndefined();
    expect(object!.equals(pdf)).toBe(true);
  });
});

describe('re-encoding keeps stored JPEGs within the 4 MiB cap', () => {
  it('steps the quality down when a noisy photo would grow past 4 MiB at 90 %', () => {
    // 2000 × 1500 pixels of noise saved at 75 %: under 4 MiB, but about 6 MB at 90 %.
    const width = 2000;
    const height = 1500;
    const data = Buffer.alloc(width * height * 4);
    let seed = 7;
    for (let at = 0; at < data.length; at += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      data[at] = at % 4 === 3 ? 255 : seed >>> 24;
    }
    const upload1 = encodeJpeg({ data, width, height }, 75).data;
    expect(upload1.length).toBeLessThan(4 * 1024 * 1024);
    expect(encodeJpeg({ data, width, height }, 90).data.length).toBeGreaterThan(4 * 1024 * 1024);
    const result = reencodeImage(Buffer.from(upload1), 'jpeg');
    expect(result.reencoded).toBe(true);
    if (result.reencoded) expect(result.content.length).toBeLessThanOrEqual(4 * 1024 * 1024);
  }, 60_000);
});
