import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMonitorItemBody } from '@aed/shared/schemas/monitor-item';
import { MonitorItemUpdate } from '@aed/shared/routes/monitor-item.routes';
import { api } from '../../../lib/api-client';
import { monitorItemKeys } from './monitor-item-keys';

export const updateMonitorItem = (body: UpdateMonitorItemBody) => api(MonitorItemUpdate, { body });

export const useUpdateMonitorItem = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMonitorItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorItemKeys.all }) });
};
