import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRegionBody } from '@aed/shared/schemas/region';
import type { ImportProgress } from '@aed/shared/schemas/user';
import { legacyApi, downloadFile } from '../../../lib/api-client';
import { REGION_API, regionKeys } from './region-keys';

/** `POST /product/region/import`: checks the file and answers the row messages; nothing is written yet. */
export const importRegions = (body: ImportRegionBody) => legacyApi.post<ImportProgress>(`${REGION_API}/import`, body);

/** `POST /product/region/import/process`: writes the next batch (parents first); repeat until `done`. */
export const processRegionImport = (importId: string) => legacyApi.post<ImportProgress>(`${REGION_API}/import/process`, { importId });

/** `GET /product/region/importTemplate`: the xlsx template in the UI language. */
export const downloadRegionImportTemplate = () => downloadFile(`${REGION_API}/importTemplate`);

export const useImportRegions = () => useMutation({ mutationFn: importRegions });

export const useProcessRegionImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processRegionImport,
    // every batch adds regions somewhere in the tree: refresh what is shown
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }),
  });
};

export const useDownloadRegionImportTemplate = () => useMutation({ mutationFn: downloadRegionImportTemplate });
