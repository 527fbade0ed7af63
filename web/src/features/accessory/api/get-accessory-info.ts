import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccessoryInfo } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

export const getAccessoryInfo = (accessoryId: number) => api(AccessoryInfo, { query: { accessoryId } });

export const accessoryInfoOptions = (accessoryId: number) => queryOptions({ queryKey: accessoryKeys.info(accessoryId), queryFn: () => getAccessoryInfo(accessoryId) });

export const useAccessoryInfo = (accessoryId: number | undefined) => useQuery({ ...accessoryInfoOptions(accessoryId ?? 0), enabled: accessoryId !== undefined });
