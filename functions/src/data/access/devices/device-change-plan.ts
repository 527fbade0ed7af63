/**
 * What a set of device changes moves besides the devices themselves (decisions 0013, 0018): the usage counters of the
 * catalogue records they reference, the tallies per (organization, model, sale status, enabled status), the
 * organizations' device counters, the catalogue records and organizations to check, and the stock movement lines.
 * Deltas on one item are summed here: a transaction may touch an item only once.
 */
import { DEVICE_ENABLED, type MovementKind, type MovementSide } from '@aed/shared/schemas/device';
import type { DeviceItem } from '../../entities/device-entity';
import type { DeviceTallyItem } from '../../entities/device-tally-entity';
import type { UsageKind } from '../usage-counters';
import type { DeptGuard } from './device-rules';

/** One device before and after a write (null before = created, null after = deleted). */
export interface DeviceChange {
  before: DeviceItem | null;
  after: DeviceItem | null;
}

export type TallyKey = Pick<DeviceTallyItem, 'deptId' | 'modelId' | 'saleStatus' | 'status'>;

export interface Movement {
  kind: MovementKind;
  side: MovementSide;
  dept: { deptId: number; deptPath: string };
  device: DeviceItem;
  before: DeviceItem | null;
  after: DeviceItem | null;
}

export interface DeviceChangePlan {
  /** Usage counter deltas of the catalogue records referenced (types, models, monitoring items); zeros left out. */
  usage: { kind: UsageKind; id: number; delta: number }[];
  /** Tally deltas, with what a tally created by its first device needs; zeros left out. */
  tallies: { key: TallyKey; deptPath: string; typeId: number; delta: number }[];
  /** Per organization: devices held, devices enabled (deltas, zeros left out). */
  held: Map<number, number>;
  enabled: Map<number, number>;
  /** Models given anew (model id -> the type it was read with): they must be offered. */
  models: Map<number, number>;
  /** Monitoring items given anew: they must be offered. */
  monitorItems: Set<number>;
  /** Organizations devices are placed or enabled in; `enabling`: the first device becoming enabled there. */
  placements: Map<number, { guard: DeptGuard; enabling: DeviceItem | null }>;
  movements: Movement[];
}

const enabledAt = (d: DeviceItem | null, deptId: number) => !!d && d.status === DEVICE_ENABLED && d.deptId === deptId;
const tallyKeyOf = (d: DeviceItem): TallyKey => ({ deptId: d.deptId, modelId: d.modelId, saleStatus: d.saleStatus, status: d.status });
const sameMonitorSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Sums deltas per key, keeping the first `extra` seen for the key. */
class Deltas<K, E> {
  private readonly entries = new Map<string, { key: K; delta: number; extra: E }>();
  add(key: K, delta: number, extra: E): void {
    const id = JSON.stringify(key);
    const entry = this.entries.get(id);
    if (entry) entry.delta += delta;
    else this.entries.set(id, { key, delta, extra });
  }
  nonZero() {
    return [...this.entries.values()].filter((e) => e.delta !== 0);
  }
}

const bump = (map: Map<number, number>, deptId: number, delta: number) => map.set(deptId, (map.get(deptId) ?? 0) + delta);
const withoutZeros = (map: Map<number, number>) => new Map([...map].filter(([, delta]) => delta !== 0));

/** The stock movement lines of one change (none when organization, model and sale status stay). */
function movementsOf({ before, after }: DeviceChange): Movement[] {
  if (!before && after) return [{ kind: 'create', side: 'in', dept: after, device: after, before, after }];
  if (before && !after) return [{ kind: 'delete', side: 'out', dept: before, device: before, before, after }];
  if (!before || !after) return [];
  if (before.deptId !== after.deptId) {
    return [
      { kind: 'transfer', side: 'out', dept: before, device: after, before, after },
      { kind: 'transfer', side: 'in', dept: after, device: after, before, after },
    ];
  }
  if (before.saleStatus !== after.saleStatus) return [{ kind: 'saleStatus', side: 'change', dept: after, device: after, before, after }];
  if (before.modelId !== after.modelId) return [{ kind: 'model', side: 'change', dept: after, device: after, before, after }];
  return [];
}

/**
 * The plan of a set of device changes. `guards` are the organizations devices are placed or enabled in (by deptId):
 * a change placing or enabling a device where no guard was given is a programming error.
 */
export function planDeviceChanges(changes: readonly DeviceChange[], guards: ReadonlyMap<number, DeptGuard>): DeviceChangePlan {
  const usage = new Deltas<{ kind: UsageKind; id: number }, null>();
  const tallies = new Deltas<TallyKey, { deptPath: string; typeId: number }>();
  const held = new Map<number, number>();
  const enabled = new Map<number, number>();
  const models = new Map<number, number>();
  const monitorItems = new Set<number>();
  const placements = new Map<number, { guard: DeptGuard; enabling: DeviceItem | null }>();
  const movements: Movement[] = [];

  for (const change of changes) {
    const { before, after } = change;
    // catalogue references
    if (before?.modelId !== after?.modelId) {
      if (before) {
        usage.add({ kind: 'model', id: before.modelId }, -1, null);
        usage.add({ kind: 'type', id: before.typeId }, -1, null);
      }
      if (after) {
        usage.add({ kind: 'model', id: after.modelId }, 1, null);
        usage.add({ kind: 'type', id: after.typeId }, 1, null);
        models.set(after.modelId, after.typeId);
      }
    }
    const oldItems = before?.monitorItemIds ?? [];
    const newItems = after?.monitorItemIds ?? [];
    if (!sameMonitorSet(oldItems, newItems)) {
      for (const id of oldItems) if (!newItems.includes(id)) usage.add({ kind: 'monitor', id }, -1, null);
      for (const id of newItems) {
        if (oldItems.includes(id)) continue;
        usage.add({ kind: 'monitor', id }, 1, null);
        monitorItems.add(id);
      }
    }
    // tallies
    if (!before || !after || JSON.stringify(tallyKeyOf(before)) !== JSON.stringify(tallyKeyOf(after)) || before.deptPath !== after.deptPath) {
      if (before) tallies.add(tallyKeyOf(before), -1, { deptPath: before.deptPath, typeId: before.typeId });
      if (after) tallies.add(tallyKeyOf(after), 1, { deptPath: after.deptPath, typeId: after.typeId });
    }
    // organization counters and checks
    if (before?.deptId !== after?.deptId) {
      if (before) bump(held, before.deptId, -1);
      if (after) bump(held, after.deptId, 1);
    }
    if (before && enabledAt(before, before.deptId) && !enabledAt(after, before.deptId)) bump(enabled, before.deptId, -1);
    const enabling = !!after && enabledAt(after, after.deptId) && !enabledAt(before, after.deptId);
    if (after && enabling) bump(enabled, after.deptId, 1);
    if (after && (!before || before.deptId !== after.deptId || enabling)) {
      const guard = guards.get(after.deptId);
      if (!guard || guard.deptPath !== after.deptPath) throw new Error(`device write without the guard of organization ${after.deptId}`);
      const seen = placements.get(after.deptId);
      placements.set(after.deptId, { guard, enabling: seen?.enabling ?? (enabling ? after : null) });
    }
    movements.push(...movementsOf(change));
  }

  return {
    usage: usage.nonZero().map(({ key, delta }) => ({ ...key, delta })),
    tallies: tallies.nonZero().map(({ key, delta, extra }) => ({ key, delta, ...extra })),
    held: withoutZeros(held),
    enabled: withoutZeros(enabled),
    models,
    monitorItems,
    placements,
    movements,
  };
}
