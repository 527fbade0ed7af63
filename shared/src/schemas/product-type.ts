import * as z from 'zod';
import { idListQuery, optionalText, pageQuery } from '../api/envelope';

/** 0 enabled, 1 disabled. */
export const PRODUCT_TYPE_STATUSES = ['0', '1'] as const;
/** Product types live in one partition, so a list is one Query (docs/decisions/0013). */
export const MAX_PRODUCT_TYPES = 500;

export const productTypeRecord = z.object({
  typeId: z.number(),
  typeCode: z.string(),
  typeName: z.string(),
  description: z.string(),
  status: z.enum(PRODUCT_TYPE_STATUSES),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type ProductTypeRecord = z.infer<typeof productTypeRecord>;

const productTypeFields = {
  typeCode: z.string().trim().min(1, 'common.validation').max(32).regex(/^[A-Za-z0-9._-]+$/, 'productType.codeFormat'),
  typeName: z.string().trim().min(1, 'common.validation').max(50),
  description: z.string().trim().max(500).optional().default(''),
  status: z.enum(PRODUCT_TYPE_STATUSES).default('0'),
};
export const addProductTypeBody = z.object(productTypeFields);
export type AddProductTypeBody = z.infer<typeof addProductTypeBody>;
export const updateProductTypeBody = z.object({ typeId: z.coerce.number().int().positive(), ...productTypeFields });
export type UpdateProductTypeBody = z.infer<typeof updateProductTypeBody>;

export const productTypeSearch = z.object({
  typeCode: optionalText(32),
  typeName: optionalText(50),
  status: z.enum(PRODUCT_TYPE_STATUSES).optional().or(z.literal('').transform(() => undefined)),
});
export type ProductTypeSearch = z.infer<typeof productTypeSearch>;
export const productTypePageQuery = pageQuery.extend(productTypeSearch.shape);
export type ProductTypePageQuery = z.infer<typeof productTypePageQuery>;
export const productTypeInfoQuery = z.object({ typeId: z.coerce.number().int().positive() });
export const deleteProductTypeQuery = idListQuery;

export const productTypeOption = z.object({ typeId: z.number(), typeCode: z.string(), typeName: z.string() });
export type ProductTypeOption = z.infer<typeof productTypeOption>;
