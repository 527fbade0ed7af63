import { scopeQueries, type DataScope } from '../data-scope';
import { DeptEntity, type DeptItem } from '../entities/dept-entity';
import { DeptImageEntity } from '../entities/dept-image-entity';
import { UserEntity, type UserItem } from '../entities/user-entity';

/**
 * Reading organizations (one, a subtree, a scope, children, users of one) and the metadata of their images. Kept
 * apart from the writes (depts.ts: moves, deletes, markers, guards of every module) so that a read route's Lambda
 * carries no write path (decision 0034).
 */

/** Upper bound of organizations one tree list reads (a tree is shown whole; pages of 1 MB are read until this). */
export const MAX_DEPTS_PER_TREE = 2000;

export async function getDeptById(deptId: number): Promise<DeptItem | null> {
  const { data } = await DeptEntity.get({ deptId }).go();
  return data;
}

/** Organization `prefix` and everything below it: ONE begins_with Query on the path index. */
export async function listDeptSubtree(prefix: string, max = MAX_DEPTS_PER_TREE): Promise<DeptItem[]> {
  const { data } = await DeptEntity.query.byPath({}).begins({ deptPath: prefix }).go({ pages: 'all', limit: max });
  return data;
}

/** Exactly the organization whose path is `deptPath` (an equality on the same key). */
export async function getDeptByPath(deptPath: string): Promise<DeptItem | null> {
  const { data } = await DeptEntity.query.byPath({ deptPath }).go({ limit: 1 });
  return data[0] ?? null;
}

/** The organizations a data scope covers: one key-prefix Query per subtree, one key equality per single org. */
export async function listDeptsInScope(scope: DataScope, max = MAX_DEPTS_PER_TREE): Promise<DeptItem[]> {
  const found = new Map<number, DeptItem>();
  for (const q of scopeQueries(scope)) {
    const items = q.subtree ? await listDeptSubtree(q.prefix, max) : [await getDeptByPath(q.prefix)].filter((d): d is DeptItem => !!d);
    for (const d of items) found.set(d.deptId, d);
  }
  return [...found.values()];
}

/** Does the organization at `deptPath` have at least one child organization? (Query, at most 2 items.) */
export async function deptHasChildren(deptPath: string): Promise<boolean> {
  const { data } = await DeptEntity.query.byPath({}).begins({ deptPath }).go({ limit: 2, attributes: ['deptId', 'deptPath'] });
  return data.some((d) => d.deptPath !== deptPath);
}

/** The direct children of an organization (read from its subtree; bounded like a tree list). */
export async function listDirectChildren(dept: Pick<DeptItem, 'deptId' | 'deptPath'>): Promise<DeptItem[]> {
  return (await listDeptSubtree(dept.deptPath)).filter((d) => d.parentId === dept.deptId);
}

/** Does the organization itself (not its children) hold at least one user? Query of the users' path index. */
export async function deptHasUsers(deptPath: string): Promise<boolean> {
  const { data } = await UserEntity.query.byDept({ deptPath }).go({ limit: 1, attributes: ['userId'] });
  return data.length > 0;
}

/** Users of exactly this organization (for per-organization counts such as administrator slots). */
export async function listUsersOfDept(deptPath: string): Promise<Pick<UserItem, 'userId' | 'roleIds' | 'deleted'>[]> {
  const { data } = await UserEntity.query.byDept({ deptPath }).go({ pages: 'all', attributes: ['userId', 'roleIds', 'deleted'] });
  return data;
}

export type DeptImageKind = 'logo' | 'seal';
/** Where an image's bytes are (data/blob-store.ts) and what they are; DynamoDB keeps only this. */
export interface DeptImageMeta {
  blobKey: string;
  contentType: string;
  size: number;
  updateTime: string;
}

/** The metadata of an organization's logo or seal, or null (also for an item written before object storage). */
export async function getDeptImageMeta(deptId: number, kind: DeptImageKind): Promise<DeptImageMeta | null> {
  const { data } = await DeptImageEntity.get({ deptId, kind }).go();
  if (!data?.blobKey) return null;
  return { blobKey: data.blobKey, contentType: data.contentType, size: data.size, updateTime: data.updateTime };
}
