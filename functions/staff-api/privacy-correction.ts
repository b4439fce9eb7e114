import { DETAILS_CORRECTED } from '@domain/notifications';
import type { HistoryEntry } from '@domain/lifecycle';
import { PRIVACY_CORRECTION_REASON } from '@contracts/privacy-requests';
import { correctionFieldLabels, privacyCorrectionSchema, validateCorrection, type CorrectableField } from '@contracts/privacy-correction';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { randomUUID } from 'node:crypto';
import type { Locale } from '@contracts/locale';
import { outboxEventsFor, type OutboxEvent } from '../runtime/outbox';
import { recordLocale } from '../runtime/shopper-locale';
import { EMAIL_CHANGED_EVENT, putEmailChange } from '../data/email-changes';
import { applyPrivacyCorrection, dequeuePrivacyPointer } from '../data/privacy-requests';
import { rewriteSearchItems } from '../data/record-search';

import { ALREADY_DONE, findPrivacyRequest, isDoneByOwnWrite, openPrivacyRequest } from './privacy-request-close';
import { loadRecord, staffJsonBody, staffRecordView, type RouteParams, type StaffApiContext, auditedWrite } from './staff-context';
import type { StaffUser } from './staff-user';

/**
 * The change notice's outbox event (no address: the notifier takes the e-mail change item's `previousEmail`), in the
 * record's language, due at once.
 */
function emailChangeNotice(locale: Locale, now: Date): OutboxEvent {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    audience: 'shopper',
    status: EMAIL_CHANGED_EVENT,
    locale,
    createdAt: at,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: at,
  };
}

/** The fields the staff search indexes (functions/data/record-search.ts): a correction of one rewrites the search items. */
const SEARCHED_FIELDS: ReadonlySet<string> = new Set(['name', 'phone', 'mobile', 'email']);

const STALE = 'Someone else changed this record. Here is the current version; check the correction and apply it again.';

/**
 * POST /api/staff/records/<reference>/privacy-requests/<id>/correction {fields, version}: applies a shopper's correction
 * request (DPDP Act 2023 §12(1)–(2)). `fields` holds the new values of the contact fields the request names; each is
 * checked by the rules of the form that collected it (contracts/privacy-correction.ts validateCorrection). Then ONE
 * conditional UpdateItem (functions/data/privacy-requests.ts applyPrivacyCorrection; condition: `version` as seen, the
 * request still open) sets the fields, appends a history entry naming WHICH fields changed and who changed them (reason
 * PRIVACY_CORRECTION_REASON, the staff user id and display name; never an old or new value), marks the request done
 * (resolution: the fields' names) and queues the shopper's e-mail (DETAILS_CORRECTED: the notifier sends it to the
 * record's address as it is then, the corrected one). When the e-mail address changed, the replaced address gets one
 * change notice and, for 24 hours, the erasure codes too (an e-mail change item, functions/data/email-changes.ts,
 * written just after the record). The request's pointer then leaves the staff queue.
 * Who: the groups that may see the record's kind (authorise.ts). Audited first (`privacy_correction`, detail: request
 * id and field names; `attempted`, then `allowed` or `conflict`: staff-context.ts auditAttempt).
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of the schema; 400 VALIDATION with
 *   `fields` naming each field that breaks its form's rule, an unknown field, or nothing to change (`fields.fields`),
 *   and for a request that is not a correction; 403 for a group that may not see the kind; 404 for an unknown
 *   reference or request id; 409 CONFLICT with the current record (body.current) when `version` is stale, the request
 *   is already done, or the record changed while saving
 */
export async function applyCorrection(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference, id }: RouteParams,
): Promise<RouteResult> {
  const body = staffJsonBody(privacyCorrectionSchema, request);
  const { kind, key, item } = await loadRecord(reference, user, context);
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  const at = context.now.toISOString();
  const audit = { at, action: 'privacy_correction', reference, detail: `correction ${id}` } as const;
  const { index, request: found } = await openPrivacyRequest(context, user, {
    reference,
    key,
    item,
    id,
    audit,
    type: 'correction',
    version: { decidedOn: body.version, staleMessage: STALE },
  });
  const check = validateCorrection(kind, body.fields, item);
  if ('errors' in check) throw new HttpError(400, 'VALIDATION', 'Check the corrected details.', check.errors);

  const names = Object.keys(check.changes) as CorrectableField[];
  const words = names.map((name) => correctionFieldLabels[name]).join(', ');
  const { status } = item;
  const entry: HistoryEntry & { byName?: string } = {
    at,
    by: user.userId,
    from: status,
    to: status,
    reason: PRIVACY_CORRECTION_REASON,
    note: `Corrected at the shopper's request: ${words}.`,
    ...(user.name ? { byName: user.name } : {}),
  };
  const email = check.changes.email ?? (typeof item.email === 'string' ? item.email : undefined);
  const previousEmail = typeof item.email === 'string' && item.email.trim() !== '' ? item.email : undefined;
  const emailChanged =
    check.changes.email !== undefined &&
    previousEmail !== undefined &&
    check.changes.email.trim().toLowerCase() !== previousEmail.trim().toLowerCase();
  const updated = await auditedWrite(
    context,
    user,
    { ...audit, detail: `correction ${found.id}: ${names.join(', ')}` },
    () =>
      applyPrivacyCorrection(dynamo, tableName, key, {
        index,
        id,
        at,
        by: user.userId,
        note: `Corrected: ${words}.`,
        version: body.version,
        changes: check.changes,
        entry,
        events: outboxEventsFor(kind, DETAILS_CORRECTED, { to: email }, context.now),
      }),
    {
      message: (current) => (findPrivacyRequest(current, id).request.state === 'open' ? STALE : ALREADY_DONE),
      isOwnWrite: (current) => isDoneByOwnWrite(findPrivacyRequest(current, id).request, at, user.userId),
    },
  );
  // The replaced address hears of the change once, and gets erasure codes for 24 hours (functions/data/email-changes.ts).
  // Written after the record: a change notice must never go out for a correction that was not stored.
  if (emailChanged && previousEmail) {
    await putEmailChange(dynamo, tableName, {
      record: { key, reference },
      previousEmail,
      changedAt: context.now,
      notice: emailChangeNotice(recordLocale(item.locale), context.now),
    });
  }
  await dequeuePrivacyPointer(dynamo, tableName, key, found, at);
  // The staff search must find the record under the corrected details, and no longer under the old ones.
  if (names.some((name) => SEARCHED_FIELDS.has(name))) await rewriteSearchItems(dynamo, tableName, updated);
  return { status: 200, body: await staffRecordView(updated, user) };
}
