import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDeviceBody } from '@aed/shared/schemas/device';
import { DeviceUpdate } from '@aed/shared/routes/device.routes';
import { api } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** Answers the modified device. */
export const updateDevice = (body: UpdateDeviceBody) => api(DeviceUpdate, { body });

export const useUpdateDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }) });
};
