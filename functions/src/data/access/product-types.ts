import { AppError } from '../../lib/app-error';
import type { ProductTypeItem } from '../entities/product-type-entity';
import { writeTransaction, type Refusal } from './transactions';
import { assertUnused, usageCount } from './usage-counters';
import { CounterEntity } from '../entities/counter-entity';
import { ProductTypeEntity } from '../entities/product-type-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { PRODUCT_TYPE_ERRORS } from '@aed/shared/errors/product-type-errors';

/** Code and name are unique case-insensitively (docs/decisions/0014). */
const codeMarker = (typeCode: string) => ({ scope: 'productTypeCode', value: typeCode.toLowerCase() });
const nameMarker = (typeName: string) => ({ scope: 'productTypeName', value: typeName.toLowerCase() });

type Part = 'record' | 'code' | 'name' | 'release' | { unused: ProductTypeItem };

async function refusal({ part }: Refusal<Part>): Promise<AppError> {
  if (part === 'code') return AppError.of(PRODUCT_TYPE_ERRORS, 'productType.codeExists');
  if (part === 'name') return AppError.of(PRODUCT_TYPE_ERRORS, 'productType.nameExists');
  if (typeof part === 'object') {
    const { typeId, typeName } = part.unused;
    return AppError.of(PRODUCT_TYPE_ERRORS, 'productType.inUse', { name: typeName, count: await usageCount('type', typeId) });
  }
  return new AppError('common.conflict');
}

/** Creates a product type with its code and name markers atomically. */
export async function createProductType(item: ProductTypeItem): Promise<void> {
  const ownerId = String(item.typeId);
  const refused = await writeTransaction<Part>({ productType: ProductTypeEntity, unique: UniqueEntity }, ({ productType, unique }, add) => {
    add('record', productType.create(item).commit());
    add('code', unique.create({ ...codeMarker(item.typeCode), ownerId }).commit());
    add('name', unique.create({ ...nameMarker(item.typeName), ownerId }).commit());
  });
  if (refused) throw await refusal(refused);
}

/** Updates a product type unchanged since read; a changed code or name swaps its marker in the same transaction. */
export async function updateProductType(before: ProductTypeItem, after: ProductTypeItem): Promise<void> {
  const { typeId, ...changes } = after;
  const ownerId = String(typeId);
  const codeChanged = codeMarker(before.typeCode).value !== codeMarker(after.typeCode).value;
  const nameChanged = nameMarker(before.typeName).value !== nameMarker(after.typeName).value;
  const refused = await writeTransaction<Part>({ productType: ProductTypeEntity, unique: UniqueEntity }, ({ productType, unique }, add) => {
    add(
      'record',
      productType
        .patch({ typeId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
    );
    if (codeChanged) {
      add('code', unique.create({ ...codeMarker(after.typeCode), ownerId }).commit());
      add('release', unique.delete(codeMarker(before.typeCode)).commit());
    }
    if (nameChanged) {
      add('name', unique.create({ ...nameMarker(after.typeName), ownerId }).commit());
      add('release', unique.delete(nameMarker(before.typeName)).commit());
    }
  });
  if (refused) throw await refusal(refused);
}

/**
 * Deletes product types (each unchanged since read) and their markers in one transaction, all or nothing. Each
 * carries the condition that nothing uses it (no model, no device: usage counter absent or 0), so a model or device
 * added at the same moment cannot be left pointing at a deleted type.
 */
export async function deleteProductTypes(items: readonly ProductTypeItem[]): Promise<void> {
  const refused = await writeTransaction<Part>({ productType: ProductTypeEntity, unique: UniqueEntity, counter: CounterEntity }, ({ productType, unique, counter }, add) => {
    for (const item of items) {
      add(
        'record',
        productType
          .delete({ typeId: item.typeId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
      );
      add('release', unique.delete(codeMarker(item.typeCode)).commit());
      add('release', unique.delete(nameMarker(item.typeName)).commit());
      add({ unused: item }, assertUnused(counter, 'type', item.typeId));
    }
  });
  if (refused) throw await refusal(refused);
}
