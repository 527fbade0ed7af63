import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProductTypeBody } from '@aed/shared/schemas/product-type';
import { ProductTypeUpdate } from '@aed/shared/routes/product-type.routes';
import { queryRoots } from '../../../api/query-roots';
import { api } from '../../../lib/api-client';
import { productTypeKeys } from './product-type-keys';

export const updateProductType = (body: UpdateProductTypeBody) => api(ProductTypeUpdate, { body });

export const useUpdateProductType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductType,
    // model lists show the type's name
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: productTypeKeys.all }), queryClient.invalidateQueries({ queryKey: queryRoots.deviceModel })]),
  });
};
