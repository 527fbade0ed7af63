import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDeviceModelBody } from '@aed/shared/schemas/device-model';
import { DeviceModelAdd } from '@aed/shared/routes/device-model.routes';
import { api } from '../../../lib/api-client';
import { deviceModelKeys } from './device-model-keys';

export const addDeviceModel = (body: AddDeviceModelBody) => api(DeviceModelAdd, { body });

export const useAddDeviceModel = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDeviceModel, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceModelKeys.all }) });
};
