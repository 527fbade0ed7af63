import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRegionBody } from '@aed/shared/schemas/region';
import { RegionImport, RegionImportProcess, RegionImportTemplate } from '@aed/shared/routes/region.routes';
import { api, download } from '../../../lib/api-client';
import { regionKeys } from './region-keys';

/** Checks the file and answers the row messages; nothing is written yet. */
export const importRegions = (body: ImportRegionBody) => api(RegionImport, { body });

/** Writes the next batch (parents first); repeat until `done`. */
export const processRegionImport = (importId: string) => api(RegionImportProcess, { body: { importId } });

/** The xlsx template in the UI language. */
export const downloadRegionImportTemplate = () => download(RegionImportTemplate);

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
