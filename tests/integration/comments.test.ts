import { describe, expect, it } from 'vitest';
import { handler as getComments } from '../../functions/comments/get-comments.handler';
import { handler as postComment } from '../../functions/comments/post-comment.handler';
import { encodeMultipart, formData, invoke } from '../support/http';

let clients = 0;

/** Posts a comment, each from a client address of its own (TEST-NET-2), so no test meets the hourly limit per client. */
async function post(fields: Record<string, string>) {
  const { body, contentType } = await encodeMultipart(formData(fields));
  const client = `198.51.100.${(clients += 1)}`;
  return invoke(postComment, {
    method: 'POST',
    path: '/api/post-comment/',
    headers: { 'content-type': contentType, 'x-forwarded-for': client },
    body,
  });
}

const list = (post?: string) => invoke(getComments, { path: '/api/comments/', ...(post ? { query: { post } } : {}) });

describe('comments API (handler modules vs dynalite)', () => {
  it('stores comments per article and lists them oldest first', async () => {
    const first = await post({ name: 'Meera', comment: 'Very helpful, thank you.', post: 'health5' });
    const second = await post({ name: 'Imran', comment: 'What about platelets in dengue?', post: 'health5' });
    await post({ name: 'Other', comment: 'Elsewhere', post: 'health6' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ post: 'health5', name: 'Meera', comment: 'Very helpful, thank you.', status: 'published' });
    const listed = await list('health5');
    expect(listed.status).toBe(200);
    expect(listed.json.comments.map((c: { id: string }) => c.id)).toEqual([first.json.id, second.json.id]);
    expect((await list('health6')).json.comments.map((c: { name: string }) => c.name)).toEqual(['Other']);
  });

  it('lists the newest comments across posts without a post parameter', async () => {
    const latest = await post({ name: 'Latest', comment: 'Newest one', post: 'health1' });
    const newest = await list();
    expect(newest.status).toBe(200);
    expect(newest.json.comments[0].id).toBe(latest.json.id);
    expect(newest.json.comments.length).toBeLessThanOrEqual(50);
  });

  it('strips control characters and keeps markup as plain text', async () => {
    const response = await post({ name: 'A\u0007li\u202e', comment: '<script>alert(1)</script>\r\nline two', post: 'health2' });
    expect(response.status).toBe(201);
    expect(response.json.name).toBe('Ali');
    expect(response.json.comment).toBe('<script>alert(1)</script>\nline two');
  });

  it.each([
    [{ name: '', comment: 'x', post: 'health3' }, 'name'],
    [{ name: 'x'.repeat(81), comment: 'x', post: 'health3' }, 'name'],
    [{ name: 'A', comment: 'x'.repeat(2001), post: 'health3' }, 'comment'],
    [{ name: 'A', comment: 'x', post: 'health99' }, 'post'],
    [{ name: 'A', comment: 'x', post: 'health3', admin: '1' }, 'admin'],
  ])('refuses %o naming %s', async (fields, field) => {
    const response = await post(fields);
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty(field);
  });

  it('refuses a comment with a file attached: the form takes no file (not "Only one file may be uploaded")', async () => {
    const form = formData(
      { name: 'Meera', comment: 'See my photo', post: 'health8' },
      { photo: [new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'photo.png', 'image/png'] },
    );
    const { body, contentType } = await encodeMultipart(form);
    const response = await invoke(postComment, {
      method: 'POST',
      path: '/api/post-comment/',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toEqual({
      code: 'VALIDATION',
      message: 'This form does not accept files.',
      fields: { files: { code: 'too_many_files', max: 0 } },
    });
    expect((await list('health8')).json.comments).toEqual([]);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await post({ name: 'Bot', comment: 'cheap pills', post: 'health7', website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(response.json.status).toBe('published'); // looks like a success, whatever the moderation would say
    expect((await list('health7')).json.comments).toEqual([]);
  });

  it('answers an unknown post with 404 and a bad cursor with 400', async () => {
    expect((await list('health13')).status).toBe(404);
    const badCursor = await invoke(getComments, {
      path: '/api/comments/',
      query: { post: 'health3', cursor: 'eyJwayI6IlBSRVNDUklQVElPTiMxIn0' },
    });
    expect(badCursor.status).toBe(400);
  });

  it('answers a malformed body with 4xx JSON', async () => {
    const response = await invoke(postComment, {
      method: 'POST',
      path: '/api/post-comment/',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nA'),
    });
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe('MALFORMED_BODY');
  });
});
