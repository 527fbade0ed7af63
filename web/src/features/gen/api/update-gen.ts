import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateGenTableBody } from '@aed/shared/schemas/gen';
import { GenTableUpdate } from '@aed/shared/routes/gen.routes';
import { api } from '../../../lib/api-client';
import { genKeys } from './gen-keys';

export const updateGen = (body: UpdateGenTableBody) => api(GenTableUpdate, { body });

export const useUpdateGen = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGen, onSuccess: () => queryClient.invalidateQueries({ queryKey: genKeys.all }) });
};
