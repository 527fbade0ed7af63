import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { NOTICE_API, noticeKeys } from './notice-keys';

/** `DELETE /upms/system/notice/delete?ids=1,2`. */
export const deleteNotices = (ids: readonly number[]) => legacyApi.delete<unknown>(`${NOTICE_API}/delete`, { ids: ids.join(',') });

export const useDeleteNotices = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNotices, onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }) });
};
