import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePostBody } from '@aed/shared/schemas/post';
import { PostUpdate } from '@aed/shared/routes/post.routes';
import { api } from '../../../lib/api-client';
import { postKeys } from './post-keys';

export const updatePost = (body: UpdatePostBody) => api(PostUpdate, { body });

export const useUpdatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }) });
};
