import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeviceModelDelete } from '@aed/shared/routes/device-model.routes';
import { api } from '../../../lib/api-client';
import { deviceModelKeys } from './device-model-keys';

export const deleteDeviceModels = (ids: readonly number[]) => api(DeviceModelDelete, { query: { ids: ids.join(',') } });

export const useDeleteDeviceModels = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeviceModels, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceModelKeys.all }) });
};
