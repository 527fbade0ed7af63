import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenFile } from '@aed/shared/schemas/gen';
import { legacyApi } from '../../../lib/api-client';
import { GEN_API, genKeys } from './gen-keys';

/** `GET /upms/tool/gen/preview?tableId=`: every generated file with its content. */
export const getGenPreview = (tableId: number) => legacyApi.get<GenFile[]>(`${GEN_API}/preview`, { tableId });

export const genPreviewOptions = (tableId: number) => queryOptions({ queryKey: genKeys.preview(tableId), queryFn: () => getGenPreview(tableId), staleTime: 0 });

export const useGenPreview = (tableId: number) => useQuery(genPreviewOptions(tableId));
