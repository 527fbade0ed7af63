import { MAX_DEVICE_MODELS } from '@aed/shared/schemas/device-model';
import { MAX_PRODUCT_TYPES } from '@aed/shared/schemas/product-type';
import { DeviceModelEntity, type DeviceModelItem } from '../entities/device-model-entity';
import { ProductTypeEntity, type ProductTypeItem } from '../entities/product-type-entity';

/**
 * Reads of the platform catalogue that other modules (devices, inventory, reminders) rely on. The catalogue modules
 * own the writes (access/product-types.ts, access/device-models.ts).
 */
export async function getProductType(typeId: number): Promise<ProductTypeItem | null> {
  return (await ProductTypeEntity.get({ typeId }).go()).data;
}

export async function getDeviceModel(modelId: number): Promise<DeviceModelItem | null> {
  return (await DeviceModelEntity.get({ modelId }).go()).data;
}

/** Every product type: one Query of the type partition (bounded by MAX_PRODUCT_TYPES). */
export async function listAllProductTypes(): Promise<ProductTypeItem[]> {
  return (await ProductTypeEntity.query.all({}).go({ pages: 'all', limit: MAX_PRODUCT_TYPES })).data;
}

/** Every device model, by product type: one Query of the model partition (bounded by MAX_DEVICE_MODELS). */
export async function listAllDeviceModels(): Promise<DeviceModelItem[]> {
  return (await DeviceModelEntity.query.all({}).go({ pages: 'all', limit: MAX_DEVICE_MODELS })).data;
}

/** Models by id (BatchGet; missing ones are left out): the rows of a device page name theirs. */
export async function getDeviceModelsByIds(modelIds: number[]): Promise<DeviceModelItem[]> {
  const ids = [...new Set(modelIds)];
  if (!ids.length) return [];
  return (await DeviceModelEntity.get(ids.map((modelId) => ({ modelId }))).go()).data;
}

/** Product types by id (BatchGet; missing ones are left out). */
export async function getProductTypesByIds(typeIds: number[]): Promise<ProductTypeItem[]> {
  const ids = [...new Set(typeIds)];
  if (!ids.length) return [];
  return (await ProductTypeEntity.get(ids.map((typeId) => ({ typeId }))).go()).data;
}
