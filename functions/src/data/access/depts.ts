import { AppError, errorRef } from '../../lib/app-error';
import { ancestorsOf, DeptEntity, type DeptItem, type NewDeptItem } from '../entities/dept-entity';
import { DeptImageEntity } from '../entities/dept-image-entity';
import { SessionEntity } from '../entities/session-entity';
import { noteSessionsChanged } from './sessions';
import { UniqueEntity } from '../entities/unique-entity';
import { UserEntity, type UserItem } from '../entities/user-entity';
import { isConditionalFailure, whenConditionHolds } from './ids';
import { rebaseUnder } from './path-rebase';
import { assertDeptHasNoDevices } from './devices/device-counters';
import { assertDeptHasNoAccessories, deptAccessoryCount } from './accessories';
import { writeTransaction, type AddItem, type TransactionEntities } from './transactions';
import { deptBindingGuards } from './binding-counters';
import { assertDeptHoldsNoNotices, deptNoticeCount } from './notices';
import { assertDeptHoldsNoConfigs, deptConfigCount } from './configs';
import { assertCounterZero } from './counters';
import { deptRolesCounter } from './roles';
import { CounterEntity } from '../entities/counter-entity';
import { getDeptById, type DeptImageMeta, type DeptImageKind } from './dept-reads';
import { ACCESSORY_ERRORS } from '@aed/shared/errors/accessory-errors';
import { NOTICE_ERRORS } from '@aed/shared/errors/notice-errors';
import { CONFIG_ERRORS } from '@aed/shared/errors/config-errors';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

/** Items rewritten per batch when an organization moves. */
const MOVE_BATCH = 100;

export { ancestorsOf, childPath } from '../entities/dept-entity';

const NAME_SCOPE = 'deptName';
const nameMarker = (deptName: string) => ({ scope: NAME_SCOPE, value: deptName.trim().toLowerCase() });


/**
 * The parent a write places an organization under or allocates from (decision 0022). Both sides of the rules are
 * guarded: the parent must still be what they were checked against (same version and path), so a parent edited
 * meanwhile (made a customer, quotas lowered, moved) refuses the write; and its `childVersion` moves, so an edit of
 * the parent that checked its children before this write refuses itself (`common.conflict` either way). The default
 * organization allocates without limits and is never a customer: no guard, so adds under it never contend.
 */
export type ParentGuard = Pick<DeptItem, 'deptId' | 'parentId' | 'updateTime' | 'deptPath'>;
const guarded = (parent: ParentGuard | undefined): parent is ParentGuard => !!parent && parent.parentId !== 0;
function guardParent(dept: TransactionEntities['dept'], add: AddItem<'parent'>, parent: ParentGuard | undefined): void {
  if (!guarded(parent)) return;
  add(
    'parent',
    dept
      .patch({ deptId: parent.deptId })
      .add({ childVersion: 1 })
      .where((attr, op) => `${op.eq(attr.updateTime, parent.updateTime)} AND ${op.eq(attr.deptPath, parent.deptPath)}`)
      .commit(),
  );
}

/** Creates the organization and its name marker atomically; a taken name fails with dept.nameExists. */
export async function createDept(item: NewDeptItem, parent?: ParentGuard): Promise<void> {
  // adds under the same agent share its item: one canceled only by another's transaction is run again
  const refused = await writeTransaction<'dept' | 'name' | 'parent'>({ dept: DeptEntity, unique: UniqueEntity }, ({ dept, unique }, add) => {
    add('dept', dept.create(item).commit());
    add('name', unique.create({ ...nameMarker(item.deptName), ownerId: String(item.deptId) }).commit());
    guardParent(dept, add, parent);
  });
  if (refused) throw new AppError(refused.part === 'name' ? errorRef(DEPT_ERRORS, 'dept.nameExists') : 'common.conflict');
}

/**
 * Updates an organization. The write is conditional on the version read (updateTime) AND on its path being the one
 * the scope check ran against, so a concurrent move or edit cannot slip a change outside the caller's scope, AND on
 * no child having been written under it since it was read (`childVersion`); with `parent` (a move, a change of
 * quotas or type) the parent is guarded as for an add.
 */
