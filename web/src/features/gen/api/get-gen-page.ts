import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { GenTablePageQuery, GenTableRow } from '@aed/shared/schemas/gen';
import { legacyApi } from '../../../lib/api-client';
import { GEN_API, genKeys } from './gen-keys';

/** `GET /upms/tool/gen/page`: definitions without their fields. */
export const getGenPage = (query: GenTablePageQuery) => legacyApi.get<Page<GenTableRow>>(`${GEN_API}/page`, query);

export const genPageOptions = (query: GenTablePageQuery) =>
  queryOptions({ queryKey: genKeys.page(query), queryFn: () => getGenPage(query), placeholderData: keepPreviousData });

export const useGenPage = (query: GenTablePageQuery) => useQuery(genPageOptions(query));
