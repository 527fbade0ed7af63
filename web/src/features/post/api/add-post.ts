import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPostBody } from '@aed/shared/schemas/post';
import { legacyApi } from '../../../lib/api-client';
import { POST_API, postKeys } from './post-keys';

/** `POST /upms/system/post/add`. */
export const addPost = (body: AddPostBody) => legacyApi.post<unknown>(`${POST_API}/add`, body);

export const useAddPost = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPost, onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }) });
};
