import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDeviceModelBody } from '@aed/shared/schemas/device-model';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_MODEL_API, deviceModelKeys } from './device-model-keys';

/** `PUT /product/model/update`. */
export const updateDeviceModel = (body: UpdateDeviceModelBody) => legacyApi.put<unknown>(`${DEVICE_MODEL_API}/update`, body);

export const useUpdateDeviceModel = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDeviceModel, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceModelKeys.all }) });
};
