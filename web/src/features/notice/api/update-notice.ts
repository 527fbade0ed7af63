import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNoticeBody } from '@aed/shared/schemas/notice';
import { NoticeUpdate } from '@aed/shared/routes/notice.routes';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './notice-keys';

/** The server sanitizes the content. */
export const updateNotice = (body: UpdateNoticeBody) => api(NoticeUpdate, { body });

export const useUpdateNotice = () => {
  const queryClient = useQueryClient();
  // Also refreshes the published list of the top bar.
  return useMutation({ mutationFn: updateNotice, onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }) });
};
