/**
 * Comment moderation (docs/architecture/api.md, docs/architecture/staff-api.md, docs/architecture/data-model.md): a comment with a link, or one of a burst from one client, is
 * held; support publish or hide it in the staff API's "Comments" queue; hidden comments never reach the public API;
 * every decision is audited. The handler modules (and, for an injected fault, the staff core on clients of its own)
 * against dynalite.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMENTS_PER_CLIENT_HOUR } from '../../functions/comments/comment-moderation';
import { handler as getComments } from '../../functions/comments/get-comments.handler';
import { handler as postComment } from '../../functions/comments/post-comment.handler';
import { readAuditPage } from '../../functions/data/audit';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import { readConfig } from '../../functions/runtime/config';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeStaffRequest } from '../../functions/staff-api/staff-api.core';
import { handler as staffHandler } from '../../functions/staff-api/staff-api.handler';
import { injectDynamoFaults, testAws } from '../support/aws';
import { encodeMultipart, formData, invoke } from '../support/http';
import { pharmacistClaims as pharmacist, supportClaims as support } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
let clientCount = 0;
/** A client address of its own (TEST-NET-3), so each test's comments are counted apart. */
const newClient = () => `203.0.113.${(clientCount += 1)}`;

async function post(fields: Record<string, string>, client = newClient()) {
  const { body, contentType } = await encodeMultipart(formData(fields));
  return invoke(postComment, {
    method: 'POST',
    path: '/api/post-comment/',
    headers: { 'content-type': contentType, 'x-forwarded-for': client },
    body,
  });
}

const listed = async (post?: string): Promise<string[]> =>
  (
    (await invoke(getComments, { path: '/api/comments/', ...(post ? { query: { post } } : {}) })).json.comments as Array<{ id: string }>
  ).map((comment) => comment.id);

type Handler = typeof staffHandler;
const queue = (claims: Record<string, unknown> = support, cursor?: string) =>
  staffRequest(claims, 'GET', '/comments', { query: cursor ? { cursor } : undefined });

function moderate(
  id: string,
  body: unknown,
  { claims = support, handler = staffHandler }: { claims?: Record<string, unknown>; handler?: Handler } = {},
) {
  return staffRequest(claims, 'POST', `/comments/${id}`, { json: body, handler });
}

const queuedIds = async (): Promise<string[]> => ((await queue()).json.comments as Array<{ id: string }>).map((comment) => comment.id);

/** The comment's audit trail (AUDIT#COMMENT-<id>), newest first, as `action:outcome:detail`. */
async function commentAudit(id: string): Promise<string[]> {
  const page = await readAuditPage(aws.clients.dynamo, aws.config.tableName, `COMMENT-${id}`, { limit: 50 });
  return page.entries.map((entry) => `${entry.userId}:${entry.action}:${entry.outcome}:${entry.detail ?? ''}`);
}

