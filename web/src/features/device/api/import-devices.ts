import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportFileBody, ImportProgress } from '@aed/shared/schemas/import';
import { legacyApi, downloadFile } from '../../../lib/api-client';
import { DEVICE_API, deviceKeys } from './device-keys';

/** `GET /product/device/importTemplate`: the xlsx template in the UI language. */
export const downloadDeviceImportTemplate = () => downloadFile(`${DEVICE_API}/importTemplate`);
export const useDownloadDeviceImportTemplate = () => useMutation({ mutationFn: downloadDeviceImportTemplate });

/** `POST /product/device/importData`: checks the file and answers the row messages; nothing is written yet. */
export const importDevices = (body: ImportFileBody) => legacyApi.post<ImportProgress>(`${DEVICE_API}/importData`, body);
export const useImportDevices = () => useMutation({ mutationFn: importDevices });

/** `POST /product/device/importData/process`: writes the next batch; repeat until `done`. */
export const processDeviceImport = (importId: string) => legacyApi.post<ImportProgress>(`${DEVICE_API}/importData/process`, { importId });
export const useProcessDeviceImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processDeviceImport,
    onSuccess: (progress) => (progress.done ? queryClient.invalidateQueries({ queryKey: deviceKeys.all }) : undefined),
  });
};
