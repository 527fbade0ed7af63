import type { DeviceModelOptionQuery, DeviceModelPageQuery } from '@aed/shared/schemas/device-model';

export const deviceModelKeys = {
  all: ['deviceModel'] as const,
  page: (query: DeviceModelPageQuery) => [...deviceModelKeys.all, 'page', query] as const,
  options: (query: DeviceModelOptionQuery) => [...deviceModelKeys.all, 'options', query] as const,
};