describe('comments held for review', () => {
  it('holds a comment with a link (202), lists it only in the staff queue, and publishing shows it on its article', async () => {
    const held = await post({ name: 'Promo', comment: 'Great offers at cheap-meds.example.com today', post: 'health9' });
    expect(held.status).toBe(202);
    expect(held.json).toMatchObject({ status: 'held', post: 'health9', name: 'Promo' });
    const plain = await post({ name: 'Meera', comment: 'Very helpful, thank you.', post: 'health9' });
    expect([plain.status, plain.json.status]).toEqual([201, 'published']);
    expect(await listed('health9')).toEqual([plain.json.id]);
    expect(await listed()).not.toContain(held.json.id);

    const page = await queue();
    expect(page.status).toBe(200);
    expect(page.json.comments).toContainEqual({ ...held.json, heldFor: ['link'], status: 'held', version: 1 });
    expect((await queue(pharmacist)).status).toBe(403); // support moderate comments
    expect((await moderate(held.json.id, { to: 'published', version: 1 }, { claims: pharmacist })).status).toBe(403);

    const published = await moderate(held.json.id, { to: 'published', version: 1 });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({
      id: held.json.id,
      status: 'published',
      version: 2,
      moderatedBy: 'support-sub-1',
      moderatedAt: expect.any(String),
    });
    expect(await listed('health9')).toEqual([held.json.id, plain.json.id]); // in its place by time
    expect(await listed()).toContain(held.json.id);
    expect(await queuedIds()).not.toContain(held.json.id);
    expect(await commentAudit(held.json.id)).toEqual(['support-sub-1:moderate:allowed:held→published']);

    const again = await moderate(held.json.id, { to: 'hidden', version: 2 });
    expect([again.status, again.json.error.code, again.json.current.status]).toEqual([409, 'CONFLICT', 'published']);
    expect(await commentAudit(held.json.id)).toEqual([
      'support-sub-1:moderate:conflict:published→hidden',
      'support-sub-1:moderate:allowed:held→published',
    ]);
  });

  it('hides a held comment: it never appears in the API, and cannot be published afterwards', async () => {
    const held = await post({ name: 'Link in name www.example.org', comment: 'Hello', post: 'health10' });
    expect(held.status).toBe(202);
    const stale = await moderate(held.json.id, { to: 'hidden', version: 7 });
    expect([stale.status, stale.json.current.version]).toEqual([409, 1]);
    const hidden = await moderate(held.json.id, { to: 'hidden', version: 1 });
    expect(hidden.json).toMatchObject({ status: 'hidden', version: 2 });
    expect(await listed('health10')).toEqual([]);
    expect(await listed()).not.toContain(held.json.id);
    expect(await queuedIds()).not.toContain(held.json.id);
    const publish = await moderate(held.json.id, { to: 'published', version: 2 });
    expect([publish.status, publish.json.current.status]).toEqual([409, 'hidden']);
    expect(await listed('health10')).toEqual([]);
    expect(await commentAudit(held.json.id)).toEqual([
      'support-sub-1:moderate:conflict:hidden→published',
      'support-sub-1:moderate:allowed:held→hidden',
      'support-sub-1:moderate:conflict:held→hidden',
    ]);
  });

  it(`holds a burst from one client past ${DEFAULT_COMMENTS_PER_CLIENT_HOUR} an hour (atomically), counts an IPv6 /64 as one client, stores no address`, async () => {
    const client = newClient();
    // As API Gateway passes it behind CloudFront: the viewer CloudFront appended, then the edge that called API Gateway
    // (the event's sourceIp, 127.0.0.1 in these events).
    const burst = await Promise.all(
      Array.from({ length: DEFAULT_COMMENTS_PER_CLIENT_HOUR + 3 }, (_, index) =>
        post({ name: `Reader ${index}`, comment: 'Nice article', post: 'health11' }, `${client}, 127.0.0.1`),
      ),
    );
    expect(burst.filter((answer) => answer.status === 201)).toHaveLength(DEFAULT_COMMENTS_PER_CLIENT_HOUR);
    const held = burst.filter((answer) => answer.status === 202);
    expect(held).toHaveLength(3);
    const queued = (await queue()).json.comments as Array<{ id: string; heldFor: string[] }>;
    for (const answer of held) expect(queued.find((comment) => comment.id === answer.json.id)?.heldFor).toEqual(['rate']);
    expect(await listed('health11')).toHaveLength(DEFAULT_COMMENTS_PER_CLIENT_HOUR);
    expect((await post({ name: 'Someone else', comment: 'Nice article', post: 'health11' })).status).toBe(201);

    // Only the last X-Forwarded-For entry (CloudFront's) counts: a spoofed first entry changes nothing.
    expect((await post({ name: 'Spoofer', comment: 'Nice', post: 'health11' }, `198.51.100.77, ${client}`)).status).toBe(202);

    // Two addresses of one IPv6 /64 are one client.
    const v6 = Array.from({ length: DEFAULT_COMMENTS_PER_CLIENT_HOUR + 1 }, (_, index) => `2001:db8:7:${clientCount}::${index + 1}`);
    const answers = [];
    for (const address of v6) answers.push((await post({ name: 'Six', comment: 'Nice', post: 'health12' }, address)).status);
    expect(answers).toEqual([...Array<number>(DEFAULT_COMMENTS_PER_CLIENT_HOUR).fill(201), 202]);

    const stored = JSON.stringify(await aws.allItems());
    expect(stored).not.toContain(client);
    expect(stored).not.toContain('2001:db8');
  });

  it('publishing again finishes a publication that failed half-way (public copy not stored yet)', async () => {
    const held = await post({ name: 'Asha', comment: 'See https://example.org/guide', post: 'health8' });
    const clients = createAwsClients();
    injectDynamoFaults(clients.dynamo, [
      {
        match: (call) => call.operation === 'PutItem' && String(call.input.Item?.pk?.S).startsWith('POST#'),
        fault: 'unreachable',
        times: Infinity,
      },
    ]);
    const broken = createHttpHandler('staff-api', ['GET', 'POST'], (request) =>
      routeStaffRequest(request, { clients, config: readConfig(), now: new Date() }),
    );
    expect((await moderate(held.json.id, { to: 'published', version: 1 }, { handler: broken })).status).toBe(503);
    expect(await listed('health8')).toEqual([]);
    const waiting = ((await queue()).json.comments as Array<{ id: string; status: string }>).find((comment) => comment.id === held.json.id);
    expect(waiting?.status).toBe('published'); // decided, still queued: not yet public

    const finished = await moderate(held.json.id, { to: 'published', version: 2 });
    expect(finished.status).toBe(200);
    expect(await listed('health8')).toEqual([held.json.id]);
    expect(await queuedIds()).not.toContain(held.json.id);
    expect(await commentAudit(held.json.id)).toEqual([
      'support-sub-1:moderate:allowed:held→published (finishing)',
      'support-sub-1:moderate:attempted:held→published',
    ]);
  });

  it('pages the queue newest first with a cursor of its own, and refuses bad input with 4xx JSON', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 27; index += 1)
      ids.push((await post({ name: `Spam ${index}`, comment: `visit spam${index}.example.com`, post: 'health7' })).json.id);
    const first = await queue();
    expect(first.json.comments.length).toBeGreaterThan(0);
    const all = [...first.json.comments];
    let cursor: string | undefined = first.json.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    while (cursor) {
      const page = await queue(support, cursor);
      all.push(...page.json.comments);
      cursor = page.json.nextCursor;
    }
    const mine = all.filter((comment: { id: string }) => ids.includes(comment.id)) as Array<{ id: string; createdAt: string }>;
    expect(mine.map((comment) => comment.id).sort()).toEqual([...ids].sort());
    expect(mine.map((comment) => comment.createdAt)).toEqual(
      mine
        .map((comment) => comment.createdAt)
        .sort()
        .reverse(),
    );
    expect((await queue(support, Buffer.from(JSON.stringify({ pk: 'POST#health7', sk: 'x' })).toString('base64url'))).status).toBe(400);

    expect((await moderate(ids[0]!, { to: 'deleted', version: 1 })).json.error.fields).toHaveProperty('to');
    expect((await moderate(ids[0]!, { to: 'hidden' })).status).toBe(400);
    expect((await moderate('00000000-0000-4000-8000-000000000000', { to: 'hidden', version: 1 })).status).toBe(404);
  });
});
