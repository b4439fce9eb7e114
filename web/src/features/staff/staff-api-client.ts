import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FileUrlAnswer, PrivacyRequestDone, QueuePage, StaffRecord, StatusChange } from '@contracts/staff-api';
import type { LifecycleKind } from '@domain/lifecycle';
import { ApiError, toApiError } from '../../lib/api-client';
import { SessionEndedError, useSession } from './session';

/** A failed staff API call; a 409 carries the record as it is now (`current`). */
export class StaffApiError extends ApiError {
  current?: StaffRecord;
}

/** One audit entry (GET /api/staff/records/<reference>/audit). */
export interface AuditEntry {
  at: string;
  userId: string;
  action: string;
  reference: string;
  detail?: string;
}

/** Query of one queue page. */
export interface QueueQuery {
  kind: LifecycleKind;
  status?: string;
  order?: 'newest' | 'oldest';
  cursor?: string;
}

const NETWORK_MESSAGE = 'We could not reach the Medvika API. Check the connection and try again.';

/** The staff API calls, each sent with the session's ID token as the Bearer token. */
export interface StaffApi {
  queue: (query: QueueQuery) => Promise<QueuePage>;
  record: (reference: string) => Promise<StaffRecord>;
  changeStatus: (reference: string, change: StatusChange) => Promise<StaffRecord>;
  fileUrl: (reference: string) => Promise<FileUrlAnswer>;
  audit: (reference: string) => Promise<{ entries: AuditEntry[] }>;
  /** Marks one privacy request done with a note; answers the updated record (409: already done, with `current`). */
  closePrivacyRequest: (reference: string, id: string, body: PrivacyRequestDone) => Promise<StaffRecord>;
}

/**
 * The staff API (docs/architecture.md §3.2) for the signed-in user. A 401 ends the session (the console shows "Your session has
 * ended — sign in again" and comes back to the same page after sign-in); other failures throw StaffApiError.
 */
export function useStaffApi(): StaffApi {
  const { getIdToken, endSession } = useSession();
  const call = useCallback(
    async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
      const token = await getIdToken();
      let response: Response;
      try {
        response = await fetch(`/api/staff${path}`, {
          method: init.method ?? 'GET',
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${token}`,
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          cache: 'no-store',
        });
      } catch {
        throw new StaffApiError(0, 'NETWORK', NETWORK_MESSAGE);
      }
      const body = (await response.json().catch(() => null)) as (Record<string, unknown> & { current?: StaffRecord }) | null;
      if (response.status === 401) {
        endSession();
        throw new SessionEndedError();
      }
      if (!response.ok) {
        const base = toApiError(response.status, body);
        const error = new StaffApiError(base.status, base.code, base.message, base.fields);
        if (response.status === 409 && body?.current) error.current = body.current;
        throw error;
      }
      return body as T;
    },
    [getIdToken, endSession],
  );
  return useMemo<StaffApi>(
    () => ({
      queue: ({ kind, status, order, cursor }) => {
        const query = new URLSearchParams({ kind });
        if (status) query.set('status', status);
        if (order) query.set('order', order);
        if (cursor) query.set('cursor', cursor);
        return call<QueuePage>(`/queue?${query.toString()}`);
      },
      record: (reference) => call<StaffRecord>(`/records/${encodeURIComponent(reference)}`),
      changeStatus: (reference, change) => call<StaffRecord>(`/records/${encodeURIComponent(reference)}/status`, { method: 'POST', body: change }),
      fileUrl: (reference) => call<FileUrlAnswer>(`/records/${encodeURIComponent(reference)}/file-url`, { method: 'POST' }),
      audit: (reference) => call<{ entries: AuditEntry[] }>(`/records/${encodeURIComponent(reference)}/audit`),
      closePrivacyRequest: (reference, id, body) =>
        call<StaffRecord>(`/records/${encodeURIComponent(reference)}/privacy-requests/${encodeURIComponent(id)}`, { method: 'POST', body }),
    }),
    [call],
  );
}

/** What useLoad gives a page: the data, the failure and a retry. */
export interface Loaded<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
  /** Replaces the data (e.g. with the record a status change answered). */
  set: (data: T) => void;
}

/**
 * Runs `load` when its key changes (and on reload), keeping the last answer or failure. A SessionEndedError is not
 * shown as a failure: the sign-in-again screen takes over.
 * @param key changes of this string start a new load
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; data?: T; error?: Error }>();
  const [attempt, setAttempt] = useState(0);
  const stamp = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ key: stamp, data }),
      (error: Error) => live && !(error instanceof SessionEndedError) && setResult({ key: stamp, error }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp]);
  const current = result?.key === stamp ? result : undefined;
  return {
    data: current?.data ?? (result?.key.startsWith(`${key}#`) ? result.data : undefined),
    error: current?.error,
    loading: !current,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
    set: useCallback((data: T) => setResult({ key: stamp, data }), [stamp]),
  };
}
