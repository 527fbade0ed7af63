import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessoryDeviceOptionsQuery } from '@aed/shared/schemas/accessory';
import { AccessoryDeviceOptions } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

/** Devices a record of that organization may go on. */
export const getAccessoryDeviceOptions = (query: AccessoryDeviceOptionsQuery) => api(AccessoryDeviceOptions, { query });

export const accessoryDeviceOptionsQuery = (query: AccessoryDeviceOptionsQuery) =>
  queryOptions({ queryKey: accessoryKeys.deviceOptions(query), queryFn: () => getAccessoryDeviceOptions(query), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useAccessoryDeviceOptions = (query: AccessoryDeviceOptionsQuery | undefined) =>
  useQuery({ ...accessoryDeviceOptionsQuery(query ?? { deptId: 0, keyword: undefined }), enabled: query !== undefined && query.deptId > 0 });
