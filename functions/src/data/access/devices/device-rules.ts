/**
 * The rules of a device write (device-lifecycle spec sections 4 and 5, decisions 0013, 0018, 0019, 0020), each
 * declared once with the three things it yields:
 * - `judge`: the rule on records as read, answering its error (or null when it holds). The domain runs it before
 *   writing (a precise answer, nothing written), and a refused transaction is answered by running it again on the
 *   records as they are now (`read`): the same error for the same breach, whichever side saw it first.
 * - `conditions`: the same rule as conditions of the write's transaction, so a change racing the pre-check cannot
 *   slip past it.
 * - its error code, inside `judge`.
 * A refused condition whose judge finds nothing wrong any more answers `common.conflict` (the records moved under the
 * write: try again). The unique keys (serial number, product code, IoT code) are the table in device-keys.ts.
 */
import { CUSTOMER_DEPT_TYPE, DEVICE_ENABLED, ENABLEABLE_SALE_STATUSES, SOLD_OR_LEASED_SALE_STATUSES } from '@aed/shared/schemas/device';
import { AppError, errorRef } from '../../../lib/app-error';
import type { DeptItem } from '../../entities/dept-entity';
import type { DeviceItem } from '../../entities/device-entity';
import type { DeviceModelItem } from '../../entities/device-model-entity';
import type { MonitorItemItem } from '../../entities/monitor-item-entity';
import type { ProductTypeItem } from '../../entities/product-type-entity';
import { getDept } from '../access-control';
import { getDeviceModel, getProductType } from '../catalogue-reads';
import { conditions } from '../cursor-walk';
import { assertDependentCount, deviceDependentCount, type DependentKind } from '../device-dependents';
import { getMonitorItemById } from '../monitor-items';
import type { AddItem, TransactionEntities, WriteOp } from '../transactions';
import { assertUnused } from '../usage-counters';
import { deptEnabledDeviceCount, deptEnabledDevicesCounterName, deviceSaleCount } from './device-counters';
import { builtInMonitorItemName } from '@aed/shared/i18n/built-in/monitor-items';
import { nameParam } from '@aed/shared/i18n/built-in/text';
import { DEVICE_MODEL_ERRORS } from '@aed/shared/errors/device-model-errors';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

/**
 * One rule. `S` is what the transaction's conditions need; `J` (a part of it) is what the judge and the read need,
 * so the domain can run the pre-check before it knows the rest.
 */
export interface DeviceRule<S, R, J = S> {
  name: string;
  read: (subject: J) => Promise<R>;
  judge: (subject: J, read: R) => AppError | null;
  conditions: (entities: TransactionEntities, subject: S) => WriteOp[];
}

/**
 * The organization a write places (or enables) a device in, as the domain read it. The transaction checks it still
 * has this path and no move in progress; when a device becomes enabled there, that it is a customer organization
 * and that its quota is still `equipmentQuota` (null = no quota: the default organization).
 */
export interface DeptGuard {
  deptId: number;
  deptPath: string;
  deptName: string;
  deptType: string;
  equipmentQuota: number | null;
}

type DeviceName = Pick<DeviceItem, 'deviceId' | 'serialNumber'>;

/** "A disabled model or type is not offered to new devices" (a device keeps the model it has). */
export const MODEL_OFFERED: DeviceRule<
  { modelId: number; typeId: number; /** the model's version the domain checked against (decision 0023) */ version?: string },
  { model: DeviceModelItem | null; type: ProductTypeItem | null },
  { modelId: number }
> = {
  name: 'modelOffered',
  read: async ({ modelId }) => {
    const model = await getDeviceModel(modelId);
    return { model, type: model ? await getProductType(model.typeId) : null };
  },
  judge: (_, { model, type }) => {
    if (!model) return AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.notFound');
    if (model.status !== '0' || !type || type.status !== '0') return AppError.of(DEVICE_ERRORS, 'device.modelDisabled', { name: model.modelName });
    return null;
  },
  // still enabled, of the type read (and, for a device taking it, of the version read), and its type enabled
  conditions: ({ deviceModel, productType }, { modelId, typeId, version }) => [
    deviceModel
      .check({ modelId })
      .where((attr, op) => conditions([op.eq(attr.status, '0'), op.eq(attr.typeId, typeId), version !== undefined && op.eq(attr.updateTime, version)]))
      .commit() as WriteOp,
    productType
      .check({ typeId })
      .where((attr, op) => op.eq(attr.status, '0'))
      .commit() as WriteOp,
  ],
};

