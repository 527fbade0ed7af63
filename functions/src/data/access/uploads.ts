/**
 * Upload items of the one upload path (docs/decisions/0040). Writes that can race carry conditions: confirming needs
 * the upload still pending, attaching needs it confirmed, unexpired and in the organization it was read in, so two
 * records attaching the same file cannot both win.
 */
import { UploadSweepEntity, type UploadSweepItem } from '../entities/upload-sweep-entity';
import { UploadEntity, type UploadItem } from '../entities/upload-entity';
import { isConditionalFailure } from './ids';
import { rebaseUnder } from './path-rebase';
import { countEvent } from './rate-counters';
import { writeTransaction, type AddItem, type TransactionEntities, type WriteOp } from './transactions';
import { KEY_FLOOR } from './key-floor';

export type { UploadItem };

/** Object key of an upload: under its organization's id (stable across moves), named by the upload's id. */
export const uploadBlobKey = (deptId: number, uploadId: string) => `upload/${deptId}/${uploadId}`;

/** The key of a user's presign counter (one window of an hour). */
export const uploadCounterKey = (userId: number) => ({ scope: `upload#user#${userId}`, key: 'presign' });

/** Counts one presigned POST of the user: the count in the current hour. */
export async function countUploadPresign(userId: number, nowSeconds: number): Promise<number> {
  return (await countEvent(uploadCounterKey(userId), { seconds: 3600 }, nowSeconds)).count;
}

/** The grace after an upload's expiry before its object is swept (a confirm started just before it finishes). */
const SWEEP_GRACE_SECONDS = 3600;

/** Creates an upload with its sweep entry (due when the upload has expired), in one transaction. */
export async function createUpload(item: UploadItem): Promise<void> {
  const dueTime = new Date(((item.ttl ?? 0) + SWEEP_GRACE_SECONDS) * 1000).toISOString();
  const refused = await writeTransaction<'upload' | 'sweep'>({ upload: UploadEntity, uploadSweep: UploadSweepEntity }, ({ upload, uploadSweep }, add) => {
    add('upload', upload.create(item).commit());
    add('sweep', uploadSweep.create({ dueTime, uploadId: item.uploadId, blobKey: item.blobKey }).commit());
  });
  if (refused) throw new Error(`upload ${item.uploadId} not created`);
}

/** Sweep entries due at `nowIso` or before, oldest first. */
export async function listDueSweeps(nowIso: string, limit: number): Promise<UploadSweepItem[]> {
  const { data } = await UploadSweepEntity.query.byDue({}).between({ dueTime: KEY_FLOOR }, { dueTime: nowIso }).go({ limit });
  return data;
}

export async function deleteSweep(item: Pick<UploadSweepItem, 'dueTime' | 'uploadId'>): Promise<void> {
  await UploadSweepEntity.delete({ dueTime: item.dueTime, uploadId: item.uploadId }).go();
}

export async function getUpload(uploadId: string): Promise<UploadItem | null> {
  const { data } = await UploadEntity.get({ uploadId }).go({ consistent: true });
  return data;
}

