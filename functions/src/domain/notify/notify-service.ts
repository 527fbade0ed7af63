import { MAX_BINDING_DELETE, MAX_NOTIFY_PER_TARGET, type AddNotifyPersonBody, type NotifyPersonRecord, type UpdateNotifyPersonBody } from '@aed/shared/schemas/notify';
import { nextId } from '../../data/access/ids';
import { createNotifyPerson, deleteNotifyPersons, getNotifyPersons, listNotifyPersonsOfTarget, notifyEmailMarker, notifyPhoneMarker, updateNotifyPerson } from '../../data/access/notify-persons';
import type { NotifyPersonItem } from '../../data/entities/notify-person-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError, errorRef } from '../../lib/app-error';
import { scopeCovers } from '../../data/data-scope';
import { bindingTarget } from './binding-target';
import { toNotifyRecords, personInScope } from './notify-queries';
import { NOTIFY_ERRORS } from '@aed/shared/errors/notify-errors';

/** One delete is one transaction: 3 items per person and up to 3 counters per distinct target (at most 100 items). */
export const MAX_NOTIFY_DELETE = MAX_BINDING_DELETE;

/** Duplicate email or phone on the same target, for the precise message (the markers refuse a race too). */
function assertNoDuplicate(others: readonly NotifyPersonItem[], person: Pick<NotifyPersonItem, 'deptId' | 'deviceId' | 'email' | 'phone'>): void {
  if (others.some((o) => notifyEmailMarker(o).value === notifyEmailMarker(person).value)) throw AppError.of(NOTIFY_ERRORS, 'notify.emailExists');
  if (others.some((o) => notifyPhoneMarker(o).value === notifyPhoneMarker(person).value)) throw AppError.of(NOTIFY_ERRORS, 'notify.phoneExists');
}

export async function addNotifyPerson(actor: Actor, body: AddNotifyPersonBody): Promise<NotifyPersonRecord> {
  const target = await bindingTarget(actor, body.deptId, body.deviceId, errorRef(NOTIFY_ERRORS, 'notify.deviceOutsideDept'));
  const existing = await listNotifyPersonsOfTarget(target.dept.deptPath, target.deviceId);
  const now = nowIso();
  const item: NotifyPersonItem = {
    ...body,
    deptId: target.dept.deptId,
    deptPath: target.dept.deptPath,
    deviceId: target.deviceId,
    searchText: '',
    notifyId: 0,
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  assertNoDuplicate(existing, item);
  if (existing.length >= MAX_NOTIFY_PER_TARGET) throw AppError.of(NOTIFY_ERRORS, 'notify.tooMany', { max: MAX_NOTIFY_PER_TARGET });
  item.notifyId = await nextId('notifyPerson');
  await createNotifyPerson(item, target.device);
  return (await toNotifyRecords([item]))[0];
}

export async function editNotifyPerson(actor: Actor, body: UpdateNotifyPersonBody): Promise<NotifyPersonRecord> {
  const before = await personInScope(actor, body.notifyId);
  const after: NotifyPersonItem = { ...before, ...body, updateBy: actor.username, updateTime: nowIso() };
  const others = (await listNotifyPersonsOfTarget(before.deptPath, before.deviceId)).filter((o) => o.notifyId !== before.notifyId);
  assertNoDuplicate(others, after);
  await updateNotifyPerson(before, after);
  return (await toNotifyRecords([after]))[0];
}

/** All or nothing: one id missing or outside the caller's scope refuses the whole call. */
export async function removeNotifyPersons(actor: Actor, ids: readonly number[]): Promise<void> {
  if (ids.length > MAX_NOTIFY_DELETE) throw new AppError('common.validation');
  const found = new Map((await getNotifyPersons(ids)).map((p) => [p.notifyId, p]));
  const items = ids.map((id) => found.get(id));
  if (items.some((p) => !p || !scopeCovers(actor.scope, p.deptPath))) throw AppError.of(NOTIFY_ERRORS, 'notify.notFound');
  await deleteNotifyPersons(items as NotifyPersonItem[]);
}
