/**
 * Accessory and consumable records (docs/decisions/0020): the rules. Records belong to an organization (the caller's
 * data scope decides who reads and changes them) and may be installed on a device of that organization or below it.
 * "Expiry not above the maximum validity": a consumable on a device expires at the latest at its start date plus the
 * rated life its kind has on the device's model. States (normal / expiring / expired) are computed when read.
 */
import {
  DEFAULT_WARN_DAYS,
  CONSUMABLE_WARN_DAYS_KEY,
  MAX_ACCESSORIES_PER_DELETE,
  MAX_ACCESSORIES_PER_DEVICE,
  MAX_DEVICE_OPTIONS,
  WARN_DAYS,
  addDays,
  daysBetween,
  expiryStateOf,
  maxExpiryOf,
  todayUtc,
  type AccessoryDevice,
  type AccessoryDeviceOption,
  type AccessoryDeviceOptionsQuery,
  type AccessoryItemFields,
  type AccessoryPage,
  type AccessoryPageQuery,
  type AccessoryRecord,
  type AccessoryReplacement,
  type AccessorySearch,
  type AddAccessoryBody,
  type DeviceAccessories,
  type DeviceAccessoriesQuery,
  type InstallAccessoryBody,
  type RemoveAccessoryBody,
  type ReplaceAccessoryBody,
  type UpdateAccessoryBody,
} from '@aed/shared/schemas/accessory';
import type { ModelConsumable } from '@aed/shared/schemas/device-model';
import { deptNamesOf } from '../org-records';
import { getDept, getDeptsByIds } from '../../data/access/access-control';
import {
  countAccessories,
  createAccessory,
  deleteAccessories,
  duplicateKey,
  findDuplicate,
  getAccessoriesByIds,
  getAccessoryById,
  listAccessories,
  listDeviceAccessories,
  pageAccessories,
  replaceAccessories as writeReplacementChanges,
  updateAccessory,
  type AccessoryDeptGuard,
  type AccessoryFilter,
  type AccessoryItem,
  type AccessoryPartition,
  type AccessoryWriteOptions,
  type DeviceGuard,
} from '../../data/access/accessories';
import { getDeviceModel } from '../../data/access/catalogue-reads';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { getDeviceInScope, getDevicesByIds } from '../../data/access/devices/device-reads';
import { devicePartitionsOf, listDevices } from '../../data/access/devices/device-lists';
import { type DeviceItem } from '../../data/entities/device-entity';
import { nextId } from '../../data/access/ids';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { DeviceModelItem } from '../../data/entities/device-model-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { listScope } from '../list-scope';
import { configValue } from '../config/config-values';
import { narrowScope, scopeCovers, scopeQueries } from '../../data/data-scope';
import { ACCESSORY_ERRORS } from '@aed/shared/errors/accessory-errors';
import { ACCESSORY_FIELD_ERRORS } from '@aed/shared/errors/accessory-field-errors';
import { refreshRunningStatus } from '../iot/running-status-refresh';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

/** Exports stop here (the file is for people, not a backup). */
export const MAX_EXPORT_ROWS = 10_000;

/** Days before expiry a record counts as expiring: the `consumable.warnDays` parameter, 30 when absent or invalid. */
export async function warnDays(): Promise<number> {
  const raw = (await configValue(CONSUMABLE_WARN_DAYS_KEY))?.trim() ?? '';
  const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= WARN_DAYS.min && n <= WARN_DAYS.max ? n : DEFAULT_WARN_DAYS;
}

// ---- reading -------------------------------------------------------------------------------------------------------

const consumablesOf = (m: DeviceModelItem | null | undefined): ModelConsumable[] => (m?.consumables ?? []).map(({ kind, ratedLifeMonths }) => ({ kind, ratedLifeMonths }));

const toDevice = (d: DeviceItem, m: DeviceModelItem | null | undefined): AccessoryDevice => ({
  deviceId: d.deviceId,
  serialNumber: d.serialNumber,
  equipmentCode: d.equipmentCode,
  equipmentName: d.equipmentName,
  modelId: d.modelId,
  modelName: m?.modelName ?? '',
  brand: m?.brand ?? '',
});

async function modelsById(ids: number[]): Promise<Map<number, DeviceModelItem>> {
  const models = await Promise.all([...new Set(ids)].map((id) => getDeviceModel(id)));
  return new Map(models.filter((m): m is DeviceModelItem => !!m).map((m) => [m.modelId, m]));
}

