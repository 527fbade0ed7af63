import { useMutation } from '@tanstack/react-query';
import type { LoginLogSearch } from '@aed/shared/schemas/monitor';
import { downloadFile } from '../../../lib/api-client';
import { LOGININFOR_API, definedOnly } from './monitor-keys';

/** `GET /logs/logininfor/export?<search>`: the matching login logs as xlsx. */
export const exportLoginLogs = (search: LoginLogSearch) => downloadFile(`${LOGININFOR_API}/export`, definedOnly(search));

export const useExportLoginLogs = () => useMutation({ mutationFn: exportLoginLogs });
