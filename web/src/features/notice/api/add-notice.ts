import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddNoticeBody } from '@aed/shared/schemas/notice';
import { NoticeAdd } from '@aed/shared/routes/notice.routes';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './notice-keys';

/** The server sanitizes the content. */
export const addNotice = (body: AddNoticeBody) => api(NoticeAdd, { body });

export const useAddNotice = () => {
  const queryClient = useQueryClient();
  // Also refreshes the published list of the top bar.
  return useMutation({ mutationFn: addNotice, onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }) });
};
