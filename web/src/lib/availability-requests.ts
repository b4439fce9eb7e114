/**
 * The requests behind the live shelf (live-shelf.ts; docs/architecture/api.md "Availability"): ids wanted in the same
 * task are collected and sent together on the next microtask, so the cards of a listing, the product page and the
 * cart of one render share ONE request (split in requests of at most MAX_AVAILABILITY_IDS), and an id answered or
 * tried is not asked again for AVAILABILITY_MAX_AGE_SECONDS, as CloudFront keeps the answer. A failed request is
 * silent (no retry storm, no console error): the page keeps its prerendered price, and the checkout prices from the
 * shelf anyway. Loaded after hydration, when a component first asks.
 */
import {
  AVAILABILITY_MAX_AGE_SECONDS,
  MAX_AVAILABILITY_IDS,
  type AvailabilityAnswer,
  type AvailabilityItem,
} from '@contracts/catalogue-availability';

/** What the requests need from outside: the request itself (tests pass their own) and a clock (ms since the epoch). */
export interface AvailabilitySource {
  fetchAnswer: (ids: readonly string[]) => Promise<AvailabilityAnswer>;
  now: () => number;
}

/** Where answers go: the live shelf store (live-shelf.ts), described here so this module does not import it back. */
export interface AvailabilitySink {
  getSnapshot: () => ReadonlyMap<string, AvailabilityItem>;
  publish: (items: readonly AvailabilityItem[]) => void;
}

/** Asking for ids, and taking prices the checkout learnt as the live ones. */
export interface AvailabilityRequests {
  /** Asks for these ids: those not asked for within the last 30 s join the next request. */
  want: (ids: readonly string[]) => void;
  /**
   * Takes prices the checkout learnt from a 409 PRICE_CHANGED as the live ones (the shopper accepted them), keeping
   * each product's availability; a product not yet known gets `in_stock` until the next answer.
   * @param prices product id → its unit price and MRP now, integer paise
   */
  acceptPrices: (prices: ReadonlyArray<Omit<AvailabilityItem, 'availability'>>) => void;
}

/**
 * The requests of one live shelf store.
 * @param source the request and the clock
 * @param store where the answers go
 */
export function createAvailabilityRequests(source: AvailabilitySource, store: AvailabilitySink): AvailabilityRequests {
  /** Id → when it was last asked for (ms). */
  const askedAt = new Map<string, number>();
  const queued = new Set<string>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const ids = [...queued];
    queued.clear();
    for (let start = 0; start < ids.length; start += MAX_AVAILABILITY_IDS) {
      source
        .fetchAnswer(ids.slice(start, start + MAX_AVAILABILITY_IDS))
        .then((answer) => store.publish(answer.items))
        // The prerendered price stays; the checkout prices from the shelf and says so if it differs.
        .catch(() => undefined);
    }
  };

  return {
    want(ids) {
      const now = source.now();
      for (const id of ids) {
        const asked = askedAt.get(id);
        if (asked !== undefined && now - asked < AVAILABILITY_MAX_AGE_SECONDS * 1000) continue;
        askedAt.set(id, now);
        queued.add(id);
      }
      if (queued.size > 0 && !scheduled) {
        scheduled = true;
        queueMicrotask(flush);
      }
    },
    acceptPrices(prices) {
      const shelf = store.getSnapshot();
      store.publish(prices.map((price) => ({ availability: shelf.get(price.id)?.availability ?? 'in_stock', ...price })));
    },
  };
}

/** GET /api/catalogue/availability?ids=… (the ids joined by commas, each URL-encoded). @throws on any failure */
async function fetchAvailability(ids: readonly string[]): Promise<AvailabilityAnswer> {
  const response = await fetch(`/api/catalogue/availability?ids=${ids.map(encodeURIComponent).join(',')}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`availability ${response.status}`);
  return (await response.json()) as AvailabilityAnswer;
}

const pageRequests = new WeakMap<AvailabilitySink, AvailabilityRequests>();

/**
 * The requests of a store on this page, made once per store: the page's live shelf (live-shelf.ts liveShelf) asks
 * GET /api/catalogue/availability with the browser's clock.
 */
export function requestsFor(store: AvailabilitySink): AvailabilityRequests {
  let requests = pageRequests.get(store);
  if (!requests) {
    requests = createAvailabilityRequests({ fetchAnswer: fetchAvailability, now: () => Date.now() }, store);
    pageRequests.set(store, requests);
  }
  return requests;
}
