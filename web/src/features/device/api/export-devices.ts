import { useMutation } from '@tanstack/react-query';
import type { DeviceSearch } from '@aed/shared/schemas/device';
import { DeviceExport } from '@aed/shared/routes/device.routes';
import { download } from '../../../lib/api-client';

/** Xlsx download of the devices matching the search, in the UI language. */
export const exportDevices = (search: DeviceSearch) => download(DeviceExport, { query: search });

export const useExportDevices = () => useMutation({ mutationFn: exportDevices });
