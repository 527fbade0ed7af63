import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceRecord, UpdateDeviceBody } from '@aed/shared/schemas/device';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_API, deviceKeys } from './device-keys';

/** `PUT /product/device/update`: answers the modified device. */
export const updateDevice = (body: UpdateDeviceBody) => legacyApi.put<DeviceRecord>(`${DEVICE_API}/update`, body);

export const useUpdateDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }) });
};
