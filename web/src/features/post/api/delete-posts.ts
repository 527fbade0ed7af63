import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PostDelete } from '@aed/shared/routes/post.routes';
import { api } from '../../../lib/api-client';
import { postKeys } from './post-keys';

export const deletePosts = (ids: readonly number[]) => api(PostDelete, { query: { ids: ids.join(',') } });

export const useDeletePosts = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePosts, onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }) });
};
