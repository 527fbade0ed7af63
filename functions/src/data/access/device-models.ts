import { AppError, errorRef } from '../../lib/app-error';
import type { DeviceModelItem } from '../entities/device-model-entity';
import { getProductType } from './catalogue-reads';
import { writeTransaction, type Refusal, type TransactionEntities } from './transactions';
import { assertUnused, bumpUsage, usageCount, usageCounterName } from './usage-counters';
import { CounterEntity } from '../entities/counter-entity';
import { DeviceModelEntity } from '../entities/device-model-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { ProductTypeEntity } from '../entities/product-type-entity';
import { DEVICE_MODEL_ERRORS } from '@aed/shared/errors/device-model-errors';
import { PRODUCT_TYPE_ERRORS } from '@aed/shared/errors/product-type-errors';

/** What a model's transactions write or check: the model, its markers, its type's usage counter and status. */
const MODEL_WRITE_ENTITIES = { deviceModel: DeviceModelEntity, unique: UniqueEntity, counter: CounterEntity, productType: ProductTypeEntity };

type ModelKeyFields = Pick<DeviceModelItem, 'typeId' | 'modelCode' | 'brand' | 'modelName'>;

/** Case and inner spaces do not make two models different ("ZOLL  aed plus" = "ZOLL AED Plus"). */
const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** "Product type/model/brand combination is unique": (type, model code, brand). */
export const modelComboKey = (m: ModelKeyFields) => JSON.stringify([m.typeId, norm(m.modelCode), norm(m.brand)]);
/** "The same brand, model and model name cannot be added twice": (brand, model code, model name), across types. */
export const brandModelKey = (m: ModelKeyFields) => JSON.stringify([norm(m.brand), norm(m.modelCode), norm(m.modelName)]);

const comboMarker = (m: ModelKeyFields) => ({ scope: 'deviceModelCombo', value: modelComboKey(m) });
const brandModelMarker = (m: ModelKeyFields) => ({ scope: 'deviceModelBrandName', value: brandModelKey(m) });

type Part = 'record' | 'combo' | 'brandModel' | 'release' | 'count' | { typeEnabled: number } | { unused: DeviceModelItem; moving: boolean; narrowing?: boolean };

async function refusal({ part }: Refusal<Part>): Promise<AppError> {
  if (part === 'combo') return AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.comboExists');
  if (part === 'brandModel') return AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.brandModelExists');
  if (typeof part === 'object' && 'typeEnabled' in part) {
    const type = await getProductType(part.typeEnabled);
    return type ? AppError.of(PRODUCT_TYPE_ERRORS, 'productType.disabled', { name: type.typeName }) : AppError.of(PRODUCT_TYPE_ERRORS, 'productType.notFound');
  }
  if (typeof part === 'object') {
    const params = { name: part.unused.modelName, count: await usageCount('model', part.unused.modelId) };
    return new AppError(part.moving ? errorRef(DEVICE_MODEL_ERRORS, 'deviceModel.typeLocked') : part.narrowing ? errorRef(DEVICE_MODEL_ERRORS, 'deviceModel.consumablesInUse') : errorRef(DEVICE_MODEL_ERRORS, 'deviceModel.inUse'), params);
  }
  return new AppError('common.conflict');
}

/** Transaction item: the product type exists and is enabled (a disabled type receives no new models). */
const typeIsEnabled = ({ productType }: Pick<TransactionEntities, 'productType'>, typeId: number) =>
  productType
    .check({ typeId })
    .where((attr, op) => op.eq(attr.status, '0'))
    .commit();

/**
 * Creates a model with its two uniqueness markers; in the same transaction its product type must exist and be
 * enabled, and the type's usage counter counts one more model (so the type cannot be deleted under it).
 */
