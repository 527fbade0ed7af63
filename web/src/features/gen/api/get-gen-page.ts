import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GenTablePageQuery } from '@aed/shared/schemas/gen';
import { GenTablePage } from '@aed/shared/routes/gen.routes';
import { api } from '../../../lib/api-client';
import { genKeys } from './gen-keys';

/** Definitions without their fields. */
export const getGenPage = (query: GenTablePageQuery) => api(GenTablePage, { query });

export const genPageOptions = (query: GenTablePageQuery) =>
  queryOptions({ queryKey: genKeys.page(query), queryFn: () => getGenPage(query), placeholderData: keepPreviousData });

export const useGenPage = (query: GenTablePageQuery) => useQuery(genPageOptions(query));
