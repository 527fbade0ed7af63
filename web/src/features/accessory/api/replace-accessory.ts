import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplaceAccessoryInput } from '@aed/shared/schemas/accessory';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `POST /product/accessory/replace`. */
export const replaceAccessory = (body: ReplaceAccessoryInput) => legacyApi.post<unknown>(`${ACCESSORY_API}/replace`, body);

export const useReplaceAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replaceAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
