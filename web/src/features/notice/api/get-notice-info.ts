import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeRecord } from '@aed/shared/schemas/notice';
import { legacyApi } from '../../../lib/api-client';
import { NOTICE_API, noticeKeys } from './notice-keys';

/** `GET /upms/system/notice/info?noticeId=`: one notice with its content, loaded fresh before editing. */
export const getNoticeInfo = (noticeId: number) => legacyApi.get<NoticeRecord>(`${NOTICE_API}/info`, { noticeId });

export const noticeInfoOptions = (noticeId: number) =>
  queryOptions({ queryKey: noticeKeys.info(noticeId), queryFn: () => getNoticeInfo(noticeId), staleTime: 0, gcTime: 0 });

export const useNoticeInfo = (noticeId: number | undefined) => useQuery({ ...noticeInfoOptions(noticeId ?? 0), enabled: noticeId !== undefined });
