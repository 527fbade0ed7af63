import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotifyPersonPageQuery } from '@aed/shared/schemas/notify';
import { NotifyPage } from '@aed/shared/routes/notify.routes';
import { api } from '../../../lib/api-client';
import { notifyKeys } from './notify-keys';

/** One cursor page of the notify persons in the caller's scope. */
export const getNotifyPage = (query: NotifyPersonPageQuery) => api(NotifyPage, { query });

export const notifyPageOptions = (query: NotifyPersonPageQuery) =>
  queryOptions({ queryKey: notifyKeys.page(query), queryFn: () => getNotifyPage(query), placeholderData: keepPreviousData });

export const useNotifyPage = (query: NotifyPersonPageQuery) => useQuery(notifyPageOptions(query));
