import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticePageQuery } from '@aed/shared/schemas/notice';
import { NoticePage } from '@aed/shared/routes/notice.routes';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './notice-keys';

/**
 * One cursor page of the notices of the caller's scope (by organization, each one's
 * newest first), rows without content; the total comes with the first page only.
 */
export const getNoticePage = (query: NoticePageQuery) => api(NoticePage, { query });

export const noticePageOptions = (query: NoticePageQuery) =>
  queryOptions({ queryKey: noticeKeys.page(query), queryFn: () => getNoticePage(query), placeholderData: keepPreviousData });

export const useNoticePage = (query: NoticePageQuery) => useQuery(noticePageOptions(query));
