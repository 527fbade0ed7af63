import type { DeviceModelPageQuery } from '@aed/shared/schemas/device-model';
import { queryRoots } from '../../../api/query-roots';

export const deviceModelKeys = {
  all: queryRoots.deviceModel,
  page: (query: DeviceModelPageQuery) => [...deviceModelKeys.all, 'page', query] as const,
};
