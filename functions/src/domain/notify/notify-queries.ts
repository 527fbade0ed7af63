import type { CursorPage } from '@aed/shared/schemas/monitor';
import { isNotifyEvent, type NotifyChannel, type NotifyEvent, type NotifyPersonPageQuery, type NotifyPersonRecord, type NotifyPersonSearch, type NotifyResolution, type NotifyResolveQuery } from '@aed/shared/schemas/notify';
import { deptNamesOf } from '../org-records';
import { getDeptsByIds } from '../../data/access/access-control';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countNotifyPersons, getNotifyPerson, listNotifyPersons, listNotifyPersonsOfTarget, pageNotifyPersons, type NotifyFilter } from '../../data/access/notify-persons';
import type { NotifyPersonItem } from '../../data/entities/notify-person-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeCovers } from '../../data/data-scope';
import { listPartitions, resolveBindings } from './binding-target';
import { deptInScope } from '../dept/dept-in-scope';
import { deviceById, deviceForBinding, deviceLabels } from './device-lookup';
import { NOTIFY_ERRORS } from '@aed/shared/errors/notify-errors';

/**
 * Reading notification persons (the list, one entry, the export's rows, who is notified for an organization or a
 * device, record mapping). Kept apart from the changes (notify-service.ts) so that a read route's Lambda carries no
 * write path (decision 0034).
 */

/** Exports stop here (the file is for people, not a backup). */
export const MAX_NOTIFY_EXPORT = 10_000;

/** Records as the API answers them, with organization names and device labels (names from the short per-container cache). */
export async function toNotifyRecords(items: readonly NotifyPersonItem[]): Promise<NotifyPersonRecord[]> {
  const [deptNames, devices] = await Promise.all([
    deptNamesOf(items.map((i) => i.deptId)),
    deviceLabels([...new Set(items.map((i) => i.deviceId).filter((id) => id > 0))]),
  ]);
  return items.map((i) => ({
    notifyId: i.notifyId,
    deptId: i.deptId,
    deptName: deptNames.get(i.deptId) ?? '',
    deviceId: i.deviceId,
    deviceLabel: i.deviceId > 0 ? (devices.get(i.deviceId) ?? `#${i.deviceId}`) : '',
    personName: i.personName,
    phone: i.phone,
    email: i.email,
    notifyEmail: i.notifyEmail,
    notifyPush: i.notifyPush,
    // stored as a plain string list; only the known colours are answered
    events: (i.events ?? []).filter(isNotifyEvent),
    status: i.status,
    remark: i.remark ?? '',
    createBy: i.createBy ?? '',
    createTime: i.createTime,
    updateBy: i.updateBy ?? '',
    updateTime: i.updateTime ?? '',
  }));
}

const filterOf = (search: NotifyPersonSearch): NotifyFilter => ({ keyword: search.keyword?.toLowerCase(), status: search.status, deviceId: search.deviceId });

/** One cursor page of the persons in the caller's scope (narrowed to the organization picked in the tree). */
export async function notifyPage(actor: Actor, query: NotifyPersonPageQuery): Promise<CursorPage<NotifyPersonRecord>> {
  const partitions = await listPartitions(actor, query.deptId);
  const filter = filterOf(query);
  const page = await pageWithTotal(query.cursor, () => pageNotifyPersons(partitions, filter, query.limit, query.cursor), () => countNotifyPersons(partitions, filter));
  return { ...page, rows: await toNotifyRecords(page.rows) };
}

/** The persons matching a search (export), at most MAX_NOTIFY_EXPORT. */
export async function searchNotifyPersons(actor: Actor, search: NotifyPersonSearch): Promise<NotifyPersonRecord[]> {
  return toNotifyRecords(await listNotifyPersons(await listPartitions(actor, search.deptId), filterOf(search), MAX_NOTIFY_EXPORT));
}

/** A person in the caller's scope; outside it, it does not exist for them. */
export async function personInScope(actor: Actor, notifyId: number): Promise<NotifyPersonItem> {
  const item = await getNotifyPerson(notifyId);
  if (!item || !scopeCovers(actor.scope, item.deptPath)) throw AppError.of(NOTIFY_ERRORS, 'notify.notFound');
  return item;
}

export async function notifyInfo(actor: Actor, notifyId: number): Promise<NotifyPersonRecord> {
  return (await toNotifyRecords([await personInScope(actor, notifyId)]))[0];
}

// ---- who is notified -------------------------------------------------------------------------------------------

export interface NotifyWanted {
  /** Only persons following this light colour. */
  event?: NotifyEvent;
  /** Only persons reached on this channel. */
  channel?: NotifyChannel;
}

const applies = (p: NotifyPersonItem, wanted: NotifyWanted) =>
  p.status === '0' &&
  (!wanted.event || (p.events ?? []).includes(wanted.event)) &&
  (!wanted.channel || (wanted.channel === 'email' ? p.notifyEmail : p.notifyPush));

const byId = (a: NotifyPersonItem, b: NotifyPersonItem) => a.notifyId - b.notifyId;

/**
 * The persons to notify about a device (no caller: the monitoring code calls this): the device's own persons, else
 * those of the nearest organization above it that has some (decision 0019), enabled and, when given, following the
 * event and reached on the channel. `deptPath` is the device's organization path.
 */
export async function notifyPersonsFor(target: { deptPath: string; deviceId?: number }, wanted: NotifyWanted = {}) {
  const found = await resolveBindings(target.deptPath, target.deviceId, listNotifyPersonsOfTarget, async (rows) => rows.filter((p) => applies(p, wanted)));
  return { ...found, rows: found.rows.sort(byId) };
}

/** `notifyPersonsFor` by device id (null when the device does not exist). */
export async function notifyPersonsForDevice(deviceId: number, wanted: NotifyWanted = {}) {
  const device = await deviceById(deviceId);
  return device ? notifyPersonsFor({ deptPath: device.deptPath, deviceId }, wanted) : null;
}

/** The resolver as a caller sees it: the device (or organization) must be in their scope; persons outside it are counted, not shown. */
export async function resolveNotifyPersons(actor: Actor, query: NotifyResolveQuery): Promise<NotifyResolution> {
  const target = query.deviceId !== undefined ? await deviceForBinding(actor, query.deviceId) : { deptPath: (await deptInScope(actor, query.deptId!)).deptPath, deviceId: undefined };
  const found = await notifyPersonsFor(target);
  const visible = found.rows.filter((p) => scopeCovers(actor.scope, p.deptPath));
  const rows = await toNotifyRecords(visible);
  const deptOf = found.level === 'organization' ? found.deptPath : target.deptPath;
  const dept = (await getDeptsByIds([Number(deptOf.split(',').filter(Boolean).pop())]))[0];
  return { level: found.level, deptId: dept?.deptId ?? 0, deptName: dept?.deptName ?? '', rows, hidden: found.rows.length - visible.length };
}
