import type { Page } from '@aed/shared/api/envelope';
import type { DeviceModelOption, DeviceModelOptionQuery, DeviceModelPageQuery, DeviceModelRecord, DeviceModelRow, DeviceModelSearch } from '@aed/shared/schemas/device-model';
import { getDeviceModel, getProductType, listAllDeviceModels, listAllProductTypes } from '../../data/access/catalogue-reads';
import type { DeviceModelItem } from '../../data/entities/device-model-entity';
import type { ProductTypeItem } from '../../data/entities/product-type-entity';
import { AppError } from '../../lib/app-error';
import { DEVICE_MODEL_ERRORS } from '@aed/shared/errors/device-model-errors';

/**
 * Reading device models (the list, one model, the options of a new device, record mapping). Kept apart from the
 * changes (device-model-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */

export const toDeviceModelRecord = (m: DeviceModelItem): DeviceModelRecord => ({
  modelId: m.modelId,
  typeId: m.typeId,
  modelName: m.modelName,
  modelCode: m.modelCode,
  brand: m.brand,
  workingPrinciple: m.workingPrinciple,
  description: m.description ?? '',
  status: m.status,
  selfTestDays: m.selfTestDays,
  heartbeatMinutes: m.heartbeatMinutes,
  // a model written before the cadence existed holds none: the default
  serviceMonths: m.serviceMonths ?? 12,
  consumables: (m.consumables ?? []).map(({ kind, ratedLifeMonths }) => ({ kind, ratedLifeMonths })),
  createBy: m.createBy ?? '',
  createTime: m.createTime,
  updateBy: m.updateBy ?? '',
  updateTime: m.updateTime ?? '',
});

export const toDeviceModelRow = (m: DeviceModelItem, types: ReadonlyMap<number, ProductTypeItem>): DeviceModelRow => ({
  ...toDeviceModelRecord(m),
  typeCode: types.get(m.typeId)?.typeCode ?? '',
  typeName: types.get(m.typeId)?.typeName ?? '',
});

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());

async function typesById(): Promise<Map<number, ProductTypeItem>> {
  return new Map((await listAllProductTypes()).map((t) => [t.typeId, t]));
}

/** Search over the model partition (one Query, bounded by MAX_DEVICE_MODELS), by type, brand, name. */
export async function searchDeviceModels(search: DeviceModelSearch): Promise<DeviceModelRow[]> {
  const [models, types] = await Promise.all([listAllDeviceModels(), typesById()]);
  return models
    .filter(
      (m) =>
        (!search.typeId || m.typeId === search.typeId) &&
        contains(m.modelName, search.modelName) &&
        contains(m.modelCode, search.modelCode) &&
        contains(m.brand, search.brand) &&
        (!search.status || m.status === search.status),
    )
    .map((m) => toDeviceModelRow(m, types))
    .sort((a, b) => a.typeName.localeCompare(b.typeName) || a.brand.localeCompare(b.brand) || a.modelName.localeCompare(b.modelName) || a.modelId - b.modelId);
}

export async function pageDeviceModels(query: DeviceModelPageQuery): Promise<Page<DeviceModelRow>> {
  const rows = await searchDeviceModels(query);
  return { total: rows.length, rows: rows.slice((query.page - 1) * query.limit, query.page * query.limit) };
}

export async function deviceModelInfo(modelId: number): Promise<DeviceModelRow> {
  const item = await getDeviceModel(modelId);
  if (!item) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.notFound');
  const type = await getProductType(item.typeId);
  return toDeviceModelRow(item, new Map(type ? [[type.typeId, type]] : []));
}

/** Models a new device may take: enabled models of enabled product types, optionally of one type. */
export async function deviceModelOptions(query: DeviceModelOptionQuery): Promise<DeviceModelOption[]> {
  const rows = await searchDeviceModels({ typeId: query.typeId, status: '0', modelName: undefined, modelCode: undefined, brand: undefined });
  const types = await typesById();
  return rows
    .filter((m) => types.get(m.typeId)?.status === '0')
    .map(({ modelId, typeId, modelName, modelCode, brand, workingPrinciple }) => ({ modelId, typeId, modelName, modelCode, brand, workingPrinciple }));
}
