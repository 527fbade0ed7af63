import { AppError } from '../../lib/app-error';
import { UserImportEntity, type NewUserImportItem, type UserImportItem } from '../entities/user-import-entity';
import { isConditionalFailure } from './ids';

/**
 * Imports in progress (users, devices, regions): part 0 is the progress record, parts 1..n the batches of checked rows
 * (docs/decisions/0009, 0018). `kind` keeps one module from processing another's import.
 */
export type ImportItem = UserImportItem;

/** Stores an import: the progress record (part 0) and one item per batch of rows (parts 1..n). */
export async function createImport(progress: NewUserImportItem, batches: string[]): Promise<void> {
  const items: NewUserImportItem[] = [{ ...progress, part: 0, rows: '' }, ...batches.map((rows, i) => ({ ...progress, part: i + 1, rows }))];
  const { unprocessed } = await UserImportEntity.put(items).go();
  if (unprocessed.length) throw new AppError('common.tooManyRequests');
}

/** The progress record of an import of this kind, or null. */
export async function getImport(kind: string, importId: string): Promise<ImportItem | null> {
  const { data } = await UserImportEntity.get({ importId, part: 0 }).go({ consistent: true });
  return data && (data.kind ?? 'user') === kind ? data : null;
}

export async function getImportBatch(importId: string, part: number): Promise<string> {
  const { data } = await UserImportEntity.get({ importId, part }).go({ consistent: true });
  return data?.rows ?? '[]';
}

/** Saves a batch's outcome, conditioned on nobody having processed the same batch meanwhile. */
export async function saveImportProgress(before: ImportItem, after: Pick<ImportItem, 'processed' | 'created' | 'duplicates' | 'errors'>): Promise<void> {
  try {
    await UserImportEntity.patch({ importId: before.importId, part: 0 })
      .set(after)
      .where((attr, op) => op.eq(attr.processed, before.processed))
      .go();
  } catch (e) {
    if (isConditionalFailure(e)) throw new AppError('common.conflict');
    throw e;
  }
}
