import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportFileBody } from '@aed/shared/schemas/import';
import { InspectionImport, InspectionImportProcess, InspectionSheetTemplate } from '@aed/shared/routes/inspection.routes';
import { api, download } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

/** The blank inspection record sheet in the UI language. */
export const useDownloadInspectionSheet = () => useMutation({ mutationFn: () => download(InspectionSheetTemplate) });

/** Checks the filled sheet and answers the row messages; nothing is saved yet. */
export const useImportInspections = () => useMutation({ mutationFn: (body: ImportFileBody) => api(InspectionImport, { body }) });

/** Saves the next batch; repeat until `done`. */
export const useProcessInspectionImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => api(InspectionImportProcess, { body: { importId } }),
    onSuccess: (progress) => (progress.done ? queryClient.invalidateQueries({ queryKey: inspectionKeys.all }) : undefined),
  });
};
