import { MAX_PRODUCT_TYPES, type AddProductTypeBody, type ProductTypeRecord, type UpdateProductTypeBody } from '@aed/shared/schemas/product-type';
import { getProductType, listAllProductTypes } from '../../data/access/catalogue-reads';
import { nextId } from '../../data/access/ids';
import { createProductType, deleteProductTypes, updateProductType } from '../../data/access/product-types';
import { usageCount } from '../../data/access/usage-counters';
import type { ProductTypeItem } from '../../data/entities/product-type-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { forgetTypeNames } from '../common/record-names';
import { toProductTypeRecord } from './product-type-queries';
import { PRODUCT_TYPE_ERRORS } from '@aed/shared/errors/product-type-errors';

/** One delete is one transaction of four items per type (record, code and name markers, "unused" check): <= 100. */
const MAX_DELETE = 25;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Code and name are unique (case-insensitive); the markers written with the record make a race fail too. */
async function checkUnique(body: { typeCode: string; typeName: string }, selfId?: number): Promise<ProductTypeItem[]> {
  const all = await listAllProductTypes();
  const others = all.filter((t) => t.typeId !== selfId);
  if (others.some((t) => same(t.typeCode, body.typeCode))) throw AppError.of(PRODUCT_TYPE_ERRORS, 'productType.codeExists');
  if (others.some((t) => same(t.typeName, body.typeName))) throw AppError.of(PRODUCT_TYPE_ERRORS, 'productType.nameExists');
  return all;
}

export async function addProductType(actor: Actor, body: AddProductTypeBody): Promise<ProductTypeRecord> {
  const all = await checkUnique(body);
  if (all.length >= MAX_PRODUCT_TYPES) throw AppError.of(PRODUCT_TYPE_ERRORS, 'productType.tooMany');
  const now = nowIso();
  const item: ProductTypeItem = { ...body, typeId: await nextId('productType'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  await createProductType(item);
  return toProductTypeRecord(item);
}

/**
 * Modifies a product type. Disabling one in use is allowed: its models and devices keep working, it is only no longer
 * offered for new models and devices (docs/decisions/0014).
 */
export async function editProductType(actor: Actor, body: UpdateProductTypeBody): Promise<ProductTypeRecord> {
  const before = await getProductType(body.typeId);
  if (!before) throw AppError.of(PRODUCT_TYPE_ERRORS, 'productType.notFound');
  await checkUnique(body, body.typeId);
  const after: ProductTypeItem = { ...before, ...body, updateBy: actor.username, updateTime: nowIso() };
  await updateProductType(before, after);
  forgetTypeNames([before.typeId]);
  return toProductTypeRecord(after);
}

/** All or nothing: a missing id or a type in use (by a model or a device) refuses the whole call. */
export async function removeProductTypes(ids: number[]): Promise<void> {
  if (ids.length > MAX_DELETE) throw new AppError('common.validation');
  const items = await Promise.all(ids.map((id) => getProductType(id)));
  if (items.some((i) => !i)) throw AppError.of(PRODUCT_TYPE_ERRORS, 'productType.notFound');
  for (const item of items as ProductTypeItem[]) {
    const count = await usageCount('type', item.typeId);
    if (count > 0) throw AppError.of(PRODUCT_TYPE_ERRORS, 'productType.inUse', { name: item.typeName, count });
  }
  // The transaction repeats the check as a condition: a model or device added meanwhile still refuses it.
  await deleteProductTypes(items as ProductTypeItem[]);
  forgetTypeNames(ids);
}
