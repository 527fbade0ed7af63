import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import type { NotifyPersonPageQuery, NotifyPersonRecord } from '@aed/shared/schemas/notify';
import { legacyApi } from '../../../lib/api-client';
import { NOTIFY_API, definedOnly, notifyKeys } from './notify-keys';

/** `GET /product/notify/page`: one cursor page of the notify persons in the caller's scope. */
export const getNotifyPage = (query: NotifyPersonPageQuery) => legacyApi.get<CursorPage<NotifyPersonRecord>>(`${NOTIFY_API}/page`, definedOnly(query));

export const notifyPageOptions = (query: NotifyPersonPageQuery) =>
  queryOptions({ queryKey: notifyKeys.page(query), queryFn: () => getNotifyPage(query), placeholderData: keepPreviousData });

export const useNotifyPage = (query: NotifyPersonPageQuery) => useQuery(notifyPageOptions(query));
