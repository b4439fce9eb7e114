import type { APIGatewayProxyEventV2, APIGatewayProxyHandlerV2, Context } from 'aws-lambda';
import express, { type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { findApiRoute, type ApiRoute } from '../contracts/deployment/api-routes';
import { REFILL_REMINDER_DELAY_ENV } from '../contracts/refill-reminders';
import { HttpError, asStructured, errorResponse } from '../functions/runtime/http';
import { StaffTokenRejected, createStaffAuthorizer, readStaffAuthSettings } from './staff-authorizer';

/** The handler module of each route (the `entry` of api-routes.ts), imported on first use. */
const handlerModules: Record<ApiRoute['name'], () => Promise<{ handler: APIGatewayProxyHandlerV2 }>> = {
  'get-comments': () => import('../functions/comments/get-comments.handler'),
  'post-comment': () => import('../functions/comments/post-comment.handler'),
  catalogue: () => import('../functions/catalogue/catalogue.handler'),
  'submit-form': () => import('../functions/submit-form/submit-form.handler'),
  // The local demo's reminder delay (MEDVIKA_REFILL_REMINDER_DELAY_MS) needs the local track handler: the Lambda's never reads it.
  track: () => (process.env[REFILL_REMINDER_DELAY_ENV] ? import('./local-track-handler') : import('../functions/track/track.handler')),
  'staff-api': () => import('../functions/staff-api/staff-api.handler'),
  'staff-session': () => import('../functions/staff-session/staff-session.handler'),
  privacy: () => import('../functions/privacy/privacy.handler'),
  vitals: () => import('../functions/vitals/vitals.handler'),
  reminders: () => import('../functions/reminders/reminders.handler'),
};

/** Largest request body the local API accepts: 6 MiB, Lambda's synchronous invocation payload limit. */
export const LOCAL_MAX_BODY_BYTES = 6 * 1024 * 1024;

/** Builds the API Gateway HTTP API payload-v2 event Lambda would receive for this request. */
export function toApiGatewayEvent(req: Request, route: ApiRoute, body: Buffer): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // As API Gateway's payload v2: the Cookie header becomes `cookies`, one entry per cookie.
  const cookies = headers.cookie?.split(/;\s*/).filter(Boolean);
  delete headers.cookie;
  const queryIndex = req.originalUrl.indexOf('?');
  const rawQueryString = queryIndex >= 0 ? req.originalUrl.slice(queryIndex + 1) : '';
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    queryStringParameters[name] = name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const now = new Date();
  const rawPath = `${req.baseUrl}${req.path}`;
  // As infra/constructs/api.ts registers them: every route as ANY, a prefix route's sub-paths as `<path>/{proxy+}`.
  const subPath = route.prefix && rawPath.replace(/\/$/, '') !== route.path ? rawPath.slice(route.path.length + 1) : undefined;
  const routeKey = subPath === undefined ? `ANY ${route.path}` : `ANY ${route.path}/{proxy+}`;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers,
    ...(cookies?.length ? { cookies } : {}),
    ...(rawQueryString ? { queryStringParameters } : {}),
    ...(subPath === undefined ? {} : { pathParameters: { proxy: subPath } }),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: req.hostname,
      domainPrefix: 'local',
      http: {
        method: req.method,
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.ip ?? '127.0.0.1',
        userAgent: req.get('user-agent') ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: body.toString('base64'), isBase64Encoded: true } : { isBase64Encoded: false }),
  };
}

