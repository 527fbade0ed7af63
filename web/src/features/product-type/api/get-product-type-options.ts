import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductTypeOption } from '@aed/shared/schemas/product-type';
import { legacyApi } from '../../../lib/api-client';
import { PRODUCT_TYPE_API, productTypeKeys } from './product-type-keys';

/** `GET /product/type/optionselect`: enabled product types, for selectors (model and device forms, searches). */
export const getProductTypeOptions = () => legacyApi.get<ProductTypeOption[]>(`${PRODUCT_TYPE_API}/optionselect`);

export const productTypeOptionsQuery = () => queryOptions({ queryKey: productTypeKeys.options(), queryFn: getProductTypeOptions });

export const useProductTypeOptions = () => useQuery(productTypeOptionsQuery());
