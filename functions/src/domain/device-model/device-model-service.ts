import { MAX_DEVICE_MODELS, type AddDeviceModelBody, type DeviceModelRow, type ModelConsumable, type UpdateDeviceModelBody } from '@aed/shared/schemas/device-model';
import { getDeviceModel, getProductType, listAllDeviceModels } from '../../data/access/catalogue-reads';
import { brandModelKey, createDeviceModel, deleteDeviceModels, modelComboKey, updateDeviceModel } from '../../data/access/device-models';
import { nextId } from '../../data/access/ids';
import { usageCount } from '../../data/access/usage-counters';
import type { DeviceModelItem } from '../../data/entities/device-model-entity';
import type { ProductTypeItem } from '../../data/entities/product-type-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { forgetModelNames } from '../common/record-names';
import { modelCache } from '../iot/preset-cache';
import { toDeviceModelRow } from './device-model-queries';
import { PRODUCT_TYPE_ERRORS } from '@aed/shared/errors/product-type-errors';
import { DEVICE_MODEL_ERRORS } from '@aed/shared/errors/device-model-errors';

/**
 * One delete is one transaction: four items per model (record, two markers, "unused" check) and one usage count per
 * product type involved, at most 100 items.
 */
const MAX_DELETE = 20;

/** The product type a model is put under: it exists and is enabled. */
async function enabledType(typeId: number): Promise<ProductTypeItem> {
  const type = await getProductType(typeId);
  if (!type) throw AppError.of(PRODUCT_TYPE_ERRORS, 'productType.notFound');
  if (type.status !== '0') throw AppError.of(PRODUCT_TYPE_ERRORS, 'productType.disabled', { name: type.typeName });
  return type;
}

/** Both uniqueness rules (docs/decisions/0014); the markers written with the record make a race fail too. */
async function checkUnique(body: Pick<DeviceModelItem, 'typeId' | 'modelCode' | 'brand' | 'modelName'>, selfId?: number): Promise<DeviceModelItem[]> {
  const all = await listAllDeviceModels();
  const others = all.filter((m) => m.modelId !== selfId);
  if (others.some((m) => modelComboKey(m) === modelComboKey(body))) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.comboExists');
  if (others.some((m) => brandModelKey(m) === brandModelKey(body))) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.brandModelExists');
  return all;
}

export async function addDeviceModel(actor: Actor, body: AddDeviceModelBody): Promise<DeviceModelRow> {
  const type = await enabledType(body.typeId);
  const all = await checkUnique(body);
  if (all.length >= MAX_DEVICE_MODELS) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.tooMany');
  const now = nowIso();
  const item: DeviceModelItem = { ...body, modelId: await nextId('deviceModel'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  await createDeviceModel(item);
  return toDeviceModelRow(item, new Map([[type.typeId, type]]));
}

/**
 * Does going from `before` to `after` take a consumable kind away or lower a rated life? (Adding kinds or raising a
 * rated life does not: every installed consumable checked against the old figures still fits.)
 */
export function narrowsConsumables(before: readonly ModelConsumable[], after: readonly ModelConsumable[]): boolean {
  return before.some((old) => {
    const now = after.find((c) => c.kind === old.kind);
    return !now || now.ratedLifeMonths < old.ratedLifeMonths;
  });
}

/**
 * Modifies a model. It may stay under its product type even when that type was disabled meanwhile; moving it to
 * another type needs that type enabled and no device using the model. While devices use it, its consumable kinds
 * cannot be removed nor their rated life lowered (decision 0023): consumables installed on those devices were checked
 * against them ("expiry not above the maximum validity") and would silently stop following the rule.
 */
export async function editDeviceModel(actor: Actor, body: UpdateDeviceModelBody): Promise<DeviceModelRow> {
  const before = await getDeviceModel(body.modelId);
  if (!before) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.notFound');
  const type = before.typeId === body.typeId ? await getProductType(body.typeId) : await enabledType(body.typeId);
  if (before.typeId !== body.typeId) {
    const count = await usageCount('model', before.modelId);
    if (count > 0) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.typeLocked', { name: before.modelName, count });
  }
  const narrowing = narrowsConsumables(before.consumables ?? [], body.consumables);
  if (narrowing) {
    const count = await usageCount('model', before.modelId);
    if (count > 0) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.consumablesInUse', { name: before.modelName, count });
  }
  await checkUnique(body, body.modelId);
  const after: DeviceModelItem = { ...before, ...body, updateBy: actor.username, updateTime: nowIso() };
  // the transaction repeats the "unused" check: a device taking the model meanwhile refuses the narrowing
  await updateDeviceModel(before, after, { narrowing });
  forgetModelNames([before.modelId]);
  modelCache.forget(before.modelId);
  return toDeviceModelRow(after, new Map(type ? [[type.typeId, type]] : []));
}

/** All or nothing: a missing id or a model in use by a device refuses the whole call. */
export async function removeDeviceModels(ids: number[]): Promise<void> {
  if (ids.length > MAX_DELETE) throw new AppError('common.validation');
  const items = await Promise.all(ids.map((id) => getDeviceModel(id)));
  if (items.some((i) => !i)) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.notFound');
  for (const item of items as DeviceModelItem[]) {
    const count = await usageCount('model', item.modelId);
    if (count > 0) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.inUse', { name: item.modelName, count });
  }
  // The transaction repeats the check as a condition: a device added meanwhile still refuses it.
  await deleteDeviceModels(items as DeviceModelItem[]);
  forgetModelNames(ids);
  for (const id of ids) modelCache.forget(id);
}
