import type { ProductTypePageQuery } from '@aed/shared/schemas/product-type';

/** Base path of the product type calls, see functions/src/routes/product/type/product-type.routes.ts. */
export const PRODUCT_TYPE_API = '/product/type';

export const productTypeKeys = {
  all: ['productType'] as const,
  page: (query: ProductTypePageQuery) => [...productTypeKeys.all, 'page', query] as const,
  options: () => [...productTypeKeys.all, 'options'] as const,
};
