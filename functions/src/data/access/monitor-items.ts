import { MAX_MONITOR_ITEMS } from '@aed/shared/schemas/monitor-item';
import { AppError } from '../../lib/app-error';
import { aedService } from '../service';
import { MonitorItemEntity, type MonitorItemItem } from '../entities/monitor-item-entity';
import { assertUnused } from './usage-counters';

const codeMarker = (itemCode: string) => ({ scope: 'monitorItemCode', value: itemCode.toLowerCase() });
const nameMarker = (itemName: string) => ({ scope: 'monitorItemName', value: itemName.toLowerCase() });

type Rejections = readonly { rejected?: boolean }[];

/** Every preset: one Query of the preset partition (bounded by MAX_MONITOR_ITEMS). */
export async function listAllMonitorItems(): Promise<MonitorItemItem[]> {
  const { data } = await MonitorItemEntity.query.all({}).go({ pages: 'all', limit: MAX_MONITOR_ITEMS });
  return data;
}

export async function getMonitorItemById(itemId: number): Promise<MonitorItemItem | null> {
  const { data } = await MonitorItemEntity.get({ itemId }).go();
  return data;
}

/** Creates a preset with its code and name markers atomically (a concurrent duplicate fails on its marker). */
export async function createMonitorItem(item: MonitorItemItem): Promise<void> {
  const owner = String(item.itemId);
  const result = await aedService.transaction
    .write(({ monitorItem, unique }) => [
      monitorItem.create(item).commit(),
      unique.create({ ...codeMarker(item.itemCode), ownerId: owner }).commit(),
      unique.create({ ...nameMarker(item.itemName), ownerId: owner }).commit(),
    ])
    .go();
  if (!result.canceled) return;
  const data = result.data as Rejections;
  if (data[1]?.rejected) throw new AppError('monitorItem.codeExists');
  if (data[2]?.rejected) throw new AppError('monitorItem.nameExists');
  throw new AppError('common.conflict');
}

/**
 * Updates a preset unchanged since `before` was read. A changed code or name swaps its marker in the same
 * transaction; `mustBeUnused` (disabling it, changing its type) adds the condition that no device uses it, so a
 * device taking the item at the same moment cannot slip through (docs/decisions/0013).
 */
export async function updateMonitorItem(before: MonitorItemItem, after: MonitorItemItem, mustBeUnused: 'inUse' | 'typeInUse' | false): Promise<void> {
  const { itemId, ...changes } = after;
  const owner = String(itemId);
  const codeChanged = before.itemCode.toLowerCase() !== after.itemCode.toLowerCase();
  const nameChanged = before.itemName.toLowerCase() !== after.itemName.toLowerCase();
  const result = await aedService.transaction
    .write(({ monitorItem, unique, counter }) => [
      monitorItem
        .patch({ itemId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
      ...(mustBeUnused ? [assertUnused(counter, 'monitor', itemId)] : []),
      ...(codeChanged ? [unique.create({ ...codeMarker(after.itemCode), ownerId: owner }).commit(), unique.delete(codeMarker(before.itemCode)).commit()] : []),
      ...(nameChanged ? [unique.create({ ...nameMarker(after.itemName), ownerId: owner }).commit(), unique.delete(nameMarker(before.itemName)).commit()] : []),
    ])
    .go();
  if (!result.canceled) return;
  const data = result.data as Rejections;
  // Transaction items in order: record, [usage check], [code marker, old code], [name marker, old name].
  const checkIndex = 1;
  const codeIndex = mustBeUnused ? 2 : 1;
  const nameIndex = codeIndex + (codeChanged ? 2 : 0);
  if (mustBeUnused && data[checkIndex]?.rejected) throw new AppError(`monitorItem.${mustBeUnused}`, { name: before.itemName });
  if (codeChanged && data[codeIndex]?.rejected) throw new AppError('monitorItem.codeExists');
  if (nameChanged && data[nameIndex]?.rejected) throw new AppError('monitorItem.nameExists');
  throw new AppError('common.conflict');
}

/**
 * Deletes presets, their markers and checks that no device uses any of them, in one transaction (each unchanged
 * since read): all or nothing.
 */
export async function deleteMonitorItems(items: MonitorItemItem[]): Promise<void> {
  const result = await aedService.transaction
    .write(({ monitorItem, unique, counter }) =>
      items.flatMap((item) => [
        monitorItem
          .delete({ itemId: item.itemId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
        assertUnused(counter, 'monitor', item.itemId),
        unique.delete(codeMarker(item.itemCode)).commit(),
        unique.delete(nameMarker(item.itemName)).commit(),
      ]),
    )
    .go();
  if (!result.canceled) return;
  const data = result.data as Rejections;
  const used = items.find((_, i) => data[i * 4 + 1]?.rejected);
  if (used) throw new AppError('monitorItem.inUse', { name: used.itemName });
  throw new AppError('common.conflict');
}

/** Seeding: creates the preset unless it exists (administrators' later changes are kept). */
export async function ensureMonitorItem(item: MonitorItemItem): Promise<void> {
  if (await getMonitorItemById(item.itemId)) return;
  await createMonitorItem(item);
}