function lambdaContext(requestId: string, functionName: string): Context {
  return {
    awsRequestId: requestId,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function sendError(res: Response, error: HttpError): void {
  const answer = errorResponse(error);
  res
    .status(answer.statusCode ?? 500)
    .set(answer.headers as Record<string, string>)
    .send(answer.body);
}

/**
 * Express router serving /api/* by invoking the same handler modules Lambda runs, with payload-v2 events.
 * Handler modules are imported on first use, after the caller has set the environment they read.
 * Unknown /api paths get a JSON 404; bodies over LOCAL_MAX_BODY_BYTES a JSON 413; a body with a Content-Encoding
 * (br, gzip, …) a JSON 415, undecoded, as API Gateway never decodes one either.
 * Routes with `auth: 'staff'` pass the local JWT authorizer first (staff-authorizer.ts, configured from the
 * environment on first use): without a valid ID token of the staff pool they get a JSON 401 and the handler
 * never runs; with one, the event carries `requestContext.authorizer.jwt` as API Gateway's authorizer sets it.
 */
export function createApiRouter(): express.Router {
  const router = express.Router();
  const handlers = new Map<string, Promise<APIGatewayProxyHandlerV2>>();
  let authorize: ReturnType<typeof createStaffAuthorizer> | undefined;
  /** The verified token's claims (API Gateway's shape), or an HttpError to answer instead of calling the handler. */
  const authorizeStaff = async (req: Request): Promise<Record<string, string> | HttpError> => {
    if (!authorize) {
      const settings = readStaffAuthSettings();
      if (!settings) {
        console.error(
          'local API adapter: staff routes need AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, STAFF_USER_POOL_ID and STAFF_CLIENT_ID',
        );
        return new HttpError(500, 'INTERNAL', 'Staff sign-in is not configured on this server.');
      }
      authorize = createStaffAuthorizer(settings);
    }
    try {
      return await authorize(req.get('authorization'));
    } catch (error) {
      if (!(error instanceof StaffTokenRejected)) throw error;
      return new HttpError(401, 'UNAUTHORIZED', 'Please sign in to the staff console.');
    }
  };
  const load = (route: ApiRoute) => {
    let handler = handlers.get(route.name);
    if (!handler) {
      handler = handlerModules[route.name]().then((module) => module.handler);
      handlers.set(route.name, handler);
    }
    return handler;
  };

  // inflate: false, as API Gateway: a body is never decoded; one with a Content-Encoding gets the JSON 415 below.
  router.use(express.raw({ type: () => true, limit: LOCAL_MAX_BODY_BYTES, inflate: false }));
  router.use(async (req: Request, res: Response) => {
    const route = findApiRoute(`${req.baseUrl}${req.path}`);
    if (!route) {
      sendError(res, new HttpError(404, 'NOT_FOUND', 'There is no API at this address.'));
      return;
    }
    let claims: Record<string, string> | undefined;
    if (route.auth === 'staff') {
      const verdict = await authorizeStaff(req);
      if (verdict instanceof HttpError) {
        sendError(res, verdict);
        return;
      }
      claims = verdict;
    }
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = toApiGatewayEvent(req, route, body);
    if (claims) Object.assign(event.requestContext, { authorizer: { jwt: { claims, scopes: null } } });
    const handler = await load(route);
    const result = asStructured(
      (await handler(event, lambdaContext(event.requestContext.requestId, route.name), () => undefined)) ?? { statusCode: 500 },
    );
    res.status(result.statusCode ?? 200);
    for (const [name, value] of Object.entries(result.headers ?? {})) res.set(name, String(value));
    res.send(result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
  });
  // body-parser errors (too large, aborted) as JSON like the handlers' own; anything else is ours: a 500.
  router.use((error: { status?: number; type?: string; name?: string }, _req: Request, res: Response, _next: NextFunction) => {
    if (error.type === 'entity.too.large') sendError(res, new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request is larger than 6 MiB.'));
    else if (error.type === 'encoding.unsupported')
      sendError(res, new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body without a Content-Encoding.'));
    else if (error.type) sendError(res, new HttpError(400, 'MALFORMED_BODY', 'The request body could not be read.'));
    else {
      console.error('local API adapter failed:', error.name ?? 'Error');
      sendError(res, new HttpError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
  });
  return router;
}
