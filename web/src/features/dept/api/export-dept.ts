import { useMutation } from '@tanstack/react-query';
import type { DeptSearch } from '@aed/shared/schemas/dept';
import { downloadFile } from '../../../lib/api-client';
import { DEPT_API } from './dept-keys';

/** `GET /upms/system/dept/export?<search>`: the organizations matching the search as an xlsx download. */
export const exportDepts = (search: DeptSearch) => downloadFile(`${DEPT_API}/export`, search);

export const useExportDepts = () => useMutation({ mutationFn: exportDepts });
