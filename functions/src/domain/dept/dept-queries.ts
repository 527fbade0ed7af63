import type { DeptRecord, DeptSearch, DeptTreeNode, DeptTreeSelectQuery } from '@aed/shared/schemas/dept';
import { listDeptsInScope } from '../../data/access/dept-reads';
import type { DeptItem } from '../../data/entities/dept-entity';
import { scopeCoversSubtree } from '../../data/data-scope';
import type { Actor } from '../actor';
import { deptImageUrl } from '../common/image-urls';

/**
 * Reading organizations (the tree list, the picker tree) and their record mapping. Kept apart from the changes
 * (dept-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */

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

export const isRoot = (d: Pick<DeptItem, 'parentId'>) => d.parentId === 0;
const depth = (d: Pick<DeptItem, 'deptPath'>) => d.deptPath.split(',').length;
const byTreeOrder = (a: DeptItem, b: DeptItem) => depth(a) - depth(b) || a.orderNum - b.orderNum || a.deptId - b.deptId;

/** The organizations of the caller's scope matching the search, parents before children (the web builds the tree). */
export async function searchDepts(actor: Actor, search: DeptSearch): Promise<DeptRecord[]> {
  const needle = search.deptName?.toLowerCase();
  return (await listDeptsInScope(actor.scope))
    .filter((d) => (!needle || d.deptName.toLowerCase().includes(needle)) && (!search.status || d.status === search.status))
    .sort(byTreeOrder)
    .map(toDeptRecord);
}

/** Enabled organizations of the caller's scope as a tree, for pickers. */
export async function deptTreeSelect(actor: Actor, query: DeptTreeSelectQuery = {}): Promise<DeptTreeNode[]> {
  const depts = (await listDeptsInScope(actor.scope)).filter((d) => d.status === '0').sort(byTreeOrder);
  const disabled = (d: DeptItem) => !!query.wholeSubtree && !scopeCoversSubtree(actor.scope, d.deptPath);
  const nodes = new Map<number, DeptTreeNode>();
  const roots: DeptTreeNode[] = [];
  for (const d of depts) {
    const node: DeptTreeNode = { id: d.deptId, label: d.deptName, deptType: d.deptType, disabled: disabled(d), children: [] };
    nodes.set(d.deptId, node);
    const parent = nodes.get(d.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
