import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigRecord } from '@aed/shared/schemas/config';
import { api } from '../../../lib/api-client';
import { CONFIG_API, configKeys } from './config-keys';

/** `GET /upms/system/config/info?configId=`: one parameter, loaded fresh before editing it. */
export const getConfigInfo = (configId: number): Promise<ConfigRecord> =>
  api.get<ConfigRecord>(`${CONFIG_API}/info`, { configId });

export const configInfoOptions = (configId: number) =>
  queryOptions({
    queryKey: configKeys.info(configId),
    queryFn: () => getConfigInfo(configId),
    // The edit form must start from the stored value, not from a cached one.
    staleTime: 0,
    gcTime: 0,
  });

export const useConfigInfo = (configId: number | undefined) =>
  useQuery({ ...configInfoOptions(configId ?? 0), enabled: configId !== undefined });