/** Records as the API returns them: organization and device resolved, state and maximum validity computed. */
export async function toAccessoryRecords(items: AccessoryItem[], warn: number, today = todayUtc()): Promise<AccessoryRecord[]> {
  const [deptName, devices] = await Promise.all([
    deptNamesOf(items.map((a) => a.deptId)),
    getDevicesByIds([...new Set(items.map((a) => a.deviceId).filter((id) => id > 0))]),
  ]);
  const deviceById = new Map(devices.map((d) => [d.deviceId, d]));
  const models = await modelsById(devices.map((d) => d.modelId));
  return items.map((a) => {
    const device = deviceById.get(a.deviceId);
    const model = device ? models.get(device.modelId) : undefined;
    const life = a.category === 'consumable' && a.status === 'installed' ? consumablesOf(model).find((c) => c.kind === a.kind) : undefined;
    return {
      accessoryId: a.accessoryId,
      category: a.category,
      kind: a.kind as AccessoryRecord['kind'],
      code: a.code,
      name: a.name,
      brand: a.brand,
      model: a.model,
      supplier: a.supplier,
      owner: a.owner,
      dealer: a.dealer,
      deptId: a.deptId,
      deptName: deptName.get(a.deptId) ?? '',
      deviceId: a.deviceId,
      device: device ? toDevice(device, model) : null,
      status: a.status,
      startDate: a.startDate,
      expiryDate: a.expiryDate,
      effectiveDays: a.expiryDate ? daysBetween(a.startDate, a.expiryDate) : null,
      state: expiryStateOf(a.expiryDate, today, warn),
      daysLeft: a.expiryDate ? daysBetween(today, a.expiryDate) : null,
      maxExpiryDate: life ? maxExpiryOf(a.startDate, life.ratedLifeMonths) : null,
      installDate: a.installDate,
      removeDate: a.removeDate,
      replacedById: a.replacedById,
      replacesId: a.replacesId,
      remark: a.remark,
      createBy: a.createBy,
      createTime: a.createTime,
      updateBy: a.updateBy,
      updateTime: a.updateTime,
    };
  });
}

/** A record the caller's scope covers; out of scope is "does not exist". */
async function recordInScope(actor: Actor, accessoryId: number): Promise<AccessoryItem> {
  const item = await getAccessoryById(accessoryId);
  if (!item || !scopeCovers(actor.scope, item.deptPath)) throw AppError.of(ACCESSORY_ERRORS, 'accessory.notFound');
  return item;
}

/** An organization the caller's scope covers. */
async function deptInScope(actor: Actor, deptId: number): Promise<DeptItem> {
  const dept = await getDept(deptId);
  if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  return dept;
}

export async function accessoryInfo(actor: Actor, accessoryId: number): Promise<AccessoryRecord> {
  const [record] = await toAccessoryRecords([await recordInScope(actor, accessoryId)], await warnDays());
  return record!;
}

// ---- lists ---------------------------------------------------------------------------------------------------------

/**
 * The Query partitions of a list: the caller's data scope narrowed to the organization picked in the tree, one per
 * category asked for; with a device, the device index of that device (the device must be in the caller's scope:
 * what is installed on a device is seen by whoever sees the device).
 */
async function partitionsFor(actor: Actor, search: AccessorySearch): Promise<{ partitions: AccessoryPartition[]; deptPrefix?: string }> {
  const { scope, dept } = await listScope(actor, search.deptId);
  const deptPrefix = dept?.deptPath;
  if (search.deviceId !== undefined) {
    const device = await getDeviceInScope(actor.scope, search.deviceId);
    if (!device) throw AppError.of(ACCESSORY_ERRORS, 'accessory.deviceNotFound');
    const statuses = search.status === 'stock' ? [] : search.status ? [search.status] : (['installed', 'replaced'] as const);
    return { partitions: statuses.map((status) => ({ deviceId: device.deviceId, status })), deptPrefix };
  }
  const categories = search.category ? [search.category] : (['accessory', 'consumable'] as const);
  return { partitions: categories.flatMap((category) => scopeQueries(scope).map((q) => ({ category, ...q }))) };
}

function filterOf(search: AccessorySearch, deptPrefix: string | undefined, warn: number): AccessoryFilter {
  const today = todayUtc();
  return {
    category: search.category,
    kind: search.kind,
    status: search.status,
    keyword: search.keyword?.toLowerCase(),
    deptPrefix,
    ...(search.state ? { state: { state: search.state, today, warnLimit: addDays(today, warn) } } : {}),
  };
}

