import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, findApiRoute, type ApiRoute } from '../../contracts/deployment/api-routes';
import { formatMoney } from '@domain/money';
import { INVOICE_FONTS_FOLDER } from '../../infra/constructs/api';
import { PROJECT_ROOT } from '../../infra/constructs/api-function';
import { CLOUDFRONT_FUNCTION_FILES } from '../../infra/constructs/site';
import { checkoutShopper } from '../support/fixtures';
import { readPdfText } from '../support/pdf-text';
import { testAws } from '../support/aws';
import { samplePdf } from '../support/http';
import { BundleRuntime } from './lambda-runtime';
import { loadCloudFrontFunction, viewerRequest, type CloudFrontRequest, type CloudFrontResponse } from './cloudfront-runtime';
import { synthStorefront, type SynthResult } from './storefront-synth';

// One synthesis with real esbuild bundling (as `cdk synth` does), shared by every test in this file.
let synth: SynthResult;
/** Folder of each function's bundle in the cloud assembly, by route name. */
const assetDirs = new Map<ApiRoute['name'], string>();
/** Each bundle running in its own worker, like its own Lambda execution environment. */
const runtimes = new Map<ApiRoute['name'], BundleRuntime>();

beforeAll(async () => {
  synth = synthStorefront({ bundle: true });
  const functions = synth.template.findResources('AWS::Lambda::Function') as Record<string, { Metadata: Record<string, string> }>;
  for (const route of apiRoutes) {
    const fn = synth.stack.api.functions[route.name]!.function;
    const logicalId = synth.stack.getLogicalId(fn.node.defaultChild as never);
    const assetPath = functions[logicalId]?.Metadata['aws:asset:path'];
    if (!assetPath) throw new Error(`No asset for ${route.name}`);
    assetDirs.set(route.name, path.join(synth.outdir, assetPath));
  }
  // TABLE_NAME, BUCKET_NAME and the emulator endpoints are already in process.env (tests/support/worker-env.ts).
  for (const route of apiRoutes) runtimes.set(route.name, await BundleRuntime.start(path.join(assetDirs.get(route.name)!, 'index.mjs')));
});
afterAll(async () => {
  await Promise.all([...runtimes.values()].map((runtime) => runtime.stop()));
  synth?.cleanup();
});

/** The functions that render tax invoices (infra/constructs/api.ts INVOICE_ROUTES). */
const INVOICE_FUNCTIONS: ReadonlySet<ApiRoute['name']> = new Set(['track', 'staff-api']);

const apiPath = loadCloudFrontFunction(CLOUDFRONT_FUNCTION_FILES.apiPath).handler;

interface ApiCall {
  method: string;
  /** What the browser asks CloudFront for, e.g. '/api/comments/?post=health3'. */
  url: string;
  body?: { bytes: Buffer; contentType: string };
  /** Further viewer headers, e.g. the browser's Sec-Fetch-Site. */
  headers?: Record<string, string>;
}

/**
 * Sends a request the way production does: the viewer request goes through the /api/* CloudFront Function
 * (which strips the SPA's trailing slash), then API Gateway invokes the route's function with a payload-v2 event.
 */
async function call({
  method,
  url,
  body,
  headers: viewerHeaders = {},
}: ApiCall): Promise<{ status: number; headers: Record<string, unknown>; json: any; body: string }> {
  const forwarded = apiPath(viewerRequest(url, method, { ...viewerHeaders, ...(body ? { 'content-type': body.contentType } : {}) }));
  if ('statusCode' in forwarded) throw new Error(`CloudFront answered ${(forwarded as CloudFrontResponse).statusCode} for ${url}`);
  const request = forwarded as CloudFrontRequest;
  const route = findApiRoute(request.uri);
  if (!route) throw new Error(`No route for ${request.uri}`);
  // API Gateway's route key: a prefix route's sub-paths match its {proxy+} route.
  const routeKey = request.uri === route.path ? `ANY ${route.path}` : `ANY ${route.path}/{proxy+}`;
  const rawQueryString = new URLSearchParams(Object.entries(request.querystring).map(([k, v]) => [k, v.value])).toString();
  const headers: Record<string, string> = {};
  for (const [name, { value }] of Object.entries(request.headers)) headers[name] = value;
  if (body) headers['content-length'] = String(body.bytes.length);
  const requestId = `test-${Math.random().toString(16).slice(2)}`;
  const now = new Date();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath: request.uri,
    rawQueryString,
    headers,
    ...(rawQueryString
      ? { queryStringParameters: Object.fromEntries(Object.entries(request.querystring).map(([k, v]) => [k, v.value])) }
      : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.execute-api.ap-south-1.amazonaws.com',
      domainPrefix: 'api',
      http: { method, path: request.uri, protocol: 'HTTP/1.1', sourceIp: '130.176.0.1', userAgent: 'Amazon CloudFront' },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body ? { body: body.bytes.toString('base64'), isBase64Encoded: true } : { isBase64Encoded: false }),
  };
  const result = await runtimes.get(route.name)!.invoke(event, { awsRequestId: requestId, functionName: route.name });
  const json = result.body && !result.isBase64Encoded ? JSON.parse(result.body) : undefined;
  return { status: result.statusCode ?? 0, headers: result.headers ?? {}, json, body: result.body ?? '' };
}

