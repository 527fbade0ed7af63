import type { MonitorItemPageQuery } from '@aed/shared/schemas/monitor-item';

/** Base path of the monitoring item calls, see functions/src/routes/product/monitor-item/monitor-item.routes.ts. */
export const MONITOR_ITEM_API = '/product/monitorItem';

export const monitorItemKeys = {
  all: ['monitorItem'] as const,
  page: (query: MonitorItemPageQuery) => [...monitorItemKeys.all, 'page', query] as const,
  options: () => [...monitorItemKeys.all, 'options'] as const,
};
