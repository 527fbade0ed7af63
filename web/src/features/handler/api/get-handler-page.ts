import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HandlerAssignmentRecord, HandlerPageQuery } from '@aed/shared/schemas/handler';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import { legacyApi } from '../../../lib/api-client';
import { definedOnly } from '../../notify/api/notify-keys';
import { HANDLER_API, handlerKeys } from './handler-keys';

/** `GET /product/handler/page`: one cursor page of the handler assignments in the caller's scope. */
export const getHandlerPage = (query: HandlerPageQuery) => legacyApi.get<CursorPage<HandlerAssignmentRecord>>(`${HANDLER_API}/page`, definedOnly(query));

export const handlerPageOptions = (query: HandlerPageQuery) =>
  queryOptions({ queryKey: handlerKeys.page(query), queryFn: () => getHandlerPage(query), placeholderData: keepPreviousData });

export const useHandlerPage = (query: HandlerPageQuery) => useQuery(handlerPageOptions(query));
