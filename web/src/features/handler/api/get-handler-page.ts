import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HandlerPageQuery } from '@aed/shared/schemas/handler';
import { HandlerPage } from '@aed/shared/routes/handler.routes';
import { api } from '../../../lib/api-client';
import { handlerKeys, sentHandlerSearch } from './handler-keys';

/** One cursor page of the handler assignments in the caller's scope. */
export const getHandlerPage = (query: HandlerPageQuery) => api(HandlerPage, { query: sentHandlerSearch(query) });

export const handlerPageOptions = (query: HandlerPageQuery) =>
  queryOptions({ queryKey: handlerKeys.page(query), queryFn: () => getHandlerPage(query), placeholderData: keepPreviousData });

export const useHandlerPage = (query: HandlerPageQuery) => useQuery(handlerPageOptions(query));
