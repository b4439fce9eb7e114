import { describe, expect, it } from 'vitest';
import type { AvailabilityAnswer } from '@contracts/catalogue-availability';
import { createAvailabilityRequests } from '../../web/src/lib/availability-requests';
import { createLiveShelfStore } from '../../web/src/lib/live-shelf';

/**
 * A live shelf store with its requests, recorded and answered by `answer` (every id in stock at 100 paise by default).
 * `store` is read as components read it; `want` and `acceptPrices` are the requests'.
 */
function storeAnswering(answer: (ids: readonly string[]) => Promise<AvailabilityAnswer> = inStock) {
  const requests: string[][] = [];
  let now = 1_000_000;
  const shelf = createLiveShelfStore();
  const asking = createAvailabilityRequests(
    {
      fetchAnswer: (ids) => {
        requests.push([...ids]);
        return answer(ids);
      },
      now: () => now,
    },
    shelf,
  );
  return { store: { ...shelf, ...asking }, requests, advance: (ms: number) => (now += ms) };
}

const inStock = async (ids: readonly string[]): Promise<AvailabilityAnswer> => ({
  items: ids.map((id) => ({ id, pricePaise: 100, mrpPaise: 120, availability: 'in_stock' })),
});

/** Lets the queued microtask send and the fake answers arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live shelf and its availability requests (web/src/lib/live-shelf.ts, availability-requests.ts)', () => {
  it('sends the ids wanted in one task as one request, each id once, and publishes the answer', async () => {
    const { store, requests } = storeAnswering();
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.want(['a', 'b']);
    store.want(['b', 'c']);
    expect(requests).toEqual([]);
    await settle();
    expect(requests).toEqual([['a', 'b', 'c']]);
    expect(changes).toBe(1);
    expect(store.getSnapshot().get('c')).toEqual({ id: 'c', pricePaise: 100, mrpPaise: 120, availability: 'in_stock' });
  });

  it('splits more than 60 ids into requests of at most 60', async () => {
    const { store, requests } = storeAnswering();
    store.want(Array.from({ length: 130 }, (_, index) => `p-${index}`));
    await settle();
    expect(requests.map((ids) => ids.length)).toEqual([60, 60, 10]);
    expect(store.getSnapshot().size).toBe(130);
  });

  it('does not ask again for an id within 30 s, and does after', async () => {
    const { store, requests, advance } = storeAnswering();
    store.want(['a']);
    await settle();
    advance(29_000);
    store.want(['a']);
    await settle();
    expect(requests).toHaveLength(1);
    advance(2_000);
    store.want(['a']);
    await settle();
    expect(requests).toHaveLength(2);
  });

  it('keeps nothing and throws nothing when the request fails, and does not retry at once', async () => {
    const { store, requests } = storeAnswering(() => Promise.reject(new Error('offline')));
    store.want(['a']);
    await settle();
    store.want(['a']);
    await settle();
    expect(requests).toHaveLength(1);
    expect(store.getSnapshot().size).toBe(0);
  });

  it('takes accepted prices as live, keeping a known availability', async () => {
    const { store } = storeAnswering(async (ids) => ({
      items: ids.map((id) => ({ id, pricePaise: 100, mrpPaise: 120, availability: 'low_stock' })),
    }));
    store.want(['a']);
    await settle();
    store.acceptPrices([
      { id: 'a', pricePaise: 110, mrpPaise: 120 },
      { id: 'b', pricePaise: 90, mrpPaise: 95 },
    ]);
    expect(store.getSnapshot().get('a')).toEqual({ id: 'a', pricePaise: 110, mrpPaise: 120, availability: 'low_stock' });
    expect(store.getSnapshot().get('b')).toEqual({ id: 'b', pricePaise: 90, mrpPaise: 95, availability: 'in_stock' });
  });
});
