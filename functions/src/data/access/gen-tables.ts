import { GEN_LIMITS } from '@aed/shared/schemas/gen';
import { AppError, errorRef } from '../../lib/app-error';
import { GenTableEntity, type GenTableItem } from '../entities/gen-table-entity';
import { writeTransaction } from './transactions';
import { UniqueEntity } from '../entities/unique-entity';
import { GEN_ERRORS } from '@aed/shared/errors/gen-errors';

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
  const refused = await writeTransaction<'definition' | 'name'>({ genTable: GenTableEntity, unique: UniqueEntity }, ({ genTable, unique }, add) => {
    add('definition', genTable.create(item).commit());
    add('name', unique.create({ ...moduleMarker(item.moduleName), ownerId: String(item.tableId) }).commit());
  });
  if (refused) throw new AppError(refused.part === 'name' ? errorRef(GEN_ERRORS, 'gen.moduleExists') : 'common.conflict');
}

/** Updates a definition unchanged since read; a new module name swaps the marker in the same transaction. */
export async function updateGenTable(before: GenTableItem, after: GenTableItem): Promise<void> {
  const { tableId, ...changes } = after;
  const renamed = before.moduleName.toLowerCase() !== after.moduleName.toLowerCase();
  const refused = await writeTransaction<'definition' | 'release' | 'name'>({ genTable: GenTableEntity, unique: UniqueEntity }, ({ genTable, unique }, add) => {
    add(
      'definition',
      genTable
        .patch({ tableId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
    );
    if (renamed) {
      add('release', unique.delete(moduleMarker(before.moduleName)).commit());
      add('name', unique.create({ ...moduleMarker(after.moduleName), ownerId: String(tableId) }).commit());
    }
  });
  if (refused) throw new AppError(refused.part === 'name' ? errorRef(GEN_ERRORS, 'gen.moduleExists') : 'common.conflict');
}

/** Deletes definitions (each unchanged since read) and their markers in one transaction: all or nothing. */
export async function deleteGenTables(items: GenTableItem[]): Promise<void> {
  const refused = await writeTransaction<'definition' | 'release'>({ genTable: GenTableEntity, unique: UniqueEntity }, ({ genTable, unique }, add) => {
    for (const item of items) {
      add(
        'definition',
        genTable
          .delete({ tableId: item.tableId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
      );
      add('release', unique.delete(moduleMarker(item.moduleName)).commit());
    }
  });
  if (refused) throw new AppError('common.conflict');
}
