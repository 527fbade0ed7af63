import { LIMITS } from '@aed/shared/constants/limits';
import {
  DEPT_QUOTA_FIELDS,
  type AddDeptBody,
  type DeptRecord,
  type DeptSearch,
  type DeptTreeNode,
  type UpdateDeptBody,
} from '@aed/shared/schemas/dept';
import {
  ancestorsOf,
  childPath,
  createDept,
  deleteDept,
  deleteDeptImages,
  deptHasChildren,
  deptHasUsers,
  getDeptById,
  listDeptsInScope,
  listDirectChildren,
  updateDept,
} from '../../data/access/depts';
import { deptDeviceCount } from '../../data/access/devices';
import { deptAccessoryCount } from '../../data/access/accessories';
import { nextId } from '../../data/access/ids';
import type { DeptItem } from '../../data/entities/dept-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { scopeCovers } from '../data-scope';
import { deleteBlobsQuietly } from '../common/image-upload';
import { deleteImageUploadsOfDept } from '../../data/access/image-uploads';
import { deptImageUrl } from '../common/image-urls';
import { completeMove } from './dept-move';
import { assertDeptHoldsNoBindings } from '../notify/dept-bindings';
import { encryptMailPassword } from './mail-secret';

export const toDeptRecord = (d: DeptItem): DeptRecord => ({
  deptId: d.deptId,
  parentId: d.parentId,
  ancestors: d.ancestors,
  deptPath: d.deptPath,
  deptName: d.deptName,
  companyName: d.companyName ?? '',
  deptType: d.deptType,
  orderNum: d.orderNum ?? 0,
  leader: d.leader ?? '',
  phone: d.phone ?? '',
  email: d.email ?? '',
  address: d.address ?? '',
  detailAddress: d.detailAddress ?? '',
  equipmentQuota: d.equipmentQuota ?? 0,
  userQuota: d.userQuota ?? 0,
  operationAccountCount: d.operationAccountCount ?? 0,
  viewAccountCount: d.viewAccountCount ?? 0,
  reportLanguage: d.reportLanguage ?? '',
  reportTitle: d.reportTitle ?? '',
  reportTimeZone: d.reportTimeZone ?? '',
  deptCode: d.deptCode ?? '',
  status: d.status,
  mailProtocol: d.mailProtocol ?? '',
  mailHost: d.mailHost ?? '',
  mailPort: d.mailPort || null,
  mailAccount: d.mailAccount ?? '',
  mailEncryption: d.mailEncryption ?? '',
  hasMailPassword: !!d.mailPasswordEnc,
  hasLogo: !!d.logoTime,
  hasSeal: !!d.sealTime,
  logoUrl: deptImageUrl(d.deptId, 'logo', d.logoTime),
  sealUrl: deptImageUrl(d.deptId, 'seal', d.sealTime),
  createBy: d.createBy ?? '',
  createTime: d.createTime,
  updateBy: d.updateBy ?? '',
  updateTime: d.updateTime ?? '',
});

const isRoot = (d: Pick<DeptItem, 'parentId'>) => d.parentId === 0;
const depth = (d: Pick<DeptItem, 'deptPath'>) => d.deptPath.split(',').length;
const byTreeOrder = (a: DeptItem, b: DeptItem) => depth(a) - depth(b) || a.orderNum - b.orderNum || a.deptId - b.deptId;

/** An organization the caller may see, or dept.notFound (an organization outside the scope does not exist for them). */
export async function visibleDept(actor: Actor, deptId: number, code: 'dept.notFound' | 'dept.parentNotFound' = 'dept.notFound'): Promise<DeptItem> {
  let dept = await getDeptById(deptId);
  if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw new AppError(code);
  if (dept.pendingMove) {
    // A move that stopped half-way is finished before anything else reads or writes under it.
    await completeMove(dept.deptId, dept.pendingMove);
    dept = await getDeptById(deptId);
    if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw new AppError(code);
  }
  return dept;
}

/** The organizations of the caller's scope matching the search, parents before children (the web builds the tree). */
export async function searchDepts(actor: Actor, search: DeptSearch): Promise<DeptRecord[]> {
  const needle = search.deptName?.toLowerCase();
  return (await listDeptsInScope(actor.scope))
    .filter((d) => (!needle || d.deptName.toLowerCase().includes(needle)) && (!search.status || d.status === search.status))
    .sort(byTreeOrder)
    .map(toDeptRecord);
}

export async function getDeptInfo(actor: Actor, deptId: number): Promise<DeptRecord> {
  return toDeptRecord(await visibleDept(actor, deptId));
}

