import { getDeviceModel } from '../../data/access/catalogue-reads';
import { getMonitorItemsByIds } from '../../data/access/monitor-items';
import type { DeviceModelItem } from '../../data/entities/device-model-entity';
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

/**
 * The device models a message reads its heartbeat from (decision 0052), cached the same way: a model edited or deleted
 * is forgotten at once where it changed, another container uses the old heartbeat for at most a minute.
 */
export const modelCache = new IdCache<DeviceModelItem>({
  load: async (ids) => (await Promise.all(ids.map((id) => getDeviceModel(id)))).filter((m): m is DeviceModelItem => m !== null),
  idOf: (m) => m.modelId,
  ttlMs: PRESET_CACHE_TTL_MS,
  maxEntries: 200,
});
