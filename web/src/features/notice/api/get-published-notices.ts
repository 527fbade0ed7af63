import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeRecord } from '@aed/shared/schemas/notice';
import { legacyApi } from '../../../lib/api-client';
import { NOTICE_API, noticeKeys } from './notice-keys';

/**
 * `GET /upms/system/notice/published?limit=`: the enabled notices of the reader's organization and of its ancestors,
 * newest first, each with the publishing organization (any logged-in user).
 */
export const getPublishedNotices = (limit = 10) => legacyApi.get<NoticeRecord[]>(`${NOTICE_API}/published`, { limit });

export const publishedNoticesOptions = () =>
  queryOptions({ queryKey: noticeKeys.published(), queryFn: () => getPublishedNotices(10), staleTime: 60_000, refetchInterval: 5 * 60_000 });

export const usePublishedNotices = () => useQuery(publishedNoticesOptions());
