import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AlarmPage } from '@aed/shared/routes/alarm.routes';
import type { AlarmPageQuery } from '@aed/shared/schemas/alarm';
import { api } from '../../../lib/api-client';
import { alarmKeys } from './alarm-keys';

/** One cursor page of the alarms of the caller's scope (decision 0047). */
export const alarmPageOptions = (query: AlarmPageQuery) =>
  queryOptions({ queryKey: alarmKeys.page(query), queryFn: () => api(AlarmPage, { query }), placeholderData: keepPreviousData });
export const useAlarmPage = (query: AlarmPageQuery) => useQuery(alarmPageOptions(query));
