import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeviceDelete } from '@aed/shared/routes/device.routes';
import { api } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** All or nothing: a device with a sales record refuses the call. */
export const deleteDevices = (ids: readonly number[]) => api(DeviceDelete, { query: { ids: ids.join(',') } });

export const useDeleteDevices = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDevices, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }) });
};
