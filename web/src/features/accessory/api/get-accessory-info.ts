import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessoryRecord } from '@aed/shared/schemas/accessory';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `GET /product/accessory/info?accessoryId=`. */
export const getAccessoryInfo = (accessoryId: number) => legacyApi.get<AccessoryRecord>(`${ACCESSORY_API}/info`, { accessoryId });

export const accessoryInfoOptions = (accessoryId: number) => queryOptions({ queryKey: accessoryKeys.info(accessoryId), queryFn: () => getAccessoryInfo(accessoryId) });

export const useAccessoryInfo = (accessoryId: number | undefined) => useQuery({ ...accessoryInfoOptions(accessoryId ?? 0), enabled: accessoryId !== undefined });
