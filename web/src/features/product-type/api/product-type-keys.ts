import type { ProductTypePageQuery } from '@aed/shared/schemas/product-type';

export const productTypeKeys = {
  all: ['productType'] as const,
  page: (query: ProductTypePageQuery) => [...productTypeKeys.all, 'page', query] as const,
  options: () => [...productTypeKeys.all, 'options'] as const,
};
