import type { CursorPage } from '@aed/shared/schemas/monitor';
import type { HandlerAssignmentRecord, HandlerPageQuery, HandlerResolution, HandlerResolveQuery, HandlerSearch } from '@aed/shared/schemas/handler';
import { deptNamesOf } from '../org-records';
import { getDeptsByIds } from '../../data/access/access-control';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countHandlerAssignments, getHandlerAssignment, listHandlerAssignments, listHandlerAssignmentsOfTarget, pageHandlerAssignments, type HandlerFilter } from '../../data/access/handler-assignments';
import { getUsersByIds } from '../../data/access/user-reads';
import type { HandlerAssignmentItem } from '../../data/entities/handler-assignment-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeCovers } from '../../data/data-scope';
import { listPartitions, resolveBindings } from '../notify/binding-target';
import { deptInScope } from '../dept/dept-in-scope';
import { deviceById, deviceForBinding, deviceLabels } from '../notify/device-lookup';
import { loadRoleContext, type RoleContext } from '../user/user-rules';
import { eligibilityOf } from './handler-eligibility';
import { HANDLER_ERRORS } from '@aed/shared/errors/handler-errors';

/**
 * Reading handler assignments (the list, one assignment, the export's rows, the handlers of an organization or a
 * device, record mapping). Kept apart from the changes (handler-service.ts) so that a read route's Lambda carries no
 * write path (decision 0034).
 */

export const MAX_HANDLER_EXPORT = 10_000;

/** Records with the users' current names, organizations, devices and eligibility (a few batch reads per page). */
export async function toHandlerRecords(items: readonly HandlerAssignmentItem[], ctx?: RoleContext): Promise<HandlerAssignmentRecord[]> {
  const users = new Map((await getUsersByIds([...new Set(items.map((i) => i.userId))])).map((u) => [u.userId, u]));
  const heldRoles = [...users.values()].flatMap((u) => u.roleIds ?? []);
  const [deptNames, devices, roles] = await Promise.all([
    deptNamesOf([...items.map((i) => i.deptId), ...[...users.values()].map((u) => u.deptId)]),
    deviceLabels([...new Set(items.map((i) => i.deviceId).filter((id) => id > 0))]),
    ctx ? ctx.load(heldRoles).then(() => ctx) : loadRoleContext(heldRoles),
  ]);
  return items.map((i) => {
    const user = users.get(i.userId);
    return {
      assignmentId: i.assignmentId,
      deptId: i.deptId,
      deptName: deptNames.get(i.deptId) ?? '',
      deviceId: i.deviceId,
      deviceLabel: i.deviceId > 0 ? (devices.get(i.deviceId) ?? `#${i.deviceId}`) : '',
      userId: i.userId,
      username: user?.username ?? (i.searchText ?? '').split('\n')[0] ?? '',
      nickName: user?.nickName ?? '',
      userDeptName: user ? (deptNames.get(user.deptId) ?? '') : '',
      primary: i.primary,
      eligibility: eligibilityOf(user, roles, i.deptPath),
      remark: i.remark ?? '',
      createBy: i.createBy ?? '',
      createTime: i.createTime,
      updateBy: i.updateBy ?? '',
      updateTime: i.updateTime ?? '',
    };
  });
}

const filterOf = (search: HandlerSearch): HandlerFilter => ({ keyword: search.keyword?.toLowerCase(), deviceId: search.deviceId, primary: search.primary });

export async function handlerPage(actor: Actor, query: HandlerPageQuery): Promise<CursorPage<HandlerAssignmentRecord>> {
  const partitions = await listPartitions(actor, query.deptId);
  const filter = filterOf(query);
  const page = await pageWithTotal(query.cursor, () => pageHandlerAssignments(partitions, filter, query.limit, query.cursor), () => countHandlerAssignments(partitions, filter));
  return { ...page, rows: await toHandlerRecords(page.rows) };
}

export async function searchHandlerAssignments(actor: Actor, search: HandlerSearch): Promise<HandlerAssignmentRecord[]> {
  return toHandlerRecords(await listHandlerAssignments(await listPartitions(actor, search.deptId), filterOf(search), MAX_HANDLER_EXPORT));
}

export async function assignmentInScope(actor: Actor, assignmentId: number): Promise<HandlerAssignmentItem> {
  const item = await getHandlerAssignment(assignmentId);
  if (!item || !scopeCovers(actor.scope, item.deptPath)) throw AppError.of(HANDLER_ERRORS, 'handler.notFound');
  return item;
}

export async function handlerInfo(actor: Actor, assignmentId: number): Promise<HandlerAssignmentRecord> {
  return (await toHandlerRecords([await assignmentInScope(actor, assignmentId)]))[0];
}

// ---- who handles -----------------------------------------------------------------------------------------------

/** Primary first, then by assignment order. */
const defaultFirst = (a: HandlerAssignmentItem, b: HandlerAssignmentItem) => Number(b.primary) - Number(a.primary) || a.assignmentId - b.assignmentId;

/**
 * The handlers of a device or an organization now (no caller: sales and work orders call this): the device's own
 * assignments, else those of the nearest organization above it that has an eligible one (decision 0019). Only
 * eligible handlers count (enabled, handler type, handling permission, still in the organization or above it); the
 * default one (primary if eligible, else the earliest) comes first.
 */
export async function handlersFor(target: { deptPath: string; deviceId?: number }) {
  const ctx = await loadRoleContext();
  const found = await resolveBindings(target.deptPath, target.deviceId, listHandlerAssignmentsOfTarget, async (rows) => {
    const users = new Map((await getUsersByIds([...new Set(rows.map((r) => r.userId))])).map((u) => [u.userId, u]));
    await ctx.load([...users.values()].flatMap((u) => u.roleIds ?? []));
    return rows.filter((r) => eligibilityOf(users.get(r.userId), ctx, r.deptPath) === 'ok');
  });
  return { ...found, rows: found.rows.sort(defaultFirst), ctx };
}

/** `handlersFor` by device id (null when the device does not exist). */
export async function handlersForDevice(deviceId: number) {
  const device = await deviceById(deviceId);
  return device ? handlersFor({ deptPath: device.deptPath, deviceId }) : null;
}

/** The one handler a new order of the device goes to when nobody chooses (null: nobody eligible). */
export async function defaultHandlerForDevice(deviceId: number): Promise<HandlerAssignmentItem | null> {
  return (await handlersForDevice(deviceId))?.rows[0] ?? null;
}

export async function resolveHandlers(actor: Actor, query: HandlerResolveQuery): Promise<HandlerResolution> {
  const target = query.deviceId !== undefined ? await deviceForBinding(actor, query.deviceId) : { deptPath: (await deptInScope(actor, query.deptId!)).deptPath, deviceId: undefined };
  const found = await handlersFor(target);
  const visible = found.rows.filter((a) => scopeCovers(actor.scope, a.deptPath));
  const rows = await toHandlerRecords(visible, found.ctx);
  const deptOf = found.level === 'organization' ? found.deptPath : target.deptPath;
  const dept = (await getDeptsByIds([Number(deptOf.split(',').filter(Boolean).pop())]))[0];
  return {
    level: found.level,
    deptId: dept?.deptId ?? 0,
    deptName: dept?.deptName ?? '',
    rows,
    defaultAssignmentId: found.rows[0]?.assignmentId ?? null,
    hidden: found.rows.length - visible.length,
  };
}
