import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  PDF_MAX_INFLATED_BYTES,
  checkPrescriptionContent,
  contentMessages,
  detectPrescriptionFileType,
  type PrescriptionFileType,
} from '@domain/prescription-file-checks';
import { inflateBounded } from '../../functions/submit-form/prescription-upload';
import { craftedJpeg, craftedObjectStream, craftedPdf, craftedPng } from '../support/crafted-files';
import { sampleJpeg, samplePdf } from '../support/http';
import { measureCpuMs } from '../support/cpu-time';

/** The server's check: the type by signature, then the content with node:zlib inflation. */
function check(file: Buffer): string | undefined {
  const type = detectPrescriptionFileType(file) as PrescriptionFileType;
  expect(type).toBeDefined();
  return checkPrescriptionContent(file, type, { inflate: inflateBounded });
}

const javascriptAction = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

describe('checkPrescriptionContent: files that pass', () => {
  it.each([
    ['the test PDF', samplePdf()],
    ['a crafted PDF 1.5', craftedPdf()],
    ['a PDF whose /OpenAction is a destination (first view)', craftedPdf({ catalogExtra: '/OpenAction [3 0 R /Fit]' })],
    [
      'a PDF whose /OpenAction refers to a destination, as pdfTeX writes it',
      craftedPdf({ catalogExtra: '/OpenAction 4 0 R', objects: [{ dictionary: '[3 0 R /Fit]' }] }),
    ],
    [
      'a PDF whose /OpenAction refers to a GoTo action',
      craftedPdf({ catalogExtra: '/OpenAction 4 0 R', objects: [{ dictionary: '<< /Type /Action /S /GoTo /D [3 0 R /Fit] >>' }] }),
    ],
    [
      'a PDF with a link (/URI action)',
      craftedPdf({ objects: [{ dictionary: '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://medvika.example) >> >>' }] }),
    ],
    [
      'a PDF with binary stream data that spells /JS (length confirmed)',
      craftedPdf({ objects: [{ dictionary: '<< /Filter /FlateDecode >>', stream: Buffer.from('x/JS /AA (/Launch') }] }),
    ],
    [
      'a PDF with a clean compressed object stream',
      craftedPdf({ objects: [craftedObjectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'])] }),
    ],
    ['a PDF with trailing whitespace and NUL padding after %%EOF', craftedPdf({ after: Buffer.from('\r\n\0\0\0 ') })],
    ['a PNG', craftedPng()],
    ['a PNG with an XMP-like text chunk', craftedPng({ text: '<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>' })],
    ['a JPEG', craftedJpeg()],
    ['a JPEG with zero padding after EOI', craftedJpeg({ after: Buffer.alloc(300) })],
    ['the test JPEG', sampleJpeg()],
  ])('accepts %s', (_label, file) => {
    expect(check(file)).toBeUndefined();
  });
});

describe('checkPrescriptionContent: active PDF content', () => {
  it.each([
    ['/JavaScript in an action', { objects: [{ dictionary: javascriptAction }] }, 'JavaScript'],
    [
      '/OpenAction running a /Launch action object',
      { catalogExtra: '/OpenAction 4 0 R', objects: [{ dictionary: '<< /Type /Action /S /Launch /F (cmd.exe) >>' }] },
      'Launch',
    ],
    [
      '/OpenAction submitting a form',
      { catalogExtra: '/OpenAction 4 0 R', objects: [{ dictionary: '<< /S /SubmitForm /F (https://evil.example) >>' }] },
      'SubmitForm',
    ],
    [
      '/OpenAction opening another PDF',
      { catalogExtra: '/OpenAction 4 0 R', objects: [{ dictionary: '<< /S /GoToR /F (other.pdf) /D [0 /Fit] >>' }] },
      'GoToR',
    ],
    ['/OpenAction with a malformed reference', { catalogExtra: '/OpenAction 4 0 Rx' }, 'OpenAction'],
    ['/OpenAction with an inline action', { catalogExtra: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' }, 'OpenAction'],
    ['/AA (additional actions) on the catalog', { catalogExtra: '/AA << /WC 4 0 R >>' }, 'AA'],
    ['/Launch', { objects: [{ dictionary: '<< /S /Launch /F (calc.exe) >>' }] }, 'Launch'],
    ['/EmbeddedFiles', { catalogExtra: '/Names << /EmbeddedFiles 4 0 R >>' }, 'EmbeddedFiles'],
    ['an /EmbeddedFile stream', { objects: [{ dictionary: '<< /Type /EmbeddedFile >>', stream: Buffer.from('hello') }] }, 'EmbeddedFile'],
    ['/RichMedia', { objects: [{ dictionary: '<< /Type /Annot /Subtype /RichMedia >>' }] }, 'RichMedia'],
    ['/XFA', { catalogExtra: '/AcroForm << /XFA 4 0 R >>' }, 'XFA'],
    ['a hex-escaped /J#61vaScript', { objects: [{ dictionary: '<< /S /J#61vaScript /J#53 (x) >>' }] }, 'JavaScript'],
    ['a fully hex-escaped /#4a#53', { objects: [{ dictionary: '<< /S /#4a#61#76#61#53#63#72#69#70#74 >>' }] }, 'JavaScript'],
    ['/JS hidden in a compressed object stream', { objects: [craftedObjectStream([javascriptAction])] }, 'JavaScript'],
    [
      '/OpenAction hidden in a compressed object stream',
      { objects: [craftedObjectStream(['<< /Type /Catalog /OpenAction << /S /Named /N /Print >> >>'])] },
      'OpenAction',
    ],
    [
      '/JS in a stream whose /Length is indirect (data scanned)',
      { objects: [{ dictionary: '<< >>', stream: Buffer.from('/JS (x)'), indirectLength: true }] },
      'JS',
    ],
    [
      '/JS after a literal string that pretends to start a stream',
      { catalogExtra: '/Lang (>> stream) /Names << /JavaScript 4 0 R >>' },
      'JavaScript',
    ],
    // Strings are scanned too: a reader jumping to objects by the xref table may parse what a lexer took for a string.
    ['/JS inside an unbalanced string', { catalogExtra: '/Lang (x', objects: [{ dictionary: '<< /S /JavaScript >>' }] }, 'JavaScript'],
    ['/JS inside a text string', { catalogExtra: '/Lang (/JS)' }, 'JS'],
    [
      'objects hidden in a fake stream whose /Length is confirmed',
      { objects: [{ dictionary: '<< >>', stream: Buffer.from('endobj\n9 0 obj << /S /Launch >>') }] },
      'Launch',
    ],
  ] as const)('refuses %s', (_label, options, name) => {
    expect(check(craftedPdf(options as Parameters<typeof craftedPdf>[0]))).toBe(contentMessages.activePdf(name));
  });

  it('refuses an object stream it cannot look into: not zlib, another filter, or more than the inflation bound', () => {
    const broken = { dictionary: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', stream: Buffer.from('not zlib at all') };
    expect(check(craftedPdf({ objects: [broken] }))).toBe(contentMessages.uncheckablePdf);
    const hex = {
      dictionary: '<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode >>',
      stream: Buffer.from(Buffer.from('1 0 << /S /JavaScript >>').toString('hex')),
    };
    expect(check(craftedPdf({ objects: [hex] }))).toBe(contentMessages.uncheckablePdf);
    const bomb = {
      dictionary: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>',
      stream: deflateSync(Buffer.alloc(PDF_MAX_INFLATED_BYTES + 1, 0x20)),
    };
    expect(bomb.stream.length).toBeLessThan(100 * 1024);
    expect(check(craftedPdf({ objects: [bomb] }))).toBe(contentMessages.uncheckablePdf);
    // Without an inflater (the browser), compressed object streams are not trusted either.
    expect(checkPrescriptionContent(craftedPdf({ objects: [craftedObjectStream(['<< /Type /Font >>'])] }), 'pdf')).toBe(
      contentMessages.uncheckablePdf,
    );
  });
});

describe('checkPrescriptionContent: polyglots and incomplete files', () => {
  const zip = Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00payload', 'latin1');
  it.each([
    ['a PNG with bytes after IEND', craftedPng({ after: Buffer.from('x') }), contentMessages.incomplete('png')],
    ['a PNG with a ZIP after IEND', craftedPng({ after: zip }), contentMessages.embedded('a ZIP archive')],
    ['a PNG without IEND (truncated)', craftedPng().subarray(0, -12), contentMessages.incomplete('png')],
    [
      'a PNG that is only a signature and filler',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]),
      contentMessages.incomplete('png'),
    ],
    ['a PNG with <script> in a text chunk', craftedPng({ text: '<SCRIPT>alert(1)</script>' }), contentMessages.markup],
    ['a PNG with <html> in a text chunk', craftedPng({ text: '<html><body>' }), contentMessages.markup],
    ['a JPEG without EOI', craftedJpeg().subarray(0, -2), contentMessages.incomplete('jpeg')],
    ['a JPEG with bytes after EOI', craftedJpeg({ after: Buffer.from('\0\0<!-- x') }), contentMessages.incomplete('jpeg')],
    [
      'a JPEG with <script> inside',
      craftedJpeg({ body: Buffer.from('....<script src=//evil.example></script>....') }),
      contentMessages.markup,
    ],
    [
      'a JPEG with a ZIP inside',
      craftedJpeg({ body: Buffer.concat([zip, Buffer.alloc(64, 0x11)]) }),
      contentMessages.embedded('a ZIP archive'),
    ],
    [
      'a JPEG with a Windows program inside',
      craftedJpeg({ body: Buffer.from('MZ\x90\x00This program cannot be run in DOS mode.\r\n', 'latin1') }),
      contentMessages.embedded('a Windows program'),
    ],
    ['a PDF without %%EOF (truncated)', craftedPdf().subarray(0, -7), contentMessages.incomplete('pdf')],
    [
      'a PDF with data after %%EOF',
      craftedPdf({ after: Buffer.from('<html><script>alert(1)</script></html>') }),
      contentMessages.incomplete('pdf'),
    ],
    ['a PDF with a ZIP after %%EOF', craftedPdf({ after: zip }), contentMessages.embedded('a ZIP archive')],
    [
      'a PDF with a ZIP end-of-directory record inside',
      craftedPdf({ objects: [{ dictionary: '<< >>', stream: Buffer.from('PK\x05\x06\0\0\0\0', 'latin1') }] }),
      contentMessages.embedded('a ZIP archive'),
    ],
    [
      'a PDF whose %%EOF is followed by more than 1 KiB',
      craftedPdf({ after: Buffer.alloc(2000, 0x41) }),
      contentMessages.incomplete('pdf'),
    ],
  ])('refuses %s', (_label, file, message) => {
    expect(check(file)).toBe(message);
  });
});

describe('checkPrescriptionContent: cost', () => {
  it('checks 4 MiB PDFs of hostile tokens and a 4 MiB JPEG of "<" in linear time (well under a second of CPU each)', async () => {
    const tokens = Buffer.from('/J#4 /Length 99 R (( [<< /AAA '.repeat(150_000), 'latin1');
    const pdf = craftedPdf({
      objects: [{ dictionary: '<< >>', stream: tokens.subarray(0, 4 * 1024 * 1024 - 2000), indirectLength: true }],
    });
    const jpeg = craftedJpeg({ body: Buffer.alloc(4 * 1024 * 1024 - 100, 0x3c) });
    // Many object stream names before many 'stream' keywords and one far 'endstream': each region is looked into once.
    const streams = craftedPdf({
      catalogExtra: `${'/ObjStm '.repeat(200_000)}${'stream\n'.repeat(200_000)}`,
      objects: [{ dictionary: '<< >>', stream: Buffer.from('x') }],
    });
    expect(streams.length).toBeLessThan(4 * 1024 * 1024);
    for (const file of [pdf, jpeg, streams]) {
      const { cpuMs } = await measureCpuMs(() => check(file));
      expect(cpuMs).toBeLessThan(1000);
    }
  });
});
