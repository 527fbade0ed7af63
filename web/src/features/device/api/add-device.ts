import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDeviceBody } from '@aed/shared/schemas/device';
import { DeviceAdd } from '@aed/shared/routes/device.routes';
import { api } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** Also the copy action: answers the new device. */
export const addDevice = (body: AddDeviceBody) => api(DeviceAdd, { body });

export const useAddDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }) });
};
