import type { Page } from '@aed/shared/api/envelope';
import type { ProductTypeOption, ProductTypePageQuery, ProductTypeRecord, ProductTypeSearch } from '@aed/shared/schemas/product-type';
import { getProductType, listAllProductTypes } from '../../data/access/catalogue-reads';
import type { ProductTypeItem } from '../../data/entities/product-type-entity';
import { AppError } from '../../lib/app-error';
import { PRODUCT_TYPE_ERRORS } from '@aed/shared/errors/product-type-errors';

/**
 * Reading product types (the list, one type, the options of the model and device forms, record mapping). Kept apart
 * from the changes (product-type-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */

export const toProductTypeRecord = (t: ProductTypeItem): ProductTypeRecord => ({
  typeId: t.typeId,
  typeCode: t.typeCode,
  typeName: t.typeName,
  description: t.description ?? '',
  status: t.status,
  createBy: t.createBy ?? '',
  createTime: t.createTime,
  updateBy: t.updateBy ?? '',
  updateTime: t.updateTime ?? '',
});

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());

/** Search over the product type partition (one Query, bounded by MAX_PRODUCT_TYPES), by code. */
export async function searchProductTypes(search: ProductTypeSearch): Promise<ProductTypeRecord[]> {
  return (await listAllProductTypes())
    .filter((t) => contains(t.typeCode, search.typeCode) && contains(t.typeName, search.typeName) && (!search.status || t.status === search.status))
    .sort((a, b) => a.typeCode.localeCompare(b.typeCode) || a.typeId - b.typeId)
    .map(toProductTypeRecord);
}

export async function pageProductTypes(query: ProductTypePageQuery): Promise<Page<ProductTypeRecord>> {
  const rows = await searchProductTypes(query);
  return { total: rows.length, rows: rows.slice((query.page - 1) * query.limit, query.page * query.limit) };
}

export async function productTypeInfo(typeId: number): Promise<ProductTypeRecord> {
  const item = await getProductType(typeId);
  if (!item) throw AppError.of(PRODUCT_TYPE_ERRORS, 'productType.notFound');
  return toProductTypeRecord(item);
}

/** Enabled product types for selectors (model and device forms), by name. */
export async function productTypeOptions(): Promise<ProductTypeOption[]> {
  return (await searchProductTypes({ typeCode: undefined, typeName: undefined, status: '0' }))
    .sort((a, b) => a.typeName.localeCompare(b.typeName))
    .map(({ typeId, typeCode, typeName }) => ({ typeId, typeCode, typeName }));
}
