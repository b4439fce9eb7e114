/**
 * Unit-lane setup: no unit test reaches the network. In a happy-dom file, a component whose request a test did not
 * answer (a live shelf price, say) would otherwise go through happy-dom's fetch to its default origin,
 * http://localhost:3000, where nothing listens, and log `ECONNREFUSED` into the run's output. Here such a request
 * fails at once as a browser's fetch fails offline (a TypeError), which is what the component meets either way; a test
 * that answers requests replaces `fetch` itself (vi.stubGlobal, or assigning `globalThis.fetch`).
 */
if (typeof window !== 'undefined') {
  globalThis.fetch = (input: RequestInfo | URL) =>
    Promise.reject(new TypeError(`Failed to fetch ${String(input instanceof Request ? input.url : input)}: unit tests reach no network`));
}
