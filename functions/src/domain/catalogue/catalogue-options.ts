/**
 * Every product type and model of the catalogue, disabled ones too, for list filters (inventory, device list): a
 * disabled model may still have devices and stock to find. The catalogue is two bounded partitions (one Query each,
 * docs/decisions/0013), so this reads about one page whatever the fleet's size.
 */
import type { CatalogueFilterOptions } from '@aed/shared/schemas/device-model';
import { listAllDeviceModels, listAllProductTypes } from '../../data/access/catalogue-reads';

export async function catalogueFilterOptions(): Promise<CatalogueFilterOptions> {
  const [types, models] = await Promise.all([listAllProductTypes(), listAllDeviceModels()]);
  return {
    types: types.map((t) => ({ typeId: t.typeId, typeName: t.typeName, status: t.status })).sort((a, b) => a.typeName.localeCompare(b.typeName)),
    models: models
      .map((m) => ({ modelId: m.modelId, typeId: m.typeId, modelName: m.modelName, modelCode: m.modelCode, brand: m.brand, status: m.status }))
      .sort((a, b) => a.brand.localeCompare(b.brand) || a.modelName.localeCompare(b.modelName)),
  };
}
