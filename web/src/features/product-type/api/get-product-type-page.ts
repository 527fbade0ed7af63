import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { ProductTypePageQuery, ProductTypeRecord } from '@aed/shared/schemas/product-type';
import { legacyApi } from '../../../lib/api-client';
import { PRODUCT_TYPE_API, productTypeKeys } from './product-type-keys';

/** `GET /product/type/page`. */
export const getProductTypePage = (query: ProductTypePageQuery) => legacyApi.get<Page<ProductTypeRecord>>(`${PRODUCT_TYPE_API}/page`, query);

export const productTypePageOptions = (query: ProductTypePageQuery) =>
  queryOptions({ queryKey: productTypeKeys.page(query), queryFn: () => getProductTypePage(query), placeholderData: keepPreviousData });

export const useProductTypePage = (query: ProductTypePageQuery) => useQuery(productTypePageOptions(query));
