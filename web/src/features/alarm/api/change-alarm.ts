import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlarmAck, AlarmClear } from '@aed/shared/routes/alarm.routes';
import type { AlarmActionBody } from '@aed/shared/schemas/alarm';
import { api } from '../../../lib/api-client';
import { alarmKeys } from './alarm-keys';

/** Acknowledge or clear one alarm as last read; either refreshes the alarm lists (a conflict too: the row changed). */
function useAlarmMutation(mutationFn: (body: AlarmActionBody) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: alarmKeys.all }) });
}

export const useAckAlarm = () => useAlarmMutation((body) => api(AlarmAck, { body }));
export const useClearAlarm = () => useAlarmMutation((body) => api(AlarmClear, { body }));