/** Monitoring items given to a device must exist and be enabled. */
export const MONITOR_ITEM_OFFERED: DeviceRule<{ itemId: number }, MonitorItemItem | null> = {
  name: 'monitorItemOffered',
  read: ({ itemId }) => getMonitorItemById(itemId),
  judge: (_, item) => {
    if (!item) return AppError.of(DEVICE_ERRORS, 'device.monitorItemNotFound');
    if (item.status !== '0') return AppError.of(DEVICE_ERRORS, 'device.monitorItemDisabled', { name: nameParam(builtInMonitorItemName(item), item.itemName) });
    return null;
  },
  conditions: ({ monitorItem }, { itemId }) => [
    monitorItem
      .check({ itemId })
      .where((attr, op) => op.eq(attr.status, '0'))
      .commit() as WriteOp,
  ],
};

/**
 * "A device that has a sales record cannot be deleted", held for every sold or leased device (sale status 2 or 3)
 * whether or not a sales record names it: until the sales module exists the sale status is set on the device itself
 * (form, import), and a device in a customer's hands is not stock to write off (issue 14, item 12). Judged on the
 * device as read; the delete's own condition (the device unchanged since read: same update time) holds it in the
 * transaction, so it adds no condition of its own (a transaction cannot check the item it deletes twice).
 */
export const NOT_SOLD_OR_LEASED: DeviceRule<{ device: Pick<DeviceItem, 'deviceId' | 'serialNumber' | 'saleStatus'> }, null> = {
  name: 'notSoldOrLeased',
  read: async () => null,
  judge: ({ device }) => (SOLD_OR_LEASED_SALE_STATUSES.includes(device.saleStatus) ? AppError.of(DEVICE_ERRORS, 'device.soldOrLeased', { serial: device.serialNumber }) : null),
  conditions: () => [],
};

/** A device named by a sales record cannot be deleted (the sales module counts them: `use#device-sale#<id>`). */
export const NO_SALES_RECORD: DeviceRule<{ device: DeviceName }, number> = {
  name: 'noSalesRecord',
  read: ({ device }) => deviceSaleCount(device.deviceId),
  judge: ({ device }, sales) => (sales > 0 ? AppError.of(DEVICE_ERRORS, 'device.hasSales', { serial: device.serialNumber }) : null),
  conditions: ({ counter }, { device }) => [assertUnused(counter, 'device-sale', device.deviceId) as WriteOp],
};

/**
 * Nothing installed on a deleted device, nobody bound to it (decisions 0019, 0020): no record is left pointing at
 * nothing. One rule per kind of what hangs on a device (access/device-dependents.ts).
 */
export const NOTHING_HANGS_ON: DeviceRule<{ device: DeviceName; kind: DependentKind }, number> = {
  name: 'nothingHangsOn',
  read: ({ device, kind }) => deviceDependentCount(kind, device.deviceId),
  judge: ({ device, kind }, count) =>
    count > 0 ? new AppError(kind === 'accessories' ? errorRef(DEVICE_ERRORS, 'device.hasAccessories') : errorRef(DEVICE_ERRORS, 'device.hasBindings'), { serial: device.serialNumber, count }) : null,
  conditions: ({ counter }, { device, kind }) => [assertDependentCount(counter, kind, device.deviceId, 0) as WriteOp],
};

/**
 * "Enabling more devices than are available is refused": at most `equipmentQuota` enabled devices in an organization
 * with a quota, even when enables race. The condition is on the organization's enabled counter as it is moved.
 */
