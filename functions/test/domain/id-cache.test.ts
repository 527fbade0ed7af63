/** The short per-container cache of records by id that names list rows (functions/src/domain/common/id-cache.ts). */
import { describe, expect, it } from 'vitest';
import { IdCache } from '../../src/domain/common/id-cache';

interface Named {
  id: number;
  name: string;
}

function cacheOver(store: Map<number, string>, options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const loads: number[][] = [];
  const cache = new IdCache<Named>({
    load: async (ids) => {
      loads.push([...ids]);
      return ids.filter((id) => store.has(id)).map((id) => ({ id, name: store.get(id)! }));
    },
    idOf: (value) => value.id,
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => now,
  });
  return { cache, loads, advance: (ms: number) => void (now += ms) };
}

const names = (values: Named[]) => values.map((v) => `${v.id}:${v.name}`).sort();

describe('IdCache', () => {
  it('loads the missing ids in one call, each once, and answers cached ones without a read', async () => {
    const { cache, loads } = cacheOver(new Map([[1, 'a'], [2, 'b'], [3, 'c']]));
    expect(names(await cache.get([1, 2, 2, 1]))).toEqual(['1:a', '2:b']);
    expect(names(await cache.get([2, 3]))).toEqual(['2:b', '3:c']);
    expect(names(await cache.get([1, 2, 3]))).toEqual(['1:a', '2:b', '3:c']);
    expect(loads).toEqual([[1, 2], [3]]);
  });

  it('reads an entry again once its time is up, and never caches a missing id', async () => {
    const store = new Map([[1, 'a']]);
    const { cache, loads, advance } = cacheOver(store, { ttlMs: 30_000 });
    expect(names(await cache.get([1, 9]))).toEqual(['1:a']);
    store.set(1, 'renamed');
    store.set(9, 'new');
    advance(29_999);
    expect(names(await cache.get([1, 9]))).toEqual(['1:a', '9:new']);
    advance(1);
    expect(names(await cache.get([1]))).toEqual(['1:renamed']);
    expect(loads).toEqual([[1, 9], [9], [1]]);
  });

  it('forgets what a write changed, at once', async () => {
    const store = new Map([[1, 'a']]);
    const { cache } = cacheOver(store);
    await cache.get([1]);
    store.set(1, 'renamed');
    cache.forget(1);
    expect(names(await cache.get([1]))).toEqual(['1:renamed']);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const { cache, loads } = cacheOver(new Map([[1, 'a'], [2, 'b'], [3, 'c']]), { maxEntries: 2 });
    await cache.get([1]);
    await cache.get([2]);
    await cache.get([3]);
    await cache.get([2, 3]);
    await cache.get([1]);
    expect(loads).toEqual([[1], [2], [3], [1]]);
  });
});
