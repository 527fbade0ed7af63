import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenTableRecord } from '@aed/shared/schemas/gen';
import { legacyApi } from '../../../lib/api-client';
import { GEN_API, genKeys } from './gen-keys';

/** `GET /upms/tool/gen/info?tableId=`: one definition with its fields. */
export const getGenInfo = (tableId: number) => legacyApi.get<GenTableRecord>(`${GEN_API}/info`, { tableId });

export const genInfoOptions = (tableId: number) => queryOptions({ queryKey: genKeys.info(tableId), queryFn: () => getGenInfo(tableId), staleTime: 0 });

export const useGenInfo = (tableId: number | undefined) => useQuery({ ...genInfoOptions(tableId ?? 0), enabled: tableId !== undefined });
