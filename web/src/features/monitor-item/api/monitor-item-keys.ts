import type { MonitorItemPageQuery } from '@aed/shared/schemas/monitor-item';

export const monitorItemKeys = {
  all: ['monitorItem'] as const,
  page: (query: MonitorItemPageQuery) => [...monitorItemKeys.all, 'page', query] as const,
  options: () => [...monitorItemKeys.all, 'options'] as const,
};
