import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_MODEL_API, deviceModelKeys } from './device-model-keys';

/** `DELETE /product/model/delete?ids=1,2`. */
export const deleteDeviceModels = (ids: readonly number[]) => legacyApi.delete<unknown>(`${DEVICE_MODEL_API}/delete`, { ids: ids.join(',') });

export const useDeleteDeviceModels = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeviceModels, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceModelKeys.all }) });
};
