import { useMutation } from '@tanstack/react-query';
import type { DeptSearch } from '@aed/shared/schemas/dept';
import { DeptExport } from '@aed/shared/routes/dept.routes';
import { download } from '../../../lib/api-client';

/** The organizations matching the search as an xlsx download. */
export const exportDepts = (search: DeptSearch) => download(DeptExport, { query: search });

export const useExportDepts = () => useMutation({ mutationFn: exportDepts });
