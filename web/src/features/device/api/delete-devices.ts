import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_API, deviceKeys } from './device-keys';

/** `DELETE /product/device/delete?ids=1,2` (all or nothing; a device with a sales record refuses the call). */
export const deleteDevices = (ids: readonly number[]) => legacyApi.delete<unknown>(`${DEVICE_API}/delete`, { ids: ids.join(',') });

export const useDeleteDevices = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDevices, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }) });
};
