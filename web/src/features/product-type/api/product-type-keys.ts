import type { ProductTypePageQuery } from '@aed/shared/schemas/product-type';
import { queryRoots } from '../../../api/query-roots';

export const productTypeKeys = {
  all: queryRoots.productType,
  page: (query: ProductTypePageQuery) => [...productTypeKeys.all, 'page', query] as const,
};
