import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoticeDelete } from '@aed/shared/routes/notice.routes';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './notice-keys';

export const deleteNotices = (ids: readonly number[]) => api(NoticeDelete, { query: { ids: ids.join(',') } });

export const useDeleteNotices = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNotices, onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }) });
};
