import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddGenTableBody } from '@aed/shared/schemas/gen';
import { legacyApi } from '../../../lib/api-client';
import { GEN_API, genKeys } from './gen-keys';

/** `POST /upms/tool/gen/add`. */
export const addGen = (body: AddGenTableBody) => legacyApi.post<unknown>(`${GEN_API}/add`, body);

export const useAddGen = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addGen, onSuccess: () => queryClient.invalidateQueries({ queryKey: genKeys.all }) });
};
