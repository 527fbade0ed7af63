import { getMonitorItemsByIds } from '../../data/access/monitor-items';
import type { MonitorItemItem } from '../../data/entities/monitor-item-entity';
import { IdCache } from '../common/id-cache';

/**
 * The monitoring presets a telemetry message is lit by, per container for a minute (decision 0053: the preset read
 * was on every message): a device's presets are one BatchGet when cold, nothing when warm. A preset edited or deleted
 * is forgotten at once in the process that changed it (the local runtime, the tests); another Lambda container lights
 * by the old rules for at most `PRESET_CACHE_TTL_MS`.
 */
export const PRESET_CACHE_TTL_MS = 60_000;

export const presetCache = new IdCache<MonitorItemItem>({
  load: (ids) => getMonitorItemsByIds(ids),
  idOf: (m) => m.itemId,
  ttlMs: PRESET_CACHE_TTL_MS,
  maxEntries: 1_000,
});
