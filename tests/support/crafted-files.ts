import { deflateSync } from 'node:zlib';
import { pngChunk } from '../../dev/crafted-png';

/**
 * A real 2×2 grey PNG (IHDR, IDAT, optional tEXt, IEND), with `after` appended after IEND when given.
 * @param options.text a tEXt chunk's text (keyword 'Comment')
 */
export function craftedPng(options: { text?: string; after?: Buffer } = {}): Buffer {
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 0, 0, 0, 0]); // 2×2, 8-bit greyscale
  const pixels = deflateSync(Buffer.from([0, 0x80, 0x80, 0, 0x80, 0x80])); // filter byte + 2 pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(options.text === undefined ? [] : [pngChunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1'))]),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
    options.after ?? Buffer.alloc(0),
  ]);
}

/** A JPEG-shaped file: SOI, a JFIF APP0, `body` as filler, EOI, then `after` (e.g. zero padding or a payload). */
export function craftedJpeg(options: { body?: Buffer; after?: Buffer } = {}): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    options.body ?? Buffer.alloc(512, 0x11),
    Buffer.from([0xff, 0xd9]),
    options.after ?? Buffer.alloc(0),
  ]);
}

/** A PDF object: its dictionary text, and for a stream its data (the /Length is added). */
export interface CraftedObject {
  dictionary: string;
  stream?: Buffer;
  /** Write /Length as an indirect reference (to an object holding the number) instead of a direct integer. */
  indirectLength?: boolean;
}

/**
 * A PDF 1.5 file: catalog (object 1, with `catalogExtra` inside its dictionary), pages, one page, then `objects`
 * (numbered from 4), a classic xref table, trailer and %%EOF; `after` is appended after %%EOF.
 */
export function craftedPdf(options: { catalogExtra?: string; objects?: CraftedObject[]; after?: Buffer } = {}): Buffer {
  const objects: CraftedObject[] = [
    { dictionary: `<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''} >>` },
    { dictionary: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dictionary: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>' },
    ...(options.objects ?? []),
  ];
  const lengths: number[] = [];
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  const push = (buffer: Buffer) => {
    parts.push(buffer);
    size += buffer.length;
  };
  objects.forEach((object, index) => {
    offsets.push(size);
    const number = index + 1;
    if (object.stream === undefined) {
      push(Buffer.from(`${number} 0 obj\n${object.dictionary}\nendobj\n`, 'latin1'));
      return;
    }
    const length = object.indirectLength ? `${objects.length + 1 + lengths.length} 0 R` : String(object.stream.length);
    if (object.indirectLength) lengths.push(object.stream.length);
    const dictionary = object.dictionary.replace(/>>\s*$/, `/Length ${length} >>`);
    push(
      Buffer.concat([
        Buffer.from(`${number} 0 obj\n${dictionary}\nstream\n`, 'latin1'),
        object.stream,
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      ]),
    );
  });
  lengths.forEach((length, index) => {
    offsets.push(size);
    push(Buffer.from(`${objects.length + 1 + index} 0 obj\n${length}\nendobj\n`, 'latin1'));
  });
  const xref = size;
  const count = offsets.length + 1;
  push(
    Buffer.from(
      `xref\n0 ${count}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`,
      'latin1',
    ),
  );
  push(Buffer.from(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  if (options.after) push(options.after);
  return Buffer.concat(parts);
}

/**
 * A compressed object stream (PDF 1.5 /ObjStm, FlateDecode) holding `objects` (numbered from `first`), for
 * craftedPdf's `objects`.
 */
export function craftedObjectStream(objects: string[], first = 50): CraftedObject {
  let offset = 0;
  const header: string[] = [];
  for (const [index, object] of objects.entries()) {
    header.push(`${first + index} ${offset}`);
    offset += object.length + 1;
  }
  const head = `${header.join(' ')}\n`;
  const body = objects.join('\n');
  return {
    dictionary: `<< /Type /ObjStm /N ${objects.length} /First ${head.length} /Filter /FlateDecode >>`,
    stream: deflateSync(Buffer.from(head + body, 'latin1')),
  };
}
