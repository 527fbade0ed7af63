import type { MonitorItemPageQuery } from '@aed/shared/schemas/monitor-item';
import { queryRoots } from '../../../api/query-roots';

export const monitorItemKeys = {
  all: queryRoots.monitorItem,
  page: (query: MonitorItemPageQuery) => [...monitorItemKeys.all, 'page', query] as const,
};