export async function accessoryPage(actor: Actor, query: AccessoryPageQuery): Promise<AccessoryPage> {
  const warn = await warnDays();
  const { partitions, deptPrefix } = await partitionsFor(actor, query);
  const filter = filterOf(query, deptPrefix, warn);
  // the total comes with the first page only (a capped count, decision 0030); the screen keeps it while paging on
  const page = await pageWithTotal(query.cursor, () => pageAccessories(partitions, filter, query.limit, query.cursor), () => countAccessories(partitions, filter));
  return { ...page, rows: await toAccessoryRecords(page.rows, warn) };
}

/** Up to MAX_EXPORT_ROWS records of the search (the export). */
export async function searchAccessoriesForExport(actor: Actor, search: AccessorySearch): Promise<{ rows: AccessoryRecord[]; warn: number }> {
  const warn = await warnDays();
  const { partitions, deptPrefix } = await partitionsFor(actor, search);
  const items = await listAccessories(partitions, filterOf(search, deptPrefix, warn), MAX_EXPORT_ROWS);
  return { rows: await toAccessoryRecords(items, warn), warn };
}

/**
 * What a device holds (installed records, soonest expiry first) and, with `history`, what was replaced on it; the
 * device must be in the caller's scope. One Query of the device index each.
 */
export async function deviceAccessories(actor: Actor, query: DeviceAccessoriesQuery): Promise<DeviceAccessories> {
  const device = await getDeviceInScope(actor.scope, query.deviceId);
  if (!device) throw AppError.of(ACCESSORY_ERRORS, 'accessory.deviceNotFound');
  const [warn, model, installed, replaced] = await Promise.all([
    warnDays(),
    getDeviceModel(device.modelId),
    listDeviceAccessories(device.deviceId, 'installed', MAX_ACCESSORIES_PER_DEVICE),
    query.history ? listDeviceAccessories(device.deviceId, 'replaced', MAX_ACCESSORIES_PER_DEVICE) : Promise.resolve([]),
  ]);
  const [installedRows, replacedRows] = await Promise.all([toAccessoryRecords(installed, warn), toAccessoryRecords(replaced, warn)]);
  return { device: toDevice(device, model), consumables: consumablesOf(model), warnDays: warn, installed: installedRows, replaced: replacedRows.reverse() };
}

/**
 * Devices a record of organization `deptId` may be installed on: that organization and below, within the caller's
 * scope, optionally matching a keyword (product code, name, serial number, IoT code); at most MAX_DEVICE_OPTIONS.
 */
export async function accessoryDeviceOptions(actor: Actor, query: AccessoryDeviceOptionsQuery): Promise<AccessoryDeviceOption[]> {
  const dept = await deptInScope(actor, query.deptId);
  const partitions = devicePartitionsOf(narrowScope(actor.scope, dept.deptPath, true, actor.deptPath));
  const devices = await listDevices(partitions, { keyword: query.keyword?.toLowerCase() }, MAX_DEVICE_OPTIONS);
  const [models, depts] = await Promise.all([modelsById(devices.map((d) => d.modelId)), getDeptsByIds([...new Set(devices.map((d) => d.deptId))])]);
  const deptName = new Map(depts.map((d) => [d.deptId, d.deptName]));
  return devices.map((d) => ({ ...toDevice(d, models.get(d.modelId)), deptId: d.deptId, deptName: deptName.get(d.deptId) ?? '', consumables: consumablesOf(models.get(d.modelId)) }));
}

// ---- rules -----------------------------------------------------------------------------------------------------------

const guardOf = (d: DeviceItem): DeviceGuard => ({ deviceId: d.deviceId, deptPath: d.deptPath, modelId: d.modelId, serialNumber: d.serialNumber });
const deptGuardOf = (d: DeptItem): AccessoryDeptGuard => ({ deptId: d.deptId, deptPath: d.deptPath });

/** A device the caller sees, in the record's organization or below it. */
async function deviceForRecord(actor: Actor, deviceId: number, deptPath: string): Promise<DeviceItem> {
  const device = await getDeviceInScope(actor.scope, deviceId);
  if (!device) throw AppError.of(ACCESSORY_ERRORS, 'accessory.deviceNotFound');
  if (!device.deptPath.startsWith(deptPath)) throw AppError.of(ACCESSORY_ERRORS, 'accessory.deviceNotInOrganization', { serial: device.serialNumber });
  return device;
}