/** Marks a pending upload confirmed with the size found; false when it was no longer pending (confirmed meanwhile). */
export async function markUploadConfirmed(before: UploadItem, size: number, now: string): Promise<boolean> {
  try {
    await UploadEntity.patch({ uploadId: before.uploadId })
      .set({ state: 'confirmed', size, updateTime: now })
      .where((attr, op) => `${op.eq(attr.state, 'pending')} AND ${op.eq(attr.deptPath, before.deptPath)}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionalFailure(e)) return false;
    throw e;
  }
}

/** Forgets an upload that is not attached (refused at confirmation, or expired). */
export async function deleteUnattachedUpload(uploadId: string): Promise<void> {
  try {
    await UploadEntity.delete({ uploadId })
      .where((attr, op) => op.ne(attr.state, 'attached'))
      .go();
  } catch (e) {
    if (!isConditionalFailure(e)) throw e;
  }
}

export interface UploadOwner {
  /** The kind of record (`saleRecord`, `workOrder`, `report`, ...). */
  kind: string;
  id: string;
}

/**
 * The write that attaches a confirmed upload to `owner`, for the owner's own write transaction: it holds only while
 * the upload is still confirmed (not attached by another record meanwhile), unexpired and in the organization path it
 * was read with.
 */
export function attachUploadOp(entities: TransactionEntities, upload: Pick<UploadItem, 'uploadId' | 'deptPath' | 'createTime'>, owner: UploadOwner, nowIso: string, nowEpoch: number): WriteOp {
  return entities.upload
    .patch({ uploadId: upload.uploadId })
    .set({ state: 'attached', ownerKind: owner.kind, ownerId: owner.id, createTime: upload.createTime, updateTime: nowIso })
    .remove(['ttl'])
    .where((attr, op) => `${op.eq(attr.state, 'confirmed')} AND ${op.eq(attr.deptPath, upload.deptPath)} AND ${op.gt(attr.ttl, nowEpoch)}`)
    .commit() as unknown as WriteOp;
}

/** What a detach needs of an attached upload: its id, and its object's key for the sweep. */
export type DetachableUpload = Pick<UploadItem, 'uploadId' | 'blobKey'>;

/**
 * The writes that remove an attached upload of `owner` (the owner's deletion or the file's removal), in its
 * transaction: the item goes, and a sweep entry due at once hands the object to the next `uploadSweep`.
 */
export function detachUploadOps(entities: TransactionEntities, upload: DetachableUpload, owner: UploadOwner, nowIso: string): WriteOp[] {
  return [
    entities.upload
      .delete({ uploadId: upload.uploadId })
      .where((attr, op) => `${op.eq(attr.ownerKind, owner.kind)} AND ${op.eq(attr.ownerId, owner.id)}`)
      .commit() as unknown as WriteOp,
    entities.uploadSweep.put({ dueTime: nowIso, uploadId: upload.uploadId, blobKey: upload.blobKey }).commit() as unknown as WriteOp,
  ];
}

/** The part name the attach and detach writes carry in a record's transaction (`refused.part === UPLOAD_PART`). */
export const UPLOAD_PART = 'upload' as const;

/** What an attach write needs of a checked upload. */
export type AttachableUpload = Pick<UploadItem, 'uploadId' | 'deptPath' | 'createTime' | 'purpose' | 'fileName' | 'contentType' | 'size'>;

/**
 * Adds the attach writes of checked uploads to a record's transaction; the transaction names `upload: UploadEntity`
 * (`UPLOAD_TRANSACTION_ENTITIES`) beside the record's own entities.
 */
export function addAttachOps<P>(entities: TransactionEntities, add: AddItem<P | typeof UPLOAD_PART>, uploads: readonly AttachableUpload[], owner: UploadOwner): void {
  const now = new Date();
  for (const u of uploads) add(UPLOAD_PART, attachUploadOp(entities, u, owner, now.toISOString(), Math.floor(now.getTime() / 1000)));
}

/** Adds the removal of a record's files to its transaction (the record's deletion, or files it no longer carries). */
export function addDetachOps<P>(entities: TransactionEntities, add: AddItem<P | typeof UPLOAD_PART>, uploads: readonly DetachableUpload[], owner: UploadOwner): void {
  const now = new Date().toISOString();
  for (const u of uploads) for (const op of detachUploadOps(entities, u, owner, now)) add(UPLOAD_PART, op);
}

/** The entity to name in a record's `writeTransaction` that attaches files: `{ saleRecord: ..., ...UPLOAD_TRANSACTION_ENTITIES }`. */
export const UPLOAD_TRANSACTION_ENTITIES = { upload: UploadEntity, uploadSweep: UploadSweepEntity };

/** Attaches checked uploads in a transaction of their own: false when one was taken (or expired) meanwhile. */
export async function attachUploadsAlone(uploads: readonly AttachableUpload[], owner: UploadOwner): Promise<boolean> {
  const refused = await writeTransaction<typeof UPLOAD_PART>(UPLOAD_TRANSACTION_ENTITIES, (e, add) => addAttachOps(e, add, uploads, owner));
  return !refused;
}

/** The files attached to one record, oldest first (a record carries at most MAX_FILES_PER_RECORD). */
export async function listUploadsOfOwner(owner: UploadOwner): Promise<UploadItem[]> {
  const { data } = await UploadEntity.query.byOwner({ ownerKind: owner.kind, ownerId: owner.id }).go({ limit: 100 });
  return data;
}

/**
 * Rewrites the organization path of every upload under `from` onto `to` (an organization move, like its other
 * dependents: conditional patches, re-runnable). The object keys carry the organization's id, which a move keeps.
 */
export const rebaseUploads = (from: string, to: string) =>
  rebaseUnder<Pick<UploadItem, 'uploadId' | 'deptPath'>>(
    {
      page: (prefix, page) => UploadEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['uploadId', 'deptPath'] }),
      pathOf: (u) => u.deptPath,
      patch: (u, deptPath) =>
        UploadEntity.patch({ uploadId: u.uploadId })
          .set({ deptPath })
          .where((attr, op) => op.eq(attr.deptPath, u.deptPath))
          .go(),
    },
    from,
    to,
  );
