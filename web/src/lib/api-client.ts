/**
 * Browser client of the storefront API (docs/architecture/api.md). Same origin, JSON answers, error bodies
 * `{"error": {"code", "message", "reason", "fields"}}` turned into ApiError. It passes on codes, never words: a page
 * shows an ApiError through lib/api-messages (apiErrorText, fieldProblemText).
 */
import type { ApiErrorBody, ErrorReason, FieldErrors } from '@contracts/api';
import { activeLocale } from '../i18n/catalogs';
import type { ClientErrorCode } from './client-error-code';

export type { ClientErrorCode };

/**
 * The page's language as `Accept-Language` ('hi' or 'en-IN'), sent with every request: the API stores it on what the
 * shopper submits, and every e-mail about that record is written in it.
 */
function languageHeader(): string {
  return activeLocale() === 'hi' ? 'hi' : 'en-IN';
}

/** An API failure as the UI needs it: status 0 means the request never got an answer (offline, timeout). */
export class ApiError extends Error {
  /**
   * @param status the HTTP status, or 0 when no answer came
   * @param code the server's error code, or the client's own (NETWORK, TIMEOUT, ERROR)
   * @param message the server's English `error.message` (or the client's own), for logs and the console: never shown
   *   to a shopper, whose page words `code` and `reason` (lib/api-messages apiErrorText)
   * @param fields field name → problem code and values (contracts/field-problems.ts), shown under each field
   * @param reason what exactly went wrong, when the server said (contracts/api.ts ErrorReason)
   * @param shelf with a checkout's 409 PRICE_CHANGED or OUT_OF_STOCK: the changed lines (`priceChanges`, paise) or
   *   the short lines (`shortLines`, how many can still be bought)
   */
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly fields: FieldErrors = {},
    readonly reason?: ErrorReason,
    readonly shelf: Pick<ApiErrorBody, 'priceChanges' | 'shortLines'> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when retrying the same request later can succeed (network trouble, 429, 5xx). */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** The failure of a request that got no answer (offline, blocked, timed out). */
function networkError(code: 'NETWORK' | 'TIMEOUT' = 'NETWORK'): ApiError {
  return new ApiError(0, code, 'We could not reach Medvika. Check your internet connection and try again.');
}

/**
 * Turns a non-2xx answer into an ApiError: the server's `{"error": {code, message, reason, fields}}` (and a checkout's
 * `priceChanges` / `shortLines`) when the body has one (docs/architecture/api.md), otherwise SERVICE_UNAVAILABLE (status ≥ 500) or ERROR.
 * @param status the HTTP status (≥ 300)
 * @param body the parsed JSON body, or null/anything when it was not JSON
 */
export function toApiError(status: number, body: unknown): ApiError {
  const answer = (body ?? {}) as Partial<ApiErrorBody>;
  const error = answer.error;
  if (error?.message) {
    const { priceChanges, shortLines } = answer;
    return new ApiError(status, error.code ?? 'ERROR', error.message, error.fields ?? {}, error.reason, { priceChanges, shortLines });
  }
  if (status >= 500)
    return new ApiError(status, 'SERVICE_UNAVAILABLE', 'Our service is having trouble right now. Please try again in a minute.');
  return new ApiError(status, 'ERROR', `The request failed (${status}).`);
}

/** Options of postMultipart. */
export interface PostOptions {
  /** Sent as the Idempotency-Key header: the same key replays the first answer instead of storing twice. */
  idempotencyKey?: string;
  /** Called with the fraction of the body uploaded (0–1). */
  onProgress?: (fraction: number) => void;
  /** Gives up after this many ms (default 60 000). */
  timeoutMs?: number;
}

/**
 * POSTs multipart form data and resolves with the JSON answer of a 2xx.
 * Uses XMLHttpRequest because fetch cannot report upload progress.
 * @throws ApiError with the server's code, message and field errors, or status 0 for network failures.
 */
export function postMultipart<T>(url: string, body: FormData, options: PostOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.timeout = options.timeoutMs ?? 60_000;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', languageHeader());
    if (options.idempotencyKey) xhr.setRequestHeader('idempotency-key', options.idempotencyKey);
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as T);
      else reject(toApiError(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError('TIMEOUT'));
    xhr.send(body);
  });
}

/**
 * GETs JSON. @throws ApiError as postMultipart does.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json', 'accept-language': languageHeader() }, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/**
 * POSTs a JSON body and resolves with the JSON answer of a 2xx. The body never goes in the URL (so a reference and a
 * phone number stay out of browser history, logs and Referer headers; docs/architecture/self-service-api.md).
 * @throws ApiError as postMultipart does (status 0 for network failures; `retryAfterSeconds` from a 429's Retry-After)
 */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'accept-language': languageHeader() },
      body: JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, answer);
  return answer as T;
}

/** A file an API answered with: its bytes as a Blob and the name its Content-Disposition gives (or `fallbackName`). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * POSTs a JSON body and resolves with the FILE of a 2xx answer (e.g. the PDF tax invoice of POST /api/track/invoice),
 * named as its Content-Disposition says (RFC 6266 `filename="…"`). The body never goes in the URL (as postJson).
 * @param fallbackName the file name when the answer names none
 * @throws ApiError as postJson does: the server's JSON error for a non-2xx, status 0 for network failures
 */
export async function postJsonForFile(url: string, body: unknown, fallbackName: string): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/pdf, application/json', 'content-type': 'application/json', 'accept-language': languageHeader() },
      body: JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw networkError();
  }
  return { blob, fileName: attachmentFileName(response.headers) ?? fallbackName };
}

/** The file name of an answer's `Content-Disposition: attachment; filename="…"` (RFC 6266), if it names one. */
export function attachmentFileName(headers: Headers): string | undefined {
  return /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
}

/** A fresh Idempotency-Key (UUID v4). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
