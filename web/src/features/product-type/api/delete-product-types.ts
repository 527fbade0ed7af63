import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { PRODUCT_TYPE_API, productTypeKeys } from './product-type-keys';

/** `DELETE /product/type/delete?ids=1,2`. */
export const deleteProductTypes = (ids: readonly number[]) => legacyApi.delete<unknown>(`${PRODUCT_TYPE_API}/delete`, { ids: ids.join(',') });

export const useDeleteProductTypes = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProductTypes, onSuccess: () => queryClient.invalidateQueries({ queryKey: productTypeKeys.all }) });
};