/**
 * "Expiry not above the maximum validity": a consumable on a device is of a kind the device's model takes, and
 * expires at the latest at its start date plus that kind's rated life. Accessories have no rated life.
 */
async function checkMaxValidity(item: Pick<AccessoryItem, 'category' | 'kind' | 'startDate' | 'expiryDate'>, device: DeviceItem): Promise<void> {
  if (item.category !== 'consumable') return;
  const model = await getDeviceModel(device.modelId);
  const life = consumablesOf(model).find((c) => c.kind === item.kind);
  if (!model || !life) throw AppError.of(ACCESSORY_ERRORS, 'accessory.kindNotForModel', { model: model?.modelName ?? String(device.modelId) });
  const max = maxExpiryOf(item.startDate, life.ratedLifeMonths);
  if (item.expiryDate > max) throw AppError.of(ACCESSORY_ERRORS, 'accessory.expiryAboveMax', { model: model.modelName, months: life.ratedLifeMonths, max });
}

/** "Accessory duplicate" answered precisely before writing (the marker in the transaction also refuses a race). */
async function checkDuplicate(item: Pick<AccessoryItem, 'deptId' | 'category' | 'kind' | 'brand' | 'code'>, selfId?: number): Promise<void> {
  const owner = await findDuplicate(item);
  if (owner !== null && owner !== selfId) throw AppError.of(ACCESSORY_ERRORS, 'accessory.duplicate');
}

/** The day of an action: given or today, not in the future, not before `notBefore` (with the code saying why). */
function actionDay(given: string, notBefore: { date: string; code: 'accessory.dateBeforeStart' | 'accessory.dateBeforeInstall' }[]): string {
  const today = todayUtc();
  const day = given || today;
  if (day > today) throw AppError.of(ACCESSORY_ERRORS, 'accessory.dateInFuture');
  for (const limit of notBefore) if (limit.date && day < limit.date) throw AppError.of(ACCESSORY_ERRORS, limit.code, { date: limit.date });
  return day;
}

const fieldsOf = (body: AccessoryItemFields) => ({
  category: body.category,
  kind: body.kind,
  code: body.code,
  name: body.name,
  brand: body.brand,
  model: body.model,
  supplier: body.supplier,
  owner: body.owner,
  dealer: body.dealer,
  startDate: body.startDate,
  expiryDate: body.expiryDate,
  remark: body.remark,
});

// ---- writes ----------------------------------------------------------------------------------------------------------

/** A new record of the organization, in stock, with a fresh id. */
async function newRecord(fields: ReturnType<typeof fieldsOf>, dept: Pick<AccessoryItem, 'deptId' | 'deptPath'>, by: string, now: string): Promise<AccessoryItem> {
  return {
    ...fields,
    accessoryId: await nextId('accessory'),
    deptId: dept.deptId,
    deptPath: dept.deptPath,
    deviceId: 0,
    lastDeviceId: 0,
    status: 'stock',
    installDate: '',
    removeDate: '',
    replacedById: 0,
    replacesId: 0,
    searchText: '',
    createBy: by,
    createTime: now,
    updateBy: by,
    updateTime: now,
  };
}

/** Adds a record to an organization in the caller's scope, installed at once on `deviceId` when given. */
export async function addAccessory(actor: Actor, body: AddAccessoryBody, options?: AccessoryWriteOptions): Promise<AccessoryRecord> {
  const dept = await deptInScope(actor, body.deptId);
  const device = body.deviceId > 0 ? await deviceForRecord(actor, body.deviceId, dept.deptPath) : null;
  if (device) await checkMaxValidity(body, device);
  const fields = fieldsOf(body);
  await checkDuplicate({ ...fields, deptId: dept.deptId });
  const fresh = await newRecord(fields, dept, actor.username, nowIso());
  // Added already installed: its start date is its installation.
  const item: AccessoryItem = device ? { ...fresh, status: 'installed', deviceId: device.deviceId, installDate: body.startDate } : fresh;
  await createAccessory(item, deptGuardOf(dept), device && guardOf(device), options);
  if (device) await refreshRunningStatus(device.deviceId);
  return (await toAccessoryRecords([item], await warnDays()))[0]!;
}

/**
 * Modifies a record's own fields (the device changes only through install / remove / replace). An installed record
 * stays in its organization, and a consumable on a device is checked against the device's model again.
 */
