import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BindingDeviceOptionsQuery } from '@aed/shared/schemas/notify';
import { BindingDeviceOptions } from '@aed/shared/routes/notify.routes';
import { api } from '../lib/api-client';

/** Devices of the organization and below (the binding forms' picker). */
type Query = Pick<BindingDeviceOptionsQuery, 'deptId'> & { keyword?: string };

export const bindingDeviceOptions = (query: Query) =>
  queryOptions({
    // not under the notify root: devices do not change with notify persons
    queryKey: ['bindingDevices', query],
    queryFn: () => api(BindingDeviceOptions, { query }),
    placeholderData: keepPreviousData,
  });

export const useBindingDeviceOptions = (query: Query | undefined) =>
  useQuery({ ...bindingDeviceOptions(query ?? { deptId: 0 }), enabled: query !== undefined && query.deptId > 0 });
