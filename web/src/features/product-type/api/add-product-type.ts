import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddProductTypeBody } from '@aed/shared/schemas/product-type';
import { legacyApi } from '../../../lib/api-client';
import { PRODUCT_TYPE_API, productTypeKeys } from './product-type-keys';

/** `POST /product/type/add`. */
export const addProductType = (body: AddProductTypeBody) => legacyApi.post<unknown>(`${PRODUCT_TYPE_API}/add`, body);

export const useAddProductType = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProductType, onSuccess: () => queryClient.invalidateQueries({ queryKey: productTypeKeys.all }) });
};
