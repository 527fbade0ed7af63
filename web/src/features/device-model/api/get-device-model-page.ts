import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceModelPageQuery } from '@aed/shared/schemas/device-model';
import { DeviceModelPage } from '@aed/shared/routes/device-model.routes';
import { api } from '../../../lib/api-client';
import { deviceModelKeys } from './device-model-keys';

export const getDeviceModelPage = (query: DeviceModelPageQuery) => api(DeviceModelPage, { query });

export const deviceModelPageOptions = (query: DeviceModelPageQuery) =>
  queryOptions({ queryKey: deviceModelKeys.page(query), queryFn: () => getDeviceModelPage(query), placeholderData: keepPreviousData });

export const useDeviceModelPage = (query: DeviceModelPageQuery) => useQuery(deviceModelPageOptions(query));
