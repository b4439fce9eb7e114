/**
 * The live shelf in the browser (docs/architecture/api.md "Availability"): the selling price, MRP and availability of
 * the products a page shows, asked of GET /api/catalogue/availability after hydration. Every component that shows a
 * product asks for it (useLiveShelf); the ids asked for in one commit go out as ONE request (split in requests of at
 * most MAX_AVAILABILITY_IDS), and an answer is kept AVAILABILITY_MAX_AGE_SECONDS, as CloudFront keeps it. Until an
 * answer comes, and when the request fails, nothing is known and pages keep their prerendered price: a failed request
 * is silent (no retry storm, no console error), since the checkout prices from the shelf anyway.
 */
import { useEffect, useSyncExternalStore } from 'react';
import {
  AVAILABILITY_MAX_AGE_SECONDS,
  MAX_AVAILABILITY_IDS,
  type AvailabilityAnswer,
  type AvailabilityItem,
} from '@contracts/catalogue-availability';

/** Product id → its live shelf entry; a product not (yet) answered for is absent. */
export type LiveShelf = ReadonlyMap<string, AvailabilityItem>;

/** What a live shelf store needs from outside: the request (tests pass their own) and a clock (ms since the epoch). */
export interface LiveShelfSource {
  fetchAnswer: (ids: readonly string[]) => Promise<AvailabilityAnswer>;
  now: () => number;
}

/** The store behind useLiveShelf: one per page load (liveShelf below), a fresh one per unit test. */
export interface LiveShelfStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LiveShelf;
  /** Asks for these ids (after hydration): those not answered within the last 30 s join the next request. */
  want: (ids: readonly string[]) => void;
  /**
   * Takes prices the checkout learnt from a 409 PRICE_CHANGED as the live ones (the shopper accepted them), keeping
   * each product's availability; a product not yet known gets `in_stock` until the next answer.
   * @param prices product id → its unit price and MRP now, integer paise
   */
  acceptPrices: (prices: ReadonlyArray<{ id: string; pricePaise: number; mrpPaise: number }>) => void;
}

const EMPTY: LiveShelf = new Map();

/**
 * A live shelf store. Ids wanted in the same task are collected and sent together on the next microtask, so the
 * cards of a listing, the cart panel and the product page of one render share one request.
 * @param source the request and the clock
 */
export function createLiveShelfStore(source: LiveShelfSource): LiveShelfStore {
  let shelf: LiveShelf = EMPTY;
  /** Id → when it was last asked for (ms): asked within the max age, it is not asked again (answered or failed). */
  const askedAt = new Map<string, number>();
  const queued = new Set<string>();
  const listeners = new Set<() => void>();
  let scheduled = false;

  const publish = (items: readonly AvailabilityItem[]) => {
    if (items.length === 0) return;
    const next = new Map(shelf);
    for (const item of items) next.set(item.id, item);
    shelf = next;
    for (const listener of listeners) listener();
  };

  const flush = () => {
    scheduled = false;
    const ids = [...queued];
    queued.clear();
    for (let start = 0; start < ids.length; start += MAX_AVAILABILITY_IDS) {
      source.fetchAnswer(ids.slice(start, start + MAX_AVAILABILITY_IDS)).then(
        (answer) => publish(Array.isArray(answer?.items) ? answer.items : []),
        // The prerendered price stays; the checkout prices from the shelf and says so if it differs.
        () => undefined,
      );
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => shelf,
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
      publish(prices.map((price) => ({ availability: shelf.get(price.id)?.availability ?? 'in_stock', ...price })));
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

/** The page's live shelf store. */
export const liveShelf = createLiveShelfStore({ fetchAnswer: fetchAvailability, now: () => Date.now() });

/**
 * The live shelf entries of `ids`, asked for after hydration (an effect: never while prerendering or hydrating, so the
 * first render is the prerendered HTML). Re-renders when an answer comes.
 * @param ids product ids the component shows (any number; requests are batched by 60)
 * @returns the whole live shelf (look the ids up in it); empty while prerendering, hydrating or before an answer
 */
export function useLiveShelf(ids: readonly string[]): LiveShelf {
  const key = ids.join(',');
  useEffect(() => {
    if (key !== '') liveShelf.want(key.split(','));
  }, [key]);
  return useSyncExternalStore(liveShelf.subscribe, liveShelf.getSnapshot, () => EMPTY);
}
