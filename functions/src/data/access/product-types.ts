import { AppError } from '../../lib/app-error';
import type { ProductTypeItem } from '../entities/product-type-entity';
import { aedService } from '../service';
import { refusedPart } from './transaction-refusal';
import { assertUnused, usageCount } from './usage-counters';

/** Code and name are unique case-insensitively (docs/decisions/0014). */
const codeMarker = (typeCode: string) => ({ scope: 'productTypeCode', value: typeCode.toLowerCase() });
const nameMarker = (typeName: string) => ({ scope: 'productTypeName', value: typeName.toLowerCase() });

type Part = 'record' | 'code' | 'name' | 'release' | { unused: ProductTypeItem };

async function refusal(data: readonly unknown[], parts: readonly Part[]): Promise<AppError> {
  const part = refusedPart(data, parts);
  if (part === 'code') return new AppError('productType.codeExists');
  if (part === 'name') return new AppError('productType.nameExists');
  if (typeof part === 'object') {
    const { typeId, typeName } = part.unused;
    return new AppError('productType.inUse', { name: typeName, count: await usageCount('type', typeId) });
  }
  return new AppError('common.conflict');
}

/** Creates a product type with its code and name markers atomically. */
export async function createProductType(item: ProductTypeItem): Promise<void> {
  const ownerId = String(item.typeId);
  const result = await aedService.transaction
    .write(({ productType, unique }) => [
      productType.create(item).commit(),
      unique.create({ ...codeMarker(item.typeCode), ownerId }).commit(),
      unique.create({ ...nameMarker(item.typeName), ownerId }).commit(),
    ])
    .go();
  if (result.canceled) throw await refusal(result.data, ['record', 'code', 'name']);
}

/** Updates a product type unchanged since read; a changed code or name swaps its marker in the same transaction. */
export async function updateProductType(before: ProductTypeItem, after: ProductTypeItem): Promise<void> {
  const { typeId, ...changes } = after;
  const ownerId = String(typeId);
  const codeChanged = codeMarker(before.typeCode).value !== codeMarker(after.typeCode).value;
  const nameChanged = nameMarker(before.typeName).value !== nameMarker(after.typeName).value;
  const parts: Part[] = ['record', ...(codeChanged ? (['code', 'release'] as const) : []), ...(nameChanged ? (['name', 'release'] as const) : [])];
  const result = await aedService.transaction
    .write(({ productType, unique }) => [
      productType
        .patch({ typeId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
      ...(codeChanged ? [unique.create({ ...codeMarker(after.typeCode), ownerId }).commit(), unique.delete(codeMarker(before.typeCode)).commit()] : []),
      ...(nameChanged ? [unique.create({ ...nameMarker(after.typeName), ownerId }).commit(), unique.delete(nameMarker(before.typeName)).commit()] : []),
    ])
    .go();
  if (result.canceled) throw await refusal(result.data, parts);
}

/**
 * Deletes product types (each unchanged since read) and their markers in one transaction, all or nothing. Each
 * carries the condition that nothing uses it (no model, no device: usage counter absent or 0), so a model or device
 * added at the same moment cannot be left pointing at a deleted type.
 */
export async function deleteProductTypes(items: readonly ProductTypeItem[]): Promise<void> {
  const parts: Part[] = items.flatMap((item) => ['record', 'release', 'release', { unused: item }] as Part[]);
  const result = await aedService.transaction
    .write(({ productType, unique, counter }) =>
      items.flatMap((item) => [
        productType
          .delete({ typeId: item.typeId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
        unique.delete(codeMarker(item.typeCode)).commit(),
        unique.delete(nameMarker(item.typeName)).commit(),
        assertUnused(counter, 'type', item.typeId),
      ]),
    )
    .go();
  if (result.canceled) throw await refusal(result.data, parts);
}
