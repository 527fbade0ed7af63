import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage } from '@aed/shared/api/envelope';
import type { NoticePageQuery, NoticeRow } from '@aed/shared/schemas/notice';
import { legacyApi } from '../../../lib/api-client';
import { NOTICE_API, noticeKeys } from './notice-keys';

/**
 * `GET /upms/system/notice/page`: one cursor page of the notices of the caller's scope (by organization, each one's
 * newest first), rows without content; the total comes with the first page only.
 */
export const getNoticePage = (query: NoticePageQuery) => legacyApi.get<CursorPage<NoticeRow>>(`${NOTICE_API}/page`, query);

export const noticePageOptions = (query: NoticePageQuery) =>
  queryOptions({ queryKey: noticeKeys.page(query), queryFn: () => getNoticePage(query), placeholderData: keepPreviousData });

export const useNoticePage = (query: NoticePageQuery) => useQuery(noticePageOptions(query));
