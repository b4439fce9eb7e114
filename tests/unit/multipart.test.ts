import { describe, expect, it } from 'vitest';
import { HttpError } from '../../functions/runtime/http';
import { parseMultipart, type MultipartLimits } from '../../functions/runtime/multipart';
import { encodeMultipart, formData } from '../support/http';

const limits: MultipartLimits = { fileSize: 1024, files: 1, fields: 4, fieldSize: 64, fileFields: ['prescription'] };

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('parseMultipart (busboy wrapper)', () => {
  it('returns fields, repeated names and the file bytes', async () => {
    const form = formData({ name: 'Asha', city: 'Noida' }, { prescription: [new Uint8Array([1, 2, 3]), 'scan.pdf', 'application/pdf'] });
    form.append('city', 'Pune');
    const { body, contentType } = await encodeMultipart(form);
    const parsed = await parseMultipart(contentType, body, limits);
    expect(parsed.fields).toEqual({ name: 'Asha', city: 'Noida' });
    expect(Object.getPrototypeOf(parsed.fields)).toBeNull();
    expect(parsed.repeatedFields).toEqual(['city']);
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ field: 'prescription', filename: 'scan.pdf', declaredType: 'application/pdf' });
    expect([...parsed.files[0]!.content]).toEqual([1, 2, 3]);
  });

  it('keeps a Devanagari file name intact', async () => {
    const { body, contentType } = await encodeMultipart(formData({}, { prescription: [new Uint8Array([1]), 'पर्चा.pdf'] }));
    const parsed = await parseMultipart(contentType, body, limits);
    expect(parsed.files[0]!.filename).toBe('पर्चा.pdf');
  });

  it('answers a file over the size limit with 413', async () => {
    const { body, contentType } = await encodeMultipart(formData({}, { prescription: [new Uint8Array(1025), 'big.pdf'] }));
    const error = await failure(parseMultipart(contentType, body, limits));
    expect(error.status).toBe(413);
    expect(error.fields).toHaveProperty('prescription');
  });

  it('answers a second file with 400', async () => {
    const form = formData({}, { prescription: [new Uint8Array(10), 'a.pdf'] });
    form.append('prescription', new Blob([new Uint8Array(10)]), 'b.pdf');
    const { body, contentType } = await encodeMultipart(form);
    const error = await failure(parseMultipart(contentType, body, limits));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Only one file may be uploaded.');
  });

  it('answers a file sent to a form that takes none (files: 0) with "does not accept files", not "only one file"', async () => {
    const noFiles: MultipartLimits = { fileSize: 1, files: 0, fields: 4, fieldSize: 64, fileFields: [] };
    const { body, contentType } = await encodeMultipart(
      formData({ name: 'Asha' }, { attachment: [new Uint8Array(10), 'photo.png', 'image/png'] }),
    );
    const error = await failure(parseMultipart(contentType, body, noFiles));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('This form does not accept files.');
    expect(error.fields).toEqual({ files: { code: 'too_many_files', max: 0 } });
  });

  it('says how many files a form takes when it takes more than one', async () => {
    const twoFiles: MultipartLimits = { ...limits, files: 2 };
    const form = formData({}, { prescription: [new Uint8Array(10), 'a.pdf'] });
    form.append('prescription', new Blob([new Uint8Array(10)]), 'b.pdf');
    form.append('prescription', new Blob([new Uint8Array(10)]), 'c.pdf');
    const { body, contentType } = await encodeMultipart(form);
    const error = await failure(parseMultipart(contentType, body, twoFiles));
    expect(error.status).toBe(400);
    expect(error.message).toBe('At most 2 files may be uploaded.');
  });

  it('answers a file in an unexpected part with 400 naming the part', async () => {
    const { body, contentType } = await encodeMultipart(formData({}, { avatar: [new Uint8Array(10), 'a.png'] }));
    const error = await failure(parseMultipart(contentType, body, limits));
    expect(error.status).toBe(400);
    expect(error.fields).toHaveProperty('avatar');
  });

  it('answers an over-long field with 413 naming it', async () => {
    const { body, contentType } = await encodeMultipart(formData({ address: 'x'.repeat(65) }));
    const error = await failure(parseMultipart(contentType, body, limits));
    expect(error.status).toBe(413);
    expect(error.fields).toHaveProperty('address');
  });

  it('answers too many fields with 413', async () => {
    const { body, contentType } = await encodeMultipart(formData({ a: '1', b: '2', c: '3', d: '4', e: '5' }));
    expect((await failure(parseMultipart(contentType, body, limits))).status).toBe(413);
  });

  it('answers a truncated body with 422', async () => {
    const { body, contentType } = await encodeMultipart(formData({ name: 'Asha' }, { prescription: [new Uint8Array(200), 'a.pdf'] }));
    const error = await failure(parseMultipart(contentType, body.subarray(0, body.length - 60), limits));
    expect(error.status).toBe(422);
    expect(error.code).toBe('MALFORMED_BODY');
  });

  it.each([
    ['no content type', undefined],
    ['a JSON content type', 'application/json'],
    ['urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart without a boundary', 'multipart/form-data'],
  ])('answers %s with 415', async (_label, contentType) => {
    const error = await failure(parseMultipart(contentType, Buffer.from('name=Asha'), limits));
    expect(error.status).toBe(415);
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body larger than any valid request before parsing it', async () => {
    const { contentType } = await encodeMultipart(formData({ name: 'x' }));
    const error = await failure(parseMultipart(contentType, Buffer.alloc(200 * 1024), limits));
    expect(error.status).toBe(413);
  });
});
