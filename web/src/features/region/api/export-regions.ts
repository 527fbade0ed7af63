import { useMutation } from '@tanstack/react-query';
import type { RegionSearch } from '@aed/shared/schemas/region';
import { RegionExport } from '@aed/shared/routes/region.routes';
import { download } from '../../../lib/api-client';

/** Xlsx download in the UI language. */
export const exportRegions = (search: RegionSearch) => download(RegionExport, { query: search });

export const useExportRegions = () => useMutation({ mutationFn: exportRegions });
