import { getDeptsByIds } from '../../data/access/access-control';
import { endSessionsUnder, finishDeptMove, rebaseDepts, rebaseUsers } from '../../data/access/depts';
import { rebaseLogs } from '../../data/access/logs';
import { rebaseDevices } from '../../data/access/devices/device-moves';
import { rebaseRunningStatuses } from '../../data/access/device-statuses';
import { rebaseAlarms } from '../../data/access/alarms';
import { rebaseInspectionRecords } from '../../data/access/inspection-records';
import { rebaseAccessories } from '../../data/access/accessories';
import { listRolesOfDept, listRolesUnder, rebaseRoles } from '../../data/access/roles';
import { deleteUserSessions } from '../../data/access/sessions';
import { listUserIdsWithRole } from '../../data/access/user-roles';
import { logger } from '../../lib/logger';
import { resolveCleanRange } from '../monitor/log-range';
import { rebaseNotifyPersons } from '../../data/access/notify-persons';
import { rebaseHandlerAssignments } from '../../data/access/handler-assignments';
import { rebaseUserTallies } from '../../data/access/user-tallies';
import { rebaseNotices } from '../../data/access/notices';
import { rebaseConfigs } from '../../data/access/configs';
import { rebaseSales } from '../../data/access/sales';
import { rebaseOrders } from '../../data/access/work-orders';
import { rebaseReports } from '../../data/access/inspection-reports';
import { rebaseReportSchedules } from '../../data/access/report-schedules';
import { rebaseMailRecords } from '../../data/access/mail-records';
import { rebaseUploads } from '../../data/access/uploads';

/**
 * Finishes moving an organization whose own record already carries its new path and the mark
 * `pendingMove = "<oldPath>|<newPath>"`: the organizations below it, their users and user tallies, their operation and login logs,
 * devices (with the devices' tallies and stock movement lines), notify persons and handler assignments (decision 0019),
 * notices and parameters (decision 0026), the roles they own (decision 0025), uploaded files (decision 0040)
 * are rewritten from the old path prefix to the new one in batches (conditional patches, so running this again after
 * a failure is harmless), the sessions opened under the old path end (a session keeps the path and scope resolved at login), and so do those of
 * custom-scope users whose roles name a moved organization; then the mark is cleared. Until then the next read or write of the organization finishes the move first.
 */
export async function completeMove(deptId: number, pendingMove: string): Promise<void> {
  const [from, to] = pendingMove.split('|');
  if (!from || !to) return finishDeptMove(deptId, pendingMove);
  const depts = await rebaseDepts(from, to);
  const users = await rebaseUsers(from, to);
  // the organizations' user tallies (decision 0030): a user write that read an old path is refused meanwhile
  const userTallies = await rebaseUserTallies(from, to);
  // Logs follow their organization too (decision 0017), over the months a log clean reaches.
  const logs = await rebaseLogs(resolveCleanRange().months, from, to);
  // devices, their tallies and stock movement lines (docs/decisions/0013, 0018)
  const devices = await rebaseDevices(from, to);
  // running status counts and statuses follow at once (a status write that read a path in between retries: decision 0047)
  const runningStatuses = await rebaseRunningStatuses(from, to);
  // alarms and inspection records (decisions 0047, 0050): the alarm list, the records and the monthly report follow
  const alarms = await rebaseAlarms(from, to);
  const inspections = await rebaseInspectionRecords(from, to);
  const bindings = (await rebaseNotifyPersons(from, to)) + (await rebaseHandlerAssignments(from, to));
  // accessory and consumable records (decision 0020)
  const accessories = await rebaseAccessories(from, to);
  // sale records by their buyers' paths, with their running leases (decision 0043)
  const sales = await rebaseSales(from, to);
  // work orders and their log lines (decision 0045)
  const orders = await rebaseOrders(from, to);
  // inspection reports and their email schedules (decisions 0055, 0057)
  const reports = (await rebaseReports(from, to)) + (await rebaseReportSchedules(from, to));
  // the mail outbox (decision 0046)
  const mails = await rebaseMailRecords(from, to);
  // notices and parameters the organizations own (decision 0026)
  const owned = (await rebaseNotices(from, to)) + (await rebaseConfigs(from, to));
  // roles the organizations own (decision 0025)
  const roles = await rebaseRoles(from, to);
  // uploaded files, attached or not (decision 0040): their scope follows the organization
  const uploads = await rebaseUploads(from, to);
  const sessions = await endSessionsUnder(from);
  const customScopeSessions = await endCustomScopeSessions(from, to);
  await finishDeptMove(deptId, pendingMove);
  logger.info('organization moved', { deptId, from, to, depts, users, userTallies, logs, ...devices, ...runningStatuses, alarms, inspections, bindings, accessories, sales, orders, reports, mails, owned, roles, uploads, sessions, customScopeSessions });
}

/** The paths of the organizations above `path` ("0,100,200,300," -> "0,100,", "0,100,200,"). */
function ancestorPaths(path: string): string[] {
  const ids = path.split(',').filter(Boolean);
  return ids.slice(1, -1).map((_, i) => `${ids.slice(0, i + 2).join(',')},`);
}

/**
 * A custom-scope role (data scope 2) names organizations by id, but a session holds the paths they had at login
 * (decision 0008). After a move, the sessions of every holder of a custom role naming an organization now under `to`
 * (the moved one or one below it) end, so their next login resolves the new paths. Runs after the subtree is
 * rewritten, so it finds the organizations by their new paths and a re-run after a failure finds them again.
 * A custom scope names only organizations of its role's organization and below (decision 0025; the root's roles any):
 * the roles that can name a moved organization are those of the moved subtree and of the organizations above it,
 * before and after the move. Those are read, never every tenant's roles.
 */
async function endCustomScopeSessions(from: string, to: string): Promise<number> {
  const owners = [...new Set([...ancestorPaths(from), ...ancestorPaths(to)])];
  const candidates = [...(await listRolesUnder(to)), ...(await Promise.all(owners.map(listRolesOfDept))).flat()];
  const roles = candidates.filter((r) => r.dataScope === '2' && (r.deptIds ?? []).length);
  const moved = new Set(
    (await getDeptsByIds([...new Set(roles.flatMap((r) => r.deptIds ?? []))])).filter((d) => d.deptPath.startsWith(to)).map((d) => d.deptId),
  );
  const userIds = new Set<number>();
  for (const role of roles.filter((r) => (r.deptIds ?? []).some((id) => moved.has(id)))) {
    for (const userId of await listUserIdsWithRole(role.roleId)) userIds.add(userId);
  }
  let count = 0;
  for (const userId of userIds) count += await deleteUserSessions(userId);
  return count;
}
