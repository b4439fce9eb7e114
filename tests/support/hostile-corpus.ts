import { craftedJpeg, craftedObjectStream, craftedPdf, craftedPng } from './crafted-files';
import { encodeMultipart, formData, prescriptionFields, sampleJpeg, samplePdf } from './http';
import { minimalCheckoutFields, minimalContact } from './fixtures';

/** One hostile or malformed request. `endpoint` picks the handler module. */
export interface HostileCase {
  name: string;
  endpoint: 'submit-form' | 'post-comment' | 'get-comments' | 'privacy-reupload' | 'privacy-erase' | 'privacy-correct';
  method: string;
  headers: Record<string, string>;
  query?: Record<string, string>;
  body?: Buffer;
}

/** Strings attackers try; in fields with a strict format they must be refused. */
export const hostileStrings = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '"; DROP TABLE prescriptions; --',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%0d%0aSet-Cookie: a=b',
  'javascript:alert(1)',
  '\u202etxt.exe',
  '\u0000\u0001\u0002',
  '😀'.repeat(50),
  'A'.repeat(5000),
  '{"$ne": null}',
  'http://169.254.169.254/latest/meta-data/',
];

/**
 * Control sequences a free-text field may carry but must not keep (docs/architecture/security.md): ANSI colour and screen
 * clearing, an OSC 8 hyperlink and an OSC title change ended by BEL, C1 CSI, DEL, NUL, bidi overrides and
 * isolates. Each is valid input once stripped: the handler stores the text without them.
 */
export const controlCharacterStrings = [
  '\u001b[31mRED\u001b[0m',
  '\u001b[2J\u001b[H',
  '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
  '\u001b]0;pwned\u0007',
  '\u009b31m',
  'nul\u0000del\u007f',
  '\u202etxt.exe',
  '\u2066isolate\u2069',
  'bell\u0007\u0008back',
];

