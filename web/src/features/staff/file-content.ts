import { useCallback } from 'react';
import type { FileContentAnswer } from '@contracts/api';
import { toApiError } from '../../lib/api-client';
import { SessionEndedError, useSession } from './session';
import { StaffApiError } from './staff-api-client';

/**
 * Loads a record's prescription file bytes from the staff API (`GET /api/staff/records/<ref>/file-content`, pharmacists
 * only, scan-gated and audited; functions/staff-api/staff-api.core.ts) for the PDF viewer. The same rules as the other
 * staff calls (staff-api-client.ts): the session's ID token as Bearer, a 401 ends the session, other failures throw
 * StaffApiError with the API's code (409 FILE_SCAN_PENDING, 409 FILE_NOT_SCANNED, 423 FILE_QUARANTINED, …) and message.
 * @returns a function of the reference (and, for an earlier upload of a re-uploaded prescription, its index into the
 *   record's `files`) giving the file's bytes
 */
export function useFileContent(): (reference: string, upload?: number) => Promise<Uint8Array> {
  const { getIdToken, endSession } = useSession();
  return useCallback(
    async (reference: string, upload?: number) => {
      const token = await getIdToken();
      const query = upload === undefined ? '' : `?file=${upload}`;
      let response: Response;
      try {
        response = await fetch(`/api/staff/records/${encodeURIComponent(reference)}/file-content${query}`, {
          headers: { accept: 'application/json', authorization: `Bearer ${token}` },
          cache: 'no-store',
        });
      } catch {
        throw new StaffApiError(0, 'NETWORK', 'We could not reach the Medvika API. Check the connection and try again.');
      }
      const body = (await response.json().catch(() => null)) as FileContentAnswer | null;
      if (response.status === 401) {
        endSession();
        throw new SessionEndedError();
      }
      if (!response.ok || !body) {
        const base = toApiError(response.status, body);
        throw new StaffApiError(base.status, base.code, base.message, base.fields, base.reason);
      }
      return Uint8Array.from(atob(body.base64), (char) => char.charCodeAt(0));
    },
    [getIdToken, endSession],
  );
}
