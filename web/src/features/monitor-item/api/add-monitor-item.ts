import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMonitorItemBody } from '@aed/shared/schemas/monitor-item';
import { MonitorItemAdd } from '@aed/shared/routes/monitor-item.routes';
import { api } from '../../../lib/api-client';
import { monitorItemKeys } from './monitor-item-keys';

export const addMonitorItem = (body: AddMonitorItemBody) => api(MonitorItemAdd, { body });

export const useAddMonitorItem = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMonitorItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorItemKeys.all }) });
};
