import { vi } from 'vitest';
import * as apiClient from '../../web/src/lib/api-client';

// For test files that vi.mock web/src/lib/api-client with mockedApiClient (./mocked-api-client): the replaced network edge.
export const getJson = vi.mocked(apiClient.getJson);
export const postMultipart = vi.mocked(apiClient.postMultipart);
export const { ApiError } = apiClient;
