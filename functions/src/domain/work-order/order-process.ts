/**
 * Processing a work order (docs/decisions/0045): the handler's result, the maintenance checklist, the consumables
 * replaced, photos and signatures. The replacements, the order and its log line are one transaction (the accessory
 * module's replace with the order's items as `extra`), so the device's consumables and their expiry change exactly when
 * the order completes.
 */
import { ORDER_ERRORS } from '@aed/shared/errors/order-errors';
import { ORDER_KIND } from '@aed/shared/schemas/work-order-states';
import { addDays, todayUtc } from '@aed/shared/schemas/accessory';
import { CHECKLIST_ITEMS, ORDER_FILE_RULES, ORDER_FILE_SLOTS, type OrderRecord, type ProcessOrderBody } from '@aed/shared/schemas/work-order';
import { listDeviceAccessories } from '../../data/access/accessories';
import { ORDER_WRITE_ENTITIES, logLineOf, maintenanceDuePut, orderChangeItems, orderDoneItem, orderFileItems } from '../../data/access/work-orders';
import type { TransactionEntities, WriteOp } from '../../data/access/transactions';
import type { AccessoryItem } from '../../data/entities/accessory-entity';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { planReplacement, writeReplacements, type ReplacementPlan } from '../accessory/accessory-service';
import { checkUploadsToAttach, type AttachableUpload } from '../upload/upload-attach';
import { actingOnOrder, orderFor } from './order-access';
import { tellAboutOrder } from './order-messages';
import { cadenceDue } from './maintenance-cadence';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { mailOrderCompleted } from './order-mail';
import { refreshRunningStatus } from '../iot/running-status-refresh';
import { toOrderRecords } from './order-records';
import { advanced, assertMayAct, endsMaintenance, writeOrderChange } from './order-service';
import { reportDueItem } from '../../data/access/inspection-reports';
import { reportAfterCompletion } from '../report/report-create';

/** A device holds few records; more than this is not a device's. */
const MAX_INSTALLED = 50;


/** The photos and signatures, and the checklist's photos, checked and made ready to attach. */
async function checkFiles(actor: Actor, body: ProcessOrderBody): Promise<{ files: WorkOrderItem['files']; attach: AttachableUpload[] }> {
  const attach: AttachableUpload[] = [];
  for (const slot of ORDER_FILE_SLOTS) {
    const ids = body.files.filter((f) => f.slot === slot).map((f) => f.uploadId);
    if (ids.length) attach.push(...(await checkUploadsToAttach(actor, ids, ORDER_FILE_RULES[slot].purposes)));
  }
  const checklistPhotos = body.checklist.map((c) => c.photoUploadId).filter((id) => id && !attach.some((u) => u.uploadId === id));
  if (checklistPhotos.length) attach.push(...(await checkUploadsToAttach(actor, checklistPhotos, ORDER_FILE_RULES.photo.purposes)));
  const byId = new Map(attach.map((u) => [u.uploadId, u]));
  const files = body.files.map((f) => {
    const u = byId.get(f.uploadId)!;
    return { slot: f.slot, uploadId: f.uploadId, fileName: u.fileName, contentType: u.contentType, size: u.size };
  });
  return { files, attach };
}

/** Expired consumables of the device (expiry before the processing day) the processing does not replace. */
const expiredUnreplaced = (installed: readonly AccessoryItem[], replaced: ReadonlySet<number>, day: string) =>
  installed.filter((a) => a.expiryDate && a.expiryDate < day && !replaced.has(a.accessoryId));

/**
 * The processing's day is the visit's: not before the order was created nor after today (a day's leeway each side for
 * the handler's time zone: the form sends the local day, the server keeps UTC). An earlier day would make expired
 * consumables look valid and the record a false proof; a later one would put the next maintenance years away.
 */
function assertProcessDate(order: WorkOrderItem, day: string): void {
  const created = order.createTime.slice(0, 10);
  if (day < addDays(created, -1) || day > addDays(todayUtc(), 1)) throw AppError.of(ORDER_ERRORS, 'order.processDateOutOfRange', { date: created });
}

