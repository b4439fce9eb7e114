import type { APIGatewayProxyHandlerV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getComments } from '../../functions/comments/get-comments.handler';
import { handler as postComment } from '../../functions/comments/post-comment.handler';
import { handler as privacy } from '../../functions/privacy/privacy.handler';
import { handler as submitForm } from '../../functions/submit-form/submit-form.handler';
import { testAws } from '../support/aws';
import { STRIPPED_CHARACTER, buildHostileCorpus, controlCharacterStrings, type HostileCase } from '../support/hostile-corpus';
import { encodeMultipart, formData, invoke, prescriptionFields, samplePdf } from '../support/http';
import { minimalCheckoutFields, minimalContact } from '../support/fixtures';

const handlers: Record<HostileCase['endpoint'], APIGatewayProxyHandlerV2> = {
  'submit-form': submitForm,
  'post-comment': postComment,
  'get-comments': getComments,
  'privacy-reupload': privacy,
  'privacy-erase': privacy,
  'privacy-correct': privacy,
};
const pathOf: Record<HostileCase['endpoint'], string> = {
  'submit-form': '/api/submit-form/',
  'post-comment': '/api/post-comment/',
  'get-comments': '/api/comments/',
  'privacy-reupload': '/api/privacy/reupload/',
  'privacy-erase': '/api/privacy/erase/',
  'privacy-correct': '/api/privacy/correct/',
};
const aws = testAws();
let corpus: HostileCase[];

beforeAll(async () => {
  corpus = await buildHostileCorpus();
});

/** Every prescription item has its object and every object has its item. */
async function assertStoreConsistent() {
  const keys = new Set(await aws.objectKeys('prescriptions/'));
  const itemKeys = new Set((await aws.itemsOfKind('prescription')).map((item) => (item as { file: { key: string } }).file.key));
  expect([...keys].filter((key) => !itemKeys.has(key))).toEqual([]);
  expect([...itemKeys].filter((key) => !keys.has(key))).toEqual([]);
}

describe('hostile and malformed requests', () => {
  it('has at least 300 cases across the endpoints', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    for (const endpoint of Object.keys(handlers)) expect(corpus.some((c) => c.endpoint === endpoint)).toBe(true);
  });

  it('answers every case with a 4xx JSON error carrying a code and no internals, and stores nothing', async () => {
    const before = { objects: (await aws.objectKeys('prescriptions/')).length, items: (await aws.allItems()).length };
    const failures: string[] = [];
    for (const hostile of corpus) {
      const response = await invoke(handlers[hostile.endpoint], {
        method: hostile.method,
        path: pathOf[hostile.endpoint],
        headers: hostile.headers,
        query: hostile.query,
        body: hostile.body,
      });
      const problem =
        response.status < 400 || response.status >= 500
          ? `status ${response.status}`
          : !/application\/json/.test(response.headers['content-type'] ?? '')
            ? 'not JSON'
            : typeof response.json?.error?.code !== 'string' || typeof response.json?.error?.message !== 'string'
              ? 'no error code/message'
              : /\bat \S+ \(|Exception|node_modules|\/work\/|ECONN|stack/i.test(response.raw ?? '')
                ? 'leaks internals'
                : undefined;
      if (problem) failures.push(`${hostile.name}: ${problem} ${String(response.raw).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect({ objects: (await aws.objectKeys('prescriptions/')).length, items: (await aws.allItems()).length }).toEqual(before);
    await assertStoreConsistent();
  });

  it('stores hostile but valid file names safely: never in the key, sanitised in the record', async () => {
    for (const filename of [
      '../../../etc/passwd.pdf',
      `${'a'.repeat(1000)}.pdf`,
      'पर्चा मार्च २०२६.pdf',
      '<img src=x onerror=alert(1)>.pdf',
      'con.pdf',
      '%2e%2e%2f.pdf',
    ]) {
      const { body, contentType } = await encodeMultipart(
        formData(prescriptionFields, { prescription: [samplePdf(), filename, 'application/pdf'] }),
      );
      const response = await invoke(submitForm, {
        method: 'POST',
        path: '/api/submit-form/',
        headers: { 'content-type': contentType },
        body,
      });
      expect(response.status).toBe(201);
      const item = (await aws.itemsOfKind('prescription')).find((candidate) => candidate.reference === response.json.reference) as {
        file: { key: string; originalName: string };
      };
      expect(item.file.key).toMatch(/^prescriptions\/\d{4}\/\d{2}\/\d{2}\/RX-[0-9A-Z-]+\/[0-9a-f-]{36}\.pdf$/);
      expect(item.file.originalName.length).toBeLessThanOrEqual(120);
      expect(item.file.originalName).not.toMatch(/[/\\<>]/);
    }
    await assertStoreConsistent();
  });

  it('stores free text without control characters or bidi overrides (prescription, contact and checkout)', async () => {
    const checkout = {
      form: 'checkout',
      ...minimalCheckoutFields,
      items: JSON.stringify([{ id: 'products-paracetamol-500-tab-10', quantity: 1 }]),
    };
    const contact = minimalContact;
    const sent: Array<[Record<string, string>, Record<string, [Uint8Array, string, string]>]> = [];
    for (const value of controlCharacterStrings) {
      const text = `Asha ${value} Verma`;
      sent.push([
        { ...prescriptionFields, name: text, address: `12 MG Road\r\n${text}`, medicine_name: text, definition: `${text}\nthen stop` },
        { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] },
      ]);
      sent.push([{ ...contact, name: text, message: text }, {}]);
      sent.push([{ ...checkout, name: text, address: text, state: `UP${value}`, city: `Noida${value}` }, {}]);
    }
    const references: string[] = [];
    for (const [fields, files] of sent) {
      const { body, contentType } = await encodeMultipart(formData(fields, files));
      const response = await invoke(submitForm, {
        method: 'POST',
        path: '/api/submit-form/',
        headers: { 'content-type': contentType },
        body,
      });
      expect(response.status, JSON.stringify(fields)).toBe(201);
      references.push(response.json.reference as string);
    }
    const items = (await aws.allItems()).filter((item) => references.includes(item.reference as string));
    expect(items.length).toBe(sent.length);
    for (const item of items) {
      for (const key of ['name', 'address', 'medicineName', 'notes', 'message', 'state', 'city']) {
        const value = item[key];
        if (typeof value !== 'string') continue;
        expect(value, `${String(item.reference)} ${key}`).not.toMatch(STRIPPED_CHARACTER);
        if (!['address', 'notes', 'message'].includes(key)) expect(value).not.toContain('\n');
      }
    }
    const rx = items.find((item) => item.kind === 'prescription')!;
    expect(rx.address).toMatch(/^12 MG Road\nAsha /);
    expect(rx.notes).toMatch(/\nthen stop$/);
  });
});
