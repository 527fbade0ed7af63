import { useMutation } from '@tanstack/react-query';
import type { OperLogSearch } from '@aed/shared/schemas/monitor';
import { OperLogExport } from '@aed/shared/routes/monitor.routes';
import { download } from '../../../lib/api-client';

/** The matching operation logs as xlsx. */
export const exportOperLogs = (search: OperLogSearch) => download(OperLogExport, { query: search });

export const useExportOperLogs = () => useMutation({ mutationFn: exportOperLogs });
