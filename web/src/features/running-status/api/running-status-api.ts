import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RunningStatusInfo, RunningStatusPage, RunningStatusTally } from '@aed/shared/routes/running-status.routes';
import type { RunningStatusPageQuery, StatusTallyQuery } from '@aed/shared/schemas/running-status';
import { api } from '../../../lib/api-client';

/** Query keys of the feature: invalidating `all` refreshes the list, its counts and an open detail. */
export const runningStatusKeys = {
  all: ['runningStatus'] as const,
  page: (query: RunningStatusPageQuery) => [...runningStatusKeys.all, 'page', query] as const,
  tally: (query: StatusTallyQuery) => [...runningStatusKeys.all, 'tally', query] as const,
  info: (deviceId: number) => [...runningStatusKeys.all, 'info', deviceId] as const,
};

/** One cursor page of the devices of the caller's scope with their running status (decision 0048). */
export const useRunningStatusPage = (query: RunningStatusPageQuery) =>
  useQuery(queryOptions({ queryKey: runningStatusKeys.page(query), queryFn: () => api(RunningStatusPage, { query }), placeholderData: keepPreviousData }));

/** The counts per status of an organization's subtree (the caller's own when none is picked). */
export const useStatusTally = (query: StatusTallyQuery) =>
  useQuery(queryOptions({ queryKey: runningStatusKeys.tally(query), queryFn: () => api(RunningStatusTally, { query }), placeholderData: keepPreviousData }));

/** One device's running status with its values, rules, state, events, alarms and orders (null: nothing asked). */
export const useRunningStatusInfo = (deviceId: number | null) =>
  useQuery(queryOptions({ queryKey: runningStatusKeys.info(deviceId ?? 0), queryFn: () => api(RunningStatusInfo, { query: { deviceId: deviceId ?? 0 } }), enabled: deviceId !== null }));