export async function editAccessory(actor: Actor, body: UpdateAccessoryBody): Promise<AccessoryRecord> {
  const before = await recordInScope(actor, body.accessoryId);
  const moving = body.deptId !== before.deptId;
  if (moving && before.status === 'installed') throw AppError.of(ACCESSORY_ERRORS, 'accessory.installedLocked');
  const dept = moving ? await deptInScope(actor, body.deptId) : null;
  const device = before.status === 'installed' ? await getDeviceInScope(actor.scope, before.deviceId) : null;
  if (before.status === 'installed' && !device) throw AppError.of(ACCESSORY_ERRORS, 'accessory.deviceNotFound');
  const fields = fieldsOf(body);
  if (device) await checkMaxValidity(fields, device);
  if (before.installDate && fields.startDate > before.installDate) throw AppError.of(ACCESSORY_ERRORS, 'accessory.dateBeforeStart', { date: fields.startDate });
  const after: AccessoryItem = { ...before, ...fields, deptId: dept?.deptId ?? before.deptId, deptPath: dept?.deptPath ?? before.deptPath, updateBy: actor.username, updateTime: nowIso() };
  if (duplicateKey(after) !== duplicateKey(before)) await checkDuplicate(after, before.accessoryId);
  await updateAccessory(before, after, device && guardOf(device), dept && deptGuardOf(dept));
  // an installed consumable's dates are its device's running status input
  if (device) await refreshRunningStatus(device.deviceId);
  return (await toAccessoryRecords([after], await warnDays()))[0]!;
}

/** Deletes records, all or nothing: a missing one, or one installed on a device ("accessory in use"), refuses all. */
export async function removeAccessories(actor: Actor, ids: number[]): Promise<void> {
  if (ids.length > MAX_ACCESSORIES_PER_DELETE) throw AppError.of(ACCESSORY_FIELD_ERRORS, 'accessory.tooManyAtOnce');
  const items = await getAccessoriesByIds(ids);
  const byId = new Map(items.filter((a) => scopeCovers(actor.scope, a.deptPath)).map((a) => [a.accessoryId, a]));
  if (ids.some((id) => !byId.has(id))) throw AppError.of(ACCESSORY_ERRORS, 'accessory.notFound');
  const installed = [...byId.values()].find((a) => a.status === 'installed');
  if (installed) throw AppError.of(ACCESSORY_ERRORS, 'accessory.inUse', { code: installed.code });
  // The transaction repeats it as a condition: an install meanwhile still refuses the delete.
  await deleteAccessories([...byId.values()]);
}

/** Installs a record in stock on a device of its organization (or below) that the caller sees. */
export async function installAccessory(actor: Actor, body: InstallAccessoryBody): Promise<AccessoryRecord> {
  const before = await recordInScope(actor, body.accessoryId);
  if (before.status === 'installed') throw AppError.of(ACCESSORY_ERRORS, 'accessory.alreadyInstalled');
  if (before.status === 'replaced') throw AppError.of(ACCESSORY_ERRORS, 'accessory.retired');
  const device = await deviceForRecord(actor, body.deviceId, before.deptPath);
  await checkMaxValidity(before, device);
  const installDate = actionDay(body.installDate, [{ date: before.startDate, code: 'accessory.dateBeforeStart' }]);
  const after: AccessoryItem = { ...before, status: 'installed', deviceId: device.deviceId, installDate, removeDate: '', updateBy: actor.username, updateTime: nowIso() };
  await updateAccessory(before, after, guardOf(device), null);
  await refreshRunningStatus(device.deviceId);
  return (await toAccessoryRecords([after], await warnDays()))[0]!;
}

/** Takes an installed record off its device, back to stock (it may be installed elsewhere or deleted). */
export async function removeAccessoryFromDevice(actor: Actor, body: RemoveAccessoryBody): Promise<AccessoryRecord> {
  const before = await recordInScope(actor, body.accessoryId);
  if (before.status !== 'installed') throw AppError.of(ACCESSORY_ERRORS, 'accessory.notInstalled');
  const removeDate = actionDay(body.removeDate, [{ date: before.installDate, code: 'accessory.dateBeforeInstall' }]);
  const after: AccessoryItem = { ...before, status: 'stock', deviceId: 0, lastDeviceId: before.deviceId, removeDate, updateBy: actor.username, updateTime: nowIso() };
  await updateAccessory(before, after, null, null);
  await refreshRunningStatus(before.deviceId);
  return (await toAccessoryRecords([after], await warnDays()))[0]!;
}