/** Matches any character that stripControlCharacters removes (tab and newline excepted). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const STRIPPED_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** Deterministic pseudo-random bytes (mulberry32), so the corpus is the same on every run. */
function randomBytes(seed: number, length: number): Buffer {
  let state = seed >>> 0;
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    bytes[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return bytes;
}

async function multipart(
  endpoint: HostileCase['endpoint'],
  name: string,
  form: FormData,
  extraHeaders: Record<string, string> = {},
): Promise<HostileCase> {
  const { body, contentType } = await encodeMultipart(form);
  return { name, endpoint, method: 'POST', headers: { 'content-type': contentType, ...extraHeaders }, body };
}

function raw(endpoint: HostileCase['endpoint'], name: string, contentType: string | undefined, body: Buffer | string): HostileCase {
  return {
    name,
    endpoint,
    method: 'POST',
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    body: Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
  };
}

const validComment = { name: 'Asha', comment: 'Helpful article', post: 'health3' };
const validContact = minimalContact;

/**
 * Builds the corpus of malformed and hostile requests (docs/architecture/security.md): broken or missing boundaries, truncated
 * bodies, wrong content types, duplicate and unknown fields, huge values, empty and oversized files,
 * files whose magic bytes disagree with name or type, hostile strings in strictly formatted fields,
 * invalid UTF-8, wrong methods and hostile query strings. Every case must get a 4xx JSON error.
 */
export async function buildHostileCorpus(): Promise<HostileCase[]> {
  const cases: HostileCase[] = [];
  const posts: Array<['submit-form' | 'post-comment', Record<string, string>]> = [
    ['submit-form', prescriptionFields],
    ['submit-form', validContact],
    ['post-comment', validComment],
  ];

  for (const [endpoint, fields] of posts) {
    const label = `${endpoint}${fields.form ? `/${fields.form}` : ''}`;
    const { body, contentType } = await encodeMultipart(
      formData(
        fields,
        endpoint === 'submit-form' && fields.form === 'prescription' ? { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] } : {},
      ),
    );
    const boundary = contentType.split('boundary=')[1]!;

    // Content types.
    for (const type of [
      undefined,
      '',
      'text/plain',
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/mixed; boundary=x',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'image/png',
      'text/html; charset=utf-8',
    ]) {
      cases.push(raw(endpoint, `${label}: content-type ${JSON.stringify(type)}`, type, body));
    }
    cases.push(raw(endpoint, `${label}: JSON body`, 'application/json', JSON.stringify(fields)));
    cases.push(raw(endpoint, `${label}: urlencoded body`, 'application/x-www-form-urlencoded', new URLSearchParams(fields).toString()));
    // Broken boundaries.
    cases.push(raw(endpoint, `${label}: boundary mismatch`, 'multipart/form-data; boundary=somethingelse', body));
    cases.push(raw(endpoint, `${label}: empty body`, contentType, Buffer.alloc(0)));
    cases.push(raw(endpoint, `${label}: only the closing boundary`, contentType, `--${boundary}--\r\n`));
    cases.push(raw(endpoint, `${label}: no closing boundary`, contentType, body.subarray(0, body.lastIndexOf(`--${boundary}--`))));
    // Truncated bodies at several points.
    for (const fraction of [0.1, 0.25, 0.5, 0.75, 0.9, 0.97]) {
      cases.push(
        raw(endpoint, `${label}: truncated at ${fraction * 100}%`, contentType, body.subarray(0, Math.floor(body.length * fraction))),
      );
    }
    // Random bytes.
    for (let seed = 1; seed <= 8; seed += 1) {
      cases.push(raw(endpoint, `${label}: random bytes #${seed}`, contentType, randomBytes(seed, 256 + seed * 97)));
    }
    // Part without a name and a part with broken headers.
    cases.push(
      raw(
        endpoint,
        `${label}: part without name`,
        contentType,
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      ),
    );
    cases.push(
      raw(
        endpoint,
        `${label}: part with garbage headers`,
        contentType,
        `--${boundary}\r\n\u0000\u00ff\u00fe: \u0001\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      ),
    );
    // Duplicate and unknown fields.
    for (const key of Object.keys(fields)) {
      const form = formData(fields);
      form.append(key, fields[key]!);
      cases.push(await multipart(endpoint, `${label}: duplicate ${key}`, form));
    }
    for (const unknown of ['admin', '__proto__', 'constructor', 'role', 'price', 'total']) {
      cases.push(await multipart(endpoint, `${label}: unknown field ${unknown}`, formData({ ...fields, [unknown]: '1' })));
    }
    // Huge field values (over the 16 KiB field limit) and a very long field name.
    for (const key of Object.keys(fields).slice(0, 4)) {
      cases.push(await multipart(endpoint, `${label}: huge ${key}`, formData({ ...fields, [key]: 'x'.repeat(17 * 1024) })));
    }
    cases.push(await multipart(endpoint, `${label}: 500-character field name`, formData({ ...fields, ['n'.repeat(500)]: 'x' })));
    // Too many fields.
    cases.push(
      await multipart(
        endpoint,
        `${label}: 40 extra fields`,
        formData({ ...fields, ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x'])) }),
      ),
    );
    // Invalid UTF-8 in a value and in a field name.
    cases.push(
      raw(
        endpoint,
        `${label}: invalid UTF-8 name field`,
        contentType,
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="\xff\xfe"\r\n\r\n`, 'latin1'),
          Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      ),
    );
    // Hostile strings in strictly formatted fields.
    const strict =
      endpoint === 'post-comment' ? ['post'] : fields.form === 'contact' ? ['email', 'mobile'] : ['email', 'phone', 'city', 'consent'];
    for (const key of strict) {
      for (const value of hostileStrings) {
        cases.push(
          await multipart(
            endpoint,
            `${label}: ${key}=${JSON.stringify(value).slice(0, 30)}`,
            formData(
              { ...fields, [key]: value },
              endpoint === 'submit-form' && fields.form === 'prescription'
                ? { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] }
                : {},
            ),
          ),
        );
      }
    }
    // A file where none is allowed.
    if (endpoint !== 'submit-form' || fields.form !== 'prescription') {
      cases.push(
        await multipart(endpoint, `${label}: unexpected file`, formData(fields, { attachment: [samplePdf(), 'a.pdf', 'application/pdf'] })),
      );
    }
    // Wrong methods.
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
      cases.push({ name: `${label}: ${method}`, endpoint, method, headers: { 'content-type': contentType }, body });
    // Idempotency keys that are not keys.
    for (const key of ['short', 'has spaces in it', '../../etc/passwd', 'x'.repeat(101), '<script>alert(1)</script>']) {
      cases.push({
        ...(await multipart(
          endpoint === 'post-comment' ? 'submit-form' : endpoint,
          `${label}: idempotency-key ${key.slice(0, 20)}`,
          formData(endpoint === 'post-comment' ? validContact : fields),
        )),
        headers: { 'content-type': contentType, 'idempotency-key': key },
        body,
      });
    }
  }

  // Prescription files.
  const rx = (name: string, files: Record<string, [Uint8Array, string, string?]>) =>
    multipart('submit-form', `prescription: ${name}`, formData(prescriptionFields, files));
  cases.push(await rx('no file', {}));
  cases.push(await rx('empty file', { prescription: [new Uint8Array(0), 'rx.pdf', 'application/pdf'] }));
  cases.push(
    await rx('4 MiB + 1 byte file', {
      prescription: [Buffer.concat([samplePdf(), Buffer.alloc(4 * 1024 * 1024 + 1 - samplePdf().length)]), 'rx.pdf', 'application/pdf'],
    }),
  );
  cases.push(await rx('JPEG named .pdf', { prescription: [sampleJpeg(), 'rx.pdf', 'application/pdf'] }));
  cases.push(await rx('JPEG declared application/pdf', { prescription: [sampleJpeg(), 'rx', 'application/pdf'] }));
  cases.push(await rx('PNG named .jpg', { prescription: [png, 'rx.jpg', 'image/jpeg'] }));
  cases.push(await rx('PDF named .png', { prescription: [samplePdf(), 'rx.png', 'image/png'] }));
  cases.push(await rx('GIF', { prescription: [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'rx.gif', 'image/gif'] }));
  cases.push(
    await rx('SVG with script', {
      prescription: [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'rx.svg', 'image/svg+xml'],
    }),
  );
  cases.push(await rx('HTML named .png', { prescription: [Buffer.from('<html><script>alert(1)</script></html>'), 'rx.png', 'image/png'] }));
  cases.push(
    await rx('Windows executable', {
      prescription: [Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'rx.pdf.exe', 'application/octet-stream'],
    }),
  );
  cases.push(await rx('ZIP', { prescription: [Buffer.from('PK\x03\x04\x14\x00', 'latin1'), 'rx.zip', 'application/zip'] }));
  cases.push(await rx('ELF binary', { prescription: [Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), 'rx', 'application/octet-stream'] }));
  // Content beyond the first bytes (docs/architecture/security.md): active PDF content and polyglots.
  cases.push(
    await rx('PDF with /JavaScript', {
      prescription: [craftedPdf({ objects: [{ dictionary: '<< /S /JavaScript /JS (app.alert(1)) >>' }] }), 'rx.pdf', 'application/pdf'],
    }),
  );
  cases.push(
    await rx('PDF with /OpenAction /Launch', {
      prescription: [craftedPdf({ catalogExtra: '/OpenAction << /S /Launch /F (cmd.exe) >>' }), 'rx.pdf', 'application/pdf'],
    }),
  );
  cases.push(
    await rx('PDF with /J#61vaScript', {
      prescription: [craftedPdf({ objects: [{ dictionary: '<< /S /J#61vaScript >>' }] }), 'rx.pdf', 'application/pdf'],
    }),
  );
  cases.push(
    await rx('PDF with /JS in an object stream', {
      prescription: [craftedPdf({ objects: [craftedObjectStream(['<< /JS (x) >>'])] }), 'rx.pdf', 'application/pdf'],
    }),
  );
  cases.push(
    await rx('PDF with an embedded file', {
      prescription: [craftedPdf({ catalogExtra: '/Names << /EmbeddedFiles 4 0 R >>' }), 'rx.pdf', 'application/pdf'],
    }),
  );
  cases.push(
    await rx('PDF with /XFA', { prescription: [craftedPdf({ catalogExtra: '/AcroForm << /XFA 4 0 R >>' }), 'rx.pdf', 'application/pdf'] }),
  );
  cases.push(
    await rx('PDF with HTML after %%EOF', {
      prescription: [craftedPdf({ after: Buffer.from('<html><script>alert(1)</script>') }), 'rx.pdf', 'application/pdf'],
    }),
  );
  cases.push(await rx('truncated PDF', { prescription: [craftedPdf().subarray(0, 200), 'rx.pdf', 'application/pdf'] }));
  cases.push(
    await rx('PNG + ZIP polyglot', {
      prescription: [craftedPng({ after: Buffer.from('PK\x03\x04\x14\x00', 'latin1') }), 'rx.png', 'image/png'],
    }),
  );
  cases.push(
    await rx('PNG with <script> in a text chunk', {
      prescription: [craftedPng({ text: '<script>alert(1)</script>' }), 'rx.png', 'image/png'],
    }),
  );
  cases.push(await rx('PNG without IEND', { prescription: [craftedPng().subarray(0, -12), 'rx.png', 'image/png'] }));
  cases.push(
    await rx('JPEG + HTML polyglot', {
      prescription: [craftedJpeg({ after: Buffer.from('<html><script>alert(1)</script></html>') }), 'rx.jpg', 'image/jpeg'],
    }),
  );
  cases.push(
    await rx('JPEG with a Windows program inside', {
      prescription: [
        craftedJpeg({ body: Buffer.from('MZ\x90\x00This program cannot be run in DOS mode.', 'latin1') }),
        'rx.jpg',
        'image/jpeg',
      ],
    }),
  );
  cases.push(await rx('text with traversal name', { prescription: [Buffer.from('hello'), '../../../etc/passwd', 'text/plain'] }));
  cases.push(
    await rx('text with a 1000-character name', { prescription: [Buffer.from('hello'), `${'a'.repeat(996)}.pdf`, 'application/pdf'] }),
  );
  cases.push(await rx('text with a Devanagari name', { prescription: [Buffer.from('hello'), 'पर्चा.pdf', 'application/pdf'] }));
  cases.push(
    await rx('two files', { prescription: [samplePdf(), 'a.pdf', 'application/pdf'] }).then(async (c) => {
      const form = formData(prescriptionFields, { prescription: [samplePdf(), 'a.pdf', 'application/pdf'] });
      form.append('prescription', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'b.pdf');
      return multipart('submit-form', 'prescription: two files', form).then((two) => two ?? c);
    }),
  );
  cases.push(
    await multipart(
      'submit-form',
      'prescription: file sent as a text field',
      formData({ ...prescriptionFields, prescription: '%PDF-1.4 not a file' }),
    ),
  );
  for (const form of ['', 'unknown', 'PRESCRIPTION', 'prescription ', '__proto__', 'checkout<script>']) {
    cases.push(await multipart('submit-form', `form=${JSON.stringify(form)}`, formData({ ...prescriptionFields, form })));
  }
  cases.push(await multipart('submit-form', 'no form and nothing to tell', formData({ name: 'A', email: 'a@b.co' })));
  // Checkout with tampered or malformed items (the checkout form validates items strictly).
  const checkout = {
    form: 'checkout',
    ...minimalCheckoutFields,
  };
  for (const items of [
    '',
    'not json',
    '{}',
    '[]',
    '[{"id":"nope","quantity":1}]',
    '[{"id":"products-dolo-650-tab-15","quantity":0}]',
    '[{"id":"products-dolo-650-tab-15","quantity":1000}]',
    '[{"id":"products-dolo-650-tab-15","quantity":1.5}]',
    '[{"id":"products-dolo-650-tab-15","quantity":"2"}]',
    '[{"id":"products-dolo-650-tab-15","quantity":1,"price":0}]',
    JSON.stringify(Array.from({ length: 60 }, () => ({ id: 'products-dolo-650-tab-15', quantity: 1 }))),
  ]) {
    cases.push(await multipart('submit-form', `checkout: items=${items.slice(0, 40)}`, formData({ ...checkout, items })));
  }

  // GET /api/comments/ with hostile query strings and wrong methods.
  for (const post of [
    'health0',
    'health13',
    'HEALTH3',
    'health3 ',
    '../health3',
    "health3' OR '1'='1",
    '<script>',
    'health3\u0000',
    'x'.repeat(5000),
    '__proto__',
  ]) {
    cases.push({
      name: `comments: post=${JSON.stringify(post).slice(0, 30)}`,
      endpoint: 'get-comments',
      method: 'GET',
      headers: {},
      query: { post },
    });
  }
  for (const cursor of [
    'garbage',
    'e30',
    Buffer.from('{"pk":"PRESCRIPTION#RX-1","sk":"RECORD"}').toString('base64url'),
    Buffer.from('{"pk":"POST#health4","sk":"COMMENT#x"}').toString('base64url'),
    Buffer.from('{"pk":"POST#health3","sk":"COMMENT#x","extra":1}').toString('base64url'),
    'A'.repeat(4000),
  ]) {
    cases.push({
      name: `comments: cursor ${cursor.slice(0, 20)}`,
      endpoint: 'get-comments',
      method: 'GET',
      headers: {},
      query: { post: 'health3', cursor },
    });
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'])
    cases.push({ name: `comments: ${method}`, endpoint: 'get-comments', method, headers: {}, query: { post: 'health3' } });
  cases.push(...(await privacyCases()));
  return cases;
}

