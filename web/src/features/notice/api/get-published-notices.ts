import { queryOptions, useQuery } from '@tanstack/react-query';
import { NoticePublished } from '@aed/shared/routes/notice.routes';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './notice-keys';

/**
 * The enabled notices of the reader's organization and of its ancestors,
 * newest first, each with the publishing organization (any logged-in user).
 */
export const getPublishedNotices = (limit = 10) => api(NoticePublished, { query: { limit } });

export const publishedNoticesOptions = () =>
  queryOptions({ queryKey: noticeKeys.published(), queryFn: () => getPublishedNotices(10), staleTime: 60_000, refetchInterval: 5 * 60_000 });

export const usePublishedNotices = () => useQuery(publishedNoticesOptions());
