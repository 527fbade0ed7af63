import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMonitorItemBody } from '@aed/shared/schemas/monitor-item';
import { legacyApi } from '../../../lib/api-client';
import { MONITOR_ITEM_API, monitorItemKeys } from './monitor-item-keys';

/** `POST /product/monitorItem/add`. */
export const addMonitorItem = (body: AddMonitorItemBody) => legacyApi.post<unknown>(`${MONITOR_ITEM_API}/add`, body);

export const useAddMonitorItem = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMonitorItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorItemKeys.all }) });
};