/**
 * The self-service endpoints beside /track (docs/architecture/self-service-api.md): the re-upload form (multipart) and the erase and correct
 * JSON bodies, with wrong content types, broken bodies, wrong types, unknown and repeated fields, huge values, control
 * characters, hostile strings, a reference of the wrong kind and wrong methods. No case names a well-formed reference
 * of a stored record, so none reaches a record, and none writes an attempt counter (that would be a stored item).
 */
async function privacyCases(): Promise<HostileCase[]> {
  const cases: HostileCase[] = [];
  const reference = 'RX-NOT-A-REFERENCE';
  const reupload = { reference, phone: '9876543210', consent: 'true' };
  const file: Record<string, [Uint8Array, string, string]> = { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] };
  const { body, contentType } = await encodeMultipart(formData(reupload, file));
  const label = 'privacy/reupload';
  for (const type of [undefined, 'text/plain', 'application/json', 'multipart/form-data', 'multipart/form-data; boundary=']) {
    cases.push(raw('privacy-reupload', `${label}: content-type ${JSON.stringify(type)}`, type, body));
  }
  cases.push(raw('privacy-reupload', `${label}: truncated`, contentType, body.subarray(0, Math.floor(body.length / 2))));
  cases.push(raw('privacy-reupload', `${label}: random bytes`, contentType, randomBytes(11, 900)));
  for (const key of Object.keys(reupload)) {
    const form = formData(reupload, file);
    form.append(key, reupload[key as keyof typeof reupload]);
    cases.push(await multipart('privacy-reupload', `${label}: duplicate ${key}`, form));
  }
  cases.push(await multipart('privacy-reupload', `${label}: unknown field name`, formData({ ...reupload, name: 'Asha' }, file)));
  cases.push(await multipart('privacy-reupload', `${label}: huge reference`, formData({ ...reupload, reference: 'R'.repeat(2000) }, file)));
  cases.push(await multipart('privacy-reupload', `${label}: file sent as text`, formData({ ...reupload, prescription: 'not a file' })));
  cases.push(await multipart('privacy-reupload', `${label}: no consent`, formData({ ...reupload, consent: 'false' }, file)));
  cases.push(await multipart('privacy-reupload', `${label}: no file`, formData(reupload)));
  cases.push(
    await multipart(
      'privacy-reupload',
      `${label}: a text file`,
      formData(reupload, { prescription: [Buffer.from('hello'), 'rx.pdf', 'application/pdf'] }),
    ),
  );
  cases.push(
    await multipart('privacy-reupload', `${label}: an ORD- reference`, formData({ ...reupload, reference: 'ORD-20260101-AAAAAAAA' }, file)),
  );
  for (const value of [...hostileStrings, ...controlCharacterStrings]) {
    cases.push(
      await multipart(
        'privacy-reupload',
        `${label}: phone=${JSON.stringify(value).slice(0, 30)}`,
        formData({ ...reupload, phone: value }, file),
      ),
    );
  }
  for (const method of ['GET', 'PUT', 'DELETE'])
    cases.push({ name: `${label}: ${method}`, endpoint: 'privacy-reupload', method, headers: { 'content-type': contentType }, body });

  const json = (endpoint: HostileCase['endpoint'], name: string, value: unknown, type = 'application/json') =>
    raw(endpoint, name, type, typeof value === 'string' ? value : JSON.stringify(value));
  const bodies: Array<['privacy-erase' | 'privacy-correct', Record<string, unknown>]> = [
    ['privacy-erase', { reference, phone: '9876543210', confirm: true }],
    ['privacy-correct', { reference, phone: '9876543210', details: 'Please correct my name' }],
  ];
  for (const [endpoint, valid] of bodies) {
    const name = endpoint.replace('-', '/');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])
      cases.push(json(endpoint, `${name}: content-type ${type}`, valid, type));
    cases.push(raw(endpoint, `${name}: no content type`, undefined, JSON.stringify(valid)));
    for (const broken of ['{oops', '', '[]', 'null', '"text"', '123', '{"reference":'])
      cases.push(json(endpoint, `${name}: body ${broken || 'empty'}`, broken));
    cases.push(json(endpoint, `${name}: unknown field`, { ...valid, admin: true }));
    cases.push(json(endpoint, `${name}: __proto__`, `{"__proto__":{"admin":true},${JSON.stringify(valid).slice(1)}`));
    cases.push(json(endpoint, `${name}: 20 KiB body`, { ...valid, reference: 'x'.repeat(20 * 1024) }));
    for (const [key, value] of [
      ['reference', 123],
      ['phone', ['9876543210']],
      ['reference', null],
      ['phone', { $ne: null }],
    ] as const) {
      cases.push(json(endpoint, `${name}: ${key} of type ${Array.isArray(value) ? 'array' : typeof value}`, { ...valid, [key]: value }));
    }
    if (endpoint === 'privacy-erase') {
      for (const confirm of ['true', 1, false, null])
        cases.push(json(endpoint, `${name}: confirm ${JSON.stringify(confirm)}`, { ...valid, confirm }));
    } else {
      for (const details of ['', '\u0000\u0001\u0002\u0003\u0004\u0005', 'x'.repeat(1001), 42, {}]) {
        cases.push(json(endpoint, `${name}: details ${JSON.stringify(details).slice(0, 20)}`, { ...valid, details }));
      }
    }
    for (const value of hostileStrings)
      cases.push(json(endpoint, `${name}: phone=${JSON.stringify(value).slice(0, 30)}`, { ...valid, phone: value }));
    for (const method of ['GET', 'PUT', 'DELETE'])
      cases.push({
        name: `${name}: ${method}`,
        endpoint,
        method,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(valid)),
      });
  }
  return cases;
}
