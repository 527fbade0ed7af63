import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductTypeOptions } from '@aed/shared/routes/product-type.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/** Enabled product types, for selectors (model and device forms, searches). */
export const getProductTypeOptions = () => api(ProductTypeOptions);

export const productTypeOptionsQuery = () => queryOptions({ queryKey: [...queryRoots.productType, 'options'], queryFn: getProductTypeOptions });

export const useProductTypeOptions = () => useQuery(productTypeOptionsQuery());