export async function updateDept(before: DeptItem, after: DeptItem, parent?: ParentGuard): Promise<void> {
  // childVersion is moved only by the children's writes (a stale copy written back would hide one)
  const { deptId, childVersion: _held, ...changes } = after;
  const renamed = nameMarker(before.deptName).value !== nameMarker(after.deptName).value;
  const refused = await writeTransaction<'dept' | 'parent' | 'oldName' | 'name'>({ dept: DeptEntity, unique: UniqueEntity }, ({ dept, unique }, add) => {
    add(
      'dept',
      dept
        .patch({ deptId })
        .set(changes)
        .where(
          (attr, op) =>
            `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)} AND ${before.childVersion === undefined ? op.notExists(attr.childVersion) : op.eq(attr.childVersion, before.childVersion)}`,
        )
        .commit(),
    );
    guardParent(dept, add, parent);
    if (renamed) {
      add('oldName', unique.delete(nameMarker(before.deptName)).commit());
      add('name', unique.create({ ...nameMarker(after.deptName), ownerId: String(deptId) }).commit());
    }
  });
  if (refused) throw new AppError(refused.part === 'name' ? errorRef(DEPT_ERRORS, 'dept.nameExists') : 'common.conflict');
}

/**
 * Deletes the organization and its name marker; conditional on the version read (and no child written under it
 * since), on the organization holding no
 * device (its device counter, kept by every device write: a device added concurrently refuses the delete), no
 * accessory record (decision 0020), no notify person or handler assignment (decision 0019), no notice and no parameter
 * (decision 0026).
 */
export async function deleteDept(item: DeptItem): Promise<void> {
  const refused = await writeTransaction<'dept' | 'name' | 'devices' | 'accessories' | 'roles' | 'bindings' | 'notices' | 'configs'>({ dept: DeptEntity, unique: UniqueEntity, counter: CounterEntity }, ({ dept, unique, counter }, add) => {
    add(
      'dept',
      dept
        .delete({ deptId: item.deptId })
        // no child organization was added or moved under it since "has no children" was checked (decision 0022)
        .where(
          (attr, op) =>
            `${op.eq(attr.updateTime, item.updateTime)} AND ${op.eq(attr.deptPath, item.deptPath)} AND ${item.childVersion === undefined ? op.notExists(attr.childVersion) : op.eq(attr.childVersion, item.childVersion)}`,
        )
        .commit(),
    );
    add('name', unique.delete(nameMarker(item.deptName)).commit());
    add('devices', assertDeptHasNoDevices(counter, item.deptId));
    add('accessories', assertDeptHasNoAccessories(counter, item.deptId));
    // it owns no role (decision 0025): a role created meanwhile refuses the delete
    add('roles', assertCounterZero(counter, deptRolesCounter(item.deptId)));
    // no notify person or handler assignment was added meanwhile (decision 0019)
    for (const op of deptBindingGuards(counter, item.deptId)) add('bindings', op);
    // no notice or parameter was added meanwhile (decision 0026)
    add('notices', assertDeptHoldsNoNotices(counter, item.deptId));
    add('configs', assertDeptHoldsNoConfigs(counter, item.deptId));
  });
  if (refused) {
    const { part } = refused;
    if (part === 'accessories') throw AppError.of(ACCESSORY_ERRORS, 'accessory.deptHasRecords', { count: await deptAccessoryCount(item.deptId) });
    if (part === 'notices') throw AppError.of(NOTICE_ERRORS, 'notice.deptHasRecords', { count: await deptNoticeCount(item.deptId) });
    if (part === 'configs') throw AppError.of(CONFIG_ERRORS, 'config.deptHasRecords', { count: await deptConfigCount(item.deptId) });
    if (part === 'roles') throw AppError.of(DEPT_ERRORS, 'dept.hasRoles');
    throw new AppError(part === 'devices' ? errorRef(DEPT_ERRORS, 'dept.hasDevices') : 'common.conflict');
  }
}

// ---- moving an organization ----------------------------------------------------------------------------------

/**
 * Rewrites every organization under `from` (the moved one already carries its new path) to the same place under
 * `to`, with its ancestors (`rebaseUnder`: conditional patches, re-runnable). Returns how many were rewritten.
 */
export const rebaseDepts = (from: string, to: string) =>
  rebaseUnder<Pick<DeptItem, 'deptId' | 'deptPath'>>(
    {
      page: (prefix, page) => DeptEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['deptId', 'deptPath'] as never }),
      pathOf: (d) => d.deptPath,
      patch: (d, deptPath) =>
        DeptEntity.patch({ deptId: d.deptId })
          .set({ deptPath, ancestors: ancestorsOf(deptPath) })
          .where((attr, op) => op.eq(attr.deptPath, d.deptPath))
          .go(),
    },
    from,
    to,
  );

/** Same for users: every user whose organization path starts with `from` gets it rebased onto `to`. */
export const rebaseUsers = (from: string, to: string) =>
  rebaseUnder<Pick<UserItem, 'userId' | 'deptPath'>>(
    {
      page: (prefix, page) => UserEntity.query.byDept({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['userId', 'deptPath'] }),
      pathOf: (u) => u.deptPath,
      patch: (u, deptPath) =>
        UserEntity.patch({ userId: u.userId })
          .set({ deptPath })
          .where((attr, op) => op.eq(attr.deptPath, u.deptPath))
          .go(),
    },
    from,
    to,
  );

