import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { POST_API, postKeys } from './post-keys';

/** `DELETE /upms/system/post/delete?ids=1,2`. */
export const deletePosts = (ids: readonly number[]) => legacyApi.delete<unknown>(`${POST_API}/delete`, { ids: ids.join(',') });

export const useDeletePosts = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePosts, onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }) });
};
