import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProductTypeBody } from '@aed/shared/schemas/product-type';
import { legacyApi } from '../../../lib/api-client';
import { PRODUCT_TYPE_API, productTypeKeys } from './product-type-keys';

/** `PUT /product/type/update`. */
export const updateProductType = (body: UpdateProductTypeBody) => legacyApi.put<unknown>(`${PRODUCT_TYPE_API}/update`, body);

export const useUpdateProductType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductType,
    // model lists show the type's name
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: productTypeKeys.all }), queryClient.invalidateQueries({ queryKey: ['deviceModel'] })]),
  });
};
