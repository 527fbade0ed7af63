import { useMutation } from '@tanstack/react-query';
import type { DeviceModelSearch } from '@aed/shared/schemas/device-model';
import { downloadFile } from '../../../lib/api-client';
import { DEVICE_MODEL_API } from './device-model-keys';

/** `GET /product/model/export?<search>`: xlsx download. */
export const exportDeviceModels = (search: DeviceModelSearch) => downloadFile(`${DEVICE_MODEL_API}/export`, search);

export const useExportDeviceModels = () => useMutation({ mutationFn: exportDeviceModels });
