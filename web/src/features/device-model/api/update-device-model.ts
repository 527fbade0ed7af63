import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDeviceModelBody } from '@aed/shared/schemas/device-model';
import { DeviceModelUpdate } from '@aed/shared/routes/device-model.routes';
import { api } from '../../../lib/api-client';
import { deviceModelKeys } from './device-model-keys';

export const updateDeviceModel = (body: UpdateDeviceModelBody) => api(DeviceModelUpdate, { body });

export const useUpdateDeviceModel = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDeviceModel, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceModelKeys.all }) });
};
