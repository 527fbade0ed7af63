import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConfigInfo } from '@aed/shared/routes/config.routes';
import { api } from '../../../lib/api-client';
import { configKeys } from './config-keys';

/** One parameter, loaded fresh before editing it. */
export const getConfigInfo = (configId: number) => api(ConfigInfo, { query: { configId } });

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
