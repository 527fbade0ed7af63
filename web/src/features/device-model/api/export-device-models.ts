import { useMutation } from '@tanstack/react-query';
import type { DeviceModelSearch } from '@aed/shared/schemas/device-model';
import { DeviceModelExport } from '@aed/shared/routes/device-model.routes';
import { download } from '../../../lib/api-client';

/** The device models matching the search as an xlsx download. */
export const exportDeviceModels = (search: DeviceModelSearch) => download(DeviceModelExport, { query: search });

export const useExportDeviceModels = () => useMutation({ mutationFn: exportDeviceModels });
