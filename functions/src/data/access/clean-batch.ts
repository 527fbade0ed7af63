import type { Refusal } from './transactions';

/**
 * The batches of a long deletion (the background task worker's steps, decision 0029): an ordered list of key-bounded
 * Query partitions is read page by page from a checkpoint, and what a page holds is deleted. The checkpoint (partition
 * index + the cursor after the page) is saved by the worker after each batch, so an interrupted clean resumes where it
 * was and reads nothing twice; a batch repeated after a crash only finds fewer records.
 */
export interface CleanCheckpoint {
  partition: number;
  cursor: string | null;
}

/** What one batch did: records deleted, and where the next batch starts (null: nothing is left). */
export interface CleanBatch {
  deleted: number;
  next: CleanCheckpoint | null;
}

export const CLEAN_START: CleanCheckpoint = { partition: 0, cursor: null };

/** Records are deleted in groups of this size (a BatchWriteItem; well under a transaction's 100 items). */
export const DELETE_GROUP = 25;

/**
 * One page (at most `max` records) of the checkpoint's partition, deleted group by group; `removeGroup` answers how
 * many of the group it deleted (a conditional delete whose record moved or is gone is skipped and not counted).
 */
export async function cleanBatch<P, T>(
  partitions: readonly P[],
  from: CleanCheckpoint,
  max: number,
  page: (partition: P, count: number, cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>,
  removeGroup: (items: T[]) => Promise<number>,
): Promise<CleanBatch> {
  if (from.partition >= partitions.length) return { deleted: 0, next: null };
  const { data, cursor } = await page(partitions[from.partition], max, from.cursor);
  let deleted = 0;
  for (let k = 0; k < data.length; k += DELETE_GROUP) deleted += await removeGroup(data.slice(k, k + DELETE_GROUP));
  const next = cursor ? { partition: from.partition, cursor } : from.partition + 1 < partitions.length ? { partition: from.partition + 1, cursor: null } : null;
  return { deleted, next };
}

/**
 * Deletes a group with one transaction of conditional deletes (`transaction` answers its refusal, null when written);
 * when it is refused (a record moved or is gone meanwhile), each record on its own, so only those whose condition
 * fails are left. Answers how many were deleted.
 */
export async function deleteGroupWhereStill<T>(items: T[], transaction: (items: T[]) => Promise<Refusal<unknown> | null>): Promise<number> {
  if (!(await transaction(items))) return items.length;
  const each = await Promise.all(items.map((item) => transaction([item])));
  return each.filter((refusal) => !refusal).length;
}
