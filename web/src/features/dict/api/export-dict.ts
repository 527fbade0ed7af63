import { useMutation } from '@tanstack/react-query';
import type { DictDataSearch, DictTypeSearch } from '@aed/shared/schemas/dict';
import { DictDataExport, DictTypeExport } from '@aed/shared/routes/dict.routes';
import { download } from '../../../lib/api-client';

/** The dictionary types matching the search as an xlsx download. */
export const exportDictTypes = (search: DictTypeSearch) => download(DictTypeExport, { query: search });
/** The values of one type matching the search as an xlsx download. */
export const exportDictData = (search: DictDataSearch) => download(DictDataExport, { query: search });

export const useExportDictTypes = () => useMutation({ mutationFn: exportDictTypes });
export const useExportDictData = () => useMutation({ mutationFn: exportDictData });
