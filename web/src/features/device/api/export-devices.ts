import { useMutation } from '@tanstack/react-query';
import type { DeviceSearch } from '@aed/shared/schemas/device';
import { downloadFile } from '../../../lib/api-client';
import { DEVICE_API, definedOnly } from './device-keys';

/** `GET /product/device/export?<search>`: xlsx download of the devices matching the search, in the UI language. */
export const exportDevices = (search: DeviceSearch) => downloadFile(`${DEVICE_API}/export`, definedOnly(search));

export const useExportDevices = () => useMutation({ mutationFn: exportDevices });
