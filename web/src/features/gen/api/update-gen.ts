import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateGenTableBody } from '@aed/shared/schemas/gen';
import { legacyApi } from '../../../lib/api-client';
import { GEN_API, genKeys } from './gen-keys';

/** `PUT /upms/tool/gen/update`. */
export const updateGen = (body: UpdateGenTableBody) => legacyApi.put<unknown>(`${GEN_API}/update`, body);

export const useUpdateGen = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGen, onSuccess: () => queryClient.invalidateQueries({ queryKey: genKeys.all }) });
};
