import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MonitorItemDelete } from '@aed/shared/routes/monitor-item.routes';
import { api } from '../../../lib/api-client';
import { monitorItemKeys } from './monitor-item-keys';

export const deleteMonitorItems = (ids: readonly number[]) => api(MonitorItemDelete, { query: { ids: ids.join(',') } });

export const useDeleteMonitorItems = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMonitorItems, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorItemKeys.all }) });
};
