import { useMutation } from '@tanstack/react-query';
import type { MonitorItemSearch } from '@aed/shared/schemas/monitor-item';
import { downloadFile } from '../../../lib/api-client';
import { MONITOR_ITEM_API } from './monitor-item-keys';

/** `GET /product/monitorItem/export?<search>`: xlsx download in the caller's language. */
export const exportMonitorItems = (search: MonitorItemSearch) => downloadFile(`${MONITOR_ITEM_API}/export`, search);

export const useExportMonitorItems = () => useMutation({ mutationFn: exportMonitorItems });
