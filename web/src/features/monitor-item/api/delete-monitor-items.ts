import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { MONITOR_ITEM_API, monitorItemKeys } from './monitor-item-keys';

/** `DELETE /product/monitorItem/delete?ids=1,2`. */
export const deleteMonitorItems = (ids: readonly number[]) => legacyApi.delete<unknown>(`${MONITOR_ITEM_API}/delete`, { ids: ids.join(',') });

export const useDeleteMonitorItems = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMonitorItems, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorItemKeys.all }) });
};