/** A multipart body built by the platform's own FormData encoder. */
async function multipart(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const response = new Response(form);
  return { bytes: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

describe('synthesized Lambda bundles', () => {
  it('are minified ESM with a linked source map, the AWS SDK left to the runtime, and no __dirname/__filename', () => {
    for (const route of apiRoutes) {
      const dir = assetDirs.get(route.name)!;
      const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
      expect(code.startsWith("import { createRequire as __medvikaCreateRequire } from 'node:module';")).toBe(true);
      expect(code.trimEnd()).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map$/);
      expect(existsSync(path.join(dir, 'index.mjs.map'))).toBe(true);
      // The SDK comes from the runtime; the vitals function calls no AWS service at all (its metrics are log lines).
      if (route.name === 'vitals') expect(code).not.toMatch(/from"@aws-sdk\//);
      else expect(code).toMatch(/from"@aws-sdk\/(client-dynamodb|lib-dynamodb)"/);
      expect(code).not.toMatch(/\b__dirname\b|\b__filename\b/);
      // The SDK is external, so a bundle is our code + zod + busboy (~0.5 MB, see RUNTIME_PROVIDED_MODULES);
      // a bundled SDK would add ~470 KB and cross this line. The functions that re-encode photos (submit-form,
      // privacy, and track for a return's photo) also carry the pure-JS codecs jpeg-js and pngjs; track and staff-api
      // carry pdf-lib and @pdf-lib/fontkit for invoices and are the largest: ≈ 610 KiB with pdf-lib alone, ≈ 1.6 MiB
      // with fontkit (≈ 950 KiB minified: its shapers and Unicode tables), so they have a line of their own.
      const limit = INVOICE_FUNCTIONS.has(route.name) ? 1800 * 1024 : 800 * 1024;
      expect(statSync(path.join(dir, 'index.mjs')).size).toBeLessThan(limit);
    }
  });

  it('package the invoice fonts with their licence beside the invoice functions only', () => {
    for (const route of apiRoutes) {
      const fonts = path.join(assetDirs.get(route.name)!, INVOICE_FONTS_FOLDER.to);
      if (!INVOICE_FUNCTIONS.has(route.name)) {
        expect(existsSync(fonts)).toBe(false);
        continue;
      }
      expect(readdirSync(fonts).sort()).toEqual(readdirSync(path.join(PROJECT_ROOT, INVOICE_FONTS_FOLDER.from)).sort());
      expect(readFileSync(path.join(fonts, 'OFL.txt'), 'utf8')).toContain('SIL OPEN FONT LICENSE');
    }
  });

  it('POST /api/track/invoice renders the PDF in the bundle with its packaged fonts: ₹ amounts and a Hindi name', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...checkoutShopper, name: 'मीरा नायर' })) form.set(name, value);
    form.set('form', 'checkout');
    form.set('items', JSON.stringify([{ id: 'products-dolo-650-tab-15', quantity: 2 }]));
    const placed = await call({ method: 'POST', url: '/api/submit-form/', body: await multipart(form) });
    expect(placed.status).toBe(201);
    const reference = placed.json.reference as string;
    // Dispatched as the staff API would record it (that route needs the authorizer's claims, which this harness has not):
    // an invoice exists from dispatch on.
    const aws = testAws();
    const key = { pk: `ORDER#${reference}`, sk: 'RECORD' };
    await aws.clients.dynamo.send(
      new UpdateCommand({
        TableName: aws.config.tableName,
        Key: key,
        UpdateExpression: 'SET history = list_append(history, :steps), #status = :dispatched',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':dispatched': 'dispatched',
          ':steps': ['confirmed', 'packed', 'dispatched'].map((to, index, steps) => ({
            from: index === 0 ? 'placed' : steps[index - 1],
            to,
            at: new Date().toISOString(),
            by: 'pharmacist',
          })),
        },
      }),
    );
    const order = (await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: key }))).Item!;
    const answer = await call({
      method: 'POST',
      url: '/api/track/invoice/',
      body: { bytes: Buffer.from(JSON.stringify({ reference, phone: checkoutShopper.phone })), contentType: 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdfText(new Uint8Array(Buffer.from(answer.body, 'base64')));
    expect(text).toContain(`Total (including GST) ${formatMoney(order.totalPaise as number)}`);
    expect(text).toContain('मीरा नायर');
  });

  it('GET /api/comments/?post=health3 answers 200 with a comments array', async () => {
    const answer = await call({ method: 'GET', url: '/api/comments/?post=health3' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(Array.isArray(answer.json.comments)).toBe(true);
  });

  it('POST /api/post-comment/ (multipart) answers 201 and the comment is then listed', async () => {
    const form = new FormData();
    form.set('name', 'Asha');
    form.set('comment', 'Bundled handler test');
    form.set('post', 'health3');
    const answer = await call({ method: 'POST', url: '/api/post-comment/', body: await multipart(form) });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ post: 'health3', name: 'Asha', comment: 'Bundled handler test' });
    const listed = await call({ method: 'GET', url: '/api/comments/?post=health3' });
    expect(listed.json.comments.map((c: { id: string }) => c.id)).toContain(answer.json.id);
  });

  it('POST /api/submit-form/ with a prescription PDF answers 201 with an RX- reference and stores file and record', async () => {
    const form = new FormData();
    form.set('form', 'prescription');
    form.set('name', 'Ravi Kumar');
    form.set('email', 'ravi@example.com');
    form.set('phone', '+91 98765 43210');
    form.set('city', 'Noida');
    form.set('address', 'B-12, Sector 62, Noida, Uttar Pradesh 201301');
    form.set('code', '201301');
    form.set('medicine_name', 'Amoxicillin 500 mg');
    form.set('consent', 'true');
    form.set('prescription', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'prescription.pdf');
    const answer = await call({ method: 'POST', url: '/api/submit-form/', body: await multipart(form) });
    expect(answer.status).toBe(201);
    expect(answer.json.reference).toMatch(/^RX-/);

    const aws = testAws();
    const keys = await aws.objectKeys('prescriptions/');
    const key = keys.find((k) => k.includes(`/${answer.json.reference}/`));
    expect(key).toMatch(/^prescriptions\/\d{4}\/\d{2}\/\d{2}\/RX-[^/]+\/[0-9a-f-]+\.pdf$/);
    expect((await aws.objectBytes(key!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const records = await aws.itemsOfKind('prescription');
    expect(records.map((r) => r.reference)).toContain(answer.json.reference);
  });

  it('GET /api/staff/queues/prescription/ without verified token claims answers 401 JSON (the handler re-checks what the authorizer enforces)', async () => {
    const answer = await call({ method: 'GET', url: '/api/staff/queues/prescription/' });
    expect(answer.status).toBe(401);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json.error.code).toBe('UNAUTHORIZED');
  });

  it('POST /api/vitals/ (a beacon, text/plain) answers 204, and refuses a real path as the page type with 400', async () => {
    const beacon = (route: string) => ({
      bytes: Buffer.from(JSON.stringify({ route, metrics: [{ name: 'LCP', value: 1200 }] })),
      contentType: 'text/plain;charset=UTF-8',
    });
    const sameOrigin = { 'sec-fetch-site': 'same-origin' };
    expect((await call({ method: 'POST', url: '/api/vitals/', body: beacon('/category/:slug'), headers: sameOrigin })).status).toBe(204);
    const refused = await call({ method: 'POST', url: '/api/vitals/', body: beacon('/category/baby-care'), headers: sameOrigin });
    expect([refused.status, refused.json.error.code]).toEqual([400, 'VALIDATION']);
  });

  it('answers a wrong method with the JSON 405 (routes use ANY so the handler decides)', async () => {
    const answer = await call({ method: 'GET', url: '/api/submit-form/' });
    expect(answer.status).toBe(405);
    expect(answer.json.error.code).toBe('METHOD_NOT_ALLOWED');
  });
});
