import { queryOptions, useQuery } from '@tanstack/react-query';
import { NoticeInfo } from '@aed/shared/routes/notice.routes';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './notice-keys';

/** One notice with its content, loaded fresh before editing. */
export const getNoticeInfo = (noticeId: number) => api(NoticeInfo, { query: { noticeId } });

export const noticeInfoOptions = (noticeId: number) =>
  queryOptions({ queryKey: noticeKeys.info(noticeId), queryFn: () => getNoticeInfo(noticeId), staleTime: 0, gcTime: 0 });

export const useNoticeInfo = (noticeId: number | undefined) => useQuery({ ...noticeInfoOptions(noticeId ?? 0), enabled: noticeId !== undefined });
