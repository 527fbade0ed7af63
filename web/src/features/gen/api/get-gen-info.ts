import { queryOptions, useQuery } from '@tanstack/react-query';
import { GenTableInfo } from '@aed/shared/routes/gen.routes';
import { api } from '../../../lib/api-client';
import { genKeys } from './gen-keys';

/** One definition with its fields. */
export const getGenInfo = (tableId: number) => api(GenTableInfo, { query: { tableId } });

export const genInfoOptions = (tableId: number) => queryOptions({ queryKey: genKeys.info(tableId), queryFn: () => getGenInfo(tableId), staleTime: 0 });

export const useGenInfo = (tableId: number | undefined) => useQuery({ ...genInfoOptions(tableId ?? 0), enabled: tableId !== undefined });
