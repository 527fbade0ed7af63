import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BindingDeviceOption, BindingDeviceOptionsQuery } from '@aed/shared/schemas/notify';
import { legacyApi } from '../../../lib/api-client';
import { NOTIFY_API, definedOnly, notifyKeys } from './notify-keys';

/** `GET /product/notify/deviceOptions?deptId=&keyword=`: devices of the organization and below (the binding forms' picker). */
type Query = Pick<BindingDeviceOptionsQuery, 'deptId'> & { keyword?: string };

export const bindingDeviceOptions = (query: Query) =>
  queryOptions({
    queryKey: notifyKeys.deviceOptions(query),
    queryFn: () => legacyApi.get<BindingDeviceOption[]>(`${NOTIFY_API}/deviceOptions`, definedOnly(query)),
    placeholderData: keepPreviousData,
  });

export const useBindingDeviceOptions = (query: Query | undefined) =>
  useQuery({ ...bindingDeviceOptions(query ?? { deptId: 0 }), enabled: query !== undefined && query.deptId > 0 });
