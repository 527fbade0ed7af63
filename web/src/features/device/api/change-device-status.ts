import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeDeviceStatusBody } from '@aed/shared/schemas/device';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_API, deviceKeys } from './device-keys';

/** `PUT /product/device/changeStatus`: enable (0) or disable (1) devices, all or nothing. */
export const changeDeviceStatus = (body: ChangeDeviceStatusBody) => legacyApi.put<unknown>(`${DEVICE_API}/changeStatus`, body);

export const useChangeDeviceStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeDeviceStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }) });
};