/** Enabled organizations of the caller's scope as a tree, for pickers. */
export async function deptTreeSelect(actor: Actor): Promise<DeptTreeNode[]> {
  const depts = (await listDeptsInScope(actor.scope)).filter((d) => d.status === '0').sort(byTreeOrder);
  const nodes = new Map<number, DeptTreeNode>();
  const roots: DeptTreeNode[] = [];
  for (const d of depts) {
    const node: DeptTreeNode = { id: d.deptId, label: d.deptName, deptType: d.deptType, disabled: false, children: [] };
    nodes.set(d.deptId, node);
    const parent = nodes.get(d.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

type Quotas = Pick<DeptItem, (typeof DEPT_QUOTA_FIELDS)[number]>;

/**
 * Spec section 5: a child's quotas and account counts are strictly below those of its parent agent. The default
 * organization (the platform operator at the root) allocates without a limit of its own; a customer parent (type 2)
 * does not allocate quotas.
 */
function assertBelowParent(parent: DeptItem, child: Quotas): void {
  if (isRoot(parent) || parent.deptType !== '0') return;
  for (const field of DEPT_QUOTA_FIELDS) {
    if (child[field] >= (parent[field] ?? 0)) throw new AppError('dept.quotaAboveParent', { field });
  }
}

/** The other direction: an agent's new quotas stay above those of each of its children. */
async function assertAboveChildren(dept: DeptItem, quotas: Quotas, deptType: DeptItem['deptType']): Promise<void> {
  if (isRoot(dept) || deptType !== '0') return;
  const children = await listDirectChildren(dept);
  for (const field of DEPT_QUOTA_FIELDS) {
    if (children.some((c) => (c[field] ?? 0) >= quotas[field])) throw new AppError('dept.quotaBelowChildren', { field });
  }
}

type DeptFields = Omit<AddDeptBody, 'mailPassword' | 'clearMailPassword'>;
const fieldsOf = (body: AddDeptBody | UpdateDeptBody): DeptFields => {
  const { mailPassword: _p, clearMailPassword: _c, ...rest } = body;
  if ('deptId' in rest) delete (rest as Partial<UpdateDeptBody>).deptId;
  return rest;
};

/** The stored form of the fields: `mailPort: null` ("no port") is stored as 0. */
const stored = (v: DeptFields) => ({ ...v, mailPort: v.mailPort ?? 0 });

export async function addDept(actor: Actor, body: AddDeptBody): Promise<DeptRecord> {
  const parent = await visibleDept(actor, body.parentId, 'dept.parentNotFound');
  assertBelowParent(parent, body);
  const deptId = await nextId('dept');
  const deptPath = childPath(parent.deptPath, deptId);
  // The new organization must itself lie in the caller's scope (a scope "own organization only" adds no children).
  if (!scopeCovers(actor.scope, deptPath)) throw new AppError('common.forbidden');
  const now = nowIso();
  const item: DeptItem = {
    ...stored(fieldsOf(body)),
    deptId,
    parentId: parent.deptId,
    ancestors: ancestorsOf(deptPath),
    deptPath,
    mailPasswordEnc: body.mailPassword ? await encryptMailPassword(body.mailPassword, deptId) : '',
    pendingMove: '',
    logoTime: '',
    sealTime: '',
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  await createDept(item); // the name marker makes a duplicate (even a concurrent one) fail here
  return toDeptRecord(item);
}

export async function editDept(actor: Actor, body: UpdateDeptBody): Promise<DeptRecord> {
  const before = await visibleDept(actor, body.deptId);
  const fields = fieldsOf(body);
  let parent: DeptItem | null = null;
  let deptPath = before.deptPath;
  if (isRoot(before)) {
    if (body.parentId !== before.parentId || body.status !== '0') throw new AppError('dept.rootImmutable');
  } else {
    if (body.parentId === before.parentId) {
      // Staying put: the parent may lie outside the caller's scope (an administrator of their own organization).
      parent = await getDeptById(before.parentId);
      if (!parent) throw new AppError('dept.parentNotFound');
    } else {
      // Moving: the new parent must be visible, and not the organization itself or below it.
      if (body.parentId === before.deptId) throw new AppError('dept.parentIsSelfOrChild');
      parent = await visibleDept(actor, body.parentId, 'dept.parentNotFound');
      if (parent.deptPath.startsWith(before.deptPath)) throw new AppError('dept.parentIsSelfOrChild');
      deptPath = childPath(parent.deptPath, before.deptId);
      if (!scopeCovers(actor.scope, deptPath)) throw new AppError('common.forbidden');
    }
    assertBelowParent(parent, body);
  }
  await assertAboveChildren(before, body, body.deptType);

  const moved = deptPath !== before.deptPath;
  const mailPasswordEnc = body.clearMailPassword
    ? ''
    : body.mailPassword
      ? await encryptMailPassword(body.mailPassword, before.deptId)
      : before.mailPasswordEnc;
  const after: DeptItem = {
    ...before,
    ...stored(fields),
    parentId: parent?.deptId ?? before.parentId,
    deptPath,
    ancestors: ancestorsOf(deptPath),
    mailPasswordEnc,
    pendingMove: moved ? `${before.deptPath}|${deptPath}` : '',
    updateBy: actor.username,
    updateTime: nowIso(),
  };
  await updateDept(before, after);
  if (moved) await completeMove(after.deptId, after.pendingMove);
  return toDeptRecord({ ...after, pendingMove: '' });
}

/** Spec section 5: never while it has child organizations, users or devices (the last also a condition of the delete). */
export async function removeDept(actor: Actor, deptId: number): Promise<void> {
  const dept = await visibleDept(actor, deptId);
  if (isRoot(dept) || dept.deptId === LIMITS.defaultDeptId) throw new AppError('dept.rootImmutable');
  if (await deptHasChildren(dept.deptPath)) throw new AppError('dept.hasChildren');
  if (await deptHasUsers(dept.deptPath)) throw new AppError('dept.hasUsers');
  if ((await deptDeviceCount(dept.deptId)) > 0) throw new AppError('dept.hasDevices');
  await assertDeptHoldsNoBindings(dept.deptId);
  const accessories = await deptAccessoryCount(dept.deptId);
  if (accessories > 0) throw new AppError('accessory.deptHasRecords', { count: accessories });
  await deleteDept(dept);
  await deleteBlobsQuietly([...(await deleteDeptImages(dept.deptId)), ...(await deleteImageUploadsOfDept(dept.deptId))]);
}
