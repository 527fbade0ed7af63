import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddNoticeBody } from '@aed/shared/schemas/notice';
import { legacyApi } from '../../../lib/api-client';
import { NOTICE_API, noticeKeys } from './notice-keys';

/** `POST /upms/system/notice/add`: the server sanitizes the content. */
export const addNotice = (body: AddNoticeBody) => legacyApi.post<unknown>(`${NOTICE_API}/add`, body);

export const useAddNotice = () => {
  const queryClient = useQueryClient();
  // Also refreshes the published list of the top bar.
  return useMutation({ mutationFn: addNotice, onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }) });
};
