/**
 * The staff API's routing: the route table from method and path pattern to action, and the one entry point the
 * handler calls. Who may do what is authorise.ts; each action is its own module (queue.ts, record-view.ts,
 * status-change.ts, order-refund.ts, cash-collected.ts, record-file.ts, audit-view.ts, privacy-request-close.ts, privacy-correction.ts, privacy-erase.ts,
 * held-comments.ts, catalogue.ts), over the shared staff-context.ts.
 */
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { REFERENCE_PATH_PATTERN } from '../runtime/reference';
import { showAudit } from './audit-view';
import { changeShelfItem, listCatalogue, showShelfItem } from './catalogue';
import { recordInvoice } from './record-invoice';
import { listHeldComments, moderateComment } from './held-comments';
import { answerMessage } from './message-answer';
import { markCashCollected } from './cash-collected';
import { markRefunded } from './order-refund';
import { decideReturn } from './order-return-decision';
import { applyCorrection } from './privacy-correction';
import { erasePrivacyRequest } from './privacy-erase';
import { closePrivacyRequest } from './privacy-request-close';
import { listQueue } from './queue';
import { takeOverClaim } from './record-claim';
import { logCall } from './call-log';
import { fileContent, presignFile, presignReturnPhoto } from './record-file';
import { showRecord } from './record-view';
import type { RouteParams, StaffApiContext, StaffRoute } from './staff-context';
import { changeStatus } from './status-change';
import { sendQuote } from './quote';
import { proposeBatches } from './packing';
import { showH1Register } from './h1-register-view';
import { listRecall, notifyRecall } from './recalls';
import { staffUserFromClaims } from './staff-user';

/** What each `:name` of a route template matches: a reference's loose shape, a privacy request or comment id. */
const paramPatterns: Record<keyof RouteParams, string> = {
  reference: REFERENCE_PATH_PATTERN.source,
  id: '[0-9A-Za-z-]{1,64}',
};

interface Route {
  method: 'GET' | 'POST' | 'PATCH';
  pattern: RegExp;
  /** The template's `:name`s, in the order of the pattern's groups. */
  params: Array<keyof RouteParams>;
  run: StaffRoute;
}

/**
 * One route: `template` is a path below /api/staff whose `:reference` and `:id` segments capture those parameters
 * (paramPatterns); every other segment must match exactly.
 */
function route(method: Route['method'], template: string, run: StaffRoute): Route {
  const params: Route['params'] = [];
  const segments = template.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const name = segment.slice(1) as keyof RouteParams;
    params.push(name);
    return `(${paramPatterns[name]})`;
  });
  return { method, pattern: new RegExp(`^${segments.join('/')}$`), params, run };
}

/** The staff API's paths (docs/architecture/staff-api.md), below /api/staff, without a trailing slash. */
const routes: readonly Route[] = [
  route('GET', '/queue', listQueue),
  route('GET', '/records/:reference', showRecord),
  route('POST', '/records/:reference/status', changeStatus),
  route('POST', '/records/:reference/claim', takeOverClaim),
  route('POST', '/records/:reference/calls', logCall),
  route('POST', '/records/:reference/refund', markRefunded),
  route('POST', '/records/:reference/cash-collected', markCashCollected),
  route('POST', '/records/:reference/return', decideReturn),
  route('POST', '/records/:reference/answer', answerMessage),
  route('POST', '/records/:reference/quote', sendQuote),
  route('POST', '/records/:reference/file-url', presignFile),
  route('POST', '/records/:reference/return-photo-url', presignReturnPhoto),
  route('GET', '/records/:reference/file-content', fileContent),
  route('GET', '/records/:reference/audit', showAudit),
  route('GET', '/records/:reference/invoice', recordInvoice),
  route('GET', '/records/:reference/batches', proposeBatches),
  route('POST', '/records/:reference/privacy-requests/:id', closePrivacyRequest),
  route('POST', '/records/:reference/privacy-requests/:id/correction', applyCorrection),
  route('POST', '/records/:reference/privacy-requests/:id/erase', erasePrivacyRequest),
  route('GET', '/catalogue', listCatalogue),
  route('GET', '/catalogue/:id', showShelfItem),
  route('PATCH', '/catalogue/:id', changeShelfItem),
  route('GET', '/comments', listHeldComments),
  route('POST', '/comments/:id', moderateComment),
  route('GET', '/registers/h1', showH1Register),
  route('GET', '/recalls', listRecall),
  route('POST', '/recalls', notifyRecall),
];

/** The parameters a matching path captured ('' for those the route has not). */
function paramsOf(chosen: Route, path: string): RouteParams {
  const match = path.match(chosen.pattern)!;
  const params: RouteParams = { reference: '', id: '' };
  chosen.params.forEach((name, index) => {
    params[name] = match[index + 1] ?? '';
  });
  return params;
}

/**
 * Routes one /api/staff/* request (docs/architecture/staff-api.md): reads the staff member from the verified token's
 * claims, then runs the route whose pattern and method match.
 * @returns the action's answer
 * @throws HttpError 401 without valid claims, 403 for a group without the right, 404 JSON for an unknown path,
 *   405 (with an `allow` header listing the path's methods) for a known path with another method, 400/409/422 from
 *   the actions
 */
export async function routeStaffRequest(request: HttpRequest, context: StaffApiContext): Promise<RouteResult> {
  const user = staffUserFromClaims(request.claims);
  const path = request.path.replace(/\/+$/, '').replace(/^\/api\/staff/, '') || '/';
  const matching = routes.filter((candidate) => candidate.pattern.test(path));
  if (matching.length === 0) throw new HttpError(404, 'NOT_FOUND', 'There is no staff API at this address.');
  const chosen = matching.find((candidate) => candidate.method === request.method);
  if (!chosen) {
    const allow = matching.map((candidate) => candidate.method).join(', ');
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', `Use ${allow} for this address.`, undefined, { allow });
  }
  return chosen.run(request, user, context, paramsOf(chosen, path));
}
