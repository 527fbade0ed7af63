import { useMutation } from '@tanstack/react-query';
import type { LoginLogSearch } from '@aed/shared/schemas/monitor';
import { LoginLogExport } from '@aed/shared/routes/monitor.routes';
import { download } from '../../../lib/api-client';

/** The matching login logs as xlsx. */
export const exportLoginLogs = (search: LoginLogSearch) => download(LoginLogExport, { query: search });

export const useExportLoginLogs = () => useMutation({ mutationFn: exportLoginLogs });
