import { vi } from 'vitest';

type ApiClient = typeof import('../../web/src/lib/api-client');

/** A vi.mock factory for web/src/lib/api-client: only the network edge (getJson, postMultipart) is replaced. */
export async function mockedApiClient(importOriginal: () => Promise<ApiClient>): Promise<ApiClient> {
  return { ...(await importOriginal()), getJson: vi.fn(), postMultipart: vi.fn() };
}
