import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMonitorItemBody } from '@aed/shared/schemas/monitor-item';
import { legacyApi } from '../../../lib/api-client';
import { MONITOR_ITEM_API, monitorItemKeys } from './monitor-item-keys';

/** `PUT /product/monitorItem/update`. */
export const updateMonitorItem = (body: UpdateMonitorItemBody) => legacyApi.put<unknown>(`${MONITOR_ITEM_API}/update`, body);

export const useUpdateMonitorItem = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMonitorItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorItemKeys.all }) });
};
