import type { APIGatewayProxyEventV2, APIGatewayProxyHandlerV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { asStructured } from '../../functions/runtime/http';
import { expect } from 'vitest';
import { samplePdf } from '../../dev/sample-pdf';
// Tests take the sample PDF from here with the rest of the request helpers; the bench takes it from dev/ directly.
export { samplePdf };
import { checkoutShopper } from './fixtures';

/** A multipart body built by the platform's own FormData encoder (no hand-written boundaries). */
export async function encodeMultipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/** Builds FormData from fields and optional files ({field: [bytes, filename, mime]}). */
export function formData(fields: Record<string, string>, files: Record<string, [Uint8Array, string, string?]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [bytes, filename, type]] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(bytes)], { type: type ?? 'application/octet-stream' }), filename);
  return form;
}

/** Options of invoke(). */
export interface InvokeOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: Buffer;
  /** Verified JWT claims, as API Gateway's JWT authorizer puts them on the event (staff routes). */
  claims?: Record<string, unknown>;
}

/** Calls a Lambda handler with an API Gateway HTTP API payload-v2 event; returns status, headers and parsed JSON. */
export async function invoke(handler: APIGatewayProxyHandlerV2, options: InvokeOptions) {
  const method = options.method ?? 'GET';
  const rawQueryString = new URLSearchParams(options.query ?? {}).toString();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: `${method} ${options.path}`,
    rawPath: options.path,
    rawQueryString,
    headers: Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: options.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${method} ${options.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: null } } } : {}),
    } as APIGatewayProxyEventV2['requestContext'],
    ...(options.body ? { body: options.body.toString('base64'), isBase64Encoded: true } : { isBase64Encoded: false }),
  };
  const context = { awsRequestId: randomUUID() } as Context;
  const result = asStructured((await handler(event, context, () => undefined)) ?? { statusCode: 500 });
  let json: any;
  try {
    json = result.body ? JSON.parse(result.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: result.statusCode ?? 0, headers: (result.headers ?? {}) as Record<string, string>, json, raw: result.body };
}

/** The first bytes of a JPEG followed by filler: enough for content sniffing. */
export function sampleJpeg(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0x11);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).copy(bytes);
  bytes[size - 2] = 0xff;
  bytes[size - 1] = 0xd9;
  return bytes;
}

/** Valid prescription text fields. */
export const prescriptionFields = {
  form: 'prescription',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  city: 'Noida',
  address: 'Flat 12, Sector 18, Noida 201301',
  code: '201301',
  medicine_name: 'Dolo 650',
  definition: 'Two strips',
  consent: 'true',
};

/**
 * Posts a multipart form through the submit-form handler, expects 201 and returns the new record's reference.
 * @param language the page's language as the browser sends it (Accept-Language, e.g. 'hi-IN'); none by default
 */
export async function submitThroughHandler(
  fields: Record<string, string>,
  files: Parameters<typeof formData>[1] = {},
  language?: string,
): Promise<string> {
  const { handler } = await import('../../functions/submit-form/submit-form.handler');
  const { body, contentType } = await encodeMultipart(formData(fields, files));
  const headers = { 'content-type': contentType, ...(language ? { 'accept-language': language } : {}) };
  const response = await invoke(handler, { method: 'POST', path: '/api/submit-form/', headers, body });
  expect(response.status).toBe(201);
  return response.json.reference as string;
}

/**
 * Submits a valid prescription with `pdf` as its scan; returns its reference.
 * @param fields text fields to send instead of prescriptionFields' own, e.g. `{ code: '122002' }`
 */
export const submitPrescription = (pdf: Buffer = samplePdf(), fields: Partial<typeof prescriptionFields> = {}) =>
  submitThroughHandler({ ...prescriptionFields, ...fields }, { prescription: [pdf, 'scan.pdf', 'application/pdf'] });

/**
 * Places an order as the checkout page does, through the running local stack's API (e2e tests), for the test shopper
 * (fixtures.ts checkoutShopper).
 * @param baseUrl the local stack's origin, e.g. session.baseUrl
 * @param items the cart's lines: product id and quantity; `payment` how it is paid (the fixture's cash on delivery by default)
 * @returns the order's ORD- reference (asserts the 201)
 */
export async function placeOrderThroughApi(
  baseUrl: string,
  items: ReadonlyArray<{ id: string; quantity: number }>,
  payment: 'online' | 'cod' = checkoutShopper.payment,
): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ form: 'checkout', ...checkoutShopper, payment })) form.append(name, value);
  form.append('items', JSON.stringify(items));
  const placed = await fetch(`${baseUrl}/api/submit-form/`, { method: 'POST', body: form });
  expect(placed.status).toBe(201);
  return ((await placed.json()) as { reference: string }).reference;
}