export async function processOrder(actor: Actor, body: ProcessOrderBody): Promise<OrderRecord> {
  const order = await orderFor(actor, body.orderId);
  const next = assertMayAct(actor, order, 'process', body.version);
  assertProcessDate(order, body.processDate);
  if (order.kind === ORDER_KIND.maintenance) {
    const missing = CHECKLIST_ITEMS.filter((item) => !body.checklist.some((c) => c.item === item)).length;
    if (missing) throw AppError.of(ORDER_ERRORS, 'order.checklistIncomplete', { count: missing });
  }
  const installed = (await listDeviceAccessories(order.deviceId, 'installed', MAX_INSTALLED)).filter((a) => a.deviceId === order.deviceId);
  const installedIds = new Set(installed.map((a) => a.accessoryId));
  if (body.replacements.some((r) => !installedIds.has(r.accessoryId))) throw AppError.of(ORDER_ERRORS, 'order.replacementNotOnDevice');
  const replacedIds = new Set(body.replacements.map((r) => r.accessoryId));
  const expired = expiredUnreplaced(installed, replacedIds, body.processDate);
  if (expired.length && !body.confirmExpired) throw AppError.of(ORDER_ERRORS, 'order.expiredUnreplaced', { items: expired.map((a) => `${a.name} (${a.code})`).join(', ') });

  const acting = actingOnOrder(actor);
  const plans: ReplacementPlan[] = [];
  for (const r of body.replacements) plans.push(await planReplacement(acting, { accessoryId: r.accessoryId, replacementId: r.replacementId, replacement: r.replacement, replaceDate: body.processDate }));
  const { files, attach } = await checkFiles(actor, body);

  // the next maintenance date goes to the maintenance plan: the one given, else (after a maintenance) the model's
  // cadence from this one; a model that plans none leaves none
  const device = await getDeviceById(order.deviceId);
  const nextDue = body.nextMaintenanceDate || (order.kind === ORDER_KIND.maintenance && device ? await cadenceDue(device.modelId, body.processDate) : '');
  const after = advanced(order, actor.username, {
    state: next,
    handlingResult: body.handlingResult,
    handled: body.handled,
    replaced: plans.length > 0,
    checklist: body.checklist.map((c) => ({ item: c.item, result: c.result, note: c.note, photoUploadId: c.photoUploadId, ...(c.value === '' ? {} : { value: c.value }) })),
    replacedItems: plans.map((p) => ({ replacedId: p.old.accessoryId, installedId: p.newAfter.accessoryId, kind: p.newAfter.kind, name: p.newAfter.name, code: p.newAfter.code, expiryDate: p.newAfter.expiryDate })),
    files,
    processDate: body.processDate,
    processTime: nowIso(),
    lastMaintenanceDate: order.kind === ORDER_KIND.maintenance ? body.processDate : order.lastMaintenanceDate,
    nextMaintenanceDate: nextDue,
    trainingActualDate: body.trainingActualDate || order.trainingActualDate,
    remark: body.remark || order.remark,
  });
  const line = logLineOf(after, 'process', order.state, actor.username);
  // a completed maintenance order owes its inspection report (decision 0055): due with the completion, made just after
  const reportDue = (e: TransactionEntities): WriteOp[] =>
    order.kind === ORDER_KIND.maintenance ? [reportDueItem(e, { orderId: order.orderId, createBy: actor.username, creatorId: actor.userId, dueTime: after.updateTime })] : [];
  const planned = (e: TransactionEntities): WriteOp[] => [orderDoneItem(e, after), ...nextPlan(e), ...reportDue(e)];
  const nextPlan = (e: TransactionEntities): WriteOp[] =>
    nextDue
      ? [maintenanceDuePut(e, { deviceId: order.deviceId, dueDate: nextDue, source: 'order', sourceId: order.orderId, updateTime: after.updateTime })]
      : order.kind === ORDER_KIND.maintenance
        ? [e.maintenanceDue.delete({ deviceId: order.deviceId }).commit() as WriteOp]
        : [];
  const options = { handlerOnly: true, releasesMaintenance: endsMaintenance(order, next) };
  if (plans.length) {
    try {
      await writeReplacements(plans, { extraEntities: ORDER_WRITE_ENTITIES, extra: (e) => [...orderChangeItems(e, order, after, line, options), ...orderFileItems(e, order.orderId, attach), ...planned(e)] });
    } catch (err) {
      // the accessory module answers a refused extra item as a conflict: here that is the order changed meanwhile
      if (err instanceof AppError && err.errorCode === 'common.conflict') throw AppError.of(ORDER_ERRORS, 'order.conflict');
      throw err;
    }
  } else {
    await writeOrderChange((add, e) => {
      for (const op of orderChangeItems(e, order, after, line, options)) add('order', op);
      for (const op of orderFileItems(e, order.orderId, attach)) add('upload', op);
      for (const op of planned(e)) add('order', op);
    });
  }
  if (order.kind === ORDER_KIND.maintenance) await reportAfterCompletion(after, actor);
  await tellAboutOrder('orderCompleted', after, [order.dispatcherId]);
  await mailOrderCompleted(after);
  // a finished alarm or maintenance order, replaced consumables and the next due date change the device's status
  await refreshRunningStatus(after.deviceId);
  return (await toOrderRecords([after]))[0]!;
}
