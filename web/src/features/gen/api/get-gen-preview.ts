import { queryOptions, useQuery } from '@tanstack/react-query';
import { GenPreview } from '@aed/shared/routes/gen.routes';
import { api } from '../../../lib/api-client';
import { genKeys } from './gen-keys';

/** Every generated file with its content. */
export const getGenPreview = (tableId: number) => api(GenPreview, { query: { tableId } });

export const genPreviewOptions = (tableId: number) => queryOptions({ queryKey: genKeys.preview(tableId), queryFn: () => getGenPreview(tableId), staleTime: 0 });

export const useGenPreview = (tableId: number) => useQuery(genPreviewOptions(tableId));