/**
 * Ends the sessions opened under the old path: a session keeps the path and data scope resolved at login, so the
 * moved users log in again and get the new ones.
 */
export async function endSessionsUnder(from: string): Promise<number> {
  let cursor: string | null = null;
  let count = 0;
  do {
    const page: { data: { sessionId: string }[]; cursor: string | null } = await SessionEntity.query
      .online({})
      .begins({ deptPath: from })
      .go({ limit: MOVE_BATCH, cursor, attributes: ['sessionId'] });
    cursor = page.cursor;
    noteSessionsChanged();
    if (page.data.length) await SessionEntity.delete(page.data.map((s) => ({ sessionId: s.sessionId }))).go();
    count += page.data.length;
  } while (cursor);
  return count;
}

/** Clears the pending-move mark once the subtree and its users are rewritten (a no-op when already cleared). */
export async function finishDeptMove(deptId: number, pendingMove: string): Promise<void> {
  await whenConditionHolds(() =>
    DeptEntity.patch({ deptId })
      .set({ pendingMove: '' })
      .where((attr, op) => op.eq(attr.pendingMove, pendingMove))
      .go(),
  );
}

// ---- seeding ------------------------------------------------------------------------------------------------------

/**
 * First start: the default organization with its name marker, when absent. An organization 100 written before paths
 * existed gets its `deptPath` (and so its place on the path index) added; nothing else is overwritten.
 */
export async function ensureSeedDept(item: NewDeptItem & { deptPath: string }): Promise<void> {
  const existing = await getDeptById(item.deptId);
  if (!existing) {
    try {
      await createDept(item);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
    return;
  }
  if (!existing.deptPath) {
    try {
      await DeptEntity.patch({ deptId: item.deptId })
        .set({ deptPath: item.deptPath })
        .where((attr, op) => op.notExists(attr.deptPath))
        .go();
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }
  const { data: marker } = await UniqueEntity.get(nameMarker(existing.deptName)).go();
  if (!marker) {
    try {
      await UniqueEntity.create({ ...nameMarker(existing.deptName), ownerId: String(item.deptId) }).go();
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }
}

// ---- logo and seal ------------------------------------------------------------------------------------------------


/**
 * Points the logo or seal at a new object (or, with `next` null, at none) and stamps the organization, in one
 * transaction conditional on the image still being `previous` (two uploads at once: one wins, the other gets
 * `common.conflict` and can delete its own object) and on the organization's path being the one the caller's scope
 * was checked against.
 */
export async function setDeptImageMeta(
  dept: Pick<DeptItem, 'deptId' | 'deptPath'>,
  kind: DeptImageKind,
  previous: DeptImageMeta | null,
  next: Omit<DeptImageMeta, 'updateTime'> | null,
  at: string,
  by: string,
): Promise<void> {
  const key = { deptId: dept.deptId, kind };
  const stamp = kind === 'logo' ? { logoTime: next ? at : '' } : { sealTime: next ? at : '' };
  const refused = await writeTransaction<'image' | 'dept'>({ dept: DeptEntity, deptImage: DeptImageEntity }, ({ dept: deptEntity, deptImage }, add) => {
    add(
      'image',
      next && previous
        ? deptImage.patch(key).set({ ...next, updateBy: by, updateTime: at }).where((attr, op) => op.eq(attr.blobKey, previous.blobKey)).commit()
        : next
          ? deptImage.put({ ...key, ...next, updateBy: by, updateTime: at }).where((attr, op) => op.notExists(attr.blobKey)).commit()
          : previous
            ? deptImage.delete(key).where((attr, op) => op.eq(attr.blobKey, previous.blobKey)).commit()
            : // nothing stored, or an item from before object storage (no blobKey): remove that one
              deptImage.delete(key).where((attr, op) => op.notExists(attr.blobKey)).commit(),
    );
    add(
      'dept',
      deptEntity
        .patch({ deptId: dept.deptId })
        .set({ ...stamp, updateBy: by, updateTime: at })
        .where((attr, op) => op.eq(attr.deptPath, dept.deptPath))
        .commit(),
    );
  });
  if (refused) throw new AppError('common.conflict');
}

/** Removes the image metadata of a deleted organization (idempotent); answers the object keys it pointed at. */
export async function deleteDeptImages(deptId: number): Promise<string[]> {
  const metas = await Promise.all((['logo', 'seal'] as const).map((kind) => DeptImageEntity.get({ deptId, kind }).go()));
  await DeptImageEntity.delete([{ deptId, kind: 'logo' }, { deptId, kind: 'seal' }]).go();
  return metas.map(({ data }) => data?.blobKey ?? '').filter(Boolean);
}
