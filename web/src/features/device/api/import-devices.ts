import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportFileBody } from '@aed/shared/schemas/import';
import { DeviceImport, DeviceImportProcess, DeviceImportTemplate } from '@aed/shared/routes/device.routes';
import { api, download } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** The xlsx template in the UI language. */
export const downloadDeviceImportTemplate = () => download(DeviceImportTemplate);
export const useDownloadDeviceImportTemplate = () => useMutation({ mutationFn: downloadDeviceImportTemplate });

/** Checks the file and answers the row messages; nothing is written yet. */
export const importDevices = (body: ImportFileBody) => api(DeviceImport, { body });
export const useImportDevices = () => useMutation({ mutationFn: importDevices });

/** Writes the next batch; repeat until `done`. */
export const processDeviceImport = (importId: string) => api(DeviceImportProcess, { body: { importId } });
export const useProcessDeviceImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processDeviceImport,
    onSuccess: (progress) => (progress.done ? queryClient.invalidateQueries({ queryKey: deviceKeys.all }) : undefined),
  });
};
