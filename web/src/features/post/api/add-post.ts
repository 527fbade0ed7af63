import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPostBody } from '@aed/shared/schemas/post';
import { PostAdd } from '@aed/shared/routes/post.routes';
import { api } from '../../../lib/api-client';
import { postKeys } from './post-keys';

export const addPost = (body: AddPostBody) => api(PostAdd, { body });

export const useAddPost = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPost, onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }) });
};
