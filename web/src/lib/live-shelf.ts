/**
 * The live shelf in the browser (docs/architecture/api.md "Availability"): the selling price, MRP and availability of
 * the products a page shows, asked of GET /api/catalogue/availability after hydration. This module is the part every
 * page with a product loads: the store components read (useLiveShelf). The requests themselves (batching, the 30 s
 * memory, the fetch) live in availability-requests.ts, loaded after hydration when a component first asks, so they
 * add nothing to a page's first download. Until an answer comes, and when the request fails, nothing is known and
 * pages keep their prerendered price.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AvailabilityItem } from '@contracts/catalogue-availability';

/** Product id → its live shelf entry; a product not (yet) answered for is absent. */
export type LiveShelf = ReadonlyMap<string, AvailabilityItem>;

/** What the live shelf holds and who listens: read by components, written by the answers. */
export interface LiveShelfStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LiveShelf;
  /** Adds or replaces these products' entries and tells every listener. */
  publish: (items: readonly AvailabilityItem[]) => void;
}

const EMPTY: LiveShelf = new Map();

/** An empty live shelf store (one per page load, liveShelf below; a fresh one per unit test). */
export function createLiveShelfStore(): LiveShelfStore {
  let shelf = EMPTY;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => shelf,
    publish(items) {
      const next = new Map(shelf);
      for (const item of items) next.set(item.id, item);
      shelf = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The page's live shelf. */
export const liveShelf = createLiveShelfStore();

/** Ids asked for since the requests' module was last called for (useLiveShelf); undefined when none wait. */
let gathered: Set<string> | undefined;

/**
 * The live shelf entries of `ids`, asked for after hydration (an effect: never while prerendering or hydrating, so the
 * first render is the prerendered HTML). The ids every component asks for in one commit go out as one request
 * (availability-requests.ts). Re-renders when an answer comes.
 * @param ids product ids the component shows (any number; requests are split by 60)
 * @returns the whole live shelf (look the ids up in it); empty while prerendering, hydrating or before an answer
 */
export function useLiveShelf(ids: readonly string[]): LiveShelf {
  const key = ids.join(',');
  useEffect(() => {
    if (key === '') return;
    // Every component's ids gathered while the requests' module loads go to it together: one request a commit.
    if (!gathered) {
      gathered = new Set();
      void import('./availability-requests').then(({ requestsFor }) => {
        requestsFor(liveShelf).want([...gathered!]);
        gathered = undefined;
      });
    }
    for (const id of key.split(',')) gathered.add(id);
  }, [key]);
  return useSyncExternalStore(liveShelf.subscribe, liveShelf.getSnapshot, () => EMPTY);
}
