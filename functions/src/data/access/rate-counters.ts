import { AppError } from '../../lib/app-error';
import { RateCounterEntity, type RateCounterItem } from '../entities/rate-counter-entity';
import { isConditionalFailure } from './ids';

export interface CounterKey {
  scope: string;
  key: string;
}

export interface Window {
  seconds: number;
  /** Each event pushes the end of the window on (failures "within 10 minutes of each other"); else it is fixed. */
  sliding?: boolean;
}

/** What a counter means at `now`: an item past its window counts as nothing, even before TTL removes it. */
export interface CounterState {
  count: number;
  lockedUntil: number;
  /** End of the window (0 when none is running). */
  endsAt: number;
}

const NONE: CounterState = { count: 0, lockedUntil: 0, endsAt: 0 };

const stateAt = (item: RateCounterItem | null | undefined, now: number): CounterState =>
  item && item.ttl > now ? { count: item.count, lockedUntil: item.lockedUntil, endsAt: item.ttl } : NONE;

/** The counters named, in the order asked (one BatchGet). */
export async function readCounters(keys: CounterKey[], now: number): Promise<CounterState[]> {
  const { data, unprocessed } = await RateCounterEntity.get(keys).go({ consistent: true });
  if (unprocessed.length) throw new AppError('common.tooManyRequests');
  const found = new Map(data.map((item) => [`${item.scope}\u0000${item.key}`, item]));
  return keys.map((k) => stateAt(found.get(`${k.scope}\u0000${k.key}`), now));
}

/**
 * Counts one event and answers the count in the current window and when that window ends. Race-free without a read first: one conditional
 * ADD while the window runs; when none runs, a put that replaces only a missing or expired item (a concurrent
 * request that started the window first makes it fail, and the ADD is tried again).
 */
export async function countEvent(counter: CounterKey, window: Window, now: number): Promise<{ count: number; endsAt: number }> {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const update = RateCounterEntity.update(counter).add({ count: 1 });
      const { data } = await (window.sliding ? update.set({ ttl: now + window.seconds }) : update)
        .where((attr, op) => op.gt(attr.ttl, now))
        .go({ response: 'all_new' });
      return { count: data.count ?? 1, endsAt: data.ttl ?? now + window.seconds };
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
    try {
      await RateCounterEntity.put({ ...counter, count: 1, lockedUntil: 0, ttl: now + window.seconds })
        .where((attr, op) => `${op.notExists(attr.ttl)} OR ${op.lte(attr.ttl, now)}`)
        .go();
      return { count: 1, endsAt: now + window.seconds };
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }
  throw new AppError('common.conflict');
}

/** Refuses what the counter limits until `until` (the item lives as long as the lock). */
export async function lockCounter(counter: CounterKey, until: number): Promise<void> {
  await RateCounterEntity.update(counter).set({ lockedUntil: until, ttl: until }).go();
}

export async function deleteCounter(counter: CounterKey): Promise<void> {
  await RateCounterEntity.delete(counter).go();
}

/** Deletes every counter of a scope whose key does not start with `keep` (one partition, page by page). */
export async function deleteCountersOfScope(scope: string, keep?: string): Promise<number> {
  let deleted = 0;
  let cursor: string | null = null;
  do {
    const page: { data: CounterKey[]; cursor: string | null } = await RateCounterEntity.query
      .byScope({ scope })
      .go({ cursor, limit: 100, attributes: ['scope', 'key'] });
    const doomed = page.data.filter((item) => !keep || !item.key.startsWith(keep)).map(({ scope: s, key }) => ({ scope: s, key }));
    if (doomed.length) {
      const { unprocessed } = await RateCounterEntity.delete(doomed).go();
      if (unprocessed.length) throw new AppError('common.tooManyRequests');
    }
    deleted += doomed.length;
    cursor = page.cursor;
  } while (cursor);
  return deleted;
}