export const WITHIN_QUOTA: DeviceRule<{ dept: DeptGuard; enabling: number }, number> = {
  name: 'withinQuota',
  read: ({ dept }) => deptEnabledDeviceCount(dept.deptId),
  judge: ({ dept, enabling }, enabled) =>
    enabling > 0 && dept.equipmentQuota !== null && enabled + enabling > dept.equipmentQuota
      ? AppError.of(DEVICE_ERRORS, 'device.quotaExceeded', { dept: dept.deptName, max: dept.equipmentQuota })
      : null,
  conditions: ({ counter }, { dept, enabling }) => [
    counter
      .update({ name: deptEnabledDevicesCounterName(dept.deptId) })
      .add({ value: enabling })
      .where((attr, op) => `${op.notExists(attr.value)} OR ${op.lte(attr.value, (dept.equipmentQuota ?? 0) - enabling)}`)
      .commit() as WriteOp,
  ],
};

/**
 * "Enabling is blocked until the device is sold to a customer organization": an enabled device is sold or leased and
 * its organization is a customer. Judged on every write that leaves a device enabled, so a move or a sale status
 * change cannot leave one enabled where it may not be. The sale status is the written record's own; the organization
 * type is a condition of the placement check (`PLACEMENT`: one item per organization).
 */
export const ENABLED_ONLY_WHEN_SOLD = {
  name: 'enabledOnlyWhenSold',
  judge: (device: Pick<DeviceItem, 'status' | 'saleStatus' | 'serialNumber'>, dept: Pick<DeptItem, 'deptType'>): AppError | null =>
    device.status === DEVICE_ENABLED && (!ENABLEABLE_SALE_STATUSES.includes(device.saleStatus) || dept.deptType !== CUSTOMER_DEPT_TYPE)
      ? AppError.of(DEVICE_ERRORS, 'device.enableNotSold', { serial: device.serialNumber })
      : null,
} as const;

/**
 * The organization a device is placed or enabled in is still as read: it exists, has the path read and no move in
 * progress; when a device becomes enabled there (`enabling`, the first such device), it is a customer and its quota is
 * still the one read (`WITHIN_QUOTA` counted against it).
 */
export const PLACEMENT: DeviceRule<{ dept: DeptGuard; enabling: Pick<DeviceItem, 'status' | 'saleStatus' | 'serialNumber'> | null }, DeptItem | null> = {
  name: 'placement',
  read: ({ dept }) => getDept(dept.deptId),
  judge: ({ enabling }, dept) => {
    if (!dept) return AppError.of(DEPT_ERRORS, 'dept.notFound');
    return enabling ? ENABLED_ONLY_WHEN_SOLD.judge(enabling, dept) : null;
  },
  conditions: ({ dept }, { dept: guard, enabling }) => [
    dept
      .check({ deptId: guard.deptId })
      .where((attr, op) =>
        conditions([
          op.eq(attr.deptPath, guard.deptPath),
          op.eq(attr.pendingMove, ''),
          enabling !== null && op.eq(attr.deptType, CUSTOMER_DEPT_TYPE),
          enabling !== null && guard.equipmentQuota !== null && op.eq(attr.equipmentQuota, guard.equipmentQuota),
        ]),
      )
      .commit() as WriteOp,
  ],
};

/** A transaction part standing for a rule: refused, it is answered by the rule's judge on the records read again. */
export interface RulePart {
  rule: string;
  answer: () => Promise<AppError>;
}

/** Adds the rule's conditions on `subject` to a transaction being built, named as the rule. */
export function addRule<S extends J, R, J>(entities: TransactionEntities, add: AddItem<RulePart>, rule: DeviceRule<S, R, J>, subject: S): void {
  const part: RulePart = { rule: rule.name, answer: async () => rule.judge(subject, await rule.read(subject)) ?? new AppError('common.conflict') };
  for (const op of rule.conditions(entities, subject)) add(part, op);
}

/** The domain's pre-check: the rule on the records as they are now; throws its error when broken. */
export async function checkRule<S extends J, R, J>(rule: DeviceRule<S, R, J>, subject: J): Promise<void> {
  const broken = rule.judge(subject, await rule.read(subject));
  if (broken) throw broken;
}

/** The domain's pre-check on records it has already read. */
export function assertRule<R, J>(rule: { judge: (subject: J, read: R) => AppError | null }, subject: J, read: R): void {
  const broken = rule.judge(subject, read);
  if (broken) throw broken;
}