export async function createDeviceModel(item: DeviceModelItem): Promise<void> {
  const ownerId = String(item.modelId);
  const refused = await writeTransaction<Part>(MODEL_WRITE_ENTITIES, (entities, add) => {
    add('record', entities.deviceModel.create(item).commit());
    add('combo', entities.unique.create({ ...comboMarker(item), ownerId }).commit());
    add('brandModel', entities.unique.create({ ...brandModelMarker(item), ownerId }).commit());
    add({ typeEnabled: item.typeId }, typeIsEnabled(entities, item.typeId));
    add('count', bumpUsage(entities.counter, 'type', item.typeId, 1));
  });
  if (refused) throw await refusal(refused);
}

/**
 * Updates a model unchanged since read; changed uniqueness keys swap their markers. Moving it to another product
 * type needs that type enabled, moves the usage count from the old type to the new one, and is refused while devices
 * use the model (they were counted against the old type). `narrowing`: the change removes a consumable kind or lowers
 * a rated life, which is refused while devices use the model (their installed consumables were checked against the
 * old figures, decision 0023): the same "unused" condition, so a device taking the model meanwhile fails it.
 */
export async function updateDeviceModel(before: DeviceModelItem, after: DeviceModelItem, { narrowing = false }: { narrowing?: boolean } = {}): Promise<void> {
  const { modelId, ...changes } = after;
  const ownerId = String(modelId);
  const comboChanged = modelComboKey(before) !== modelComboKey(after);
  const brandModelChanged = brandModelKey(before) !== brandModelKey(after);
  const moving = before.typeId !== after.typeId;
  const refused = await writeTransaction<Part>(MODEL_WRITE_ENTITIES, (entities, add) => {
    add(
      'record',
      entities.deviceModel
        .patch({ modelId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
    );
    if (comboChanged) {
      add('combo', entities.unique.create({ ...comboMarker(after), ownerId }).commit());
      add('release', entities.unique.delete(comboMarker(before)).commit());
    }
    if (brandModelChanged) {
      add('brandModel', entities.unique.create({ ...brandModelMarker(after), ownerId }).commit());
      add('release', entities.unique.delete(brandModelMarker(before)).commit());
    }
    if (moving) {
      add({ typeEnabled: after.typeId }, typeIsEnabled(entities, after.typeId));
      add('count', bumpUsage(entities.counter, 'type', after.typeId, 1));
      add('count', bumpUsage(entities.counter, 'type', before.typeId, -1));
      add({ unused: before, moving: true }, assertUnused(entities.counter, 'model', modelId));
    }
    // one item may appear once in a transaction: a type change already carries the same condition
    if (narrowing && !moving) add({ unused: before, moving: false, narrowing: true }, assertUnused(entities.counter, 'model', modelId));
  });
  if (refused) throw await refusal(refused);
}

/**
 * Deletes models (each unchanged since read) and their markers in one transaction, all or nothing. Each carries the
 * condition that no device uses it; each product type counts its deleted models off in one item (a transaction may
 * touch an item once).
 */
export async function deleteDeviceModels(items: readonly DeviceModelItem[]): Promise<void> {
  const perType = new Map<number, number>();
  for (const item of items) perType.set(item.typeId, (perType.get(item.typeId) ?? 0) + 1);
  const refused = await writeTransaction<Part>({ deviceModel: DeviceModelEntity, unique: UniqueEntity, counter: CounterEntity }, ({ deviceModel, unique, counter }, add) => {
    for (const item of items) {
      add(
        'record',
        deviceModel
          .delete({ modelId: item.modelId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
      );
      add('release', unique.delete(comboMarker(item)).commit());
      add('release', unique.delete(brandModelMarker(item)).commit());
      add({ unused: item, moving: false }, assertUnused(counter, 'model', item.modelId));
    }
    for (const [typeId, models] of perType) {
      add(
        'count',
        counter
          .update({ name: usageCounterName('type', typeId) })
          .add({ value: -models })
          .commit(),
      );
    }
  });
  if (refused) throw await refusal(refused);
}
