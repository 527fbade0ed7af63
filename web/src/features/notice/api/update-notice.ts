import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNoticeBody } from '@aed/shared/schemas/notice';
import { legacyApi } from '../../../lib/api-client';
import { NOTICE_API, noticeKeys } from './notice-keys';

/** `PUT /upms/system/notice/update`: the server sanitizes the content. */
export const updateNotice = (body: UpdateNoticeBody) => legacyApi.put<unknown>(`${NOTICE_API}/update`, body);

export const useUpdateNotice = () => {
  const queryClient = useQueryClient();
  // Also refreshes the published list of the top bar.
  return useMutation({ mutationFn: updateNotice, onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }) });
};
