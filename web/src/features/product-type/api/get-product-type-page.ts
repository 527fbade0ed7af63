import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductTypePageQuery } from '@aed/shared/schemas/product-type';
import { ProductTypePage } from '@aed/shared/routes/product-type.routes';
import { api } from '../../../lib/api-client';
import { productTypeKeys } from './product-type-keys';

export const getProductTypePage = (query: ProductTypePageQuery) => api(ProductTypePage, { query });

export const productTypePageOptions = (query: ProductTypePageQuery) =>
  queryOptions({ queryKey: productTypeKeys.page(query), queryFn: () => getProductTypePage(query), placeholderData: keepPreviousData });

export const useProductTypePage = (query: ProductTypePageQuery) => useQuery(productTypePageOptions(query));
