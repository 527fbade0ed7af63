import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDeviceBody, DeviceRecord } from '@aed/shared/schemas/device';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_API, deviceKeys } from './device-keys';

/** `POST /product/device/add` (also the copy action): answers the new device. */
export const addDevice = (body: AddDeviceBody) => legacyApi.post<DeviceRecord>(`${DEVICE_API}/add`, body);

export const useAddDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }) });
};
