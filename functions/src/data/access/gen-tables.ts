import { GEN_LIMITS } from '@aed/shared/schemas/gen';
import { AppError } from '../../lib/app-error';
import { aedService } from '../service';
import { GenTableEntity, type GenTableItem } from '../entities/gen-table-entity';

const moduleMarker = (moduleName: string) => ({ scope: 'genModule', value: moduleName.toLowerCase() });

/** Every definition: one Query of the definition partition (bounded by GEN_LIMITS.maxTables). */
export async function listAllGenTables(): Promise<GenTableItem[]> {
  const { data } = await GenTableEntity.query.all({}).go({ pages: 'all', limit: GEN_LIMITS.maxTables });
  return data;
}

export async function getGenTableById(tableId: number): Promise<GenTableItem | null> {
  const { data } = await GenTableEntity.get({ tableId }).go();
  return data;
}

/** Creates the definition and its module-name marker atomically; a taken name fails with gen.moduleExists. */
export async function createGenTable(item: GenTableItem): Promise<void> {
  const result = await aedService.transaction
    .write(({ genTable, unique }) => [
      genTable.create(item).commit(),
      unique.create({ ...moduleMarker(item.moduleName), ownerId: String(item.tableId) }).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError('gen.moduleExists');
}

/** Updates a definition unchanged since read; a new module name swaps the marker in the same transaction. */
export async function updateGenTable(before: GenTableItem, after: GenTableItem): Promise<void> {
  const { tableId, ...changes } = after;
  const renamed = before.moduleName.toLowerCase() !== after.moduleName.toLowerCase();
  const result = await aedService.transaction
    .write(({ genTable, unique }) => [
      genTable
        .patch({ tableId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
      ...(renamed
        ? [unique.delete(moduleMarker(before.moduleName)).commit(), unique.create({ ...moduleMarker(after.moduleName), ownerId: String(tableId) }).commit()]
        : []),
    ])
    .go();
  if (result.canceled) {
    const [row] = result.data as readonly { rejected?: boolean }[];
    throw new AppError(row?.rejected ? 'common.conflict' : 'gen.moduleExists');
  }
}

/** Deletes definitions (each unchanged since read) and their markers in one transaction: all or nothing. */
export async function deleteGenTables(items: GenTableItem[]): Promise<void> {
  const result = await aedService.transaction
    .write(({ genTable, unique }) =>
      items.flatMap((item) => [
        genTable
          .delete({ tableId: item.tableId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
        unique.delete(moduleMarker(item.moduleName)).commit(),
      ]),
    )
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}
