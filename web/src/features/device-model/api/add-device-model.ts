import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDeviceModelBody } from '@aed/shared/schemas/device-model';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_MODEL_API, deviceModelKeys } from './device-model-keys';

/** `POST /product/model/add`. */
export const addDeviceModel = (body: AddDeviceModelBody) => legacyApi.post<unknown>(`${DEVICE_MODEL_API}/add`, body);

export const useAddDeviceModel = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDeviceModel, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceModelKeys.all }) });
};
