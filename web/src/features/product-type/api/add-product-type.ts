import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddProductTypeBody } from '@aed/shared/schemas/product-type';
import { ProductTypeAdd } from '@aed/shared/routes/product-type.routes';
import { api } from '../../../lib/api-client';
import { productTypeKeys } from './product-type-keys';

export const addProductType = (body: AddProductTypeBody) => api(ProductTypeAdd, { body });

export const useAddProductType = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProductType, onSuccess: () => queryClient.invalidateQueries({ queryKey: productTypeKeys.all }) });
};
