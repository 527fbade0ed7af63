import { useMutation } from '@tanstack/react-query';
import type { MonitorItemSearch } from '@aed/shared/schemas/monitor-item';
import { MonitorItemExport } from '@aed/shared/routes/monitor-item.routes';
import { download } from '../../../lib/api-client';

/** Xlsx download in the caller's language. */
export const exportMonitorItems = (search: MonitorItemSearch) => download(MonitorItemExport, { query: search });

export const useExportMonitorItems = () => useMutation({ mutationFn: exportMonitorItems });
