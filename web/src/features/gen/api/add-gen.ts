import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddGenTableBody } from '@aed/shared/schemas/gen';
import { GenTableAdd } from '@aed/shared/routes/gen.routes';
import { api } from '../../../lib/api-client';
import { genKeys } from './gen-keys';

export const addGen = (body: AddGenTableBody) => api(GenTableAdd, { body });

export const useAddGen = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addGen, onSuccess: () => queryClient.invalidateQueries({ queryKey: genKeys.all }) });
};
