import type { ApiErrorCode } from '@contracts/api';

/**
 * What went wrong with an API request: the server's code (docs/architecture/api.md), or NETWORK/TIMEOUT (no answer) and
 * ERROR (an answer without our error body). A leaf of its own, so the form kit's message translation can name it
 * without importing the API client that calls it (no import circle); api-client.ts exports it too.
 */
export type ClientErrorCode = ApiErrorCode | 'NETWORK' | 'TIMEOUT' | 'ERROR';
