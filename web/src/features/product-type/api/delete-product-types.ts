import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProductTypeDelete } from '@aed/shared/routes/product-type.routes';
import { api } from '../../../lib/api-client';
import { productTypeKeys } from './product-type-keys';

export const deleteProductTypes = (ids: readonly number[]) => api(ProductTypeDelete, { query: { ids: ids.join(',') } });

export const useDeleteProductTypes = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProductTypes, onSuccess: () => queryClient.invalidateQueries({ queryKey: productTypeKeys.all }) });
};
