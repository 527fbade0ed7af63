import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessoryDeviceOption, AccessoryDeviceOptionsQuery } from '@aed/shared/schemas/accessory';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `GET /product/accessory/deviceOptions?deptId=&keyword=`: devices a record of that organization may go on. */
export const getAccessoryDeviceOptions = (query: AccessoryDeviceOptionsQuery) => legacyApi.get<AccessoryDeviceOption[]>(`${ACCESSORY_API}/deviceOptions`, query);

export const accessoryDeviceOptionsQuery = (query: AccessoryDeviceOptionsQuery) =>
  queryOptions({ queryKey: accessoryKeys.deviceOptions(query), queryFn: () => getAccessoryDeviceOptions(query), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useAccessoryDeviceOptions = (query: AccessoryDeviceOptionsQuery | undefined) =>
  useQuery({ ...accessoryDeviceOptionsQuery(query ?? { deptId: 0, keyword: undefined }), enabled: query !== undefined && query.deptId > 0 });
