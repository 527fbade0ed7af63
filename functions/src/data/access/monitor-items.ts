import { MAX_MONITOR_ITEMS } from '@aed/shared/schemas/monitor-item';
import { AppError } from '../../lib/app-error';
import { MonitorItemEntity, type MonitorItemItem } from '../entities/monitor-item-entity';
import { writeTransaction } from './transactions';
import { assertUnused } from './usage-counters';
import { CounterEntity } from '../entities/counter-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { builtInMonitorItemName } from '@aed/shared/i18n/built-in/monitor-items';
import { nameParam } from '@aed/shared/i18n/built-in/text';
import { MONITOR_ITEM_ERRORS } from '@aed/shared/errors/monitor-item-errors';

const codeMarker = (itemCode: string) => ({ scope: 'monitorItemCode', value: itemCode.toLowerCase() });
const nameMarker = (itemName: string) => ({ scope: 'monitorItemName', value: itemName.toLowerCase() });

/** Every preset: one Query of the preset partition (bounded by MAX_MONITOR_ITEMS). */
export async function listAllMonitorItems(): Promise<MonitorItemItem[]> {
  const { data } = await MonitorItemEntity.query.all({}).go({ pages: 'all', limit: MAX_MONITOR_ITEMS });
  return data;
}

/** The presets of these ids (missing ones left out): one BatchGet. */
export async function getMonitorItemsByIds(itemIds: readonly number[]): Promise<MonitorItemItem[]> {
  if (!itemIds.length) return [];
  const { data } = await MonitorItemEntity.get(itemIds.map((itemId) => ({ itemId }))).go();
  return data;
}

export async function getMonitorItemById(itemId: number): Promise<MonitorItemItem | null> {
  const { data } = await MonitorItemEntity.get({ itemId }).go();
  return data;
}

/** Creates a preset with its code and name markers atomically (a concurrent duplicate fails on its marker). */
export async function createMonitorItem(item: MonitorItemItem): Promise<void> {
  const owner = String(item.itemId);
  const refused = await writeTransaction<'record' | 'code' | 'name'>({ monitorItem: MonitorItemEntity, unique: UniqueEntity }, ({ monitorItem, unique }, add) => {
    add('record', monitorItem.create(item).commit());
    add('code', unique.create({ ...codeMarker(item.itemCode), ownerId: owner }).commit());
    add('name', unique.create({ ...nameMarker(item.itemName), ownerId: owner }).commit());
  });
  if (!refused) return;
  if (refused.parts.includes('code')) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.codeExists');
  if (refused.parts.includes('name')) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.nameExists');
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
  const refused = await writeTransaction<'record' | 'unused' | 'code' | 'name' | 'release'>({ monitorItem: MonitorItemEntity, unique: UniqueEntity, counter: CounterEntity }, ({ monitorItem, unique, counter }, add) => {
    add(
      'record',
      monitorItem
        .patch({ itemId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
    );
    if (mustBeUnused) add('unused', assertUnused(counter, 'monitor', itemId));
    if (codeChanged) {
      add('code', unique.create({ ...codeMarker(after.itemCode), ownerId: owner }).commit());
      add('release', unique.delete(codeMarker(before.itemCode)).commit());
    }
    if (nameChanged) {
      add('name', unique.create({ ...nameMarker(after.itemName), ownerId: owner }).commit());
      add('release', unique.delete(nameMarker(before.itemName)).commit());
    }
  });
  if (!refused) return;
  if (mustBeUnused && refused.parts.includes('unused')) throw AppError.of(MONITOR_ITEM_ERRORS, `monitorItem.${mustBeUnused}`, { name: before.itemName });
  if (refused.parts.includes('code')) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.codeExists');
  if (refused.parts.includes('name')) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.nameExists');
  throw new AppError('common.conflict');
}

/**
 * Deletes presets, their markers and checks that no device uses any of them, in one transaction (each unchanged
 * since read): all or nothing.
 */
export async function deleteMonitorItems(items: MonitorItemItem[]): Promise<void> {
  const refused = await writeTransaction<'record' | { unused: MonitorItemItem } | 'release'>({ monitorItem: MonitorItemEntity, unique: UniqueEntity, counter: CounterEntity }, ({ monitorItem, unique, counter }, add) => {
    for (const item of items) {
      add(
        'record',
        monitorItem
          .delete({ itemId: item.itemId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
      );
      add({ unused: item }, assertUnused(counter, 'monitor', item.itemId));
      add('release', unique.delete(codeMarker(item.itemCode)).commit());
      add('release', unique.delete(nameMarker(item.itemName)).commit());
    }
  });
  if (!refused) return;
  const used = refused.parts.find((part) => typeof part === 'object');
  if (used) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.inUse', { name: nameParam(builtInMonitorItemName(used.unused), used.unused.itemName) });
  throw new AppError('common.conflict');
}

/** Seeding: creates the preset unless it exists (administrators' later changes are kept). */
export async function ensureMonitorItem(item: MonitorItemItem): Promise<void> {
  if (await getMonitorItemById(item.itemId)) return;
  await createMonitorItem(item);
}
