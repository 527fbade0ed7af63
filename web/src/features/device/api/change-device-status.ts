import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeDeviceStatusBody } from '@aed/shared/schemas/device';
import { DeviceChangeStatus } from '@aed/shared/routes/device.routes';
import { api } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** Enable (0) or disable (1) devices, all or nothing. */
export const changeDeviceStatus = (body: ChangeDeviceStatusBody) => api(DeviceChangeStatus, { body });

export const useChangeDeviceStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeDeviceStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }) });
};