/** One replacement worked out and checked, ready to be written (alone, or with others and a work order's items). */
export interface ReplacementPlan {
  old: AccessoryItem;
  oldAfter: AccessoryItem;
  /** The stock record as read, or null for a record created by the replacement. */
  before: AccessoryItem | null;
  newAfter: AccessoryItem;
  device: DeviceItem;
  dept: AccessoryDeptGuard | null;
}

/**
 * Works out a replacement of an installed record by a record in stock or a new one (same category and kind) and
 * checks its rules: the old one becomes `replaced` on that day (kept as the device's history), the replacement is
 * installed on the device.
 */
export async function planReplacement(actor: Actor, body: ReplaceAccessoryBody): Promise<ReplacementPlan> {
  const old = await recordInScope(actor, body.accessoryId);
  if (old.status !== 'installed') throw AppError.of(ACCESSORY_ERRORS, 'accessory.notInstalled');
  const device = await getDeviceInScope(actor.scope, old.deviceId);
  if (!device) throw AppError.of(ACCESSORY_ERRORS, 'accessory.deviceNotFound');
  const now = nowIso();
  let before: AccessoryItem | null = null;
  let replacement: AccessoryItem;
  let dept: AccessoryDeptGuard | null = null;
  if (body.replacementId !== undefined) {
    before = await recordInScope(actor, body.replacementId);
    if (before.status !== 'stock') throw AppError.of(ACCESSORY_ERRORS, 'accessory.replacementNotInStock');
    if (before.category !== old.category || before.kind !== old.kind) throw AppError.of(ACCESSORY_ERRORS, 'accessory.replaceKindMismatch');
    if (!device.deptPath.startsWith(before.deptPath)) throw AppError.of(ACCESSORY_ERRORS, 'accessory.deviceNotInOrganization', { serial: device.serialNumber });
    replacement = before;
  } else {
    const fields = fieldsOf(body.replacement!);
    if (fields.category !== old.category || fields.kind !== old.kind) throw AppError.of(ACCESSORY_ERRORS, 'accessory.replaceKindMismatch');
    const home = await getDept(old.deptId);
    if (!home) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
    dept = deptGuardOf(home);
    await checkDuplicate({ ...fields, deptId: old.deptId });
    replacement = await newRecord(fields, old, actor.username, now);
  }
  await checkMaxValidity(replacement, device);
  const day = actionDay(body.replaceDate, [
    { date: old.installDate, code: 'accessory.dateBeforeInstall' },
    { date: replacement.startDate, code: 'accessory.dateBeforeStart' },
  ]);
  const oldAfter: AccessoryItem = { ...old, status: 'replaced', removeDate: day, replacedById: replacement.accessoryId, updateBy: actor.username, updateTime: now };
  const newAfter: AccessoryItem = { ...replacement, status: 'installed', deviceId: device.deviceId, installDate: day, removeDate: '', replacesId: old.accessoryId, updateBy: actor.username, updateTime: now };
  return { old, oldAfter, before, newAfter, device, dept };
}

/**
 * Writes replacements of one device in one transaction; `options.extra` lets a work order write its own record in
 * the same transaction (all or nothing).
 */
export async function writeReplacements(plans: readonly ReplacementPlan[], options?: AccessoryWriteOptions): Promise<void> {
  const depts = plans.map((p) => p.dept).filter((d): d is AccessoryDeptGuard => d !== null);
  await writeReplacementChanges(
    plans.map((p) => ({ oldBefore: p.old, oldAfter: p.oldAfter, replacementBefore: p.before, replacementAfter: p.newAfter })),
    [...new Map(plans.map((p) => [p.device.deviceId, guardOf(p.device)])).values()],
    [...new Map(depts.map((d) => [d.deptId, d])).values()],
    options,
  );
  for (const deviceId of new Set(plans.map((p) => p.device.deviceId))) await refreshRunningStatus(deviceId);
}

/** Replaces an installed record by a record in stock or a new one, in one transaction (`planReplacement`). */
export async function replaceAccessory(actor: Actor, body: ReplaceAccessoryBody, options?: AccessoryWriteOptions): Promise<AccessoryReplacement> {
  const plan = await planReplacement(actor, body);
  await writeReplacements([plan], options);
  const warn = await warnDays();
  const [replaced, installed] = await toAccessoryRecords([plan.oldAfter, plan.newAfter], warn);
  return { replaced: replaced!, installed: installed! };
}
